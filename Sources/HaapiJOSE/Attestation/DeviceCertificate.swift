public import Crypto
public import Foundation

/// The device certificate of a development attester: a JWT of type `dev-device-cert+jwt`,
/// signed by the attester's authority key, that names a device's P-256 public key in
/// `cnf.jwk` (RFC 7800). `sub` is that key's RFC 7638 thumbprint.
///
/// It stands in, for development and tests, for the certificate chain a platform
/// attestation service (App Attest, Android key attestation) gives a device key. The
/// HAAPI dev server issues and trusts these; nothing else does.
///
/// ```swift
/// let certificate = DeviceCertificate(
///     issuer: "http://127.0.0.1:8443/dev/attester", deviceKey: deviceKey.publicKey,
///     issuedAt: Date(), lifetime: 86_400)
/// let jwt = try certificate.sign(with: authorityKey, jti: SystemRandomSource().identifier())
/// ```
public struct DeviceCertificate: Sendable, Hashable {
    /// The JWT `typ` of a device certificate.
    public static let type = "dev-device-cert+jwt"

    /// Who issued it (`iss`): the development attester's identifier.
    public let issuer: String
    /// The device's public key.
    public let deviceKey: JWK
    /// `iat`.
    public let issuedAt: Date
    /// `exp`.
    public let expiresAt: Date

    /// Creates a certificate for `deviceKey`, valid for `lifetime` seconds from `issuedAt`.
    public init(issuer: String, deviceKey: P256.Signing.PublicKey, issuedAt: Date, lifetime: TimeInterval) {
        let iat = issuedAt.timeIntervalSince1970.rounded(.down)
        self.issuer = issuer
        self.deviceKey = JWK(deviceKey)
        self.issuedAt = Date(timeIntervalSince1970: iat)
        self.expiresAt = Date(timeIntervalSince1970: iat + lifetime.rounded(.down))
    }

    private init(issuer: String, deviceKey: JWK, issuedAt: Date, expiresAt: Date) {
        self.issuer = issuer
        self.deviceKey = deviceKey
        self.issuedAt = issuedAt
        self.expiresAt = expiresAt
    }

    /// The device key's RFC 7638 thumbprint (the certificate's `sub`).
    public var deviceKeyThumbprint: String {
        (try? deviceKey.thumbprint()) ?? ""
    }

    /// Signs the certificate with the attester's authority key.
    public func sign(with authority: P256.Signing.PrivateKey, jti: String) throws(JWSError) -> String {
        let claims: JWTClaims = [
            "iss": .string(issuer), "sub": .string(deviceKeyThumbprint), "jti": .string(jti),
            "iat": .int(Int64(issuedAt.timeIntervalSince1970)), "exp": .int(Int64(expiresAt.timeIntervalSince1970)),
            "cnf": .object(["jwk": .object(deviceKey.members)]),
        ]
        return try JWTSigner(privateKey: authority).sign(claims, type: Self.type)
    }

    /// Server side: verifies a certificate — type, the authority's signature, `iss`,
    /// `exp` (with `leeway` seconds) and a public P-256 `cnf.jwk` whose thumbprint is `sub` —
    /// and returns it.
    ///
    /// - Throws: ``DevelopmentAttestationError/certificateInvalid(_:)`` or
    ///   ``DevelopmentAttestationError/certificateExpired(expiredAt:now:)``.
    public static func verify(
        _ token: String, authority: P256.Signing.PublicKey, issuer: String, now: Date, leeway: TimeInterval = 0
    ) throws(DevelopmentAttestationError) -> DeviceCertificate {
        let jwt: VerifiedJWT
        do {
            jwt = try JWTVerifier(publicKey: authority, leeway: leeway)
                .verify(token, now: now, expectedType: type, expectedIssuer: issuer)
        } catch .expired(let exp, let time) {
            throw .certificateExpired(expiredAt: exp, now: time)
        } catch {
            throw .certificateInvalid(error.description)
        }
        guard let members = jwt.claims["cnf"]?.objectValue?["jwk"]?.objectValue else {
            throw .certificateInvalid("it names no device key (cnf.jwk)")
        }
        let key: JWK
        do {
            key = try JWK(members: members)
            _ = try key.p256PublicKey()
        } catch {
            throw .certificateInvalid("cnf.jwk: \(error)")
        }
        guard key.privateMembers.isEmpty else { throw .certificateInvalid("cnf.jwk carries private members") }
        guard let subject = jwt.subject, subject == (try? key.thumbprint()) else {
            throw .certificateInvalid("sub is not the thumbprint of cnf.jwk")
        }
        guard let iat = jwt.claims["iat"]?.numberValue, let expiresAt = jwt.expiresAt else {
            throw .certificateInvalid("iat or exp is missing")
        }
        return DeviceCertificate(
            issuer: issuer, deviceKey: key, issuedAt: Date(timeIntervalSince1970: iat), expiresAt: expiresAt)
    }

    /// Client side: the `exp` of a certificate, read without verifying it (to ask for a
    /// new one in time); `nil` when the text is not a JWT with a numeric `exp`.
    public static func unverifiedExpiry(of token: String) -> Date? {
        guard let claims = try? CompactJWS(parsing: token).payloadClaims(), let exp = claims["exp"]?.numberValue else {
            return nil
        }
        return Date(timeIntervalSince1970: exp)
    }
}
