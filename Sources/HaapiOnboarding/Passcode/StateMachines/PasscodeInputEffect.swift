/// What ``PasscodeInputStateMachine/handle(_:)`` asks ``PasscodeInputController`` to do.
public enum PasscodeInputEffect: Sendable, Hashable {
    /// Ask biometrics for the stored passcode.
    case promptBiometrics
    /// Ask the delegate to try the passcode.
    case tryPasscode(PendingPasscode, PasscodeInputMode)
    /// Count a wrong passcode (the lockout answers with ``PasscodeInputEvent/counted(_:)``).
    case recordFailure
    /// Reset the count after an unlock.
    case recordSuccess
    /// Drop the biometric copy: it can no longer be released.
    case forgetBiometricCopy
    /// The retry limit was reached: wipe or tell the delegate.
    case reachRetryLimit
}
