/// Features an app switches on in its secret (seed 003's feature flags); each one
/// makes the facade hand a decision back to the app as a ``HaapiKitError``.
public struct HaapiKitFeatureFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The app shows its own "Forgot your PIN?" button: tapping the facade's ends the
    /// flow with ``HaapiKitError/userForgotPIN``.
    public static let customForgotPinButton = HaapiKitFeatureFlags(rawValue: 1 << 0)
    /// The app registers products itself: a flow that needs a product registration ends
    /// with ``HaapiKitError/productRegistrationNotAllowed``.
    public static let disableProductRegistration = HaapiKitFeatureFlags(rawValue: 1 << 1)
    /// Accounts are added by the app only: a flow that needs a manual account addition
    /// ends with ``HaapiKitError/operationNotAllowed``.
    public static let disableManualAccountAddition = HaapiKitFeatureFlags(rawValue: 1 << 2)

    /// Every flag this version knows.
    public static let all: HaapiKitFeatureFlags = [.customForgotPinButton, .disableProductRegistration, .disableManualAccountAddition]
}
