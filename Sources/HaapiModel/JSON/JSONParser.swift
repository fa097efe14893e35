import Foundation

/// Limits that keep hostile documents cheap to reject.
public struct JSONParsingLimits: Sendable, Hashable {
    /// The largest document accepted, in bytes.
    public var maximumDocumentSize: Int
    /// The deepest nesting of arrays and objects accepted.
    public var maximumDepth: Int

    /// Creates limits; the defaults are far above any real HAAPI document.
    public init(maximumDocumentSize: Int = 8 * 1024 * 1024, maximumDepth: Int = 256) {
        self.maximumDocumentSize = maximumDocumentSize
        self.maximumDepth = maximumDepth
    }
}

extension JSONValue {
    /// Parses UTF-8 JSON text (RFC 8259) into a value.
    ///
    /// Strings must be valid UTF-8, objects must not repeat a member, and the
    /// document must respect `limits`. Errors name the line and column, and the
    /// JSON path of the value being read.
    public static func parse(
        _ data: some Collection<UInt8>,
        limits: JSONParsingLimits = JSONParsingLimits()
    ) throws(HaapiDecodingError) -> JSONValue {
        guard data.count <= limits.maximumDocumentSize else {
            throw HaapiDecodingError(
                .documentTooLarge(size: data.count, limit: limits.maximumDocumentSize), at: .root)
        }
        let bytes = Array(data)
        let result: Result<JSONValue, HaapiDecodingError> = bytes.withUnsafeBufferPointer { buffer in
            var fast = JSONParser(buffer, limits: limits, tracksPath: false)
            do throws(HaapiDecodingError) {
                return .success(try fast.parseDocument())
            } catch {
                // Parse again, this time keeping the path, to say where it failed.
                var careful = JSONParser(buffer, limits: limits, tracksPath: true)
                do throws(HaapiDecodingError) {
                    _ = try careful.parseDocument()
                    return .failure(error)
                } catch {
                    return .failure(error)
                }
            }
        }
        return try result.get()
    }

    /// Parses JSON text given as a string.
    public static func parse(_ text: String, limits: JSONParsingLimits = JSONParsingLimits())
        throws(HaapiDecodingError) -> JSONValue
    {
        try parse(Array(text.utf8), limits: limits)
    }
}

/// A recursive-descent JSON parser over a byte buffer, bounded by `JSONParsingLimits`.
struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: JSONParsingLimits
    private let tracksPath: Bool
    private var index = 0
    private var depth = 0
    private var path: [JSONPath.Component] = []
    /// The members of the objects being read, innermost last: an object's dictionary is
    /// made once its members are known, at the size they need (growing it member by
    /// member hashed every name again at each growth).
    private var memberStack: [(key: String, value: JSONValue)] = []
    /// The elements of the arrays being read, innermost last: each array is made once, at
    /// its size (appending element by element grew it, a copy each time).
    private var elementStack: [JSONValue] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: JSONParsingLimits, tracksPath: Bool) {
        self.bytes = bytes
        self.limits = limits
        self.tracksPath = tracksPath
        // Room for what a HAAPI step holds at once, so that the stacks rarely grow.
        memberStack.reserveCapacity(32)
        elementStack.reserveCapacity(16)
    }

    mutating func parseDocument() throws(HaapiDecodingError) -> JSONValue {
        // A UTF-8 byte order mark may precede the text (RFC 8259 section 8.1).
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw syntax("unexpected \(describeByte()) after the document") }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(HaapiDecodingError) -> JSONValue {
        guard index < bytes.count else { throw syntax("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw syntax("unexpected \(describeByte()), expected a value")
        }
    }

    private mutating func enter() throws(HaapiDecodingError) {
        depth += 1
        if depth > limits.maximumDepth {
            let (line, column) = position(of: index)
            throw HaapiDecodingError(
                .nestingTooDeep(limit: limits.maximumDepth, line: line, column: column), at: currentPath)
        }
    }

    private mutating func parseObject() throws(HaapiDecodingError) -> JSONValue {
        try enter()
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object([:])
        }
        let start = memberStack.count
        while true {
            guard peek() == UInt8(ascii: "\"") else { throw syntax("unexpected \(describeByte()), expected a member name") }
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw syntax("unexpected \(describeByte()), expected ':'") }
            index += 1
            skipWhitespace()
            if tracksPath { path.append(.key(key)) }
            let value = try parseValue()
            memberStack.append((key, value))
            if tracksPath { path.removeLast() }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(try members(from: start))
            default:
                throw syntax("unexpected \(describeByte()), expected ',' or '}'")
            }
        }
    }

    /// The object whose members are on the stack from `start`, taken off it; a name that
    /// comes twice is an error at that member.
    private mutating func members(from start: Int) throws(HaapiDecodingError) -> [String: JSONValue] {
        var members = [String: JSONValue](minimumCapacity: memberStack.count - start)
        for (key, value) in memberStack[start...] where members.updateValue(value, forKey: key) != nil {
            path.append(.key(key))
            throw HaapiDecodingError(.duplicateMember, at: currentPath)
        }
        memberStack.removeSubrange(start...)
        return members
    }

    private mutating func parseArray() throws(HaapiDecodingError) -> JSONValue {
        try enter()
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array([])
        }
        let start = elementStack.count
        while true {
            if tracksPath { path.append(.index(elementStack.count - start)) }
            let element = try parseValue()
            elementStack.append(element)
            if tracksPath { path.removeLast() }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                let elements = Array(elementStack[start...])
                elementStack.removeSubrange(start...)
                return .array(elements)
            default:
                throw syntax("unexpected \(describeByte()), expected ',' or ']'")
            }
        }
    }

    private mutating func parseNumber() throws(HaapiDecodingError) -> JSONNumber {
        let start = index
        while index < bytes.count, JSONParser.isNumberByte(bytes[index]) { index += 1 }
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
        guard JSONNumber.isValidLiteral(slice) else {
            index = start
            throw syntax("malformed number")
        }
        return JSONNumber(uncheckedLiteral: String(decoding: slice, as: UTF8.self))
    }

    private static func isNumberByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
            || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(HaapiDecodingError) {
        let count = literal.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for i in 0..<count where index + i >= bytes.count || bytes[index + i] != expected[i] {
            throw syntax("invalid literal, expected \(literal)")
        }
        index += count
    }

    // MARK: Strings

    private mutating func parseString() throws(HaapiDecodingError) -> String {
        index += 1  // opening quote
        let start = index
        var isASCII = true
        // Fast path: no escapes.
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                if isASCII { return String(decoding: slice, as: UTF8.self) }
                guard let s = String(validating: slice, as: UTF8.self) else {
                    throw invalidUTF8(in: start..<(index - 1))
                }
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw syntax("control character in a string; escape it") }
            if b >= 0x80 { isASCII = false }
            index += 1
        }
        guard index < bytes.count else { throw syntax("unterminated string") }
        return try parseEscapedString(from: start)
    }

    private mutating func parseEscapedString(from start: Int) throws(HaapiDecodingError) -> String {
        var scalars = Array(bytes[start..<index])
        while index < bytes.count {
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                guard let s = String(validating: scalars, as: UTF8.self) else {
                    throw invalidUTF8(in: start..<(index - 1))
                }
                return s
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw syntax("unterminated escape") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(e)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"): scalars.append(contentsOf: try parseUnicodeEscape())
                default:
                    index -= 2
                    throw syntax("invalid escape \\\(Character(Unicode.Scalar(e)))")
                }
            default:
                if b < 0x20 { throw syntax("control character in a string; escape it") }
                scalars.append(b)
                index += 1
            }
        }
        throw syntax("unterminated string")
    }

    /// Reads `XXXX` (after `\u`), joining surrogate pairs; returns the scalar as UTF-8.
    private mutating func parseUnicodeEscape() throws(HaapiDecodingError) -> [UInt8] {
        let high = try parseHex4()
        var value = UInt32(high)
        if (0xD800...0xDBFF).contains(high) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw syntax("unpaired surrogate \\u\(String(high, radix: 16, uppercase: true))") }
            index += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw syntax("invalid surrogate pair") }
            value = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(high) {
            throw syntax("unpaired surrogate \\u\(String(high, radix: 16, uppercase: true))")
        }
        guard let scalar = Unicode.Scalar(value) else { throw syntax("invalid unicode escape") }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func parseHex4() throws(HaapiDecodingError) -> UInt16 {
        guard index + 4 <= bytes.count else { throw syntax("unexpected end of input in \\u escape") }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw syntax("invalid hex digit in \\u escape")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    // MARK: Helpers

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private var currentPath: JSONPath { JSONPath(components: path) }

    private func describeByte() -> String {
        guard index < bytes.count else { return "end of input" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x" + String(b, radix: 16, uppercase: true)
    }

    private func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return (line, offset - lineStart + 1)
    }

    private func syntax(_ message: String) -> HaapiDecodingError {
        let (line, column) = position(of: index)
        return HaapiDecodingError(.syntax(message, line: line, column: column), at: currentPath)
    }

    private func invalidUTF8(in range: Range<Int>) -> HaapiDecodingError {
        // Point at the first byte that breaks the encoding.
        var offset = range.lowerBound
        var decoder = UTF8()
        var iterator = bytes[range].makeIterator()
        var consumed = range.lowerBound
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s):
                consumed += UTF8.width(s)
            case .emptyInput:
                break loop
            case .error:
                offset = consumed
                break loop
            }
        }
        let (line, column) = position(of: offset)
        return HaapiDecodingError(.invalidUTF8(line: line, column: column), at: currentPath)
    }
}
