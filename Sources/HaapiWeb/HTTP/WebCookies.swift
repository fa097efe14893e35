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
        for part in header.split(separator: ";") {
            let pair = part.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0] == name, pair[1].count >= 32, pair[1].allSatisfy(Self.isTokenCharacter) {
                return String(pair[1])
            }
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
        SHA256.hash(data: Data(value.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// 32 random bytes, base64url.
    static func randomToken(bytes count: Int = 32) -> String {
        var generator = SystemRandomNumberGenerator()
        return Base64URL.encode(Data((0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }))
    }

    private static func isTokenCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }
}
