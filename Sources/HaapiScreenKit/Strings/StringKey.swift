/// The key of a visible string, such as `hui_or`.
///
/// The stock keys are the static members (see `StringKey+Stock.swift`); an app's
/// own screens may use keys of their own, which must not start with `hui_`.
public struct StringKey: RawRepresentable, Sendable, Hashable, Comparable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key as written in string tables and theme files.
    public let rawValue: String

    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a key from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Whether the key belongs to HaapiUI (starts with `hui_`).
    public var isStock: Bool { rawValue.hasPrefix("hui_") }

    public var description: String { rawValue }

    public static func < (lhs: StringKey, rhs: StringKey) -> Bool { lhs.rawValue < rhs.rawValue }
}
