public import Foundation

/// Base64url encoding without padding (RFC 4648 section 5, as used by JOSE in RFC 7515 section 2).
///
/// Decoding is strict: it rejects characters outside the URL-safe alphabet, any `=` padding,
/// lengths that cannot come from an unpadded encoding, and non-zero leftover bits, so each
/// byte sequence has exactly one accepted encoding.
///
/// ```swift
/// let text = Base64URL.encode(Data("hello".utf8))     // "aGVsbG8"
/// let bytes = try Base64URL.decode("aGVsbG8")         // 5 bytes
/// ```
public enum Base64URL {
    private static let alphabet: [UInt8] = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8
    )

    /// Maps an ASCII byte to its 6-bit value, or 0xFF when it is not in the alphabet.
    private static let lookup: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() {
            table[Int(byte)] = UInt8(index)
        }
        return table
    }()

    /// Encodes bytes as base64url without padding.
    public static func encode<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let input = Array(bytes)
        var output = [UInt8]()
        output.reserveCapacity((input.count * 4 + 2) / 3)
        var index = 0
        while index + 3 <= input.count {
            let chunk = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2])
            output.append(alphabet[Int(chunk >> 18 & 0x3F)])
            output.append(alphabet[Int(chunk >> 12 & 0x3F)])
            output.append(alphabet[Int(chunk >> 6 & 0x3F)])
            output.append(alphabet[Int(chunk & 0x3F)])
            index += 3
        }
        switch input.count - index {
        case 1:
            let chunk = UInt32(input[index]) << 16
            output.append(alphabet[Int(chunk >> 18 & 0x3F)])
            output.append(alphabet[Int(chunk >> 12 & 0x3F)])
        case 2:
            let chunk = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8
            output.append(alphabet[Int(chunk >> 18 & 0x3F)])
            output.append(alphabet[Int(chunk >> 12 & 0x3F)])
            output.append(alphabet[Int(chunk >> 6 & 0x3F)])
        default:
            break
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Encodes the UTF-8 bytes of a string as base64url without padding.
    public static func encode(utf8 string: String) -> String {
        encode(Array(string.utf8))
    }

    /// Decodes unpadded base64url text.
    ///
    /// - Throws: ``Base64URLError`` naming the offending character offset or the bad length.
    public static func decode(_ string: String) throws(Base64URLError) -> Data {
        let input = Array(string.utf8)
        var values = [UInt8]()
        values.reserveCapacity(input.count)
        for (offset, byte) in input.enumerated() {
            if byte == UInt8(ascii: "=") {
                throw .paddingNotAllowed(offset: offset)
            }
            let value = lookup[Int(byte)]
            if value == 0xFF {
                throw .invalidCharacter(offset: offset)
            }
            values.append(value)
        }
        if values.count % 4 == 1 {
            throw .invalidLength(values.count)
        }
        var output = [UInt8]()
        output.reserveCapacity(values.count * 3 / 4)
        var index = 0
        while index + 4 <= values.count {
            let chunk = UInt32(values[index]) << 18 | UInt32(values[index + 1]) << 12
                | UInt32(values[index + 2]) << 6 | UInt32(values[index + 3])
            output.append(UInt8(chunk >> 16 & 0xFF))
            output.append(UInt8(chunk >> 8 & 0xFF))
            output.append(UInt8(chunk & 0xFF))
            index += 4
        }
        switch values.count - index {
        case 2:
            if values[index + 1] & 0x0F != 0 {
                throw .nonZeroTrailingBits
            }
            output.append(values[index] << 2 | values[index + 1] >> 4)
        case 3:
            if values[index + 2] & 0x03 != 0 {
                throw .nonZeroTrailingBits
            }
            output.append(values[index] << 2 | values[index + 1] >> 4)
            output.append(values[index + 1] << 4 | values[index + 2] >> 2)
        default:
            break
        }
        return Data(output)
    }
}

/// Why base64url text could not be decoded.
public enum Base64URLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A byte outside `A-Z a-z 0-9 - _` at the given UTF-8 offset.
    case invalidCharacter(offset: Int)
    /// An `=` padding character at the given UTF-8 offset; JOSE base64url is unpadded.
    case paddingNotAllowed(offset: Int)
    /// A character count that no unpadded encoding produces (a remainder of 1 modulo 4).
    case invalidLength(Int)
    /// The last character carries bits that do not belong to any decoded byte.
    case nonZeroTrailingBits

    public var description: String {
        switch self {
        case .invalidCharacter(let offset):
            return "base64url: invalid character at offset \(offset)"
        case .paddingNotAllowed(let offset):
            return "base64url: padding '=' is not allowed (offset \(offset))"
        case .invalidLength(let count):
            return "base64url: invalid length \(count) (remainder 1 modulo 4)"
        case .nonZeroTrailingBits:
            return "base64url: non-zero trailing bits in the last character"
        }
    }
}
