package import Foundation

/// A JSON object as used for JOSE headers and JWT claim sets.
public typealias JWTClaims = [String: JWTClaimValue]

/// A small, `Sendable` JSON value used for JOSE headers and JWT claims.
///
/// Integers are kept apart from other numbers so that `iat`, `exp` and `nbf` round-trip
/// exactly. Encoding through `JOSEJSON` sorts object keys, so serialisation is
/// deterministic.
///
/// ```swift
/// let claims: JWTClaims = ["sub": "alice", "iat": 1_700_000_000, "admin": true]
/// claims["iat"]?.numberValue   // 1700000000.0
/// ```
public enum JWTClaimValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JWTClaimValue])
    case object([String: JWTClaimValue])

    /// The string, when this is a JSON string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number as a `Double`, when this is a JSON number.
    public var numberValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// The Boolean, when this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The members, when this is a JSON object.
    public var objectValue: [String: JWTClaimValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The elements, when this is a JSON array.
    public var arrayValue: [JWTClaimValue]? {
        if case .array(let value) = self { return value }
        return nil
    }
}

extension JWTClaimValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // The commonest kinds first: each failed attempt throws, which costs (a test
        // runner records a backtrace for every thrown error).
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .int(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode([JWTClaimValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JWTClaimValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JWTClaimValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral, ExpressibleByNilLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(arrayLiteral elements: JWTClaimValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JWTClaimValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

/// Deterministic JSON (de)serialisation of JOSE objects.
package enum JOSEJSON {
    /// Serialises an object with sorted keys, no whitespace and unescaped slashes.
    ///
    /// ```swift
    /// let bytes = try JOSEJSON.encode(["b": 1, "a": "x"]) // {"a":"x","b":1}
    /// ```
    package static func encode(_ object: JWTClaims) throws(JOSEJSONError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(object)
        } catch {
            throw .notEncodable(String(describing: error))
        }
    }

    /// Parses bytes that must hold a single JSON object.
    package static func decodeObject(_ data: Data) throws(JOSEJSONError) -> JWTClaims {
        let value: JWTClaimValue
        do {
            value = try JSONDecoder().decode(JWTClaimValue.self, from: data)
        } catch {
            throw .invalidJSON
        }
        guard case .object(let object) = value else {
            throw .notAnObject
        }
        return object
    }
}

/// Why JSON could not be produced or read.
public enum JOSEJSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not valid JSON.
    case invalidJSON
    /// The JSON is valid but is not an object.
    case notAnObject
    /// The value could not be serialised (for example a non-finite number).
    case notEncodable(String)

    public var description: String {
        switch self {
        case .invalidJSON: return "JSON: not valid JSON"
        case .notAnObject: return "JSON: expected a JSON object"
        case .notEncodable(let reason): return "JSON: value cannot be encoded (\(reason))"
        }
    }
}
