import ArgumentParser
import HaapiApp

/// A feature flag of the embedded dev server's secret (`haapi app --feature`): seed
/// 003's flags, in the command line's spelling or the seed's.
enum AppFeatureFlag: String, CaseIterable, ExpressibleByArgument {
    case customForgotPinButton = "custom-forgot-pin-button"
    case disableProductRegistration = "disable-product-registration"
    case disableManualAccountAddition = "disable-manual-account-addition"

    init?(argument: String) {
        guard let flag = Self.allCases.first(where: { $0.rawValue == argument || $0.seedName == argument }) else { return nil }
        self = flag
    }

    /// The seed's name (`customForgotPinButton`).
    var seedName: String {
        switch self {
        case .customForgotPinButton: "customForgotPinButton"
        case .disableProductRegistration: "disableProductRegistration"
        case .disableManualAccountAddition: "disableManualAccountAddition"
        }
    }

    var flag: HaapiKitFeatureFlags {
        switch self {
        case .customForgotPinButton: .customForgotPinButton
        case .disableProductRegistration: .disableProductRegistration
        case .disableManualAccountAddition: .disableManualAccountAddition
        }
    }
}
