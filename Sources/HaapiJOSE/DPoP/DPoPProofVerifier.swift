import Crypto
public import Foundation

/// Server-side checks of a DPoP proof (RFC 9449 section 4.3).
///
/// In order: the JWT parses; `typ` is `dpop+jwt`; `alg` is `ES256`; `jwk` is an EC P-256
/// public key with no private members; the signature verifies with that `jwk`; `jti` is a
/// non-empty string; `htm` equals the request method; `htu` equals the request URL (both
/// normalised, so query and fragment are ignored); `iat` is within the window; `ath`
/// matches the access token when one is presented; `nonce` equals the expected nonce when
/// the server requires one. Replay (`jti`) and token binding (`jkt`) are left to the caller,
/// using the returned ``VerifiedDPoPProof``.
///
/// ```swift
/// let verifier = DPoPProofVerifier(maxAge: 60, futureSkew: 5)
/// let proof = try verifier.verify(dpopHeader, method: "POST", url: tokenURL, now: Date())
/// guard replayCache.insert(proof.jti).inserted else { /* reject replay */ }
/// ```
public struct DPoPProofVerifier: Sendable, Hashable {
    /// How far in the past `iat` may be, in seconds.
    public let maxAge: TimeInterval
    /// How far in the future `iat` may be, in seconds, to allow for clock skew.
    public let futureSkew: TimeInterval

    public init(maxAge: TimeInterval = 300, futureSkew: TimeInterval = 5) {
        self.maxAge = maxAge
        self.futureSkew = futureSkew
    }

    /// Verifies a proof for one request.
    ///
    /// - Parameters:
    ///   - proof: The `DPoP` header value.
    ///   - method: The request's HTTP method (compared exactly).
    ///   - url: The request's URL.
    ///   - now: The current time.
    ///   - accessToken: The access token presented with the request, if any; `ath` must match it.
    ///   - expectedNonce: The nonce the server requires, if any; `nonce` must equal it.
    public func verify(
        _ proof: String,
        method: String,
        url: URL,
        now: Date,
        accessToken: String? = nil,
        expectedNonce: String? = nil
    ) throws(DPoPVerificationError) -> VerifiedDPoPProof {
        let jws: CompactJWS
        do {
            jws = try CompactJWS(parsing: proof)
        } catch .algorithmNone {
            throw .unsupportedAlgorithm("none")
        } catch {
            throw .malformed(error)
        }
        guard jws.type?.lowercased() == DPoPProof.type else { throw .wrongType(jws.type) }
        guard jws.algorithm == CompactJWS.es256 else { throw .unsupportedAlgorithm(jws.algorithm) }
        let jwk = try Self.publicJWK(in: jws.header)
        let key: P256.Signing.PublicKey
        let thumbprint: String
        do {
            key = try jwk.p256PublicKey()
            thumbprint = try jwk.thumbprint()
        } catch {
            throw .invalidJWK(error)
        }
        do {
            try jws.verify(with: key)
        } catch .invalidSignature {
            throw .invalidSignature
        } catch {
            throw .malformed(error)
        }
        let claims: JWTClaims
        do {
            claims = try jws.payloadClaims()
        } catch {
            throw .malformed(error)
        }

        let jti = try Self.string(claims, "jti")
        guard !jti.isEmpty else { throw .invalidClaim("jti", reason: "empty") }
        let htm = try Self.string(claims, "htm")
        guard htm == method else { throw .methodMismatch(expected: method, actual: htm) }
        let htu = try Self.string(claims, "htu")
        let expectedHTU: String
        do {
            expectedHTU = try DPoPTargetURI.normalize(url)
        } catch {
            throw .invalidRequestURL(error)
        }
        guard let normalizedHTU = try? DPoPTargetURI.normalize(htu) else {
            throw .invalidClaim("htu", reason: "not an http(s) URL")
        }
        guard normalizedHTU == expectedHTU else { throw .urlMismatch(expected: expectedHTU, actual: htu) }

        guard let iatValue = claims["iat"] else { throw .missingClaim("iat") }
        guard let iat = iatValue.numberValue, iat.isFinite else {
            throw .invalidClaim("iat", reason: "not a NumericDate")
        }
        let issuedAt = Date(timeIntervalSince1970: iat)
        let age = now.timeIntervalSince(issuedAt)
        if age > maxAge { throw .issuedTooLongAgo(iat: issuedAt, now: now) }
        if -age > futureSkew { throw .issuedInFuture(iat: issuedAt, now: now) }

        let ath = claims["ath"]?.stringValue
        if let accessToken {
            guard let ath else { throw .missingAccessTokenHash }
            guard ConstantTime.equals(ath, DPoPProof.accessTokenHash(accessToken)) else {
                throw .accessTokenHashMismatch
            }
        }
        let nonce = claims["nonce"]?.stringValue
        if let expectedNonce {
            guard let nonce else { throw .missingNonce }
            guard ConstantTime.equals(nonce, expectedNonce) else { throw .nonceMismatch(actual: nonce) }
        }
        return VerifiedDPoPProof(
            jti: jti, jkt: thumbprint, issuedAt: issuedAt, jwk: jwk,
            htm: htm, htu: normalizedHTU, ath: ath, nonce: nonce
        )
    }

    private static func publicJWK(in header: JWTClaims) throws(DPoPVerificationError) -> JWK {
        guard let value = header["jwk"] else { throw .missingJWK }
        guard let members = value.objectValue else {
            throw .invalidJWK(.invalidMember("jwk", reason: "not a JSON object"))
        }
        let jwk: JWK
        do {
            jwk = try JWK(members: members)
        } catch {
            throw .invalidJWK(error)
        }
        let privateMembers = jwk.privateMembers
        guard privateMembers.isEmpty else { throw .privateKeyInJWK(members: privateMembers) }
        return jwk
    }

    private static func string(_ claims: JWTClaims, _ name: String) throws(DPoPVerificationError) -> String {
        guard let value = claims[name] else { throw .missingClaim(name) }
        guard let text = value.stringValue else { throw .invalidClaim(name, reason: "not a string") }
        return text
    }
}

/// A DPoP proof that passed ``DPoPProofVerifier``.
public struct VerifiedDPoPProof: Sendable, Hashable {
    /// The proof's unique ID; reject a `jti` seen before within the window.
    public let jti: String
    /// The RFC 7638 SHA-256 thumbprint of the proof key, to bind tokens (`cnf.jkt`).
    public let jkt: String
    /// The `iat` claim.
    public let issuedAt: Date
    /// The public key from the header.
    public let jwk: JWK
    /// The `htm` claim.
    public let htm: String
    /// The `htu` claim, normalised.
    public let htu: String
    /// The `ath` claim, if present.
    public let ath: String?
    /// The `nonce` claim, if present.
    public let nonce: String?
}
