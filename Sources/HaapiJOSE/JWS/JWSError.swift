import Foundation

/// Why a compact JWS could not be parsed, signed or verified.
public enum JWSError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One of the three parts of a compact JWS.
    public enum Segment: String, Sendable, Hashable {
        case header, payload, signature
    }

    /// The text does not have exactly three dot-separated segments.
    case wrongSegmentCount(Int)
    /// A segment that must not be empty is empty.
    case emptySegment(Segment)
    /// A segment is not valid unpadded base64url.
    case invalidBase64URL(Segment, Base64URLError)
    /// The protected header is not a JSON object.
    case invalidHeaderJSON(JOSEJSONError)
    /// The payload is not a JSON object (when a claims set was expected).
    case invalidPayloadJSON(JOSEJSONError)
    /// A required header parameter is absent.
    case missingHeader(String)
    /// A header parameter is present but unusable.
    case invalidHeader(String, reason: String)
    /// The header says `alg: none`; unsecured JWS is never accepted.
    case algorithmNone
    /// The `alg` is none of ES256, RS256 and PS256.
    case unsupportedAlgorithm(String)
    /// The key's type does not fit the `alg`: ES256 needs an EC P-256 key, RS256 and PS256 an
    /// RSA key.
    case keyTypeMismatch(algorithm: String, keyType: String)
    /// The key's own `use` or `alg` member rules out verifying an `algorithm` signature.
    case keyUsageMismatch(algorithm: String, reason: String)
    /// A `crit` header lists extensions this library does not understand.
    case unsupportedCriticalHeader(String)
    /// The verification key is unusable.
    case invalidKey(JWKError)
    /// The signature does not verify.
    case invalidSignature
    /// The platform could not produce a signature.
    case signingFailed(String)

    public var description: String {
        switch self {
        case .wrongSegmentCount(let count):
            return "JWS: expected 3 segments, found \(count)"
        case .emptySegment(let segment):
            return "JWS: \(segment.rawValue) segment is empty"
        case .invalidBase64URL(let segment, let error):
            return "JWS: \(segment.rawValue) segment: \(error)"
        case .invalidHeaderJSON(let error):
            return "JWS: protected header: \(error)"
        case .invalidPayloadJSON(let error):
            return "JWS: payload: \(error)"
        case .missingHeader(let name):
            return "JWS: missing header '\(name)'"
        case .invalidHeader(let name, let reason):
            return "JWS: invalid header '\(name)': \(reason)"
        case .algorithmNone:
            return "JWS: header 'alg' is 'none'; unsecured JWS is rejected"
        case .unsupportedAlgorithm(let alg):
            return "JWS: header 'alg' is '\(alg)'; supported are \(JWSAlgorithm.list(JWSAlgorithm.allCases))"
        case .keyTypeMismatch(let alg, let kty):
            return "JWS: a '\(alg)' signature cannot be verified with a key of type (kty) '\(kty)'"
        case .keyUsageMismatch(let alg, let reason):
            return "JWS: the key may not verify a '\(alg)' signature: \(reason)"
        case .unsupportedCriticalHeader(let name):
            return "JWS: header '\(name)' lists unsupported critical extensions"
        case .invalidKey(let error):
            return "JWS: verification key: \(error)"
        case .invalidSignature:
            return "JWS: signature does not verify"
        case .signingFailed(let reason):
            return "JWS: signing failed: \(reason)"
        }
    }
}
