/// What the passcode controllers ask the app (seed 002's `FUIPasscodeControllerDelegate`;
/// `FUIPasscodeControllerDelegate` is an alias). Held weakly: keep it alive.
///
/// ``SecureStorePasscodeDelegate`` implements it over a ``SecureStore``.
@MainActor
public protocol PasscodeControllerDelegate: AnyObject {
    /// Try `passcode` for `mode`: create the secure store with it (`.create`), open
    /// the store (`.match`), check it (`.matchForChange`) or re-protect the store
    /// (`.change`). Return to accept it; throw to refuse it, and the controller
    /// shows why. The controller waits (showing so, cancellable) until this returns.
    func shouldTryPasscode(
        _ passcode: String, forInputMode mode: PasscodeInputMode, fromController controller: PasscodeController
    ) async throws(PasscodeControllerError)
    /// The person cancelled passcode entry.
    func didCancelPasscodeEntry(fromController controller: PasscodeController)
    /// The person forgot their passcode and asked to reset it: remove the app's data
    /// and start the onboarding again.
    func shouldResetPasscode(fromController controller: PasscodeController)
    /// The person skipped setting a passcode (the policy's ``PasscodePolicy/noPasscodeRequired``).
    func didSkipPasscodeSetup(fromController controller: PasscodeController)
    /// Too many wrong passcodes: the retry limit was reached. `wiped` says whether the
    /// controller already destroyed the secure store and the biometric copy (its
    /// ``PasscodeInputController/retryLimitAction`` `.wipe`); either way the person
    /// must start over.
    func didReachRetryLimit(fromController controller: PasscodeController, wiped: Bool)
}

extension PasscodeControllerDelegate {
    /// Reports that the delegate does not handle skipping (the controller stays).
    public func didSkipPasscodeSetup(fromController controller: PasscodeController) {
        controller.report(.delegateDidNotHandle(method: "didSkipPasscodeSetup(fromController:)"))
    }
}

/// The app's own checks of a new passcode, after the policy's (seed 002's
/// `FUIPasscodeValidationDelegate`; `FUIPasscodeValidationDelegate` is an alias). Held weakly.
@MainActor
public protocol PasscodeValidationDelegate: AnyObject {
    /// Check `passcode`; throw (usually ``PasscodeControllerError/failedToMeetPolicy(message:)``) to refuse it.
    func validate(passcode: String, fromController controller: PasscodeController) throws(PasscodeControllerError)
}
