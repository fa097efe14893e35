/// A protocol value drawn from a set that servers may extend: known values get a
/// case, anything else is kept as `.unknown(raw)` so that nothing is dropped.
public protocol OpenEnumeration: Sendable, Hashable, CustomStringConvertible,
    ExpressibleByStringLiteral, HaapiJSONConvertible
{
    /// The known values.
    static var known: [Self] { get }
    /// Creates the value for its wire text.
    init(rawValue: String)
    /// The wire text.
    var rawValue: String { get }
}

extension OpenEnumeration {
    public init(stringLiteral value: String) { self.init(rawValue: value) }
    public var description: String { rawValue }

    /// Whether this value is one this version of the SDK knows.
    public var isKnown: Bool { Self.known.contains(self) }

    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        guard case .string(let s) = json else {
            throw HaapiDecodingError(.typeMismatch(expected: "a string", found: json.typeDescription), at: path)
        }
        self.init(rawValue: s)
    }

    public var json: JSONValue { .string(rawValue) }
}

/// Looks up a known case by its wire text.
func knownCase<T: OpenEnumeration>(_ raw: String, in type: T.Type) -> T? {
    T.known.first { $0.rawValue == raw }
}
