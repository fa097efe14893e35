import HaapiOnboarding

/// Records what the welcome and activation screens ask.
@MainActor
final class RecordingWelcomeDelegate: WelcomeControllerDelegate {
    private(set) var calls: [String] = []
    private(set) var emails: [String] = []
    private(set) var activationScreens: [ActivationScreen] = []
    private(set) var scanners: [OnboardingScanViewController] = []

    func shouldContinueUserOnboarding(_ welcomeController: WelcomeController) { calls.append("shouldContinueUserOnboarding") }
    func didSelectDemoMode(_ welcomeController: WelcomeController) { calls.append("didSelectDemoMode") }
    func welcomeController(_ welcomeController: WelcomeController, shouldTryUserEmail userEmail: String) {
        calls.append("shouldTryUserEmail")
        emails.append(userEmail)
    }
    func welcomeController(_ welcomeController: WelcomeController, willNavigateToActivationScreen activationScreen: ActivationScreen) {
        calls.append("willNavigateToActivationScreen")
        activationScreens.append(activationScreen)
    }
    func welcomeController(_ welcomeController: WelcomeController, willNavigateToScannerScreen scanController: OnboardingScanViewController) {
        calls.append("willNavigateToScannerScreen")
        scanners.append(scanController)
    }
}

/// A delegate that implements only the demo: every other method keeps the default.
@MainActor
final class DemoOnlyWelcomeDelegate: WelcomeControllerDelegate {
    private(set) var demos = 0
    func didSelectDemoMode(_ welcomeController: WelcomeController) { demos += 1 }
}
