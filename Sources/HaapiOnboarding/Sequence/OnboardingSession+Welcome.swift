import HaapiUI

extension OnboardingSession: WelcomeControllerDelegate {
    public func shouldContinueUserOnboarding(_ welcomeController: WelcomeController) {
        handle(.welcomeContinued)
    }

    public func didSelectDemoMode(_ welcomeController: WelcomeController) {
        handle(.demoSelected)
    }

    public func welcomeController(_ welcomeController: WelcomeController, shouldTryUserEmail userEmail: String) {
        handle(.emailEntered(userEmail))
        guard let delegate else {
            onDiagnostic?(.delegateMissing(method: "onboardingSession(_:serverForEmail:)"))
            return welcomeController.finishEmailCheck(errorMessage: themeRegistry.text(.onboardingDelegateMissing))
        }
        Task { @MainActor [weak self] in
            guard let self else { return }
            switch await delegate.onboardingSession(self, serverForEmail: userEmail) {
            case .found(let server):
                welcomeController.finishEmailCheck(errorMessage: nil)
                self.handle(.serverDiscovered(server))
            case .refused(let message):
                welcomeController.finishEmailCheck(errorMessage: message)
            }
        }
    }

    public func welcomeController(_ welcomeController: WelcomeController, willNavigateToActivationScreen activationScreen: ActivationScreen) {
        prepare(activationScreen)
        configure(activationScreen)
        handle(.activationOpened)
    }

    public func welcomeController(_ welcomeController: WelcomeController, willNavigateToScannerScreen scanController: OnboardingScanViewController) {
        prepare(scanController)
        configure(scanController)
        handle(.scannerOpened)
    }
}

extension OnboardingSession: OnboardingScanViewControllerDelegate {
    public func scanViewController(
        _ scanViewController: OnboardingScanViewController, shouldValidateScanResult scanResult: String,
        completion: @escaping @Sendable (ScanValidation) -> Void
    ) {
        guard let delegate else {
            onDiagnostic?(.delegateMissing(method: "onboardingSession(_:serverForScanResult:)"))
            return completion(.refused(message: themeRegistry.text(.onboardingDelegateMissing)))
        }
        Task { @MainActor [weak self] in
            guard let self else { return }
            switch await delegate.onboardingSession(self, serverForScanResult: scanResult) {
            case .found(let server):
                self.handle(.scanAccepted(server))
                completion(.accepted(serverName: server.name))
            case .refused(let message):
                completion(.refused(message: message))
            }
        }
    }

    public func scanViewController(_ scanViewController: OnboardingScanViewController, didConfirmScanResult scanResult: String, serverName: String) {
        handle(.scanConfirmed)
    }

    public func scanViewControllerDidCancel(_ scanViewController: OnboardingScanViewController) {}
}
