/// A value to put into a format string's placeholder.
public enum FormatArgument: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    /// An integer, for `%d` (also accepted by `%@` and `%s`).
    case int(Int)
    /// Text, for `%@` or `%s`.
    case text(String)

    public init(integerLiteral value: Int) { self = .int(value) }
    public init(stringLiteral value: String) { self = .text(value) }
}
