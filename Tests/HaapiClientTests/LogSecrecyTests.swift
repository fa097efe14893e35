import Crypto
import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import HaapiTesting
import Testing

@Suite struct LogSecrecyTests {
    @Test func aFullLoginAtTraceLogsNoSecret() async throws {
        let password = "Pa55-&=+%#é 😀-word"
        let server = await MockAuthorizationServer()
        await server.state.setExpectedPassword(password)
        let capture = LogCapture()
        let logger = capture.logger()
        let configuration = try TestValues.configuration { $0.clientAuthentication = .clientSecretPost(ClientSecret(TestValues.clientSecret)) }
        let client = try server.client(configuration: configuration, logger: logger)

        let tokens = try await login(client, password: password)
        _ = try await client.refresh()
        _ = try await client.authorizationHeaders(method: "GET", url: URL(string: "https://api.example.com/x")!)
        _ = await client.signOut()
        // A failing call logs too: an error answer that echoes a token.
        await server.transport.route("POST", TestValues.token.path) { _ in
            .json(#"{"oops":"haapi-token-1 user-refresh-2"}"#, status: 500)
        }
        _ = await caught { try await client.refresh() }

        let lines = capture.lines
        #expect(lines.count > 20, "expected trace output, got \(lines.count) lines")
        #expect(lines.contains { $0.hasPrefix("trace") })

        var secrets = [
            password, PercentEncoding.encode(password), TestValues.clientSecret, MockAuthorizationServer.code,
            "haapi-token-1", "user-access-1", "user-refresh-1", "user-access-2", "user-refresh-2",
            try #require(tokens.idToken),
            "session-7f3a",
        ]
        for request in await server.transport.requests {
            if let proof = request.headers["DPoP"] { secrets.append(proof) }
            if let verifier = formValue("code_verifier", in: request.bodyText) { secrets.append(verifier) }
            if let state = queryValue("state", in: request.url) { secrets.append(state) }
            if let nonce = queryValue("nonce", in: request.url) { secrets.append(nonce) }
        }
        let all = lines.joined(separator: "\n")
        for secret in secrets {
            #expect(!all.contains(secret), "a log line contains a secret: \(secret.prefix(12))…")
            // The JWT's signature part alone is also a secret-bearing value.
            if let signature = secret.split(separator: ".").last, secret.split(separator: ".").count == 3 {
                #expect(!all.contains(signature))
            }
        }
    }

    @Test func aRejectedIDTokenIsNotLogged() async throws {
        let capture = LogCapture()
        let logger = capture.logger()
        let manual = ManualWallClock(now: TestValues.start)
        let server = await MockAuthorizationServer(clock: manual.clock)
        let client = try server.client(logger: logger)
        let now = IDTokenScenario.now
        let token = await server.state.signingKey.sign([
            "iss": .string(TestValues.issuer.absoluteString), "sub": "alice", "aud": .string(TestValues.clientID),
            "iat": .int(now), "exp": .int(now + 600), "nonce": "nonce-of-another-flow",
        ])
        await server.state.setIDTokenChange { $0.raw = token }
        let error = await caught { try await login(client) }
        guard case .security = error else {
            Issue.record("expected the ID token to be rejected, got \(String(describing: error))")
            return
        }
        let lines = capture.lines
        let all = lines.joined(separator: "\n")
        #expect(all.contains("ID token rejected"))
        let authorize = try #require(await server.transport.requests(to: TestValues.authorize.path).last)
        let nonce = try #require(queryValue("nonce", in: authorize.url))
        for secret in [token, String(token.split(separator: ".")[2]), nonce, "nonce-of-another-flow"] {
            #expect(!all.contains(secret), "a log line contains \(secret.prefix(12))…")
            #expect(!"\(String(describing: error))".contains(secret))
        }
    }

    @Test func anAttestedLoginAtTraceLogsNoSecret() async throws {
        let capture = LogCapture()
        let deviceKey = P256.Signing.PrivateKey()
        let attester = DevelopmentDeviceAttester(
            certificateEndpoint: MockAttestationServer.certificateEndpoint, keyStore: InMemoryDPoPKeyStore(key: deviceKey))
        let (server, attestation, client) = try await AttestationExchangeTests.setUp(
            authentication: .attestation(AttestationTokenProvider(attester: attester)), logger: capture.logger())
        _ = try await login(client)
        _ = await client.signOut()
        // A refused attestation is described, and logged, without the evidence either.
        await attestation.state.setTokenAnswer(.json(#"{"error":"invalid_client_attestation"}"#, status: 400))
        let fresh = try server.client(
            configuration: try TestValues.configuration { $0.clientAuthentication = .attestation(AttestationTokenProvider(attester: attester)) },
            logger: capture.logger())
        let error = await caught { try await fresh.start() }
        #expect(AttestationExchangeTests.attestationError(error) != nil)

        var secrets = await attestation.state.tokensIssued + [Base64URL.encode(Array(deviceKey.rawRepresentation))]
        for request in await server.transport.requests(to: MockAttestationServer.catPath) {
            if let challenge = queryValue("challenge", in: request.url) ?? formValue("challenge", in: request.bodyText) { secrets.append(challenge) }
            if let evidence = formValue("attestation", in: request.bodyText) { secrets.append(evidence) }
        }
        #expect(secrets.count >= 5)
        let all = capture.lines.joined(separator: "\n") + "\(String(describing: error))"
        #expect(all.contains("client attestation token received"))
        for secret in secrets {
            #expect(!all.contains(secret), "a log line or the error contains a secret: \(secret.prefix(12))…")
            if secret.split(separator: ".").count == 3, let signature = secret.split(separator: ".").last {
                #expect(!all.contains(signature))
            }
        }
    }
}

