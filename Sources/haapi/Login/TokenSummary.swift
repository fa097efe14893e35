import Foundation
import HaapiClient
import HaapiModel

/// The tokens as a person or a script reads them.
enum TokenSummary {
    /// A summary: token type, scope, expiry, shortened tokens, and the ID token's claims
    /// (verified by the client, or only decoded when verification was skipped).
    static func text(_ tokens: OAuthTokens) -> String {
        var lines = ["Signed in.", "  token type:    \(tokens.tokenType)"]
        if let scope = tokens.scope { lines.append("  scope:         \(scope)") }
        if let expiresAt = tokens.expiresAt {
            lines.append("  expires:       \(ISO8601DateFormatter().string(from: expiresAt)) (in \(Int(expiresAt.timeIntervalSince(tokens.issuedAt).rounded())) s)")
        }
        lines.append("  access token:  \(shortened(tokens.accessToken))")
        if let refresh = tokens.refreshToken { lines.append("  refresh token: \(shortened(refresh))") }
        if let idToken = tokens.idToken {
            lines.append("  ID token:      \(shortened(idToken))")
            if let verified = tokens.idTokenClaims {
                lines.append("ID token claims (verified):")
                for (name, value) in verified.members.sorted(by: { $0.key < $1.key }) {
                    lines.append("  \(name): \(value.stringValue ?? value.jsonString())")
                }
            } else if let claims = claims(of: idToken) {
                lines.append("ID token claims (decoded, not verified):")
                for (name, value) in claims.sorted(by: { $0.key < $1.key }) {
                    lines.append("  \(name): \(render(value))")
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The whole token response as JSON, with the ID token's claims and whether the client
    /// verified them (`id_token_verified`).
    static func json(_ tokens: OAuthTokens) -> String {
        var object: [String: Any] = ["access_token": tokens.accessToken, "token_type": tokens.tokenType]
        if let refresh = tokens.refreshToken { object["refresh_token"] = refresh }
        if let idToken = tokens.idToken {
            object["id_token"] = idToken
            if let claims = claims(of: tokens) { object["id_token_claims"] = claims }
            object["id_token_verified"] = tokens.idTokenClaims != nil
        }
        if let scope = tokens.scope { object["scope"] = scope }
        if let expiresAt = tokens.expiresAt { object["expires_in"] = Int(expiresAt.timeIntervalSince(tokens.issuedAt).rounded()) }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The ID token's claims: the verified ones, or else its payload only decoded.
    static func claims(of tokens: OAuthTokens) -> [String: Any]? {
        if let verified = tokens.idTokenClaims {
            let data = Data(JSONValue.object(verified.members).serialized())
            return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        }
        return tokens.idToken.flatMap(claims(of:))
    }

    /// The payload of a compact JWS, decoded (the signature is not checked here).
    static func claims(of jwt: String) -> [String: Any]? {
        let parts = jwt.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var base64 = parts[1].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static func render(_ value: Any) -> String {
        if let string = value as? String { return string }
        if JSONSerialization.isValidJSONObject(value),
           let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]) {
            return String(decoding: data, as: UTF8.self)
        }
        return "\(value)"
    }

    private static func shortened(_ token: String) -> String {
        token.count > 24 ? "\(token.prefix(12))…\(token.suffix(8)) (\(token.count) characters)" : token
    }
}
