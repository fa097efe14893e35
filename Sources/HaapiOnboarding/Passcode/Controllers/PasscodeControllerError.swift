/// How a passcode delegate refuses a passcode (seed 002's `FUIPasscodeControllerError`;
/// `FUIPasscodeControllerError` is an alias). The controller shows it on screen.
public enum PasscodeControllerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The passcode is not valid (`code` is the app's own reason code); `triesRemaining`
    /// is shown unless the controller counts tries itself (its ``PasscodeInputController/lockout``).
    case invalidPasscode(code: Int, triesRemaining: Int)
    /// The passcode does not match (it did not open the store); `message` replaces the
    /// standard text when given.
    case failedToMatch(message: String?, triesRemaining: Int)
    /// The passcode does not meet the app's own requirements; `message` says which.
    case failedToMeetPolicy(message: String)

    /// The `triesRemaining` that means "not limited here" (the controller's lockout counts).
    public static let unlimitedTries = Int.max

    /// Whether the error counts as a wrong passcode (a failed try).
    public var isFailedTry: Bool {
        switch self {
        case .invalidPasscode, .failedToMatch: true
        case .failedToMeetPolicy: false
        }
    }

    /// The tries the delegate says are left, when it says.
    public var triesRemaining: Int? {
        switch self {
        case .invalidPasscode(_, let tries), .failedToMatch(_, let tries): tries == Self.unlimitedTries ? nil : tries
        case .failedToMeetPolicy: nil
        }
    }

    public var description: String {
        switch self {
        case .invalidPasscode(let code, let tries): "invalid passcode (code \(code), \(tries) tries remaining)"
        case .failedToMatch(let message, let tries): "passcode did not match\(message.map { ": \($0)" } ?? "") (\(tries) tries remaining)"
        case .failedToMeetPolicy(let message): "passcode does not meet the policy: \(message)"
        }
    }
}
