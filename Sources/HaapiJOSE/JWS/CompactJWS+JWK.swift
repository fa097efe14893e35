import Crypto

extension CompactJWS {
    /// Verifies with a JWK: an EC P-256 key for ES256, an RSA key for RS256 and PS256.
    ///
    /// The checks come in this order: the `alg` is supported, the key's `kty` fits it, the
    /// key's own `use` (when present) is `sig` and its `alg` (when present) is this one, the
    /// key can be read, then the signature.
    ///
    /// ```swift
    /// let jws = try CompactJWS(parsing: token)
    /// guard let kid = jws.header["kid"]?.stringValue, let key = keys.key(withID: kid) else { ... }
    /// try jws.verify(with: key)
    /// ```
    ///
    /// - Throws: ``JWSError/unsupportedAlgorithm(_:)``,
    ///   ``JWSError/keyTypeMismatch(algorithm:keyType:)``,
    ///   ``JWSError/keyUsageMismatch(algorithm:reason:)``, ``JWSError/invalidKey(_:)`` (e.g. an
    ///   EC key on another curve, an RSA modulus under 2048 bits), then what verifying with a
    ///   P-256 key or an ``RSAPublicKey`` throws.
    public func verify(with jwk: JWK) throws(JWSError) {
        guard let signatureAlgorithm else { throw .unsupportedAlgorithm(algorithm) }
        guard jwk.kty == signatureAlgorithm.keyType else {
            throw .keyTypeMismatch(algorithm: algorithm, keyType: jwk.kty)
        }
        if let problem = jwk.usageProblem(for: algorithm) {
            throw .keyUsageMismatch(algorithm: algorithm, reason: problem)
        }
        switch signatureAlgorithm {
        case .es256:
            let key: P256.Signing.PublicKey
            do {
                key = try jwk.p256PublicKey()
            } catch {
                throw .invalidKey(error)
            }
            try verify(with: key)
        case .rs256, .ps256:
            let key: RSAPublicKey
            do {
                key = try jwk.rsaPublicKey()
            } catch {
                throw .invalidKey(error)
            }
            try verify(with: key)
        }
    }
}
