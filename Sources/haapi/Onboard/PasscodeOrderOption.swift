import ArgumentParser
import HaapiOnboarding

/// `haapi onboard --passcode-order`: the order of the passcode-create screens.
enum PasscodeOrderOption: String, ExpressibleByArgument, CaseIterable {
    case passcodeFirst = "passcode-first"
    case biometricsFirst = "biometrics-first"

    var order: PasscodeCreateOrder {
        switch self {
        case .passcodeFirst: .passcodeFirst
        case .biometricsFirst: .biometricsFirst
        }
    }
}
