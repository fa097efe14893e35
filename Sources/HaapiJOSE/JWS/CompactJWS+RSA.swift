extension CompactJWS {
    /// Verifies an RS256 (RSASSA-PKCS1-v1_5) or PS256 (RSASSA-PSS, MGF1 with SHA-256, 32-byte
    /// salt) signature with `key`, the SHA-256 hash of ``signingInput`` being what was signed.
    ///
    /// ```swift
    /// let jws = try CompactJWS(parsing: idToken)
    /// try jws.verify(with: try jwk.rsaPublicKey())
    /// ```
    ///
    /// - Throws: ``JWSError/unsupportedAlgorithm(_:)`` unless `alg` is ES256, RS256 or PS256,
    ///   ``JWSError/keyTypeMismatch(algorithm:keyType:)`` when it is ES256,
    ///   ``JWSError/unsupportedCriticalHeader(_:)`` when `crit` is present,
    ///   ``JWSError/invalidSignature`` when the signature is not as long as the modulus or
    ///   does not match.
    public func verify(with key: RSAPublicKey) throws(JWSError) {
        guard let signatureAlgorithm else { throw .unsupportedAlgorithm(algorithm) }
        guard signatureAlgorithm.keyType == "RSA" else { throw .keyTypeMismatch(algorithm: algorithm, keyType: "RSA") }
        try checkCriticalHeader()
        guard key.isValidSignature(signature, for: signingInput, algorithm: signatureAlgorithm) else {
            throw .invalidSignature
        }
    }
}
