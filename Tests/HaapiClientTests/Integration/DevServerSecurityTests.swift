import Foundation
import HaapiClient
import HaapiDevServer
import HaapiModel
import Testing

/// The client's security checks, fed with the dev server's real answers.
@Suite struct DevServerSecurityTests {
    static func authorizationResponse(_ client: HaapiClient) async throws -> AuthorizationResponseProperties {
        let done = try await DevServerLoginTests.signIn(
            client, username: DevServerConfiguration.demoUsername, password: DevServerConfiguration.demoPassword)
        return try #require(done.authorizationResponse)
    }

    @Test(arguments: ServerMode.allCases)
    func tamperedAuthorizationResponsesAreRejected(_ mode: ServerMode) async throws {
        try await withDevServer(mode) { context in
            let client = try context.client()
            let issuer = context.baseURL.absoluteString

            var forged = try await Self.authorizationResponse(client)
            forged.state = "forged"
            AuthorizationResponseTests.expectSecurityFailure(await caught { try await client.exchangeCode(from: forged) }, .stateMismatch)

            var mixedUp = try await Self.authorizationResponse(client)
            mixedUp.iss = "https://other-server.example.com"
            AuthorizationResponseTests.expectSecurityFailure(
                await caught { try await client.exchangeCode(from: mixedUp) },
                .issuerMismatch(expected: issuer, received: "https://other-server.example.com"))

            // The dev server announces RFC 9207 in its discovery document, so `iss` is required.
            var stripped = try await Self.authorizationResponse(client)
            stripped.iss = nil
            AuthorizationResponseTests.expectSecurityFailure(
                await caught { try await client.exchangeCode(from: stripped) }, .missingIssuer(expected: issuer))

            // A rejected response used the flow up: its real code is not exchanged later.
            stripped.iss = issuer
            guard case .invalidUse = await caught({ try await client.exchangeCode(from: stripped) }) else {
                Issue.record("a rejected flow's code was exchanged")
                return
            }
            // The untampered response of a new flow still works.
            _ = try await client.exchangeCode(from: try await Self.authorizationResponse(client))
        }
    }

    @Test(arguments: ServerMode.allCases)
    func discoveryIssuerMismatchIsRejected(_ mode: ServerMode) async throws {
        try await withDevServer(mode) { context in
            let slashed = URL(string: context.baseURL.absoluteString + "/")!
            var builder = try context.configuration().builder(
                clientID: DevServerConfiguration.demoClientID,
                auth: .clientSecretBasic(ClientSecret(DevServerConfiguration.demoClientSecret)))
            builder.endpoints = .discovery(issuer: slashed)
            let client = try context.client(configuration: try builder.build())
            let error = await caught { try await client.start() }
            guard case .security(let failure) = error, case .discoveryIssuerMismatch = failure.reason else {
                Issue.record("expected discoveryIssuerMismatch, got \(String(describing: error))")
                return
            }
        }
    }

    @Test(arguments: ServerMode.allCases)
    func staleNoncesAreRenewedWithExactlyOneRetry(_ mode: ServerMode) async throws {
        try await withDevServer(mode, { $0.security.dpopNonceLifetime = 10 }) { context in
            let recording = RecordingTransport(context.transport)
            let serverClock = context.serverClock
            let client = HaapiClient(
                configuration: try context.configuration(), transport: recording,
                clock: HaapiClock { serverClock.now })
            let first = try await client.start()
            let redirect = try #require(first.representation?.actions.first?.form)
            // Both the current and the previous nonce go stale.
            context.serverClock.advance(by: 25)
            let login = try await client.submit(redirect)
            #expect(login.representation?.action(ofKind: .login) != nil)

            let exchanges = await recording.exchanges
            // The first token request had no nonce yet: one 400, then success.
            let token = exchanges.filter { $0.path == "/oauth/token" }
            #expect(token.map(\.status) == [400, 200])
            // The stale nonce at the HAAPI endpoint: one 401 use_dpop_nonce, then success.
            let step = exchanges.filter { $0.path != "/oauth/token" && $0.path != "/.well-known/openid-configuration" }
            let statuses = step.map(\.status)
            #expect(statuses.filter { $0 == 401 }.count == 1, "\(statuses)")
            #expect(step.first { $0.status == 401 }?.wwwAuthenticate?.contains("use_dpop_nonce") == true)
            #expect(statuses.last == 200)
        }
    }

    @Test(arguments: ServerMode.allCases)
    func tokensBoundToAnotherKeyAreRefused(_ mode: ServerMode) async throws {
        try await withDevServer(mode) { context in
            let client = try context.client()
            let tokens = try await client.exchangeCode(from: try await Self.authorizationResponse(client))
            // Another client instance has another DPoP key: the server refuses the refresh.
            let thief = try context.client(tokenStore: InMemoryTokenStore(tokens: tokens))
            let error = await caught { try await thief.refresh() }
            guard case .oauth = error else {
                Issue.record("expected an OAuth error, got \(String(describing: error))")
                return
            }
        }
    }
}
