/// A placeholder of a format string, such as `%d`, `%@` or `%2$d`.
public struct FormatPlaceholder: Sendable, Hashable {
    /// What a placeholder takes.
    public enum Kind: String, Sendable, Hashable {
        /// An integer: `%d`, `%i`, `%u`, with `l`, `ll`, `z` or `q` length modifiers.
        case integer = "d"
        /// Text: `%@` or `%s` (both mean a text argument here).
        case text = "@"
    }

    /// The 1-based argument it takes (explicit for `%2$d`, counted for `%d`).
    public var argument: Int
    /// What it takes.
    public var kind: Kind
    /// Whether it named its argument (`%2$d`).
    public var isPositional: Bool
    /// How it is written in the template.
    public var spelling: String
}

/// What arguments a format string takes: kind by argument number.
///
/// Two templates are interchangeable when their signatures are equal: the same
/// number of arguments, each of the same kind. Order in the text may differ only
/// through positional placeholders (`%2$d ... %1$d`). `%@` and `%s` are the same
/// kind (text).
public struct FormatSignature: Sendable, Hashable, CustomStringConvertible {
    /// The kind of each argument, by 1-based argument number.
    public let kinds: [Int: FormatPlaceholder.Kind]

    /// The number of arguments.
    public var count: Int { kinds.count }

    /// The arguments written positionally, e.g. `[%1$d, %2$@]`; `[]` for none.
    public var description: String {
        "[" + kinds.keys.sorted().map { "%\($0)$\(kinds[$0]!.rawValue)" }.joined(separator: ", ") + "]"
    }
}
