/// One CBOR data item (RFC 8949) of the subset WebAuthn uses: integers, byte and text
/// strings, arrays, maps, booleans and null. No tags, floats or other simple values.
///
/// Integers keep their major type, so the whole 64-bit range of each is exact:
/// ``unsigned(_:)`` holds 0 … 2⁶⁴−1 and ``negative(_:)`` holds −1 … −2⁶⁴ as the
/// argument `n` of the value −1 − n. Text compares by its UTF-8 bytes (not by Unicode
/// canonical equivalence as `String` does), so two map keys are equal exactly when
/// their encodings are.
///
/// ```swift
/// let key: CBORValue = [1: 2, 3: -7, -1: 1]
/// let bytes = CBOREncoder().encode(key)
/// let again = try CBORDecoder().decode(bytes)     // == key
/// ```
public enum CBORValue: Sendable {
    /// A non-negative integer (major type 0).
    case unsigned(UInt64)
    /// The negative integer −1 − `n` (major type 1): `.negative(0)` is −1.
    case negative(UInt64)
    /// A byte string (major type 2).
    case bytes([UInt8])
    /// A UTF-8 text string (major type 3).
    case text(String)
    /// An array (major type 4).
    case array([CBORValue])
    /// A map (major type 5); keys are unique by value.
    case map([CBORValue: CBORValue])
    /// `true` or `false` (simple values 21 and 20).
    case bool(Bool)
    /// `null` (simple value 22).
    case null

    /// The integer `value`, as ``unsigned(_:)`` or ``negative(_:)``.
    public init(_ value: Int) {
        if value >= 0 {
            self = .unsigned(UInt64(value))
        } else {
            self = .negative(UInt64(-(value + 1)))
        }
    }

    /// The integer, when this is one that fits an `Int`.
    public var intValue: Int? {
        switch self {
        case .unsigned(let n): n <= UInt64(Int.max) ? Int(n) : nil
        case .negative(let n): n <= UInt64(Int.max) ? -1 - Int(n) : nil
        default: nil
        }
    }

    /// The bytes, when this is a byte string.
    public var bytesValue: [UInt8]? {
        if case .bytes(let bytes) = self { return bytes }
        return nil
    }

    /// The text, when this is a text string.
    public var textValue: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// The elements, when this is an array.
    public var arrayValue: [CBORValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The entries, when this is a map.
    public var mapValue: [CBORValue: CBORValue]? {
        if case .map(let entries) = self { return entries }
        return nil
    }

    /// The boolean, when this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The CBOR major type (0 to 7) this value is encoded with.
    public var majorType: UInt8 {
        switch self {
        case .unsigned: 0
        case .negative: 1
        case .bytes: 2
        case .text: 3
        case .array: 4
        case .map: 5
        case .bool, .null: 7
        }
    }

    /// What kind of item this is, for messages ("a byte string", "a negative integer").
    public var typeDescription: String {
        switch self {
        case .unsigned: "an unsigned integer"
        case .negative: "a negative integer"
        case .bytes: "a byte string"
        case .text: "a text string"
        case .array: "an array"
        case .map: "a map"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

extension CBORValue: Hashable {
    public static func == (lhs: CBORValue, rhs: CBORValue) -> Bool {
        switch (lhs, rhs) {
        case (.unsigned(let a), .unsigned(let b)): a == b
        case (.negative(let a), .negative(let b)): a == b
        case (.bytes(let a), .bytes(let b)): a == b
        case (.text(let a), .text(let b)): a.utf8.elementsEqual(b.utf8)
        case (.array(let a), .array(let b)): a == b
        case (.map(let a), .map(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(majorType)
        switch self {
        case .unsigned(let n), .negative(let n): hasher.combine(n)
        case .bytes(let bytes): hasher.combine(bytes)
        case .text(let text):
            hasher.combine(text.utf8.count)
            for byte in text.utf8 { hasher.combine(byte) }
        case .array(let elements): hasher.combine(elements)
        case .map(let entries): hasher.combine(entries)
        case .bool(let value): hasher.combine(value)
        case .null: break
        }
    }
}

extension CBORValue: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// An integer literal.
    public init(integerLiteral value: Int) { self.init(value) }
    /// A text literal.
    public init(stringLiteral value: String) { self = .text(value) }
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array literal.
    public init(arrayLiteral elements: CBORValue...) { self = .array(elements) }
    /// A map literal (its keys must differ, as in a `Dictionary` literal).
    public init(dictionaryLiteral elements: (CBORValue, CBORValue)...) {
        self = .map(Dictionary(uniqueKeysWithValues: elements))
    }
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
}
