/// One thing a ``PasscodePolicy`` asks of a passcode: a line of the checklist the
/// passcode screens show while the person types.
public enum PasscodeRequirement: Sendable, Hashable, CustomStringConvertible {
    /// At least this many characters.
    case minLength(Int)
    /// At most this many characters.
    case maxLength(Int)
    /// At least one digit.
    case digit
    /// At least one upper-case letter.
    case upper
    /// At least one lower-case letter.
    case lower
    /// At least one character that is neither a letter nor a digit.
    case special
    /// Digits only.
    case digitsOnly
    /// At least this many different characters.
    case minUniqueChars(Int)
    /// The app's rule at this index of ``PasscodePolicy/rules``, with its display name.
    case rule(index: Int, displayName: String)

    public var description: String {
        switch self {
        case .minLength(let count): "at least \(count) characters"
        case .maxLength(let count): "at most \(count) characters"
        case .digit: "a digit"
        case .upper: "an upper-case letter"
        case .lower: "a lower-case letter"
        case .special: "a character other than a letter or digit"
        case .digitsOnly: "digits only"
        case .minUniqueChars(let count): "at least \(count) different characters"
        case .rule(_, let name): name
        }
    }
}
