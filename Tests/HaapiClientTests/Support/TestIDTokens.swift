import Crypto
import Foundation
import HaapiJOSE

/// An ES256 key the mock server signs ID tokens with and may publish in its JWKS.
struct TestSigningKey: Sendable {
    let id: String
    let privateKey = P256.Signing.PrivateKey()

    /// The public key with its `kid`, as a JWKS lists it.
    var jwk: JWK { JWK(privateKey.publicKey, keyID: id) }

    /// A compact JWT over `claims`, with `typ: JWT` and (unless told not to) this key's `kid`.
    func sign(_ claims: JWTClaims, includeKeyID: Bool = true) -> String {
        var header: JWTClaims = ["typ": "JWT"]
        if includeKeyID { header["kid"] = .string(id) }
        // Signing JSON claims with a valid P-256 key cannot fail.
        return (try? CompactJWS.sign(header: header, claims: claims, with: privateKey).serialized) ?? ""
    }

    /// A compact JWS over raw payload bytes (e.g. a payload that is not JSON).
    func sign(payload: Data) -> String {
        (try? CompactJWS.sign(header: ["typ": "JWT", "kid": .string(id)], payload: payload, with: privateKey).serialized) ?? ""
    }
}

/// The ID token the mock server is about to issue; a test changes it before it is signed.
struct IDTokenDraft: Sendable {
    /// The claims: `iss`, `sub`, `aud`, `iat`, `exp`, `auth_time`, `acr`, `amr`, and
    /// `nonce` after a code exchange.
    var claims: JWTClaims
    /// The key that signs it.
    var key: TestSigningKey
    /// Whether the header names the key (`kid`).
    var includeKeyID = true
    /// A token to send as is instead of signing the draft.
    var raw: String?

    /// The token the server sends.
    var token: String { raw ?? key.sign(claims, includeKeyID: includeKeyID) }
}

/// A compact JWS with any header and signature, e.g. `alg: none` or `HS256`.
func forgedJWS(header: JWTClaims, claims: JWTClaims, signature: String) throws -> String {
    try Base64URL.encode(JOSEJSON.encode(header)) + "." + Base64URL.encode(JOSEJSON.encode(claims)) + "." + signature
}
