import Crypto
import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting
import Testing

@Suite("Client attestation tokens at the token and revocation endpoints, and the development attester's certificates")
struct AttestationTokenTests {
    @Test func aTokenBoundToAnotherDPoPKeyIsRefused() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(attestationOptions(clock: clock)) { _, base in
            let device = TestDevice(baseURL: base, clock: clock)
            let cat = try await device.attestationToken()
            // Another client key presents the token.
            let thief = TestDevice(baseURL: base, clock: clock)
            let result = try await thief.haapiTokenRequest(cat: cat)
            #expect(result.status == 401 && result.oauthError.error == "invalid_client")
            #expect(result.oauthError.description.contains("bound to another DPoP key"))
        }
    }

    @Test func anExpiredTokenIsRefused() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(attestationOptions(clock: clock) { $0.attestation.tokenLifetime = 60 }) { _, base in
            let device = TestDevice(baseURL: base, clock: clock)
            let cat = try await device.attestationToken()
            clock.advance(by: 61)
            let result = try await device.haapiTokenRequest(cat: cat)
            #expect(result.status == 401 && result.oauthError.error == "invalid_client")
            #expect(result.oauthError.description.contains("client attestation token rejected"))
            #expect(result.oauthError.description.contains("'exp'"))
        }
    }

    @Test func aTokenThisServerDidNotSignIsRefused() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(attestationOptions(clock: clock)) { _, base in
            let device = TestDevice(baseURL: base, clock: clock)
            let genuine = try CompactJWS(parsing: try await device.attestationToken())
            let forged = try JWTSigner(privateKey: P256.Signing.PrivateKey()).sign(try genuine.payloadClaims(), type: "cat+jwt")
            let result = try await device.haapiTokenRequest(cat: forged)
            #expect(result.status == 401 && result.oauthError.error == "invalid_client")
            #expect(result.oauthError.description.contains("signature"))
        }
    }

    @Test func anotherSignedTokenIsNotAClientAttestationToken() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(attestationOptions(clock: clock)) { _, base in
            let device = TestDevice(baseURL: base, clock: clock)
            // The server's own HAAPI access token, signed with the same key, is no CAT.
            let cat = try await device.attestationToken()
            let access = try #require(try await device.haapiTokenRequest(cat: cat).json?["access_token"]?.stringValue)
            let result = try await device.haapiTokenRequest(cat: access)
            #expect(result.status == 401 && result.oauthError.description.contains("typ"))
        }
    }

    @Test func aClientIDOtherThanTheTokensIsRefused() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(attestationOptions(clock: clock)) { _, base in
            let device = TestDevice(baseURL: base, clock: clock)
            let cat = try await device.attestationToken()
            let result = try await device.haapiTokenRequest(cat: cat, extra: [("client_id", bothWaysClient.id)])
            #expect(result.status == 401 && result.oauthError.description.contains("client_id differs"))
        }
    }

    @Test func anUnknownAssertionTypeIsRefused() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(attestationOptions(clock: clock)) { _, base in
            let device = TestDevice(baseURL: base, clock: clock)
            let result = try await device.client.tokenRequest(
                [("grant_type", "client_credentials"), ("client_assertion_type", "urn:example:other"), ("client_assertion", "x")],
                basic: false)
            #expect(result.status == 401)
            #expect(result.oauthError.description.contains(ClientAttestationWire.assertionType))
        }
    }

    @Test func aClientThatAllowsBothAuthenticatesEitherWay() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(attestationOptions(clock: clock)) { _, base in
            let device = TestDevice(baseURL: base, clientID: bothWaysClient.id, clock: clock)
            #expect(try await device.haapiTokenRequest(cat: try await device.attestationToken()).status == 200)
            let secret = ScriptedClient(baseURL: base, clientID: bothWaysClient.id, secret: "both-secret", clock: { clock.now })
            _ = try await secret.fetchHaapiToken()
        }
    }

    @Test func revocationAcceptsTheTokenWithAProofOfItsKeyOnly() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(attestationOptions(clock: clock)) { _, base in
            let device = TestDevice(baseURL: base, clock: clock)
            let cat = try await device.attestationToken()
            let form = [
                ("token", "some-token"), ("client_assertion_type", ClientAttestationWire.assertionType), ("client_assertion", cat),
            ]
            let withProof = try await device.client.tokenRequest(form, path: "/oauth/revoke", basic: false)
            #expect(withProof.status == 200, "\(withProof.text)")
            let withoutProof = try await device.client.tokenRequest(form, path: "/oauth/revoke", dpop: false, basic: false)
            #expect(withoutProof.status == 400 && withoutProof.oauthError.error == "invalid_dpop_proof")
        }
    }

    // MARK: The development attester's certificates

    @Test func aCertificateNamesTheDeviceKeyAndTheAttester() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(attestationOptions(clock: clock) { $0.attestation.certificateLifetime = 3600 }) { _, base in
            let device = TestDevice(baseURL: base, clock: clock)
            let result = try await device.certificateRequest()
            #expect(result.status == 200)
            #expect(result.json?["expires_in"] == 3600)
            #expect(result.json?["issuer"]?.stringValue == "\(base)/dev/attester")
            let certificate = try CompactJWS(parsing: try #require(result.json?["certificate"]?.stringValue))
            #expect(certificate.type == DeviceCertificate.type)
            let claims = try certificate.payloadClaims()
            #expect(claims["sub"]?.stringValue == (try JWK(device.key.publicKey).thumbprint()))
            #expect(claims["cnf"]?.objectValue?["jwk"]?.objectValue == JWK(device.key.publicKey).members)
        }
    }

    @Test func theAttesterRefusesWhatIsNotAPublicP256Key() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(attestationOptions(clock: clock)) { _, base in
            let device = TestDevice(baseURL: base, clock: clock)
            let key = P256.Signing.PrivateKey()
            var withPrivate = JWK(key.publicKey).members
            withPrivate["d"] = .string(Base64URL.encode(Array(key.rawRepresentation)))
            let cases: [(JWTClaims, String)] = [
                (withPrivate, "private members (d)"),
                (["kty": "EC", "crv": "P-384", "x": "AA", "y": "AA"], "not an EC P-256 public key"),
                (["kty": "oct", "k": "AA"], "private members (k)"),
                (["crv": "P-256"], "not a key"),
            ]
            for (jwk, reason) in cases {
                let result = try await device.certificateRequest(jwk: jwk)
                #expect(result.status == 400 && result.oauthError.error == "invalid_request")
                #expect(result.oauthError.description.contains(reason), "\(result.oauthError.description)")
            }
            let noKey = try await RawHTTP.shared.send(
                "POST", URL(string: "\(base)/dev/attester/certificates")!, headers: ["Content-Type": "application/json"], body: Array("{}".utf8))
            #expect(noKey.status == 400 && noKey.oauthError.description.contains("\"jwk\""))
        }
    }

    // MARK: Configuration

    @Test func readsAttestationSettingsAndClients() throws {
        let yaml = """
            clients:
              - id: app
                redirectUris: [app://cb]
                attestation: true
            attestation:
              enabled: false
              challengeLifetime: 30
              tokenLifetime: 600
              certificateLifetime: 7200
              clockSkew: 0
            """
        let c = try DevServerConfiguration.parse(yaml, format: .yaml, file: "attest.yaml")
        #expect(c.clients[0].attestation && c.clients[0].secret == nil)
        #expect(c.attestation == AttestationSettings(
            enabled: false, challengeLifetime: 30, tokenLifetime: 600, certificateLifetime: 7200, clockSkew: 0))
        #expect(DevServerConfiguration.default.client(DevServerConfiguration.attestationClientID)?.attestation == true)
        #expect(DevServerConfiguration.default.attestation.enabled)
    }

    @Test(arguments: [
        ("attestation:\n  challengeLifetime: 0\n", "attestation.challengeLifetime"),
        ("attestation:\n  tokenLifetime: 3601\n", "attestation.tokenLifetime"),
        ("attestation:\n  clockSkew: 601\n", "attestation.clockSkew"),
        ("attestation:\n  enabled: maybe\n", "attestation.enabled"),
        ("attestation:\n  lifetime: 5\n", "attestation.lifetime"),
        ("clients:\n  - id: app\n    redirectUris: [app://cb]\n    attestation: 1x\n", "clients[0].attestation"),
    ])
    func refusesBadAttestationSettings(_ yaml: String, _ key: String) {
        #expect {
            try DevServerConfiguration.parse(yaml, format: .yaml, file: "bad.yaml")
        } throws: { error in
            (error as? DevServerConfigurationError)?.key == key
        }
    }

    @Test func validationRefusesBadValuesAndClientsWithoutAnyAuthentication() {
        var configuration = DevServerConfiguration.default
        configuration.attestation.certificateLifetime = -1
        #expect(throws: DevServerConfigurationError.self) { try configuration.validate() }
        configuration = DevServerConfiguration.default
        configuration.clients.append(ClientConfiguration(id: "nothing", redirectURIs: ["app://cb"]))
        #expect {
            try configuration.validate()
        } throws: { error in
            "\(error)".contains("needs a secret, a jwk or attestation")
        }
    }
}
