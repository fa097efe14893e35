import _CryptoExtras
import Foundation
import HaapiJOSE

/// Compact JWS made with RSA keys in tests; the library itself only verifies RSA.
enum RSATestSigner {
    /// A compact JWS over `claims` with `header` as given (its `alg` is not changed), the
    /// SHA-256 of the signing input signed with `key` and `padding`.
    static func sign(
        header: JWTClaims, claims: JWTClaims, with key: _RSA.Signing.PrivateKey, padding: _RSA.Signing.Padding
    ) throws -> String {
        let input = try Base64URL.encode(JOSEJSON.encode(header)) + "." + Base64URL.encode(JOSEJSON.encode(claims))
        let signature = try key.signature(for: Data(input.utf8), padding: padding)
        return input + "." + Base64URL.encode(signature.rawRepresentation)
    }

    /// The JWK of `key`'s public half, from its modulus and exponent (no size check, so
    /// that keys too small to be accepted can be described).
    static func jwk(of key: _RSA.Signing.PrivateKey, keyID: String? = nil) throws -> JWK {
        let primitives = try key.publicKey.getKeyPrimitives()
        var members: JWTClaims = [
            "kty": "RSA",
            "n": .string(Base64URL.encode(primitives.modulus)),
            "e": .string(Base64URL.encode(primitives.publicExponent)),
        ]
        if let keyID { members["kid"] = .string(keyID) }
        return try JWK(members: members)
    }

    /// `jwk` with further members, e.g. `alg` or `use`.
    static func jwk(_ jwk: JWK, adding extra: JWTClaims) throws -> JWK {
        try JWK(members: jwk.members.merging(extra) { _, new in new })
    }
}
