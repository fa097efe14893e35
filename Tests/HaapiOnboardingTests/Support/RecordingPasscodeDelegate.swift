import HaapiOnboarding

/// Records what passcode controllers ask and answers `shouldTryPasscode` with
/// ``answer`` (accepting by default).
@MainActor
final class RecordingPasscodeDelegate: PasscodeControllerDelegate, PasscodeValidationDelegate {
    private(set) var tries: [(passcode: String, mode: PasscodeInputMode)] = []
    private(set) var validations: [String] = []
    private(set) var cancels = 0
    private(set) var resets = 0
    private(set) var skips = 0
    private(set) var retryLimits: [Bool] = []
    /// How `shouldTryPasscode` answers: `nil` accepts.
    var answer: (String, PasscodeInputMode) -> PasscodeControllerError? = { _, _ in nil }
    /// How `validate` answers: `nil` accepts.
    var validation: (String) -> PasscodeControllerError? = { _ in nil }

    func shouldTryPasscode(
        _ passcode: String, forInputMode mode: PasscodeInputMode, fromController controller: PasscodeController
    ) async throws(PasscodeControllerError) {
        tries.append((passcode, mode))
        if let refusal = answer(passcode, mode) { throw refusal }
    }

    func validate(passcode: String, fromController controller: PasscodeController) throws(PasscodeControllerError) {
        validations.append(passcode)
        if let refusal = validation(passcode) { throw refusal }
    }

    func didCancelPasscodeEntry(fromController controller: PasscodeController) { cancels += 1 }
    func shouldResetPasscode(fromController controller: PasscodeController) { resets += 1 }
    func didSkipPasscodeSetup(fromController controller: PasscodeController) { skips += 1 }
    func didReachRetryLimit(fromController controller: PasscodeController, wiped: Bool) { retryLimits.append(wiped) }
}
