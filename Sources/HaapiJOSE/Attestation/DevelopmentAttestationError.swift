import Foundation

/// Why a development attestation (``DevelopmentAttestation``) or its device certificate
/// (``DeviceCertificate``) was refused. Each case names the check that failed; none
/// carries a key, a signature or the attestation itself.
public enum DevelopmentAttestationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The attestation is not a JWS of type `dev-attestation+jwt` with the expected claims.
    case malformedAttestation(String)
    /// The attestation's header carries no `device_cert`.
    case certificateMissing
    /// The device certificate is not one the development attester issued: its shape, type,
    /// issuer, signature or key (`reason` says which).
    case certificateInvalid(String)
    /// The device certificate's `exp` has passed (seconds since 1970).
    case certificateExpired(expiredAt: Double, now: Double)
    /// The attestation's signature does not verify with the key the certificate names.
    case deviceSignatureInvalid
    /// The attestation's `iat` is further than the allowed skew from now (seconds since 1970).
    case timestampOutOfRange(issuedAt: Double, now: Double, allowed: Double)

    public var description: String {
        switch self {
        case .malformedAttestation(let reason):
            "the attestation is malformed: \(reason)"
        case .certificateMissing:
            "the attestation carries no device certificate (header 'device_cert')"
        case .certificateInvalid(let reason):
            "the device certificate was not issued by this development attester: \(reason)"
        case .certificateExpired(let expiredAt, let now):
            "the device certificate expired at \(Int(expiredAt)) (now \(Int(now))); get a new one"
        case .deviceSignatureInvalid:
            "the attestation's signature does not verify with the device key its certificate names"
        case .timestampOutOfRange(let issuedAt, let now, let allowed):
            "the attestation's iat (\(Int(issuedAt))) is more than \(Int(allowed)) s from now (\(Int(now)))"
        }
    }
}
