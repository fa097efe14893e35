import Crypto
public import Foundation

/// The HMAC hash of a TOTP.
public enum TOTPAlgorithm: String, Sendable, Hashable, CaseIterable {
    /// HMAC-SHA1 (what authenticator apps use).
    case sha1 = "SHA1"
    /// HMAC-SHA256.
    case sha256 = "SHA256"
    /// HMAC-SHA512.
    case sha512 = "SHA512"
}

/// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP).
///
/// ```swift
/// let totp = TOTP(secret: Array("12345678901234567890".utf8), digits: 8)
/// totp.code(at: Date(timeIntervalSince1970: 59))   // "94287082"
/// ```
public struct TOTP: Sendable, Hashable {
    /// The shared key.
    public var secret: [UInt8]
    /// The hash.
    public var algorithm: TOTPAlgorithm
    /// Code length.
    public var digits: Int
    /// Seconds per step.
    public var period: Int

    /// Creates a generator.
    public init(secret: [UInt8], algorithm: TOTPAlgorithm = .sha1, digits: Int = 6, period: Int = 30) {
        self.secret = secret
        self.algorithm = algorithm
        self.digits = min(max(digits, 1), 10)
        self.period = max(period, 1)
    }

    /// The step counter at `date` (T = floor((unix time - T0) / X), T0 = 0).
    public func counter(at date: Date) -> UInt64 {
        let seconds = max(0, date.timeIntervalSince1970.rounded(.down))
        return UInt64(seconds) / UInt64(period)
    }

    /// The code at `date`.
    public func code(at date: Date) -> String {
        code(counter: counter(at: date))
    }

    /// The HOTP code for `counter` (RFC 4226 section 5.3, dynamic truncation).
    public func code(counter: UInt64) -> String {
        var message = [UInt8](repeating: 0, count: 8)
        for i in 0..<8 { message[i] = UInt8(truncatingIfNeeded: counter >> (8 * (7 - i))) }
        let key = SymmetricKey(data: secret)
        let mac: [UInt8]
        switch algorithm {
        case .sha1: mac = Array(HMAC<Insecure.SHA1>.authenticationCode(for: message, using: key))
        case .sha256: mac = Array(HMAC<SHA256>.authenticationCode(for: message, using: key))
        case .sha512: mac = Array(HMAC<SHA512>.authenticationCode(for: message, using: key))
        }
        let offset = Int(mac[mac.count - 1] & 0x0F)
        let binary = (UInt64(mac[offset] & 0x7F) << 24) | (UInt64(mac[offset + 1]) << 16)
            | (UInt64(mac[offset + 2]) << 8) | UInt64(mac[offset + 3])
        var modulus: UInt64 = 1
        for _ in 0..<digits { modulus *= 10 }
        return String(binary % modulus).leftPadded(to: digits)
    }

    /// The step whose code equals `code`, within `window` steps of `date`; `nil` when none.
    /// The caller rejects a step already used (RFC 6238 section 5.2).
    public func matchingCounter(for code: String, at date: Date, window: Int) -> UInt64? {
        guard code.count == digits, code.allSatisfy(\.isASCII), code.allSatisfy(\.isNumber) else { return nil }
        let now = counter(at: date)
        let w = UInt64(max(0, window))
        let low = now >= w ? now - w : 0
        for candidate in low...(now + w) {
            let expected = self.code(counter: candidate)
            var difference: UInt8 = 0
            for (a, b) in zip(expected.utf8, code.utf8) { difference |= a ^ b }
            if difference == 0 { return candidate }
        }
        return nil
    }
}

/// RFC 4648 base32, as TOTP secrets are written.
public enum Base32 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".utf8)

    /// Decodes base32 text; case, spaces and `=` padding are ignored. `nil` on a bad character.
    public static func decode(_ text: String) -> [UInt8]? {
        var buffer: UInt32 = 0
        var bits = 0
        var output: [UInt8] = []
        for byte in text.uppercased().utf8 where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "=") {
            guard let value = alphabet.firstIndex(of: byte) else { return nil }
            buffer = (buffer << 5) | UInt32(value)
            bits += 5
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return output
    }

    /// Encodes bytes as base32 without padding.
    public static func encode(_ bytes: [UInt8]) -> String {
        var buffer: UInt32 = 0
        var bits = 0
        var output: [UInt8] = []
        for byte in bytes {
            buffer = (buffer << 8) | UInt32(byte)
            bits += 8
            while bits >= 5 {
                bits -= 5
                output.append(alphabet[Int((buffer >> UInt32(bits)) & 0x1F)])
            }
        }
        if bits > 0 { output.append(alphabet[Int((buffer << UInt32(5 - bits)) & 0x1F)]) }
        return String(decoding: output, as: UTF8.self)
    }
}
