/// Why a ``PasscodePolicy`` cannot be made: no passcode could ever meet it, or a
/// value is out of range. Each case names the fields involved.
public enum PasscodePolicyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A field's value is out of range (`minLength` below 1, `retryLimit` below 1, ...).
    case outOfRange(field: String, value: Int, allowed: String)
    /// The fields contradict each other (`isDigitsOnly` with `hasUpper`, ...).
    case contradiction(fields: [String], reason: String)

    public var description: String {
        switch self {
        case .outOfRange(let field, let value, let allowed): "PasscodePolicy.\(field) is \(value); it must be \(allowed)"
        case .contradiction(let fields, let reason):
            "PasscodePolicy: " + fields.map { "\($0)" }.joined(separator: " and ") + " cannot be combined: \(reason)"
        }
    }
}
