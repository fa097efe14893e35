import Crypto
import Foundation
import HaapiJOSE
import Testing

@Suite struct DevelopmentAttestationTests {
    static let authority = P256.Signing.PrivateKey()
    static let device = P256.Signing.PrivateKey()
    static let issuer = "http://127.0.0.1:8443/dev/attester"
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    static func certificate(lifetime: TimeInterval = 600, key: P256.Signing.PrivateKey = authority) throws -> String {
        try DeviceCertificate(issuer: issuer, deviceKey: device.publicKey, issuedAt: now, lifetime: lifetime).sign(with: key, jti: "c1")
    }

    static func statement(at date: Date = now) -> AttestationStatement {
        AttestationStatement(challenge: "ch", clientID: "app", issuedAt: date, dpopKeyThumbprint: "jkt")
    }

    static func verify(_ attestation: String, at date: Date = now) throws(DevelopmentAttestationError) -> AttestationStatement {
        try DevelopmentAttestation.verify(attestation, authority: authority.publicKey, issuer: issuer, now: date, allowedSkew: 60).statement
    }

    @Test func aSignedStatementVerifiesWithItsCertificate() throws {
        let attestation = try DevelopmentAttestation.sign(Self.statement(), with: Self.device, certificate: try Self.certificate())
        let (statement, certificate) = try DevelopmentAttestation.verify(
            attestation, authority: Self.authority.publicKey, issuer: Self.issuer, now: Self.now, allowedSkew: 60)
        #expect(statement == Self.statement())
        #expect(certificate.deviceKey == JWK(Self.device.publicKey))
        #expect(certificate.deviceKeyThumbprint == (try JWK(Self.device.publicKey).thumbprint()))
        #expect(certificate.expiresAt == Self.now.addingTimeInterval(600))
        #expect(DeviceCertificate.unverifiedExpiry(of: try Self.certificate()) == Self.now.addingTimeInterval(600))
    }

    @Test func eachCheckRefusesItsCase() throws {
        let good = try Self.certificate()
        let cases: [(String, Date, DevelopmentAttestationError)] = [
            ("x", Self.now, .malformedAttestation("JWS: expected 3 segments, found 1")),
            (try JWTSigner(privateKey: Self.device).sign(Self.statement().claims, type: DevelopmentAttestation.type), Self.now, .certificateMissing),
            (try DevelopmentAttestation.sign(Self.statement(), with: P256.Signing.PrivateKey(), certificate: good), Self.now, .deviceSignatureInvalid),
            (try DevelopmentAttestation.sign(Self.statement(), with: Self.device, certificate: good), Self.now.addingTimeInterval(61),
             .timestampOutOfRange(issuedAt: 1_700_000_000, now: 1_700_000_061, allowed: 60)),
            (try DevelopmentAttestation.sign(Self.statement(), with: Self.device, certificate: try Self.certificate(lifetime: 30)), Self.now.addingTimeInterval(31),
             .certificateExpired(expiredAt: 1_700_000_030, now: 1_700_000_031)),
        ]
        for (attestation, date, expected) in cases {
            #expect(throws: expected) { try Self.verify(attestation, at: date) }
        }
        let foreign = try DevelopmentAttestation.sign(Self.statement(), with: Self.device, certificate: try Self.certificate(key: P256.Signing.PrivateKey()))
        #expect {
            try Self.verify(foreign)
        } throws: { error in
            guard case .certificateInvalid(let reason) = error as? DevelopmentAttestationError else { return false }
            return reason.contains("signature")
        }
        let wrongType = try JWTSigner(privateKey: Self.device).sign(Self.statement().claims, extraHeader: ["device_cert": .string(good)])
        #expect {
            try Self.verify(wrongType)
        } throws: { error in
            "\(error)".contains("expected 'dev-attestation+jwt'")
        }
    }
}
