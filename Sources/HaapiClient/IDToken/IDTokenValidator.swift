import Foundation
import HaapiJOSE
import HaapiModel

/// The checks of OpenID Connect Core 1.0 section 3.1.3.7 on one ID token, and those of
/// section 12.2 after a refresh, without I/O: the client fetches the keys and reads the
/// clock, this decides.
///
/// The order is: shape and `alg` (before any key is looked up), the key by `kid`, the
/// signature, then the claims (`iss`, `aud`, `azp`, `exp`, `iat`, `nonce`).
struct IDTokenValidator: Sendable {
    /// The issuer identifier `iss` must equal exactly.
    let issuer: String
    /// The client ID `aud` must contain.
    let clientID: String
    /// Seconds of clock skew allowed for `exp` and `iat`.
    let leeway: TimeInterval

    /// Splits the token and checks its header: three base64url parts, a JSON header whose
    /// `alg` is ES256 and whose `kid`, if any, is a string.
    static func parse(_ token: String) throws(IDTokenValidationError) -> CompactJWS {
        let jws: CompactJWS
        do {
            jws = try CompactJWS(parsing: token)
        } catch {
            if case .algorithmNone = error { throw .unsupportedAlgorithm("none") }
            throw .malformed(error.description)
        }
        guard jws.algorithm == CompactJWS.es256 else { throw .unsupportedAlgorithm(jws.algorithm) }
        if let kid = jws.header["kid"], kid.stringValue == nil {
            throw .malformed("the header's 'kid' is not a string")
        }
        return jws
    }

    /// The key that signed `jws`: the one its `kid` names, or without a `kid` the only
    /// ES256 key of the set.
    static func key(for jws: CompactJWS, in keys: JWKSet) -> Result<JWK, IDTokenValidationError> {
        if let kid = jws.header["kid"]?.stringValue {
            guard let key = keys.key(withID: kid) else { return .failure(.unknownKeyID(kid)) }
            return .success(key)
        }
        let candidates = keys.signingKeys(for: CompactJWS.es256)
        guard candidates.count == 1, let only = candidates.first else {
            return .failure(.missingKeyID(signingKeyCount: candidates.count))
        }
        return .success(only)
    }

    /// Whether fetching the JWKS again may help: the key may have been rotated in since.
    static func mayBeRotated(_ error: IDTokenValidationError) -> Bool {
        switch error {
        case .unknownKeyID, .missingKeyID(signingKeyCount: 0): true
        default: false
        }
    }

    /// Verifies the signature with `key` and checks the claims at `now`.
    ///
    /// - Parameter nonce: The nonce of the authorization request; `nil` after a refresh,
    ///   where no nonce is checked.
    func validate(_ jws: CompactJWS, key: JWK, now: Date, nonce: String?) throws(IDTokenValidationError) -> IDTokenClaims {
        try Self.verifySignature(jws, key: key)
        let claims = try Self.claims(of: jws)
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

    private static func verifySignature(_ jws: CompactJWS, key: JWK) throws(IDTokenValidationError) {
        if let problem = key.usageProblem(for: CompactJWS.es256) {
            throw .unusableKey(keyID: key.kid, reason: problem)
        }
        do {
            try jws.verify(with: key)
        } catch {
            switch error {
            case .invalidSignature: throw .invalidSignature
            case .invalidKey(let keyError): throw .unusableKey(keyID: key.kid, reason: keyError.description)
            case .unsupportedAlgorithm(let alg): throw .unsupportedAlgorithm(alg)
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
