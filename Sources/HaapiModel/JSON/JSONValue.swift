/// A JSON value kept exactly as the server sent it.
///
/// HaapiKit uses `JSONValue` wherever the protocol carries data whose shape is
/// open: `properties` of a step, client-operation `arguments`, members that this
/// version of the SDK does not know yet. Nothing the server sent is lost: numbers
/// keep their literal text, so a value survives a round trip unchanged.
///
/// ```swift
/// let value: JSONValue = ["status": "pending", "interval": 2]
/// value["status"]?.stringValue // "pending"
/// ```
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The name of this value's JSON type, as used in error messages ("a string").
    public var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The string, when this value is a string.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The boolean, when this value is a boolean.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The number, when this value is a number.
    public var numberValue: JSONNumber? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The elements, when this value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The members, when this value is an object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// Whether this value is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The member named `key`, when this value is an object that has it.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// The element at `index`, when this value is an array that long.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let a) = self, a.indices.contains(index) else { return nil }
        return a[index]
    }
}

/// A JSON number, kept as its literal text so that no precision is lost.
///
/// Create one from an integer or a floating-point value, or from a literal that
/// is valid JSON number syntax (`JSONNumber(literal: "1e3")`).
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number as written in JSON.
    public let literal: String

    /// Creates a number from JSON number text; `nil` when the text is not a JSON number.
    public init?(literal: String) {
        guard JSONNumber.isValidLiteral(literal.utf8) else { return nil }
        self.literal = literal
    }

    /// Creates a number from text already checked by the parser.
    init(uncheckedLiteral: String) {
        self.literal = uncheckedLiteral
    }

    /// Creates a number from an integer.
    public init(_ value: Int) {
        self.literal = String(value)
    }

    /// Creates a number from a finite floating-point value; `nil` for NaN and infinities,
    /// which JSON cannot represent.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e15 {
            self.literal = String(Int64(value))
        } else {
            self.literal = "\(value)"
        }
    }

    /// The value as a `Double` (may round very long literals).
    public var doubleValue: Double { Double(literal) ?? .nan }

    /// The value as an `Int`, when it is an integer that fits.
    public var intValue: Int? {
        if let i = Int(literal) { return i }
        guard let d = Double(literal), d == d.rounded(), let i = Int(exactly: d) else { return nil }
        return i
    }

    public var description: String { literal }

    /// Checks JSON number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isValidLiteral(_ bytes: some Collection<UInt8>) -> Bool {
        var it = bytes.makeIterator()
        var c = it.next()
        func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        if c == UInt8(ascii: "-") { c = it.next() }
        guard isDigit(c) else { return false }
        if c == UInt8(ascii: "0") {
            c = it.next()
        } else {
            while isDigit(c) { c = it.next() }
        }
        if c == UInt8(ascii: ".") {
            c = it.next()
            guard isDigit(c) else { return false }
            while isDigit(c) { c = it.next() }
        }
        if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            c = it.next()
            if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") { c = it.next() }
            guard isDigit(c) else { return false }
            while isDigit(c) { c = it.next() }
        }
        return c == nil
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
    public init(floatLiteral value: Double) { self = JSONNumber(value).map(JSONValue.number) ?? .null }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
