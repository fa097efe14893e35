/// Options for writing JSON text.
public struct JSONWritingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Indent nested values by two spaces, one member per line.
    public static let prettyPrinted = JSONWritingOptions(rawValue: 1 << 0)
}

extension JSONValue {
    /// Writes this value as UTF-8 JSON text with object members in sorted order,
    /// so equal values always give the same bytes.
    public func serialized(options: JSONWritingOptions = []) -> [UInt8] {
        var writer = JSONWriter(pretty: options.contains(.prettyPrinted))
        writer.write(self, indent: 0)
        return writer.output
    }

    /// This value as JSON text (see `serialized(options:)`).
    public func jsonString(options: JSONWritingOptions = []) -> String {
        String(decoding: serialized(options: options), as: UTF8.self)
    }
}

private struct JSONWriter {
    let pretty: Bool
    var output: [UInt8] = []

    init(pretty: Bool) {
        self.pretty = pretty
        output.reserveCapacity(1024)
    }

    mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: append("null")
        case .bool(let b): append(b ? "true" : "false")
        case .number(let n): output.append(contentsOf: n.literal.utf8)
        case .string(let s): writeString(s)
        case .array(let elements):
            guard !elements.isEmpty else { return append("[]") }
            output.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                write(element, indent: indent + 1)
            }
            newline(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return append("{}") }
            output.append(UInt8(ascii: "{"))
            for (i, key) in members.keys.sorted().enumerated() {
                if i > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                writeString(key)
                append(pretty ? ": " : ":")
                if let member = members[key] { write(member, indent: indent + 1) }
            }
            newline(indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    private mutating func newline(_ indent: Int) {
        guard pretty else { return }
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    private mutating func append(_ text: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func writeString(_ s: String) {
        output.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0..<0x20, 0x7F:
                append("\\u00")
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                output.append(hex[Int(b >> 4)])
                output.append(hex[Int(b & 0xF)])
            default: output.append(b)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
