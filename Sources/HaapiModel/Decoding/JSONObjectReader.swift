import Foundation

/// What decoding needs besides the JSON itself.
public struct HaapiDecodingContext: Sendable {
    /// The URL the document was fetched from; relative `href`s resolve against it.
    public var baseURL: URL? {
        didSet { hrefBase = HrefResolver.Base(baseURL) }
    }
    /// `baseURL` as href resolution uses it, worked out once.
    private(set) var hrefBase: HrefResolver.Base
    /// Whether values are read at their own paths. `HaapiDecoder` first reads a
    /// document without (a path is an allocation per value) and, when that fails,
    /// reads it again with paths to say where.
    var tracksPath = true

    /// Creates a context.
    public init(baseURL: URL? = nil) {
        self.baseURL = baseURL
        hrefBase = HrefResolver.Base(baseURL)
    }

    init(hrefBase: HrefResolver.Base, tracksPath: Bool) {
        baseURL = hrefBase.url
        self.hrefBase = hrefBase
        self.tracksPath = tracksPath
    }
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

/// Reads the members of one JSON object, noting each one read so that what is left
/// over can be kept as `additionalMembers`. A `null` member counts as absent.
///
/// The object's dictionary is only read, never copied: when every member was read
/// (the usual case) what is left is empty without looking.
struct JSONObjectReader {
    let members: [String: JSONValue]
    let path: JSONPath
    let context: HaapiDecodingContext
    /// The names of the members read so far.
    private var taken = TakenKeys()

    init(_ value: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        guard case .object(let members) = value else {
            throw HaapiDecodingError(.typeMismatch(expected: "an object", found: value.typeDescription), at: path)
        }
        self.members = members
        self.path = path
        self.context = context
    }

    /// The members not read so far.
    var remaining: [String: JSONValue] {
        guard taken.count < members.count else { return [:] }
        return members.filter { !taken.contains($0.key) }
    }

    mutating func take(_ key: String) -> JSONValue? {
        guard let value = members[key] else { return nil }
        taken.append(key)
        // Not `value.isNull ? nil : value`: `nil` would be read as `JSONValue.null`.
        guard !value.isNull else { return nil }
        return value
    }

    /// The path of member `key`, when the context tracks paths.
    func path(_ key: String) -> JSONPath {
        context.tracksPath ? path.appending(key) : path
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

    mutating func bool(_ key: String) throws(HaapiDecodingError) -> Bool? {
        guard let value = take(key) else { return nil }
        guard case .bool(let b) = value else { throw mismatch(key, expected: "a boolean", found: value) }
        return b
    }

    mutating func number(_ key: String) throws(HaapiDecodingError) -> JSONNumber? {
        guard let value = take(key) else { return nil }
        guard case .number(let n) = value else { throw mismatch(key, expected: "a number", found: value) }
        return n
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

    /// A link target, resolved against the document's URL; the `URL` is made when first asked for.
    mutating func href(_ key: String) throws(HaapiDecodingError) -> Href? {
        guard let text = try string(key) else { return nil }
        guard let href = HrefResolver.resolve(text, against: context.hrefBase) else {
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
        return try T(json: value, at: path(key), context: context)
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
        guard case .array(let elements) = value else { throw mismatch(key, expected: "an array", found: value) }
        let arrayPath = path(key)
        var result: [T] = []
        result.reserveCapacity(elements.count)
        for (i, element) in elements.enumerated() {
            result.append(try T(json: element, at: context.tracksPath ? arrayPath.appending(i) : path, context: context))
        }
        return result
    }

    /// Reads an array of strings.
    mutating func strings(_ key: String) throws(HaapiDecodingError) -> [String]? {
        guard let value = take(key) else { return nil }
        guard case .array(let elements) = value else { throw mismatch(key, expected: "an array", found: value) }
        var result: [String] = []
        result.reserveCapacity(elements.count)
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

/// The names of the members a `JSONObjectReader` read: the first sixteen inline
/// (no model type reads more), any further ones in an array.
private struct TakenKeys {
    private(set) var count = 0
    private var inline: (String, String, String, String, String, String, String, String,
                         String, String, String, String, String, String, String, String) =
        ("", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "")
    private var overflow: [String] = []
    private static let inlineCapacity = 16

    mutating func append(_ key: String) {
        if count < Self.inlineCapacity {
            let index = count
            withUnsafeMutablePointer(to: &inline) { tuple in
                tuple.withMemoryRebound(to: String.self, capacity: Self.inlineCapacity) { $0[index] = key }
            }
        } else {
            overflow.append(key)
        }
        count += 1
    }

    func contains(_ key: String) -> Bool {
        let inlineCount = min(count, Self.inlineCapacity)
        var copy = inline
        let found = withUnsafeMutablePointer(to: &copy) { tuple in
            tuple.withMemoryRebound(to: String.self, capacity: Self.inlineCapacity) { keys in
                (0..<inlineCount).contains { keys[$0] == key }
            }
        }
        return found || overflow.contains(key)
    }
}
