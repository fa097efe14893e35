/// Writes ``CBORValue``s in CTAP2 canonical CBOR: every integer, length and count in its
/// shortest form, definite lengths only, and map keys sorted as CTAP2 §6 orders them —
/// by major type, then by the length of their encoding, then by its bytes.
///
/// ```swift
/// let bytes = CBOREncoder().encode(["fmt": "none", "attStmt": [:], "authData": .bytes(authData)])
/// ```
public struct CBOREncoder: Sendable, Hashable {
    /// Creates an encoder.
    public init() {}

    /// The canonical encoding of `value`.
    public func encode(_ value: CBORValue) -> [UInt8] {
        var output: [UInt8] = []
        append(value, to: &output)
        return output
    }

    private func append(_ value: CBORValue, to output: inout [UInt8]) {
        switch value {
        case .unsigned(let n): appendHead(major: 0, argument: n, to: &output)
        case .negative(let n): appendHead(major: 1, argument: n, to: &output)
        case .bytes(let bytes):
            appendHead(major: 2, argument: UInt64(bytes.count), to: &output)
            output.append(contentsOf: bytes)
        case .text(let text):
            appendHead(major: 3, argument: UInt64(text.utf8.count), to: &output)
            output.append(contentsOf: text.utf8)
        case .array(let elements):
            appendHead(major: 4, argument: UInt64(elements.count), to: &output)
            for element in elements { append(element, to: &output) }
        case .map(let entries):
            appendHead(major: 5, argument: UInt64(entries.count), to: &output)
            let encoded = entries.map { (key: encode($0.key), value: $0.value) }
            for entry in encoded.sorted(by: { Self.ctap2Precedes($0.key, $1.key) }) {
                output.append(contentsOf: entry.key)
                append(entry.value, to: &output)
            }
        case .bool(let value): output.append(value ? 0xF5 : 0xF4)
        case .null: output.append(0xF6)
        }
    }

    /// The initial byte and the shortest argument that holds `argument`.
    private func appendHead(major: UInt8, argument: UInt64, to output: inout [UInt8]) {
        let type = major << 5
        switch argument {
        case 0..<24: output.append(type | UInt8(argument))
        case 24...0xFF: output.append(contentsOf: [type | 24, UInt8(argument)])
        case 0x100...0xFFFF: output.append(type | 25); appendBigEndian(argument, width: 2, to: &output)
        case 0x1_0000...0xFFFF_FFFF: output.append(type | 26); appendBigEndian(argument, width: 4, to: &output)
        default: output.append(type | 27); appendBigEndian(argument, width: 8, to: &output)
        }
    }

    private func appendBigEndian(_ value: UInt64, width: Int, to output: inout [UInt8]) {
        for shift in stride(from: (width - 1) * 8, through: 0, by: -8) { output.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// CTAP2 canonical key order: lower major type first, then shorter encoding, then lower bytes.
    static func ctap2Precedes(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        let (lhsMajor, rhsMajor) = ((lhs.first ?? 0) >> 5, (rhs.first ?? 0) >> 5)
        if lhsMajor != rhsMajor { return lhsMajor < rhsMajor }
        if lhs.count != rhs.count { return lhs.count < rhs.count }
        return lhs.lexicographicallyPrecedes(rhs)
    }
}
