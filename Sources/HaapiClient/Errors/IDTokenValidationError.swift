public import Foundation
public import HaapiJOSE

/// Which OpenID Connect check an ID token failed (Core 1.0 section 3.1.3.7, and section
/// 12.2 after a refresh).
///
/// It comes as ``SecurityCheckError/Reason/idToken(_:)``: the tokens of that answer are
/// neither returned nor stored. Descriptions name the check and the values involved
/// (issuer, audience, key ID, times) but never the token, its signature or the nonce.
///
/// ```swift
/// catch .security(let failure) {
///     if case .idToken(.expired(let expiresAt, _, _)) = failure.reason { ... }
/// }
/// ```
public enum IDTokenValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The token is not a compact JWS with a JSON header and a JSON-object payload.
    case malformed(String)
    /// The `alg` is not one of the `accepted` algorithms
    /// (``HaapiClientConfiguration/idTokenSigningAlgorithms``, sorted); `none`, HMAC and any
    /// other algorithm land here, before any key is fetched.
    case unsupportedAlgorithm(String, accepted: [JWSAlgorithm])
    /// The header's `kid` names no key of the issuer's JWKS, also after fetching it again.
    case unknownKeyID(String)
    /// The header has no `kid` and the issuer's JWKS does not have exactly one key that may
    /// verify an `algorithm` signature (of its type, with no other `use` or `alg`).
    case missingKeyID(algorithm: JWSAlgorithm, signingKeyCount: Int)
    /// The chosen key cannot verify the token's signature: its type (`kty`), `use` or `alg`
    /// does not fit the token's `alg`, or the key itself is unreadable or too small (an RSA
    /// modulus under 2048 bits).
    case unusableKey(keyID: String?, reason: String)
    /// The signature does not verify with the issuer's key.
    case invalidSignature
    /// A required claim is absent.
    case missingClaim(String)
    /// A claim has the wrong JSON type.
    case invalidClaim(String, reason: String)
    /// `iss` is not exactly the issuer.
    case issuerMismatch(expected: String, received: String)
    /// `aud` does not contain the client ID.
    case audienceMismatch(clientID: String, audience: [String])
    /// `azp` is not the client ID: absent while there are several audiences, or another client.
    case authorizedPartyMismatch(clientID: String, authorizedParty: String?)
    /// `exp` has passed, even allowing for the clock skew.
    case expired(expiresAt: Date, now: Date, leeway: TimeInterval)
    /// `iat` is later than now plus the clock skew.
    case issuedInFuture(issuedAt: Date, now: Date, leeway: TimeInterval)
    /// The token has no `nonce`, although the authorization request sent one.
    case missingNonce
    /// The token's `nonce` is not the one of this flow's authorization request.
    case nonceMismatch
    /// An ID token from a refresh differs from the sign-in's in a claim that must stay the
    /// same (`iss`, `sub`, `aud`, `azp`, `auth_time`).
    case changedOnRefresh(claim: String)
    /// The authorization request sent `max_age` (seconds), but the token has no `auth_time`.
    case authTimeMissing(maxAge: TimeInterval)
    /// The authorization request sent `max_age`, and the person authenticated longer ago
    /// than that, even allowing for the clock skew.
    case authenticationTooOld(authTime: Date, maxAge: TimeInterval, now: Date, leeway: TimeInterval)
    /// ``HaapiClientConfiguration/requireRequestedACR`` is on and the token's `acr` (`nil`
    /// when it has none) is not one of the `acr_values` the request sent.
    case unrequestedACR(String?, requested: [String])

    public var description: String {
        "ID token: " + detail
    }

    private var detail: String {
        switch self {
        case .malformed(let reason):
            "malformed: \(reason)"
        case .unsupportedAlgorithm(let alg, let accepted):
            "signed with algorithm '\(alg)'; accepted are \(accepted.isEmpty ? "none" : JWSAlgorithm.list(accepted)) (idTokenSigningAlgorithms)"
        case .unknownKeyID(let kid):
            "signed with unknown key id '\(kid)' (not in the issuer's JWKS, also after fetching it again)"
        case .missingKeyID(let algorithm, let count):
            "has no key id (kid) and the issuer's JWKS has \(count) keys for \(algorithm), so none can be chosen"
        case .unusableKey(let kid, let reason):
            "the issuer's key\(kid.map { " '\($0)'" } ?? "") cannot verify it: \(reason)"
        case .invalidSignature:
            "the signature does not verify with the issuer's key"
        case .missingClaim(let name):
            "the required claim '\(name)' is missing"
        case .invalidClaim(let name, let reason):
            "the claim '\(name)' is \(reason)"
        case .issuerMismatch(let expected, let received):
            "issued by \"\(received)\", not by the issuer \"\(expected)\""
        case .audienceMismatch(let clientID, let audience):
            "its audience [\(audience.joined(separator: ", "))] does not contain the client ID \"\(clientID)\""
        case .authorizedPartyMismatch(let clientID, let azp?):
            "its authorized party (azp) \"\(azp)\" is not the client ID \"\(clientID)\""
        case .authorizedPartyMismatch(let clientID, nil):
            "it has several audiences but no authorized party (azp) naming the client ID \"\(clientID)\""
        case .expired(let expiresAt, let now, let leeway):
            "expired at \(Self.format(expiresAt)) (now \(Self.format(now)), clock skew allowed \(Self.seconds(leeway)))"
        case .issuedInFuture(let issuedAt, let now, let leeway):
            "issued in the future at \(Self.format(issuedAt)) (now \(Self.format(now)), clock skew allowed \(Self.seconds(leeway)))"
        case .missingNonce:
            "has no nonce, but the authorization request sent one"
        case .nonceMismatch:
            "nonce does not match the authorization request"
        case .changedOnRefresh(let claim):
            "the refreshed ID token's '\(claim)' differs from the sign-in's"
        case .authTimeMissing(let maxAge):
            "has no auth_time, but the authorization request sent a max_age of \(Self.seconds(maxAge))"
        case .authenticationTooOld(let authTime, let maxAge, let now, let leeway):
            "says the person authenticated at \(Self.format(authTime)), longer ago than the max_age of \(Self.seconds(maxAge)) allows (now \(Self.format(now)), clock skew allowed \(Self.seconds(leeway)))"
        case .unrequestedACR(let acr, let requested):
            "its acr \(acr.map { "'\($0)'" } ?? "(none)") is not one of the requested acr_values [\(requested.joined(separator: ", "))]"
        }
    }

    /// What to do next.
    public var recoverySuggestion: String {
        switch self {
        case .expired, .issuedInFuture:
            "Check the device's date and time (or raise `idTokenClockSkew`), then sign in again."
        case .invalidSignature, .missingNonce, .nonceMismatch, .changedOnRefresh:
            "Discard these tokens and start a new sign-in; the ID token may have been replayed, tampered with or mixed up."
        case .authTimeMissing, .authenticationTooOld:
            "Start a new sign-in (with prompt=login to make the server authenticate the person again); if it keeps failing, check the device's clock and report to the server's operator that it does not honour max_age."
        case .unrequestedACR:
            "The server authenticated the person another way than acr_values asked; start a new sign-in, or accept other classes by turning requireRequestedACR off."
        case .malformed, .unsupportedAlgorithm, .unknownKeyID, .missingKeyID, .unusableKey, .missingClaim, .invalidClaim,
             .issuerMismatch, .audienceMismatch, .authorizedPartyMismatch:
            "The server's ID tokens do not pass OpenID Connect validation; check the configured issuer and client ID, and report the details to the server's operator (signing keys at jwks_uri; ES256, RS256 or PS256 as allowed by idTokenSigningAlgorithms)."
        }
    }

    private static func format(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }

    private static func seconds(_ value: TimeInterval) -> String {
        Int(exactly: value).map { "\($0) s" } ?? "\(value) s"
    }
}
