import Crypto
import Foundation

extension JWK {
    /// The members that RFC 7638 section 3.2 hashes, per key type.
    static func thumbprintMemberNames(for kty: String) -> [String]? {
        switch kty {
        case "EC": return ["crv", "kty", "x", "y"]
        case "RSA": return ["e", "kty", "n"]
        case "oct": return ["k", "kty"]
        case "OKP": return ["crv", "kty", "x"]  // RFC 8037 section 2
        default: return nil
        }
    }

    /// The JSON that the RFC 7638 thumbprint hashes: the required members only, in
    /// lexicographic order, without whitespace.
    public func thumbprintInput() throws(JWKError) -> String {
        guard let names = Self.thumbprintMemberNames(for: kty) else {
            throw .unsupportedKeyType(kty)
        }
        var parts = [String]()
        for name in names {
            guard let value = members[name]?.stringValue else { throw .missingMember(name) }
            parts.append("\(jsonString(name)):\(jsonString(value))")
        }
        return "{" + parts.joined(separator: ",") + "}"
    }

    /// The RFC 7638 JWK thumbprint with SHA-256, base64url encoded (as used for DPoP `jkt`).
    ///
    /// ```swift
    /// let jkt = try JWK(privateKey.publicKey).thumbprint()
    /// ```
    public func thumbprint() throws(JWKError) -> String {
        let input = try thumbprintInput()
        return Base64URL.encode(SHA256.hash(data: Data(input.utf8)))
    }
}

/// A JSON string literal with the minimal escaping JSON requires.
func jsonString(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\u{08}": result += "\\b"
        case "\u{0C}": result += "\\f"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
