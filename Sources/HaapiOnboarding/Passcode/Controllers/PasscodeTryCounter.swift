/// Counts wrong passcodes for the passcode input controllers and says when the
/// person may try again. ``PasscodeLockout`` is the SDK's (persisted, with growing
/// waits); apps may bring their own (a server-side count, say).
public protocol PasscodeTryCounter: Sendable {
    /// Whether the person may try now.
    func gate() async -> PasscodeInputStateMachine.Gate
    /// Counts a wrong passcode and says what follows.
    func countFailure() async -> PasscodeInputStateMachine.Gate
    /// Resets the count after an unlock.
    func recordSuccess() async
    /// Resets the count and the lock (after the app's data was wiped).
    func reset() async
}

/// What a passcode input controller does when the retry limit is reached.
public enum RetryLimitAction: Sendable, Hashable {
    /// Destroy the secure store and the biometric copy, reset the count, then tell the
    /// delegate (``PasscodeControllerDelegate/didReachRetryLimit(fromController:wiped:)`` with `wiped: true`).
    case wipe
    /// Only tell the delegate (`wiped: false`); the app decides.
    case callDelegate
}
