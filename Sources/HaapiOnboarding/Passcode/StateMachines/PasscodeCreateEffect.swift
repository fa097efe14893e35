/// What ``PasscodeCreateStateMachine/handle(_:)`` asks ``PasscodeCreateController`` to do.
public enum PasscodeCreateEffect: Sendable, Hashable {
    /// Ask the delegate to try the passcode in the flow's mode.
    case tryPasscode(PendingPasscode, PasscodeInputMode)
    /// Protect the passcode with biometrics (replacing an earlier copy).
    case protectWithBiometrics(PendingPasscode)
}
