import Crypto
import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting
import Testing

@Suite("Client attestation: challenges, client attestation tokens and the development attester")
struct AttestationTests {
    // MARK: The exchange

    @Test func aDeviceGetsABoundTokenAndTheTokenEndpointAcceptsIt() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(attestationOptions(clock: clock)) { _, base in
            let device = TestDevice(baseURL: base, clock: clock)
            let cat = try await device.attestationToken()
            let jws = try CompactJWS(parsing: cat)
            #expect(jws.type == "cat+jwt")
            let claims = try jws.payloadClaims()
            #expect(claims["sub"]?.stringValue == DevServerConfiguration.attestationClientID)
            #expect(claims["client_id"]?.stringValue == DevServerConfiguration.attestationClientID)
            #expect(claims["aud"]?.stringValue == base.absoluteString)
            #expect(claims["cnf"]?.objectValue?["jkt"]?.stringValue == (try JWK(device.client.key.publicKey).thumbprint()))
            #expect(claims["device_jkt"]?.stringValue == (try JWK(device.key.publicKey).thumbprint()))
            #expect((claims["exp"]?.numberValue ?? 0) - (claims["iat"]?.numberValue ?? 0) == 300)

            let token = try await device.haapiTokenRequest(cat: cat)
            #expect(token.status == 200, "\(token.text)")
            #expect(token.json?["token_type"] == "DPoP")
            let access = try CompactJWS(parsing: try #require(token.json?["access_token"]?.stringValue)).payloadClaims()
            #expect(access["client_id"]?.stringValue == DevServerConfiguration.attestationClientID)
            #expect(access["scope"]?.stringValue == "urn:se:curity:scopes:haapi")
            // The token is not single use: it authenticates again until it expires.
            #expect(try await device.haapiTokenRequest(cat: cat).status == 200)
        }
    }

    @Test func aChallengeIsFreshAndLivesItsConfiguredLifetime() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(attestationOptions(clock: clock) { $0.attestation.challengeLifetime = 30 }) { _, base in
            let device = TestDevice(baseURL: base, clock: clock)
            let first = try await device.challengeRequest(clientID: DevServerConfiguration.attestationClientID)
            let second = try await device.challengeRequest(clientID: DevServerConfiguration.attestationClientID)
            #expect(first.status == 200 && first.header("Content-Type")?.hasPrefix("application/json") == true)
            #expect(first.header("Cache-Control") == "no-store")
            #expect(first.json?["expires_in"] == 30)
            let values = [first.json?["challenge"]?.stringValue, second.json?["challenge"]?.stringValue].compactMap { $0 }
            #expect(values.count == 2 && values[0] != values[1])
            #expect(try Base64URL.decode(values[0]).count == 32)
        }
    }

    @Test func theChallengeEndpointRefusesClientsItCannotServe() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(attestationOptions(clock: clock)) { _, base in
            let device = TestDevice(baseURL: base, clock: clock)
            let missing = try await device.challengeRequest(clientID: nil)
            #expect(missing.status == 400 && missing.oauthError.error == "invalid_request")
            #expect(missing.oauthError.description.contains("client_id"))
            let unknown = try await device.challengeRequest(clientID: "nobody")
            #expect(unknown.status == 401 && unknown.oauthError.error == "invalid_client")
            #expect(unknown.header("WWW-Authenticate") == nil)
            let notAttested = try await device.challengeRequest(clientID: DevServerConfiguration.demoClientID)
            #expect(notAttested.status == 400 && notAttested.oauthError.error == "unauthorized_client")
            #expect(notAttested.oauthError.description.contains("not configured for attestation"))
        }
    }

    @Test func turnedOffTheEndpointsAnswer404AndNoTokenIsAccepted() async throws {
        let clock = ManualWallClock(now: Date())   // the server's and the device's: proofs stay fresh however slow the machine
        try await withServer(attestationOptions(clock: clock) { $0.attestation.enabled = false }) { _, base in
            let device = TestDevice(baseURL: base, clock: clock)
            #expect(try await device.challengeRequest(clientID: DevServerConfiguration.attestationClientID).status == 404)
            #expect(try await device.answer(challenge: "x", attestation: "y").status == 404)
            // The development attester still certifies keys.
            #expect(try await device.certificateRequest().status == 200)
            let token = try await device.haapiTokenRequest(cat: "any.cat.value")
            #expect(token.status == 401 && token.oauthError.error == "invalid_client")
            #expect(token.oauthError.description.contains("turned off"))
        }
    }

    // MARK: Refusals of the answer, one per check

    /// Posts an answer made by `make` (given the device, a fresh challenge and the device's
    /// certificate) and returns the server's OAuth error.
    func refusal(
        clock: ManualWallClock = ManualWallClock(now: Date()),
        _ change: @escaping (inout DevServerConfiguration) -> Void = { _ in },
        _ make: @escaping @Sendable (TestDevice, String, String) async throws -> HTTPResult
    ) async throws -> (status: Int, error: String?, description: String) {
        try await withServer(attestationOptions(clock: clock, change)) { _, base in
            let device = TestDevice(baseURL: base, clock: clock)
            let certificate = try await device.certificate()
            let challenge = try await device.challenge()
            let result = try await make(device, challenge, certificate)
            #expect(result.json?["cat"] == nil)
            return (result.status, result.oauthError.error, result.oauthError.description)
        }
    }

    @Test(arguments: ["challenge", "attestation_format", "attestation"])
    func aMissingParameterIsNamed(_ name: String) async throws {
        let refused = try await refusal { device, challenge, certificate in
            let attestation = try await device.attestation(challenge: challenge, certificate: certificate)
            return try await device.answer(
                challenge: name == "challenge" ? nil : challenge, format: name == "attestation_format" ? nil : DevelopmentAttestation.format,
                attestation: name == "attestation" ? nil : attestation)
        }
        #expect(refused.status == 400 && refused.error == "invalid_request")
        #expect(refused.description == "\(name) is missing")
    }

    @Test func anUnknownChallengeIsRefused() async throws {
        let refused = try await refusal { device, _, certificate in
            let made = try await device.attestation(challenge: "made-up", certificate: certificate)
            return try await device.answer(challenge: "made-up", attestation: made)
        }
        #expect(refused.error == ClientAttestationWire.invalidChallengeError)
        #expect(refused.description.contains("unknown"))
    }

    @Test func aChallengeIsSingleUse() async throws {
        let refused = try await refusal { device, challenge, certificate in
            let attestation = try await device.attestation(challenge: challenge, certificate: certificate)
            let first = try await device.answer(challenge: challenge, attestation: attestation)
            #expect(first.status == 200)
            return try await device.answer(challenge: challenge, attestation: attestation)
        }
        #expect(refused.error == ClientAttestationWire.invalidChallengeError)
        #expect(refused.description.contains("answered before"))
    }

    @Test func aRefusedAnswerSpendsItsChallengeToo() async throws {
        let refused = try await refusal { device, challenge, certificate in
            let first = try await device.answer(challenge: challenge, attestation: "not-a-jws")
            #expect(first.oauthError.error == ClientAttestationWire.invalidAttestationError)
            return try await device.answer(challenge: challenge, attestation: try await device.attestation(challenge: challenge, certificate: certificate))
        }
        #expect(refused.description.contains("answered before"))
    }

    @Test func anotherClientsChallengeIsRefused() async throws {
        let refused = try await refusal { device, challenge, certificate in
            // The challenge is haapi-attested's; the answer comes from the other attestation client.
            let attestation = try await device.attestation(challenge: challenge, clientID: bothWaysClient.id, certificate: certificate)
            return try await device.answer(clientID: bothWaysClient.id, challenge: challenge, attestation: attestation)
        }
        #expect(refused.error == ClientAttestationWire.invalidChallengeError)
        #expect(refused.description.contains("another client"))
    }

    @Test func anExpiredChallengeIsRefused() async throws {
        let clock = ManualWallClock(now: Date())
        let refused = try await refusal(clock: clock) { device, challenge, certificate in
            clock.advance(by: 121)
            return try await device.answer(challenge: challenge, attestation: try await device.attestation(challenge: challenge, certificate: certificate))
        }
        #expect(refused.error == ClientAttestationWire.expiredChallengeError)
        #expect(refused.description.contains("expired"))
    }

    @Test(arguments: [
        ("apple-app-attest", "cannot verify Apple App Attest"), ("android-key", "attestation_format android-key is not supported"),
    ])
    func formatsItCannotVerifyAreRefused(_ format: String, _ reason: String) async throws {
        let refused = try await refusal { device, challenge, certificate in
            try await device.answer(challenge: challenge, format: format, attestation: try await device.attestation(challenge: challenge, certificate: certificate))
        }
        #expect(refused.error == ClientAttestationWire.invalidAttestationError)
        #expect(refused.description.contains(reason), "\(refused.description)")
    }

    @Test func anAttestationWithoutACertificateIsRefused() async throws {
        let refused = try await refusal { device, challenge, _ in
            let statement = AttestationStatement(
                challenge: challenge, clientID: device.client.clientID, issuedAt: device.clock(), dpopKeyThumbprint: "x")
            let unsigned = try JWTSigner(privateKey: device.key).sign(statement.claims, type: DevelopmentAttestation.type)
            return try await device.answer(challenge: challenge, attestation: unsigned)
        }
        #expect(refused.description.contains("no device certificate"))
    }

    @Test func aCertificateFromAnotherAuthorityIsRefused() async throws {
        let refused = try await refusal { device, challenge, _ in
            let forged = try DeviceCertificate(
                issuer: "\(device.baseURL)/dev/attester", deviceKey: device.key.publicKey, issuedAt: device.clock(), lifetime: 600
            ).sign(with: device.key, jti: "self-signed")
            return try await device.answer(challenge: challenge, attestation: try await device.attestation(challenge: challenge, certificate: forged))
        }
        #expect(refused.description.contains("not issued by this development attester"))
        #expect(refused.description.contains("signature"))
    }

    @Test func anExpiredCertificateIsRefused() async throws {
        let clock = ManualWallClock(now: Date())
        let refused = try await refusal(clock: clock, { $0.attestation.certificateLifetime = 60 }) { device, _, certificate in
            clock.advance(by: 61)
            let challenge = try await device.challenge()
            return try await device.answer(challenge: challenge, attestation: try await device.attestation(challenge: challenge, certificate: certificate))
        }
        #expect(refused.description.contains("device certificate expired"))
    }

    @Test func aSignatureByAnotherKeyThanTheCertifiedOneIsRefused() async throws {
        let refused = try await refusal { device, challenge, certificate in
            let attestation = try await device.attestation(challenge: challenge, certificate: certificate, signer: P256.Signing.PrivateKey())
            return try await device.answer(challenge: challenge, attestation: attestation)
        }
        #expect(refused.description.contains("signature does not verify with the device key"))
    }

    @Test(arguments: [-3600.0, 3600.0])
    func aStatementFarFromTheServersTimeIsRefused(_ offset: Double) async throws {
        let refused = try await refusal { device, challenge, certificate in
            let attestation = try await device.attestation(
                challenge: challenge, issuedAt: device.clock().addingTimeInterval(offset), certificate: certificate)
            return try await device.answer(challenge: challenge, attestation: attestation)
        }
        #expect(refused.description.contains("iat"))
        #expect(refused.description.contains("60 s"))
    }

    @Test func aStatementAboutAnotherChallengeIsRefused() async throws {
        let refused = try await refusal { device, challenge, certificate in
            let other = try await device.challenge()
            return try await device.answer(challenge: challenge, attestation: try await device.attestation(challenge: other, certificate: certificate))
        }
        #expect(refused.description.contains("another challenge"))
    }

    @Test func aStatementAboutAnotherClientIsRefused() async throws {
        let refused = try await refusal { device, challenge, certificate in
            let attestation = try await device.attestation(challenge: challenge, clientID: bothWaysClient.id, certificate: certificate)
            return try await device.answer(challenge: challenge, attestation: attestation)
        }
        #expect(refused.description.contains("made for client \(bothWaysClient.id)"))
    }

    @Test(arguments: ["not-a-jws", "a.b.c"])
    func aMalformedAttestationIsRefused(_ attestation: String) async throws {
        let refused = try await refusal { device, challenge, _ in
            try await device.answer(challenge: challenge, attestation: attestation)
        }
        #expect(refused.status == 400 && refused.error == ClientAttestationWire.invalidAttestationError)
        #expect(refused.description.contains("malformed"))
    }
}
