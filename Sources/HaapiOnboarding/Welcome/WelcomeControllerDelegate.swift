/// What the welcome and activation screens ask the app (seed 002's
/// `FUIWelcomeControllerDelegate`). Held weakly by the screens.
///
/// Every method has a default that reports
/// ``OnboardingDiagnostic/delegateDidNotHandle(method:)`` and shows the person
/// that the step cannot go on, so a method the launch setting needs but the app
/// forgot is found at once, never a button that silently does nothing.
@MainActor
public protocol WelcomeControllerDelegate: AnyObject {
    /// The configured app's Start was pressed: continue the onboarding.
    func shouldContinueUserOnboarding(_ welcomeController: WelcomeController)
    /// The person chose the demo mode.
    func didSelectDemoMode(_ welcomeController: WelcomeController)
    /// The person entered a valid e-mail address: discover the server for it, then
    /// answer with ``WelcomeController/finishEmailCheck(errorMessage:)`` (`nil` when it
    /// worked; a message is shown under the field).
    func welcomeController(_ welcomeController: WelcomeController, shouldTryUserEmail userEmail: String)
    /// The activation screen is about to be shown (configure it here, e.g. its delegate or texts).
    func welcomeController(_ welcomeController: WelcomeController, willNavigateToActivationScreen activationScreen: ActivationScreen)
    /// The scanner is about to be shown (set its delegate and QR code source here).
    func welcomeController(_ welcomeController: WelcomeController, willNavigateToScannerScreen scanController: OnboardingScanViewController)
}

extension WelcomeControllerDelegate {
    public func shouldContinueUserOnboarding(_ welcomeController: WelcomeController) {
        welcomeController.delegateDidNotHandle("shouldContinueUserOnboarding(_:)")
    }

    public func didSelectDemoMode(_ welcomeController: WelcomeController) {
        welcomeController.delegateDidNotHandle("didSelectDemoMode(_:)")
    }

    public func welcomeController(_ welcomeController: WelcomeController, shouldTryUserEmail userEmail: String) {
        welcomeController.delegateDidNotHandle("welcomeController(_:shouldTryUserEmail:)")
    }

    public func welcomeController(_ welcomeController: WelcomeController, willNavigateToActivationScreen activationScreen: ActivationScreen) {
        welcomeController.delegateDidNotHandle("welcomeController(_:willNavigateToActivationScreen:)")
    }

    public func welcomeController(_ welcomeController: WelcomeController, willNavigateToScannerScreen scanController: OnboardingScanViewController) {
        welcomeController.delegateDidNotHandle("welcomeController(_:willNavigateToScannerScreen:)")
    }
}
