public import HaapiUI

/// How the onboarding screens that open other screens, and ``OnboardingSession``,
/// make them: the stock classes by default, or an app's subclasses (seed 001's
/// customisation method 2 inside an onboarding).
///
/// ```swift
/// var factory = OnboardingScreenFactory()
/// factory.welcome = { BrandedWelcomeScreen(themeRegistry: $0) }   // a subclass of WelcomeScreen
/// session.screenFactory = factory
/// ```
///
/// Each screen made this way gets the logger, clock and diagnostics of whoever
/// made it, and its registered layout in a session.
public struct OnboardingScreenFactory: Sendable {
    /// Makes the welcome screen.
    public var welcome: @MainActor @Sendable (ThemeRegistry) -> WelcomeScreen = { WelcomeScreen(themeRegistry: $0) }
    /// Makes the activation screen.
    public var activation: @MainActor @Sendable (ThemeRegistry) -> ActivationScreen = { ActivationScreen(themeRegistry: $0) }
    /// Makes the scanner.
    public var scanner: @MainActor @Sendable (ThemeRegistry) -> OnboardingScanViewController = {
        OnboardingScanViewController(themeRegistry: $0)
    }
    /// Makes the scan confirmation.
    public var scanConfirmation: @MainActor @Sendable (ThemeRegistry) -> OnboardingScanConfirmView = {
        OnboardingScanConfirmView(themeRegistry: $0)
    }
    /// Makes the licence agreement screen.
    public var eula: @MainActor @Sendable (ThemeRegistry) -> EULAViewController = { EULAViewController(themeRegistry: $0) }
    /// Makes the consent forms' screen for the forms.
    public var consents: @MainActor @Sendable (ThemeRegistry, [any UserConsentForm]) -> UserConsentViewController = {
        UserConsentViewController(themeRegistry: $0, forms: $1)
    }

    /// Makes the screen shown when biometrics were cancelled.
    public var touchIDError: @MainActor @Sendable (ThemeRegistry) -> TouchIDErrorViewController = {
        TouchIDErrorViewController(themeRegistry: $0)
    }

    /// Makes the passcode create controller for a mode (`.create`, or `.change`) and what biometrics do.
    public var passcodeCreate: @MainActor @Sendable (ThemeRegistry, PasscodeInputMode, PasscodeCreateStateMachine.Biometrics)
        -> PasscodeCreateController = { PasscodeCreateController(themeRegistry: $0, mode: $1, biometrics: $2) }
    /// Makes the passcode input controller for a mode (`.match`, or `.matchForChange`).
    public var passcodeInput: @MainActor @Sendable (ThemeRegistry, PasscodeInputMode) -> PasscodeInputController = {
        PasscodeInputController(themeRegistry: $0, mode: $1)
    }

    /// The stock screens.
    public init() {}
}
