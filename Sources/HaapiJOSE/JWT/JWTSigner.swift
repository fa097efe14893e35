public import Crypto
import Foundation

/// Signs JWTs (RFC 7519) with ES256, for example access and ID tokens issued by a server.
///
/// ```swift
/// let signer = JWTSigner(privateKey: key, keyID: "k1")
/// let token = try signer.sign(["iss": "https://as.example", "sub": "alice",
///                              "iat": 1_700_000_000, "exp": 1_700_000_300])
/// ```
public struct JWTSigner: Sendable {
    /// The signing key.
    public let privateKey: P256.Signing.PrivateKey
    /// The `kid` header put on every token, if any.
    public let keyID: String?

    public init(privateKey: P256.Signing.PrivateKey, keyID: String? = nil) {
        self.privateKey = privateKey
        self.keyID = keyID
    }

    /// The public key as a JWK (with `kid` when set), for a JWKS document.
    public var publicJWK: JWK { JWK(privateKey.publicKey, keyID: keyID) }

    /// Signs a claims set and returns the compact JWT.
    ///
    /// - Parameters:
    ///   - claims: The claims; serialised with sorted keys.
    ///   - type: The `typ` header (`JWT` by default; for example `at+jwt` for access tokens).
    ///   - extraHeader: Further header parameters. `alg` is always `ES256`.
    public func sign(_ claims: JWTClaims, type: String? = "JWT", extraHeader: JWTClaims = [:]) throws(JWSError) -> String {
        var header = extraHeader
        if let type { header["typ"] = .string(type) }
        if let keyID { header["kid"] = .string(keyID) }
        return try CompactJWS.sign(header: header, claims: claims, with: privateKey).serialized
    }
}
