/// What happened while entering a passcode: the input of ``PasscodeInputStateMachine/handle(_:)``.
public enum PasscodeInputEvent: Sendable, Hashable {
    /// The controller appeared: whether biometrics hold a copy, and the lockout's gate.
    case started(biometricsEnabled: Bool, gate: PasscodeInputStateMachine.Gate)
    /// Biometrics released the passcode.
    case biometricsReleased(PendingPasscode)
    /// Biometrics did not release it.
    case biometricsFailed(BiometricError)
    /// The person chose to enter the passcode (after cancelling biometrics).
    case usePasscode
    /// The person asked for biometrics again.
    case retryBiometrics
    /// The person entered a passcode.
    case entered(PendingPasscode)
    /// The delegate accepted the passcode.
    case accepted
    /// The delegate refused it.
    case refused(PasscodeControllerError)
    /// The lockout counted a wrong passcode and says what follows.
    case counted(PasscodeInputStateMachine.Gate)
    /// A tick of the countdown, with the lockout's gate now.
    case tick(PasscodeInputStateMachine.Gate)
    /// The person cancelled.
    case cancel
}
