import Foundation

extension JWK {
    /// An RSA public key with its `kid`, as a JWK Set lists it: `kty`, `n` and `e` (RFC 7518
    /// section 6.3.1).
    ///
    /// ```swift
    /// let privateKey = try _RSA.Signing.PrivateKey(keySize: .bits2048)
    /// let jwk = JWK(try RSAPublicKey(privateKey.publicKey), keyID: "rsa-1")
    /// ```
    public init(_ publicKey: RSAPublicKey, keyID: String? = nil) {
        var members: JWTClaims = [
            "kty": "RSA",
            "n": .string(Base64URL.encode(publicKey.modulus)),
            "e": .string(Base64URL.encode(publicKey.exponent)),
        ]
        if let keyID { members["kid"] = .string(keyID) }
        self.init(unchecked: members)
    }

    /// Converts an RSA key's base64url `n` and `e` (unsigned big-endian integers) to a key
    /// that verifies RS256 and PS256 signatures.
    ///
    /// - Throws: ``JWKError/unsupportedKeyType(_:)`` when the key is not RSA,
    ///   ``JWKError/keyTooSmall(bits:minimum:)`` when its modulus has fewer than 2048 bits,
    ///   ``JWKError/invalidMember(_:reason:)`` naming `n` or `e` when it is absent, not
    ///   base64url or not part of a valid RSA key.
    public func rsaPublicKey() throws(JWKError) -> RSAPublicKey {
        guard kty == "RSA" else { throw .unsupportedKeyType(kty) }
        return try RSAPublicKey(modulus: integer("n"), exponent: integer("e"))
    }

    private func integer(_ name: String) throws(JWKError) -> Data {
        guard let text = members[name]?.stringValue else { throw .missingMember(name) }
        do {
            return try Base64URL.decode(text)
        } catch {
            throw .invalidMember(name, reason: error.description)
        }
    }
}
