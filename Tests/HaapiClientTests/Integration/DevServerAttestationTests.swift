import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import Testing

/// Client attestation end to end: the client's exchange and development attester against
/// the dev server's challenge endpoint, attester and token endpoint.
@Suite struct DevServerAttestationTests {
    /// The attestation client of the default configuration, authenticated by a new
    /// development attester of `server`, with `fallback`.
    static func attested(
        _ server: TestDevServer, clientID: String = DevServerConfiguration.attestationClientID,
        fallback: ClientAuthentication? = nil
    ) throws -> HaapiClientConfiguration {
        let attester = DevelopmentDeviceAttester(certificateEndpoint: DevelopmentDeviceAttester.certificateEndpoint(devServer: server.baseURL))
        return try server.clientConfiguration(
            clientID: clientID, authentication: .attestation(AttestationTokenProvider(attester: attester), fallback: fallback))
    }

    @Test(arguments: ServerMode.allCases)
    func aFullLoginAuthenticatedByAttestation(_ mode: ServerMode) async throws {
        try await withDevServer(mode) { server in
            let client = try server.client(configuration: try Self.attested(server))
            let done = try await DevServerLoginTests.signIn(
                client, username: DevServerConfiguration.demoUsername, password: DevServerConfiguration.demoPassword)
            let tokens = try await client.exchangeCode(from: try #require(done.authorizationResponse))
            #expect(tokens.isDPoPBound)
            let claims = try CompactJWS(parsing: tokens.accessToken).payloadClaims()
            #expect(claims["client_id"]?.stringValue == DevServerConfiguration.attestationClientID)
            #expect(claims["sub"]?.stringValue == DevServerConfiguration.demoUsername)
            // Refresh and revocation authenticate with the same client attestation token.
            let refreshed = try await client.refresh()
            #expect(refreshed.accessToken != tokens.accessToken)
            #expect(await client.signOut().serverFailures.isEmpty)
            #expect(try await client.storedTokens() == nil)
        }
    }

    @Test(arguments: ServerMode.allCases)
    func turnedOffAttestationTakesTheSecretFallback(_ mode: ServerMode) async throws {
        try await withDevServer(mode, { configuration in
            configuration.attestation.enabled = false
            configuration.clients.append(ClientConfiguration(
                id: "attested-or-secret", secret: "both-secret", redirectURIs: ["app://callback"], attestation: true))
        }) { server in
            let configuration = try Self.attested(
                server, clientID: "attested-or-secret", fallback: .clientSecretPost(ClientSecret("both-secret")))
            let client = try server.client(configuration: configuration)
            let done = try await DevServerLoginTests.signIn(
                client, username: DevServerConfiguration.demoUsername, password: DevServerConfiguration.demoPassword)
            let tokens = try await client.exchangeCode(from: try #require(done.authorizationResponse))
            #expect(try CompactJWS(parsing: tokens.accessToken).payloadClaims()["client_id"]?.stringValue == "attested-or-secret")
        }
    }

    @Test(arguments: ServerMode.allCases)
    func turnedOffAttestationTakesTheRegistrationFallbackOnceAndReusesIt(_ mode: ServerMode) async throws {
        try await withDevServer(mode, { $0.attestation.enabled = false }) { server in
            let store = InMemoryRegisteredClientStore()
            let registration = DynamicClientRegistration(
                templateClientID: DevServerConfiguration.demoTemplateClientID,
                authorization: .templateClient(.clientSecretBasic(ClientSecret(DevServerConfiguration.demoTemplateClientSecret))),
                store: store)
            let configuration = try Self.attested(server, fallback: .dynamicRegistration(registration))
            let transport = CountingTransport(server.transport)
            let client = try server.client(configuration: configuration, transport: transport)
            let tokens = try await DevServerRegistrationTests.signIn(client)
            let id = try #require(try await store.load()?.clientID, "the fallback registered a client")
            #expect(try await client.effectiveClientID() == id)
            #expect(try CompactJWS(parsing: tokens.accessToken).payloadClaims()["client_id"]?.stringValue == id)
            #expect(await transport.registrations == 1)

            // A new client (the app started again) tries attestation again, fails, and reuses the registration.
            let again = try server.client(configuration: configuration, transport: transport)
            let second = try await DevServerRegistrationTests.signIn(again)
            #expect(try CompactJWS(parsing: second.accessToken).payloadClaims()["client_id"]?.stringValue == id)
            #expect(await transport.registrations == 1, "the registration is reused")
            let signedOut = await again.signOut()
            #expect(signedOut.refreshTokenRevocation == .done && signedOut.isForgottenOnDevice, "\(signedOut)")
        }
    }

    @Test(arguments: ServerMode.allCases)
    func turnedOffAttestationWithoutAFallbackSaysWhy(_ mode: ServerMode) async throws {
        try await withDevServer(mode, { $0.attestation.enabled = false }) { server in
            let client = try server.client(configuration: try Self.attested(server))
            let error = await caught { try await client.start() }
            guard case .attestation(let failure) = error else {
                Issue.record("expected an attestation error, got \(String(describing: error))")
                return
            }
            #expect(failure.reason == .noChallenge(status: 404))
            #expect(failure.request == "GET \(server.baseURL.absoluteString)/oauth/token/cat")
        }
    }

    @Test(arguments: ServerMode.allCases)
    func aClientNotConfiguredForAttestationIsRejected(_ mode: ServerMode) async throws {
        try await withDevServer(mode) { server in
            let client = try server.client(configuration: try Self.attested(server, clientID: DevServerConfiguration.demoClientID))
            let error = await caught { try await client.start() }
            guard case .attestation(let failure) = error, case .rejected(let oauth) = failure.reason else {
                Issue.record("expected the attestation to be rejected, got \(String(describing: error))")
                return
            }
            #expect(oauth.error == "unauthorized_client")
            #expect(failure.recoverySuggestion.contains("Configure the client for attestation"))
        }
    }
}
