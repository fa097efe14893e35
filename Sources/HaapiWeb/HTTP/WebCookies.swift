import Crypto
import Foundation
import HaapiJOSE

/// The browser's session cookie: a random value the host files its record under,
/// hashed (``storageKey(for:)``) so that the store never holds a usable cookie.
struct WebCookies: Sendable {
    /// Whether the host is reached over TLS: the cookie is then `Secure` with the `__Host-` prefix.
    let secure: Bool

    /// The cookie's name.
    var name: String { secure ? "__Host-haapi_session" : "haapi_session" }

    /// The session value the request's `Cookie` header carries, if any.
    func value(in header: String?) -> String? {
        guard let header else { return nil }
        for part in header.utf8.split(separator: UInt8(ascii: ";")) {
            // Cookie pairs are separated by "; ": spaces and tabs around a pair are not part of it.
            let pair = part.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard let equals = pair.firstIndex(of: UInt8(ascii: "=")), pair[..<equals].elementsEqual(name.utf8) else { continue }
            var value = pair[pair.index(after: equals)...]
            while let last = value.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { value = value.dropLast() }
            if value.count >= 32, value.allSatisfy(Self.isTokenByte) { return String(decoding: value, as: UTF8.self) }
        }
        return nil
    }

    /// A `Set-Cookie` value for `value`: `HttpOnly`, `SameSite=Lax`, `Path=/`, and `Secure` under TLS.
    func setCookie(_ value: String) -> String {
        "\(name)=\(value); Path=/; HttpOnly; SameSite=Lax" + (secure ? "; Secure" : "")
    }

    /// A new random session value.
    static func newValue() -> String { randomToken() }

    /// Where the record of the session `value` is filed.
    static func storageKey(for value: String) -> String {
        var hex: [UInt8] = []
        hex.reserveCapacity(SHA256.byteCount * 2)
        for byte in SHA256.hash(data: Data(value.utf8)) {
            hex.append(hexDigits[Int(byte >> 4)])
            hex.append(hexDigits[Int(byte & 0x0f)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// 32 random bytes, base64url.
    static func randomToken(bytes count: Int = 32) -> String {
        // Eight bytes per draw: each draw of the system generator is a system call.
        var generator = SystemRandomNumberGenerator()
        var bytes = Data(capacity: count + 8)
        while bytes.count < count {
            withUnsafeBytes(of: generator.next() as UInt64) { bytes.append(contentsOf: $0) }
        }
        return Base64URL.encode(bytes.prefix(count))
    }

    /// Whether `byte` is a letter, a digit, `-` or `_` (ASCII).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
