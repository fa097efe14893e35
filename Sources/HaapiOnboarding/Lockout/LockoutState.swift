/// Whether the person may try a passcode now, as ``PasscodeLockout`` sees it.
public enum LockoutState: Sendable, Hashable {
    /// A passcode may be tried now. `triesRemaining` is `nil` without a retry limit.
    case open(failures: Int, triesRemaining: Int?)
    /// The person must wait `remaining` before the next try.
    case waiting(remaining: Duration, failures: Int, triesRemaining: Int?)
    /// The retry limit is reached: no passcode is accepted until the app resets the
    /// lockout (typically after wiping the data the passcode protected).
    case locked(failures: Int)

    /// The consecutive wrong passcodes counted so far.
    public var failures: Int {
        switch self {
        case .open(let failures, _), .waiting(_, let failures, _), .locked(let failures): failures
        }
    }

    /// Whether a passcode may be tried now.
    public var allowsAttempt: Bool {
        if case .open = self { return true }
        return false
    }
}
