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
    ///
    /// - Throws: `startFailed` when 64 draws of 32 bytes gave no valid P-256 scalar (a
    ///   broken source, e.g. one that returns only zeros).
    init(random: some RandomSource) throws(DevServerError) {
        guard let key = Self.makeKey(random) else {
            throw .startFailed(reason: "the random source gave no valid P-256 signing key in 64 draws")
        }
        self.key = key
        keyID = (try? JWK(key.publicKey).thumbprint()) ?? "dev-key"
    }

    /// A P-256 key from `random`: the first of 64 draws of 32 bytes that is a valid scalar.
    static func makeKey(_ random: some RandomSource) -> P256.Signing.PrivateKey? {
        for _ in 0..<64 {
            if let key = try? P256.Signing.PrivateKey(rawRepresentation: random.bytes(32)) { return key }
        }
        return nil
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
