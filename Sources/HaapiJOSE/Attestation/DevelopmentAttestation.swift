public import Crypto
public import Foundation

/// The development attester's format of evidence: a JWT of type `dev-attestation+jwt`,
/// signed by the device key, over an ``AttestationStatement`` (the server's
/// `challenge`, the `client_id`, the time `iat` and the DPoP key `dpop_jkt`), with the
/// device's certificate (``DeviceCertificate``) in the protected header as
/// `device_cert`.
///
/// ```swift
/// let statement = AttestationStatement(
///     challenge: challenge, clientID: "haapi-attested", issuedAt: Date(), dpopKeyThumbprint: jkt)
/// let attestation = try DevelopmentAttestation.sign(statement, with: deviceKey, certificate: certificate)
/// // POST attestation_format=\(DevelopmentAttestation.format)&attestation=\(attestation)
/// ```
public enum DevelopmentAttestation {
    /// The `attestation_format` name of this evidence.
    public static let format = "dev-attester"
    /// The JWT `typ` of an attestation.
    public static let type = "dev-attestation+jwt"
    /// The protected header member that carries the device certificate.
    public static let certificateHeader = "device_cert"

    /// Signs `statement` with the device key and attaches `certificate`.
    public static func sign(
        _ statement: AttestationStatement, with deviceKey: P256.Signing.PrivateKey, certificate: String
    ) throws(JWSError) -> String {
        try JWTSigner(privateKey: deviceKey)
            .sign(statement.claims, type: type, extraHeader: [certificateHeader: .string(certificate)])
    }

    /// Server side: checks an attestation's shape and type, its certificate (issued by
    /// `authority` as `issuer`, unexpired), the device's signature with the certified key,
    /// and `iat` within `allowedSkew` seconds of `now`. Returns the statement and the
    /// certificate; whether the challenge is known, unused and the client's is the
    /// caller's to check.
    public static func verify(
        _ attestation: String, authority: P256.Signing.PublicKey, issuer: String, now: Date, allowedSkew: TimeInterval
    ) throws(DevelopmentAttestationError) -> (statement: AttestationStatement, certificate: DeviceCertificate) {
        let jws: CompactJWS
        do {
            jws = try CompactJWS(parsing: attestation)
        } catch {
            throw .malformedAttestation(error.description)
        }
        guard jws.type?.lowercased() == type else {
            throw .malformedAttestation("typ is \(jws.type.map { "'\($0)'" } ?? "absent"), expected '\(type)'")
        }
        guard let certificateText = jws.header[certificateHeader]?.stringValue else { throw .certificateMissing }
        let certificate = try DeviceCertificate.verify(certificateText, authority: authority, issuer: issuer, now: now)
        do {
            try jws.verify(with: certificate.deviceKey.p256PublicKey())
        } catch {
            throw .deviceSignatureInvalid
        }
        let claims: JWTClaims
        do {
            claims = try jws.payloadClaims()
        } catch {
            throw .malformedAttestation(error.description)
        }
        func string(_ name: String) throws(DevelopmentAttestationError) -> String {
            guard let value = claims[name]?.stringValue, !value.isEmpty else {
                throw .malformedAttestation("the claim '\(name)' is missing or not a string")
            }
            return value
        }
        guard let iat = claims["iat"]?.numberValue, iat.isFinite else {
            throw .malformedAttestation("the claim 'iat' is missing or not a number")
        }
        let time = now.timeIntervalSince1970
        guard abs(time - iat) <= allowedSkew else {
            throw .timestampOutOfRange(issuedAt: iat, now: time, allowed: allowedSkew)
        }
        let statement = AttestationStatement(
            challenge: try string("challenge"), clientID: try string("client_id"),
            issuedAt: Date(timeIntervalSince1970: iat), dpopKeyThumbprint: try string("dpop_jkt"))
        return (statement, certificate)
    }
}
