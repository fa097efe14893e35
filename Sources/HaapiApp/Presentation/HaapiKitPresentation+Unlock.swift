public import HaapiOnboarding
import HaapiUI

/// What the unlock flow opens: the app's secure store and how it is protected.
public struct HaapiKitUnlockSetup: Sendable {
    /// The store the passcode protects.
    public var store: any SecureStore
    /// The passcode policy.
    public var policy: PasscodePolicy
    /// Biometrics, when the app offers them.
    public var biometrics: (any BiometricAuthenticator)?
    /// Counts wrong passcodes (waits, then the store is wiped at the limit).
    public var lockout: (any PasscodeTryCounter)?

    /// Creates a setup.
    public init(
        store: any SecureStore, policy: PasscodePolicy = .standard, biometrics: (any BiometricAuthenticator)? = nil,
        lockout: (any PasscodeTryCounter)? = nil
    ) {
        self.store = store
        self.policy = policy
        self.biometrics = biometrics
        self.lockout = lockout
    }
}

extension HaapiKitPresentation {
    /// Opens the secure store with the onboarding module's passcode screens. "Forgot
    /// your PIN?" (Reset Passcode) ends with ``HaapiKitError/userForgotPIN`` when the
    /// secret's ``HaapiKitFeatureFlags/customForgotPinButton`` is set (the app
    /// recovers itself; nothing is removed); otherwise the store is destroyed and the
    /// result is ``HaapiKitResult/passcodeReset``.
    func unlock(_ setup: HaapiKitUnlockSetup) async -> HaapiKitOutcome {
        guard let configured else { return .failure(.notConfigured) }
        let session = PasscodeSession(
            .unlock, themeRegistry: configured.application.themeRegistry, store: setup.store, policy: setup.policy,
            biometrics: setup.biometrics, lockout: setup.lockout)
        embed(session.screenContainer)
        innerCancel = { await session.cancel() }
        let outcome = await session.run()
        innerCancel = nil
        unembed(session.screenContainer)
        switch outcome {
        case .unlocked(let usedBiometrics):
            return .success(.unlocked(usedBiometrics: usedBiometrics))
        case .resetRequested where configured.secret.featureFlags.contains(.customForgotPinButton):
            return .failure(.userForgotPIN)
        case .resetRequested:
            do {
                try await setup.store.destroy()
            } catch {
                return .failure(.internalError(message: "the secure store could not be removed: \(error)"))
            }
            return .success(.passcodeReset)
        case .locked(let wiped):
            return .success(.locked(wiped: wiped))
        case .cancelled:
            return .failure(.flowCancelled)
        case .created, .changed, .skipped:
            return .failure(.internalError(message: "the unlock flow ended with \(outcome)"))
        }
    }
}
