import _CryptoExtras
import Crypto
import Foundation
import HaapiJOSE

/// A key the mock server signs ID tokens with and may publish in its JWKS: ES256 by
/// default, or RSA (RS256, PS256) from ``rsa(id:algorithm:bits:)``.
struct TestSigningKey: Sendable {
    /// The private key.
    enum Material: Sendable {
        case p256(P256.Signing.PrivateKey)
        case rsa(_RSA.Signing.PrivateKey)
    }

    let id: String
    /// The `alg` of the tokens it signs.
    let algorithm: JWSAlgorithm
    let material: Material
    /// The public key with its `kid`, as the JWKS lists it; tests may add members (`alg`, `use`).
    var jwk: JWK

    /// A fresh ES256 key.
    init(id: String) {
        let key = P256.Signing.PrivateKey()
        self.id = id
        algorithm = .es256
        material = .p256(key)
        jwk = JWK(key.publicKey, keyID: id)
    }

    /// A fresh RSA key of `bits` bits (below 2048 only for tests of the size check) that
    /// signs with `algorithm`, RS256 or PS256.
    static func rsa(id: String, algorithm: JWSAlgorithm = .rs256, bits: Int = 2048) throws -> TestSigningKey {
        let key = try _RSA.Signing.PrivateKey(unsafeKeySize: .init(bitCount: bits))
        let primitives = try key.publicKey.getKeyPrimitives()
        let jwk = try JWK(members: [
            "kty": "RSA", "kid": .string(id),
            "n": .string(Base64URL.encode(primitives.modulus)), "e": .string(Base64URL.encode(primitives.publicExponent)),
        ])
        return TestSigningKey(id: id, algorithm: algorithm, material: .rsa(key), jwk: jwk)
    }

    private init(id: String, algorithm: JWSAlgorithm, material: Material, jwk: JWK) {
        self.id = id
        self.algorithm = algorithm
        self.material = material
        self.jwk = jwk
    }

    /// The same key, listed in the JWKS with `members` added (e.g. `"alg": "RS256"`).
    func publishing(_ members: JWTClaims) throws -> TestSigningKey {
        var copy = self
        copy.jwk = try JWK(members: jwk.members.merging(members) { _, new in new })
        return copy
    }

    /// The public key's bytes (P-256 `x || y`, or the RSA modulus), e.g. to key an HMAC
    /// in an algorithm-confusion attack.
    var publicKeyBytes: Data {
        switch material {
        case .p256(let key): key.publicKey.rawRepresentation
        case .rsa: (try? Base64URL.decode(jwk.n ?? "")) ?? Data()
        }
    }

    /// A compact JWT over `claims`, with `typ: JWT` and (unless told not to) this key's `kid`.
    func sign(_ claims: JWTClaims, includeKeyID: Bool = true) -> String {
        var header: JWTClaims = ["typ": "JWT"]
        if includeKeyID { header["kid"] = .string(id) }
        // Encoding JSON claims cannot fail.
        return sign(header: header, payload: (try? JOSEJSON.encode(claims)) ?? Data())
    }

    /// A compact JWS over raw payload bytes (e.g. a payload that is not JSON).
    func sign(payload: Data) -> String {
        sign(header: ["typ": "JWT", "kid": .string(id)], payload: payload)
    }

    /// A compact JWS over `payload` with `header` and this key's `alg`; empty if signing
    /// fails (it does not with these keys).
    private func sign(header: JWTClaims, payload: Data) -> String {
        switch material {
        case .p256(let key):
            return (try? CompactJWS.sign(header: header, payload: payload, with: key).serialized) ?? ""
        case .rsa(let key):
            var header = header
            header["alg"] = .string(algorithm.rawValue)
            guard let headerBytes = try? JOSEJSON.encode(header) else { return "" }
            let input = Base64URL.encode(headerBytes) + "." + Base64URL.encode(payload)
            let padding: _RSA.Signing.Padding = algorithm == .ps256 ? .PSS : .insecurePKCS1v1_5
            guard let signature = try? key.signature(for: Data(input.utf8), padding: padding) else { return "" }
            return input + "." + Base64URL.encode(signature.rawRepresentation)
        }
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
