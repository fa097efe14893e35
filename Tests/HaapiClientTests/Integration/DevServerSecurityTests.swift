import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiModel
import HaapiRecording
import HaapiTesting
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
            var builder = try context.clientConfiguration().builder(
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
    func nonceChallengesAreAnsweredWithExactlyOneRetry(_ mode: ServerMode) async throws {
        let clock = ManualWallClock(now: Date())
        try await withDevServer(mode, clock: clock, { $0.security.dpopNonceLifetime = 10 }) { context in
            // Explicit endpoints: no discovery answer hands out a nonce before the token request.
            let configuration = try context.configurationWithExplicitEndpoints()
            let recording = TransportTap(context.transport)
            let client = try context.client(configuration: configuration, transport: recording)
            let first = try await client.start()
            let redirect = try #require(first.representation?.actions.first?.form)

            // Meanwhile another client's requests make the server rotate its nonce twice,
            // so the nonce this client holds is neither current nor previous any more.
            let other = try context.client()
            for _ in 0..<2 {
                clock.advance(by: 11)
                _ = try await other.start()
            }
            let login = try await client.submit(redirect)
            #expect(login.representation?.action(ofKind: .login) != nil)

            let exchanges = recording.exchanges
            // The first token request had no nonce: one 400 use_dpop_nonce, then success.
            #expect(exchanges.filter { $0.request.url.path == "/oauth/token" }.map(\.response.status) == [400, 200])
            // The stale nonce at the HAAPI endpoint: one 401 use_dpop_nonce, then success.
            let flow = exchanges.filter { $0.request.url.path != "/oauth/token" }
            #expect(flow.map(\.response.status) == [200, 401, 200])
            #expect(flow.first { $0.response.status == 401 }?.response.headers["WWW-Authenticate"]?.contains("use_dpop_nonce") == true)
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

/// The log of a real login holds none of its secrets.
@Suite struct DevServerLogSecrecyTests {
    /// Values of an exchange a log must never show: the proof, credentials, the session.
    static func secrets(of exchange: TransportTap.Exchange) -> [String] {
        let request = exchange.request
        return [
            request.headers["DPoP"], request.headers["Authorization"], exchange.response.headers["Set-Session-Id"],
            request.bodyText.flatMap { formValue("code_verifier", in: $0) },
            request.bodyText.flatMap { formValue("client_assertion", in: $0) },
        ].compactMap { $0 }.filter { !$0.isEmpty }
    }

    @Test(arguments: ServerMode.allCases)
    func aRealLoginAtTraceLogsNoSecret(_ mode: ServerMode) async throws {
        try await withDevServer(mode, DevServerLoginTests.withSpecialUser) { context in
            let capture = LogCapture()
            let logger = capture.logger()
            let recording = TransportTap(context.transport)
            let client = try context.client(transport: recording, logger: logger)
            let done = try await DevServerLoginTests.signIn(
                client, username: DevServerLoginTests.specialUser, password: DevServerLoginTests.specialPassword)
            let authorization = try #require(done.authorizationResponse)
            let tokens = try await client.exchangeCode(from: authorization)
            let refreshed = try await client.refresh()
            #expect(await client.signOut().serverFailures.isEmpty)

            let lines = capture.lines
            #expect(lines.contains { $0.hasPrefix("trace") })
            let all = lines.joined(separator: "\n")
            var secrets = [
                DevServerLoginTests.specialPassword, PercentEncoding.encode(DevServerLoginTests.specialPassword),
                DevServerConfiguration.demoClientSecret, try #require(authorization.code), tokens.accessToken,
                try #require(tokens.refreshToken), try #require(tokens.idToken), refreshed.accessToken,
                try #require(refreshed.refreshToken),
            ]
            for exchange in recording.exchanges { secrets += Self.secrets(of: exchange) }
            #expect(secrets.count > 15)
            for secret in secrets {
                #expect(!all.contains(secret), "a log line contains a secret: \(secret.prefix(10))…")
                // JWTs: no part of their signature either.
                let parts = secret.split(separator: ".")
                if parts.count == 3, let signature = parts.last { #expect(!all.contains(signature)) }
            }
        }
    }
}
