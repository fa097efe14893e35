public import Crypto
public import Foundation

/// A `private_key_jwt` client assertion (RFC 7523 section 2.2, OpenID Connect Core
/// section 9): a JWT signed by the client with `iss` = `sub` = client ID and `aud` = the
/// token endpoint.
///
/// ```swift
/// let assertion = ClientAssertion(clientID: "haapi-client",
///                                 audience: "https://as.example/oauth/token")
/// let jwt = try assertion.sign(with: key, now: Date(), jti: SystemRandomSource().identifier())
/// // POST client_assertion_type=\(ClientAssertion.assertionType)&client_assertion=\(jwt)
/// ```
public struct ClientAssertion: Sendable, Hashable {
    /// The value of the `client_assertion_type` form parameter.
    public static let assertionType = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer"

    /// The client ID, used as `iss` and `sub`.
    public let clientID: String
    /// The token endpoint URL (or issuer), used as `aud`.
    public let audience: String
    /// Seconds from `iat` to `exp`.
    public let lifetime: TimeInterval
    /// The `kid` header, if the server needs it to pick the client's key.
    public let keyID: String?

    public init(clientID: String, audience: String, lifetime: TimeInterval = 60, keyID: String? = nil) {
        self.clientID = clientID
        self.audience = audience
        self.lifetime = lifetime
        self.keyID = keyID
    }

    /// The claims for the given time and `jti`.
    public func claims(now: Date, jti: String) -> JWTClaims {
        let iat = Int64(now.timeIntervalSince1970.rounded(.down))
        return [
            "iss": .string(clientID),
            "sub": .string(clientID),
            "aud": .string(audience),
            "jti": .string(jti),
            "iat": .int(iat),
            "exp": .int(iat + Int64(lifetime.rounded(.down))),
        ]
    }

    /// Signs the assertion with ES256 and returns the compact JWT.
    public func sign(with key: P256.Signing.PrivateKey, now: Date, jti: String) throws(JWSError) -> String {
        try JWTSigner(privateKey: key, keyID: keyID).sign(claims(now: now, jti: jti))
    }

    /// Signs the assertion with a `jti` made from 16 bytes of `random`.
    public func sign(with key: P256.Signing.PrivateKey, now: Date, random: some RandomSource) throws(JWSError) -> String {
        try sign(with: key, now: now, jti: random.identifier())
    }

    /// Server side: verifies an assertion from this client — signature, `exp`/`nbf`/`iat`,
    /// `iss` = `sub` = client ID, `aud` containing the audience and a string `jti` — and
    /// returns the verified JWT so the caller can check `jti` for replay.
    public func verify(_ token: String, with key: P256.Signing.PublicKey, now: Date, leeway: TimeInterval = 0) throws(JWTError) -> VerifiedJWT {
        let jwt = try JWTVerifier(publicKey: key, leeway: leeway)
            .verify(token, now: now, expectedIssuer: clientID, expectedAudience: audience)
        let subject = try JWTVerifier.string(jwt.claims, "sub")
        guard subject == clientID else {
            throw .claimMismatch("sub", expected: clientID, actual: subject)
        }
        _ = try JWTVerifier.string(jwt.claims, "jti")
        return jwt
    }
}
