import Foundation
import HaapiJOSE
import HaapiModel

/// The checks of OpenID Connect Core 1.0 section 3.1.3.7 on one ID token, and those of
/// section 12.2 after a refresh, without I/O: the client fetches the keys and reads the
/// clock, this decides.
///
/// The order is: shape and `alg` (one of the configured ES256, RS256, PS256, before any key
/// is looked up), the key by `kid`, the key's fit (type, `use`, `alg`, RSA size), the
/// signature, then the claims (`iss`, `aud`, `azp`, `exp`, `iat`, `nonce`).
struct IDTokenValidator: Sendable {
    /// The issuer identifier `iss` must equal exactly.
    let issuer: String
    /// The client ID `aud` must contain.
    let clientID: String
    /// Seconds of clock skew allowed for `exp` and `iat`.
    let leeway: TimeInterval

    /// Splits the token and checks its header: three base64url parts, a JSON header whose
    /// `alg` is one of `algorithms` and whose `kid`, if any, is a string.
    static func parse(_ token: String, accepting algorithms: Set<JWSAlgorithm>) throws(IDTokenValidationError) -> SignedIDToken {
        let accepted = algorithms.sorted { $0.rawValue < $1.rawValue }
        let jws: CompactJWS
        do {
            jws = try CompactJWS(parsing: token)
        } catch {
            if case .algorithmNone = error { throw .unsupportedAlgorithm("none", accepted: accepted) }
            throw .malformed(error.description)
        }
        guard let algorithm = jws.signatureAlgorithm, algorithms.contains(algorithm) else {
            throw .unsupportedAlgorithm(jws.algorithm, accepted: accepted)
        }
        let keyID = jws.header["kid"]
        if let keyID, keyID.stringValue == nil {
            throw .malformed("the header's 'kid' is not a string")
        }
        return SignedIDToken(jws: jws, algorithm: algorithm, keyID: keyID?.stringValue)
    }

    /// The key that signed `token`. With a `kid`: the key of that ID whose type and own `use`
    /// and `alg` fit the token's algorithm, or (when none fits) the first of that ID, which
    /// then fails as unusable. Without a `kid`: the only key of the set that fits.
    static func key(for token: SignedIDToken, in keys: JWKSet) -> Result<JWK, IDTokenValidationError> {
        if let kid = token.keyID {
            let named = keys.keys.filter { $0.kid == kid }
            guard let first = named.first else { return .failure(.unknownKeyID(kid)) }
            let fitting = named.first { $0.mayVerify(token.algorithm) }
            return .success(fitting ?? first)
        }
        let candidates = keys.signingKeys(for: token.algorithm)
        guard candidates.count == 1, let only = candidates.first else {
            return .failure(.missingKeyID(algorithm: token.algorithm, signingKeyCount: candidates.count))
        }
        return .success(only)
    }

    /// Whether fetching the JWKS again may help: the key may have been rotated in since.
    static func mayBeRotated(_ error: IDTokenValidationError) -> Bool {
        switch error {
        case .unknownKeyID, .missingKeyID(_, signingKeyCount: 0): true
        default: false
        }
    }

    /// Verifies the signature with `key` and checks the claims at `now`.
    ///
    /// - Parameter nonce: The nonce of the authorization request; `nil` after a refresh,
    ///   where no nonce is checked.
    func validate(_ token: SignedIDToken, key: JWK, now: Date, nonce: String?) throws(IDTokenValidationError) -> IDTokenClaims {
        try Self.verifySignature(token, key: key)
        let claims = try Self.claims(of: token.jws)
        try check(claims, now: now)
        if let nonce {
            guard let received = claims.nonce else { throw .missingNonce }
            guard ConstantTime.equals(received, nonce) else { throw .nonceMismatch }
        }
        return claims
    }

    /// Section 12.2: a refreshed ID token names the same issuer, person, audience and
    /// authorized party as the sign-in's, and its `auth_time` (if any) is the original one.
    static func checkContinuity(_ refreshed: IDTokenClaims, original: IDTokenClaims) throws(IDTokenValidationError) {
        if refreshed.issuer != original.issuer { throw .changedOnRefresh(claim: "iss") }
        if refreshed.subject != original.subject { throw .changedOnRefresh(claim: "sub") }
        if Set(refreshed.audience) != Set(original.audience) { throw .changedOnRefresh(claim: "aud") }
        if refreshed.authorizedParty != original.authorizedParty { throw .changedOnRefresh(claim: "azp") }
        if let authTime = refreshed.authTime, authTime != original.authTime { throw .changedOnRefresh(claim: "auth_time") }
    }

    // MARK: Steps

    private static func verifySignature(_ token: SignedIDToken, key: JWK) throws(IDTokenValidationError) {
        do {
            try token.jws.verify(with: key)
        } catch {
            switch error {
            case .invalidSignature: throw .invalidSignature
            case .keyTypeMismatch(_, let kty):
                throw .unusableKey(keyID: key.kid, reason: "its type (kty) is '\(kty)', and \(token.algorithm) needs '\(token.algorithm.keyType)'")
            case .keyUsageMismatch(_, let reason): throw .unusableKey(keyID: key.kid, reason: reason)
            case .invalidKey(let keyError): throw .unusableKey(keyID: key.kid, reason: keyError.description)
            case .unsupportedCriticalHeader:
                throw .malformed("the header lists critical extensions (crit) the client does not understand")
            default: throw .malformed(error.description)
            }
        }
    }

    private static func claims(of jws: CompactJWS) throws(IDTokenValidationError) -> IDTokenClaims {
        guard case .object(let members)? = try? JSONValue.parse(jws.payload) else {
            throw .malformed("the payload is not a JSON object")
        }
        return try IDTokenClaims(members: members)
    }

    private func check(_ claims: IDTokenClaims, now: Date) throws(IDTokenValidationError) {
        guard claims.issuer == issuer else { throw .issuerMismatch(expected: issuer, received: claims.issuer) }
        guard claims.audience.contains(clientID) else {
            throw .audienceMismatch(clientID: clientID, audience: claims.audience)
        }
        if claims.audience.count > 1 || claims.authorizedParty != nil, claims.authorizedParty != clientID {
            throw .authorizedPartyMismatch(clientID: clientID, authorizedParty: claims.authorizedParty)
        }
        // Expired from exp + leeway on; issued too late when iat is beyond now + leeway.
        guard now.timeIntervalSince(claims.expiresAt) < leeway else {
            throw .expired(expiresAt: claims.expiresAt, now: now, leeway: leeway)
        }
        guard claims.issuedAt.timeIntervalSince(now) <= leeway else {
            throw .issuedInFuture(issuedAt: claims.issuedAt, now: now, leeway: leeway)
        }
    }
}
