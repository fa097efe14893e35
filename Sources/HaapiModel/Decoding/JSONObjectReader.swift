public import Foundation

/// What decoding needs besides the JSON itself.
public struct HaapiDecodingContext: Sendable {
    /// The URL the document was fetched from; relative `href`s resolve against it.
    public var baseURL: URL? {
        didSet { resolutionBase = baseURL.map(ResolutionBase.init) }
    }
    /// Whether a number or a boolean sent as text is read (the default) or refused.
    public var scalars: ScalarReading
    /// `baseURL` with what resolving against it needs, worked out once per document.
    private(set) var resolutionBase: ResolutionBase?

    /// Creates a context.
    public init(baseURL: URL? = nil, scalars: ScalarReading = .lenient) {
        self.baseURL = baseURL
        self.scalars = scalars
        resolutionBase = baseURL.map(ResolutionBase.init)
    }
}

/// How a member the model reads as a number or a boolean may be written.
///
/// Servers in use send some of them as text: a BankID step's `"maxWaitTime": "60"`,
/// a field's `"required": "true"`. Read leniently, a string holding exactly a JSON
/// number (`"60"`, `"2.5"`, not `" 60"` or `"60s"`) counts as that number, and `"true"`
/// or `"false"` as that boolean; any other string is still an error naming its path.
/// Only scalars bend: an object, an array or a missing member is an error either way.
public enum ScalarReading: Sendable, Hashable {
    /// Numbers and booleans written as text are read as they are meant.
    case lenient
    /// Only JSON numbers and booleans are accepted (`haapi inspect --strict`).
    case strict
}

/// A type that reads itself from a JSON value of a HAAPI document and writes itself back.
///
/// Model types conform so that one code path serves `HaapiDecoder`, `Codable` and
/// `haapi inspect --json`.
public protocol HaapiJSONConvertible: Sendable, Equatable, Codable {
    /// Reads a value at `path`, throwing an error that names the path on bad input.
    init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError)
    /// The value as JSON, with every member the server sent.
    var json: JSONValue { get }
}

extension HaapiJSONConvertible {
    public init(from decoder: any Decoder) throws {
        let path = JSONPath(codingPath: decoder.codingPath)
        let value = try JSONValue(from: decoder)
        do {
            try self.init(json: value, at: path, context: HaapiDecodingContext())
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

/// Reads the members of one JSON object, removing each as it is read so that what
/// is left over can be kept as `additionalMembers`. A `null` member counts as absent.
struct JSONObjectReader {
    private(set) var members: [String: JSONValue]
    let path: JSONPath
    let context: HaapiDecodingContext

    /// `value` is consumed: its members are read out of it in place (a reader sharing the
    /// dictionary with its document copied it whole at the first member read).
    init(_ value: consuming JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        switch consume value {
        case .object(let members):
            self.members = members
        case let other:
            throw HaapiDecodingError(.typeMismatch(expected: "an object", found: other.typeDescription), at: path)
        }
        self.path = path
        self.context = context
    }

    /// The members not read so far (a new empty dictionary when all were read: the
    /// emptied one keeps its storage, which a model would hold for nothing).
    var remaining: [String: JSONValue] { members.isEmpty ? [:] : members }

    mutating func take(_ key: String) -> JSONValue? {
        guard let value = members.removeValue(forKey: key), !value.isNull else { return nil }
        return value
    }

    func mismatch(_ key: String, expected: String, found value: JSONValue) -> HaapiDecodingError {
        HaapiDecodingError(.typeMismatch(expected: expected, found: value.typeDescription), at: path.appending(key))
    }

    func missing(_ key: String) -> HaapiDecodingError {
        HaapiDecodingError(.missingMember, at: path.appending(key))
    }

    func invalid(_ key: String, _ message: String) -> HaapiDecodingError {
        HaapiDecodingError(.invalidValue(message), at: path.appending(key))
    }

    mutating func string(_ key: String) throws(HaapiDecodingError) -> String? {
        guard let value = take(key) else { return nil }
        guard case .string(let s) = value else { throw mismatch(key, expected: "a string", found: value) }
        return s
    }

    mutating func requiredString(_ key: String) throws(HaapiDecodingError) -> String {
        guard let s = try string(key) else { throw missing(key) }
        return s
    }

    /// A boolean; `"true"` and `"false"` count when reading leniently (``ScalarReading``).
    mutating func bool(_ key: String) throws(HaapiDecodingError) -> Bool? {
        guard let value = take(key) else { return nil }
        switch value {
        case .bool(let b): return b
        case .string("true") where context.scalars == .lenient: return true
        case .string("false") where context.scalars == .lenient: return false
        default: throw scalarMismatch(key, expected: "a boolean", found: value)
        }
    }

    /// A number; a string holding exactly a JSON number counts when reading leniently.
    mutating func number(_ key: String) throws(HaapiDecodingError) -> JSONNumber? {
        guard let value = take(key) else { return nil }
        switch value {
        case .number(let n): return n
        case .string(let text) where context.scalars == .lenient:
            guard let n = JSONNumber(literal: text) else { throw scalarMismatch(key, expected: "a number", found: value) }
            return n
        default: throw scalarMismatch(key, expected: "a number", found: value)
        }
    }

    /// A wrong scalar: a string read leniently is quoted (it was not the number or boolean
    /// it could have been), anything else named by its type.
    private func scalarMismatch(_ key: String, expected: String, found value: JSONValue) -> HaapiDecodingError {
        guard case .string(let text) = value, context.scalars == .lenient else { return mismatch(key, expected: expected, found: value) }
        return HaapiDecodingError(.typeMismatch(expected: expected, found: "\"\(HaapiDecodingError.excerpt(text))\""), at: path.appending(key))
    }

    /// A non-negative integer, such as a length.
    mutating func nonNegativeInteger(_ key: String) throws(HaapiDecodingError) -> Int? {
        guard let n = try number(key) else { return nil }
        guard let i = n.intValue, i >= 0 else { throw invalid(key, "expected a non-negative integer, found \(n.literal)") }
        return i
    }

    /// A non-negative duration or amount that may have a fraction.
    mutating func nonNegativeNumber(_ key: String) throws(HaapiDecodingError) -> Double? {
        guard let n = try number(key) else { return nil }
        let d = n.doubleValue
        guard d.isFinite, d >= 0 else { throw invalid(key, "expected a non-negative number, found \(n.literal)") }
        return d
    }

    mutating func object(_ key: String) throws(HaapiDecodingError) -> [String: JSONValue]? {
        guard let value = take(key) else { return nil }
        guard case .object(let o) = value else { throw mismatch(key, expected: "an object", found: value) }
        return o
    }

    mutating func href(_ key: String) throws(HaapiDecodingError) -> Href? {
        guard let text = try string(key) else { return nil }
        guard let href = HrefResolver.resolve(text, against: context.resolutionBase) else {
            throw HaapiDecodingError(.invalidURL(text), at: path.appending(key))
        }
        return href
    }

    mutating func requiredHref(_ key: String) throws(HaapiDecodingError) -> Href {
        guard let href = try href(key) else { throw missing(key) }
        return href
    }

    /// Reads a child object with `T`'s decoder.
    mutating func decode<T: HaapiJSONConvertible>(_ key: String, as type: T.Type) throws(HaapiDecodingError) -> T? {
        guard let value = take(key) else { return nil }
        return try T(json: consume value, at: path.appending(key), context: context)
    }

    /// Reads an array whose elements `T` decodes; absent means empty.
    mutating func array<T: HaapiJSONConvertible>(_ key: String, of type: T.Type) throws(HaapiDecodingError) -> [T] {
        try optionalArray(key, of: type) ?? []
    }

    /// Reads an array whose elements `T` decodes, keeping the difference between absent and empty.
    mutating func optionalArray<T: HaapiJSONConvertible>(_ key: String, of type: T.Type)
        throws(HaapiDecodingError) -> [T]?
    {
        guard let value = take(key) else { return nil }
        var elements: [JSONValue]
        switch consume value {
        case .array(let found): elements = found
        case let other: throw mismatch(key, expected: "an array", found: other)
        }
        let arrayPath = path.appending(key)
        var result: [T] = []
        result.reserveCapacity(elements.count)
        for i in elements.indices {
            // Moved out, so that the element's own reader reads it in place.
            var element = JSONValue.null
            swap(&element, &elements[i])
            result.append(try T(json: consume element, at: arrayPath.appending(i), context: context))
        }
        return result
    }

    /// Reads an array of strings.
    mutating func strings(_ key: String) throws(HaapiDecodingError) -> [String]? {
        guard let value = take(key) else { return nil }
        guard case .array(let elements) = value else { throw mismatch(key, expected: "an array", found: value) }
        var result: [String] = []
        for (i, element) in elements.enumerated() {
            guard case .string(let s) = element else {
                throw HaapiDecodingError(
                    .typeMismatch(expected: "a string", found: element.typeDescription), at: path.appending(key).appending(i))
            }
            result.append(s)
        }
        return result
    }
}

/// Builds a JSON object, starting from the members this version did not recognise.
struct JSONObjectWriter {
    private(set) var members: [String: JSONValue]

    init(_ additionalMembers: [String: JSONValue]) {
        members = additionalMembers
    }

    var json: JSONValue { .object(members) }

    mutating func set(_ key: String, _ value: String?) {
        if let value { members[key] = .string(value) }
    }

    mutating func set(_ key: String, _ value: Bool?) {
        if let value { members[key] = .bool(value) }
    }

    mutating func set(_ key: String, _ value: Int?) {
        if let value { members[key] = .number(JSONNumber(value)) }
    }

    mutating func set(_ key: String, _ value: Double?) {
        if let value, let n = JSONNumber(value) { members[key] = .number(n) }
    }

    mutating func set(_ key: String, _ value: Href?) {
        if let value { members[key] = .string(value.absoluteString) }
    }

    mutating func set(_ key: String, _ value: [String: JSONValue]?) {
        if let value { members[key] = .object(value) }
    }

    mutating func set(_ key: String, _ value: JSONValue?) {
        if let value { members[key] = value }
    }

    mutating func set(_ key: String, _ value: (some HaapiJSONConvertible)?) {
        if let value { members[key] = value.json }
    }

    /// Writes an array, leaving it out when empty.
    mutating func set(_ key: String, nonEmpty values: [some HaapiJSONConvertible]) {
        if !values.isEmpty { members[key] = .array(values.map(\.json)) }
    }

    mutating func set(_ key: String, _ values: [some HaapiJSONConvertible]?) {
        if let values { members[key] = .array(values.map(\.json)) }
    }
}
