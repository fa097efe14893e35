import HaapiClient
import HaapiUI
import Logging

extension OnboardingSession {
    /// Shows the passcode create controller; once the passcode is created the login's
    /// tokens are written into the store it protects.
    func showPasscode() {
        guard let setup = passcodeSetup else {
            // The initialiser refuses a configuration that creates a passcode without a setup.
            return handle(.passcodeFinished(.cancelled))
        }
        let controller = screenFactory.passcodeCreate(themeRegistry, .create, .notOffered)
        prepare(controller)
        controller.policy = setup.policy
        controller.biometrics = setup.biometrics
        controller.userIdentifier = setup.userIdentifier
        controller.order = setup.order
        controller.openSettings = setup.openSettings
        let storeDelegate = SecureStorePasscodeDelegate(store: setup.store, logger: logger)
        storeDelegate.replacesExistingStore = true
        passcodeDelegate = storeDelegate
        controller.delegate = storeDelegate
        controller.onFinish = { [weak self] step in
            guard let self else { return }
            passcodeResult = step
            switch step {
            case .finished:
                Task { @MainActor in
                    await setup.lockout?.reset()
                    await self.keepTokens(in: setup)
                    self.handle(.passcodeFinished(.created))
                }
            case .skipped: handle(.passcodeFinished(.skipped))
            default: handle(.passcodeFinished(.cancelled))
            }
        }
        onboardingContainer.showScreen(controller)
    }

    /// Writes the login's tokens, and the DPoP key they are bound to, into the store the
    /// new passcode protects.
    private func keepTokens(in setup: OnboardingPasscodeSetup) async {
        guard let tokens = loginTokens else { return }
        do {
            if let keys = setup.dpopKeyStore {
                try await SecureStoreDPoPKeyStore(store: setup.store).adopt(try await keys.signingKey())
            }
            try await SecureStoreTokenStore(store: setup.store, key: setup.tokensKey).save(tokens)
            logger.info("the tokens are kept in the secure store")
        } catch {
            logger.error("the tokens could not be kept in the secure store: \(error)")
            onDiagnostic?(.tokensNotKept(String(describing: error)))
        }
    }
}
