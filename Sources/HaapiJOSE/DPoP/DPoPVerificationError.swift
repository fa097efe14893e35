public import Foundation

/// Why a DPoP proof was rejected; one case per check of RFC 9449 section 4.3.
public enum DPoPVerificationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The proof is not a well-formed compact JWS with a JSON claims set.
    case malformed(JWSError)
    /// The `typ` header is not `dpop+jwt` (the actual value, or `nil` when absent).
    case wrongType(String?)
    /// The `alg` header is not `ES256` (including `none`).
    case unsupportedAlgorithm(String)
    /// The `jwk` header is absent.
    case missingJWK
    /// The `jwk` header is not a usable EC P-256 public key.
    case invalidJWK(JWKError)
    /// The `jwk` header carries private key members (listed).
    case privateKeyInJWK(members: [String])
    /// The signature does not verify with the `jwk` header.
    case invalidSignature
    /// A required claim is absent.
    case missingClaim(String)
    /// A claim has the wrong JSON type or form.
    case invalidClaim(String, reason: String)
    /// `htm` does not equal the request method.
    case methodMismatch(expected: String, actual: String)
    /// `htu` does not equal the normalised request URL.
    case urlMismatch(expected: String, actual: String)
    /// The request URL itself cannot be normalised.
    case invalidRequestURL(DPoPTargetURIError)
    /// `iat` is older than the allowed window.
    case issuedTooLongAgo(iat: Date, now: Date)
    /// `iat` is further in the future than the allowed skew.
    case issuedInFuture(iat: Date, now: Date)
    /// An access token was presented but the proof has no `ath`.
    case missingAccessTokenHash
    /// `ath` does not match the presented access token.
    case accessTokenHashMismatch
    /// The server requires a nonce but the proof has no `nonce`.
    case missingNonce
    /// `nonce` is not the one the server expects.
    case nonceMismatch(actual: String)

    public var description: String {
        switch self {
        case .malformed(let error):
            return "DPoP proof: malformed: \(error)"
        case .wrongType(let type):
            return "DPoP proof: header 'typ' is \(type.map { "'\($0)'" } ?? "absent"), expected 'dpop+jwt'"
        case .unsupportedAlgorithm(let alg):
            return "DPoP proof: header 'alg' is '\(alg)', expected 'ES256'"
        case .missingJWK:
            return "DPoP proof: header 'jwk' is absent"
        case .invalidJWK(let error):
            return "DPoP proof: header 'jwk': \(error)"
        case .privateKeyInJWK(let members):
            return "DPoP proof: header 'jwk' contains private key members \(members.joined(separator: ", "))"
        case .invalidSignature:
            return "DPoP proof: signature does not verify with header 'jwk'"
        case .missingClaim(let name):
            return "DPoP proof: missing claim '\(name)'"
        case .invalidClaim(let name, let reason):
            return "DPoP proof: invalid claim '\(name)': \(reason)"
        case .methodMismatch(let expected, let actual):
            return "DPoP proof: claim 'htm' is '\(actual)', request method is '\(expected)'"
        case .urlMismatch(let expected, let actual):
            return "DPoP proof: claim 'htu' is '\(actual)', request URL is '\(expected)'"
        case .invalidRequestURL(let error):
            return "DPoP proof: request URL: \(error)"
        case .issuedTooLongAgo(let iat, let now):
            return "DPoP proof: claim 'iat' (\(iat.timeIntervalSince1970)) is too old at \(now.timeIntervalSince1970)"
        case .issuedInFuture(let iat, let now):
            return "DPoP proof: claim 'iat' (\(iat.timeIntervalSince1970)) is in the future at \(now.timeIntervalSince1970)"
        case .missingAccessTokenHash:
            return "DPoP proof: claim 'ath' is absent but an access token was presented"
        case .accessTokenHashMismatch:
            return "DPoP proof: claim 'ath' does not match the presented access token"
        case .missingNonce:
            return "DPoP proof: claim 'nonce' is absent but the server requires one"
        case .nonceMismatch(let actual):
            return "DPoP proof: claim 'nonce' ('\(actual)') is not the expected nonce"
        }
    }
}
