import Crypto
import Foundation
import HaapiJOSE
import HaapiModel

/// The server's ES256 signing key and the JWTs made with it.
struct TokenIssuer: Sendable {
    static let haapiScope = "urn:se:curity:scopes:haapi"
    static let accessTokenType = "at+jwt"

    let key: P256.Signing.PrivateKey
    let keyID: String

    /// Makes a key from `random`, so a seeded source gives the same key every run.
    init(random: some RandomSource) {
        var made: P256.Signing.PrivateKey?
        while made == nil {
            made = try? P256.Signing.PrivateKey(rawRepresentation: random.bytes(32))
        }
        key = made!
        keyID = (try? JWK(key.publicKey).thumbprint()) ?? "dev-key"
    }

    var signer: JWTSigner { JWTSigner(privateKey: key, keyID: keyID) }

    /// The JWKS document.
    var jwks: JSONValue {
        var members: [String: JSONValue] = [:]
        for (name, value) in signer.publicJWK.members {
            if let text = value.stringValue { members[name] = .string(text) }
        }
        members["use"] = "sig"
        members["alg"] = "ES256"
        return ["keys": [.object(members)]]
    }

    /// Verifies an access token this server issued (signature, `typ`, `iss`, `exp`).
    func verifyAccessToken(_ token: String, issuer: String, now: Date) throws(JWTError) -> VerifiedJWT {
        try JWTVerifier(publicKey: key.publicKey)
            .verify(token, now: now, expectedType: Self.accessTokenType, expectedIssuer: issuer)
    }

    /// Signs claims as an access token.
    func signAccessToken(_ claims: JWTClaims) -> String {
        // Signing with a valid P-256 key over JSON claims cannot fail.
        (try? signer.sign(claims, type: Self.accessTokenType)) ?? ""
    }

    /// Signs claims as an ID token.
    func signIDToken(_ claims: JWTClaims) -> String {
        (try? signer.sign(claims, type: "JWT")) ?? ""
    }
}
