/// The data encoding modes supported by ``QRCode``.
public enum QREncodingMode: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Decimal digits 0–9, three digits per 10 bits.
    case numeric
    /// Digits, upper-case A–Z, space and `$%*+-./:`, two characters per 11 bits.
    case alphanumeric
    /// Arbitrary bytes (text is encoded as UTF-8), 8 bits per byte.
    case byte

    /// The 45 characters of the alphanumeric mode, in code order.
    static let alphanumericCharset: [UInt8] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".utf8)

    /// The four-bit mode indicator.
    var indicator: Int {
        switch self {
        case .numeric: return 0b0001
        case .alphanumeric: return 0b0010
        case .byte: return 0b0100
        }
    }

    /// Width of the character-count field for a version.
    func characterCountBits(version: Int) -> Int {
        let band = version <= 9 ? 0 : (version <= 26 ? 1 : 2)
        switch self {
        case .numeric: return [10, 12, 14][band]
        case .alphanumeric: return [9, 11, 13][band]
        case .byte: return [8, 16, 16][band]
        }
    }

    /// The most compact mode able to hold all of `bytes`.
    static func best(for bytes: [UInt8]) -> QREncodingMode {
        if bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return .numeric }
        if bytes.allSatisfy({ alphanumericCharset.contains($0) }) { return .alphanumeric }
        return .byte
    }

    /// Whether every byte can be represented in this mode.
    func canEncode(_ bytes: [UInt8]) -> Bool {
        switch self {
        case .numeric: return bytes.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        case .alphanumeric: return bytes.allSatisfy { Self.alphanumericCharset.contains($0) }
        case .byte: return true
        }
    }

    /// Bits needed for the payload alone (no mode indicator or count field).
    func payloadBits(characterCount count: Int) -> Int {
        switch self {
        case .numeric: return count / 3 * 10 + [0, 4, 7][count % 3]
        case .alphanumeric: return count / 2 * 11 + (count % 2) * 6
        case .byte: return count * 8
        }
    }

    /// Appends the payload bits of `bytes`; callers must have checked ``canEncode(_:)``.
    func appendPayload(_ bytes: [UInt8], to buffer: inout QRBitBuffer) {
        switch self {
        case .numeric:
            var index = 0
            while index < bytes.count {
                let chunk = bytes[index..<min(index + 3, bytes.count)]
                let value = chunk.reduce(0) { $0 * 10 + Int($1 - 0x30) }
                buffer.append(value, length: chunk.count * 3 + 1)
                index += 3
            }
        case .alphanumeric:
            let codes = bytes.map { byte in Self.alphanumericCharset.firstIndex(of: byte) ?? 0 }
            var index = 0
            while index + 1 < codes.count {
                buffer.append(codes[index] * 45 + codes[index + 1], length: 11)
                index += 2
            }
            if index < codes.count { buffer.append(codes[index], length: 6) }
        case .byte:
            for byte in bytes { buffer.append(Int(byte), length: 8) }
        }
    }

    /// The mode's name.
    public var description: String {
        switch self {
        case .numeric: return "numeric"
        case .alphanumeric: return "alphanumeric"
        case .byte: return "byte"
        }
    }
}
