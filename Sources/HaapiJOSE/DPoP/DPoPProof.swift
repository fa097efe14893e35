public import Crypto
public import Foundation

/// Builds DPoP proof JWTs (RFC 9449 section 4.2) for one HTTP request.
///
/// The header carries `typ: dpop+jwt`, `alg: ES256` and the public `jwk`; the claims carry
/// `htm`, the normalised `htu`, `iat`, `jti` and, when given, `ath` (base64url SHA-256 of
/// the access token) and the server's `nonce`. Time and `jti` are passed in.
///
/// ```swift
/// let proof = DPoPProof(method: "POST", url: URL(string: "https://as.example/token")!)
/// let header = try proof.sign(with: key, now: Date(), jti: SystemRandomSource().identifier())
/// request.setValue(header, forHTTPHeaderField: "DPoP")
/// ```
public struct DPoPProof: Sendable, Hashable {
    /// The `typ` header value of a DPoP proof.
    public static let type = "dpop+jwt"

    /// The HTTP method, sent as `htm`.
    public let method: String
    /// The normalised target URI, sent as `htu`.
    public let htu: String
    /// The access token the request carries, hashed into `ath`.
    public let accessToken: String?
    /// The server-provided nonce, sent as `nonce`.
    public let nonce: String?

    /// - Throws: ``DPoPTargetURIError`` when the URL is not an http(s) URL with a host.
    public init(method: String, url: URL, accessToken: String? = nil, nonce: String? = nil) throws(DPoPTargetURIError) {
        self.method = method
        self.htu = try DPoPTargetURI.normalize(url)
        self.accessToken = accessToken
        self.nonce = nonce
    }

    /// The `ath` value for an access token: base64url(SHA-256(ASCII(token))).
    public static func accessTokenHash(_ accessToken: String) -> String {
        Base64URL.encode(SHA256.hash(data: Data(accessToken.utf8)))
    }

    /// The protected header for a key.
    public static func header(for publicKey: P256.Signing.PublicKey) -> JWTClaims {
        ["typ": .string(type), "alg": .string(CompactJWS.es256), "jwk": .object(JWK(publicKey).members)]
    }

    /// The claims for a given time and `jti`. `iat` is whole seconds.
    public func claims(now: Date, jti: String) -> JWTClaims {
        var claims: JWTClaims = [
            "htm": .string(method),
            "htu": .string(htu),
            "iat": .int(Int64(now.timeIntervalSince1970.rounded(.down))),
            "jti": .string(jti),
        ]
        if let accessToken { claims["ath"] = .string(Self.accessTokenHash(accessToken)) }
        if let nonce { claims["nonce"] = .string(nonce) }
        return claims
    }

    /// Signs the proof and returns the compact JWT for the `DPoP` request header.
    public func sign(with key: P256.Signing.PrivateKey, now: Date, jti: String) throws(JWSError) -> String {
        try CompactJWS.sign(header: Self.header(for: key.publicKey), claims: claims(now: now, jti: jti), with: key)
            .serialized
    }

    /// Signs the proof with a `jti` made from 16 bytes of `random`.
    public func sign(with key: P256.Signing.PrivateKey, now: Date, random: some RandomSource) throws(JWSError) -> String {
        try sign(with: key, now: now, jti: random.identifier())
    }
}
