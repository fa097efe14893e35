import Foundation
import HaapiClient
import HaapiModel

/// The tokens as a person or a script reads them.
enum TokenSummary {
    /// A summary: token type, scope, expiry, shortened tokens, how the person
    /// authenticated (the ID token's `acr`, `amr` and `auth_time`), and the ID token's
    /// claims (verified by the client, or only decoded when verification was skipped).
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
            if let claims = claims(of: tokens) {
                lines += authentication(claims)
                lines.append(tokens.idTokenClaims != nil ? "ID token claims (verified):" : "ID token claims (decoded, not verified):")
                for (name, value) in claims.sorted(by: { $0.key < $1.key }) {
                    lines.append("  \(name): \(value.stringValue ?? value.jsonString())")
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The `acr`, `amr` and `auth_time` lines, for the claims there are.
    static func authentication(_ claims: [String: JSONValue]) -> [String] {
        var lines: [String] = []
        if let acr = claims["acr"]?.stringValue { lines.append("  acr:           \(acr)") }
        if let amr = claims["amr"]?.arrayValue {
            lines.append("  amr:           \(amr.map { $0.stringValue ?? $0.jsonString() }.joined(separator: ", "))")
        }
        if let seconds = claims["auth_time"]?.numberValue?.doubleValue {
            lines.append("  auth time:     \(ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: seconds)))")
        }
        return lines
    }

    /// The whole token response as JSON, with the ID token's claims and whether the client
    /// verified them (`id_token_verified`).
    static func json(_ tokens: OAuthTokens) -> String {
        var object: [String: JSONValue] = ["access_token": .string(tokens.accessToken), "token_type": .string(tokens.tokenType)]
        if let refresh = tokens.refreshToken { object["refresh_token"] = .string(refresh) }
        if let idToken = tokens.idToken {
            object["id_token"] = .string(idToken)
            if let claims = claims(of: tokens) { object["id_token_claims"] = .object(claims) }
            object["id_token_verified"] = .bool(tokens.idTokenClaims != nil)
        }
        if let scope = tokens.scope { object["scope"] = .string(scope) }
        if let expiresAt = tokens.expiresAt { object["expires_in"] = .number(JSONNumber(Int(expiresAt.timeIntervalSince(tokens.issuedAt).rounded()))) }
        return JSONValue.object(object).jsonString(options: .prettyPrinted)
    }

    /// The ID token's claims: the verified ones, or else its payload only decoded.
    static func claims(of tokens: OAuthTokens) -> [String: JSONValue]? {
        if let verified = tokens.idTokenClaims { return verified.members }
        return tokens.idToken.flatMap(claims(of:))
    }

    /// The payload of a compact JWS, decoded (the signature is not checked here).
    static func claims(of jwt: String) -> [String: JSONValue]? {
        let parts = jwt.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var base64 = parts[1].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64) else { return nil }
        return (try? JSONValue.parse(data))?.objectValue
    }

    private static func shortened(_ token: String) -> String {
        token.count > 24 ? "\(token.prefix(12))…\(token.suffix(8)) (\(token.count) characters)" : token
    }
}
