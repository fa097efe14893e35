import Crypto
import Foundation
import HaapiJOSE

/// The DEVELOPMENT ATTESTER: an authority key, made at start, that signs device
/// certificates (``DeviceCertificate``) for software P-256 device keys at
/// `POST /dev/attester/certificates`, and that client attestation trusts. It stands in
/// for a platform's attestation service (App Attest, Android key attestation); anyone
/// who can reach the dev endpoints can get a certificate, so it proves nothing about a
/// real device.
struct DevelopmentAttester: Sendable {
    /// The authority key.
    let key: P256.Signing.PrivateKey

    /// Makes the authority key from `random` (a seeded source gives the same key every run).
    init(random: some RandomSource) throws(DevServerError) {
        guard let key = TokenIssuer.makeKey(random) else {
            throw .startFailed(reason: "the random source gave no valid P-256 key for the development attester in 64 draws")
        }
        self.key = key
    }

    /// The `iss` of the certificates of the server at `issuer`.
    static func identifier(issuer: String) -> String {
        issuer + "/dev/attester"
    }

    /// A certificate for `deviceKey`, valid for `lifetime` seconds from `now`.
    func certificate(
        for deviceKey: P256.Signing.PublicKey, issuer: String, now: Date, lifetime: TimeInterval, jti: String
    ) throws(JWSError) -> String {
        try DeviceCertificate(issuer: Self.identifier(issuer: issuer), deviceKey: deviceKey, issuedAt: now, lifetime: lifetime)
            .sign(with: key, jti: jti)
    }

    /// Verifies a development attestation against this attester (see
    /// ``DevelopmentAttestation/verify(_:authority:issuer:now:allowedSkew:)``).
    func verify(
        _ attestation: String, issuer: String, now: Date, allowedSkew: TimeInterval
    ) throws(DevelopmentAttestationError) -> (statement: AttestationStatement, certificate: DeviceCertificate) {
        try DevelopmentAttestation.verify(
            attestation, authority: key.publicKey, issuer: Self.identifier(issuer: issuer), now: now, allowedSkew: allowedSkew)
    }
}
