import Crypto
import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import Testing

/// The client's pushed authorization requests, `max_age`, `prompt` and the ID token's
/// `acr`, `amr` and `auth_time` against the dev server, in process and over a socket.
@Suite struct DevServerAuthorizationRequestTests {
    /// Signs the demo user in with the password; the tokens.
    static func signIn(_ client: HaapiClient, parameters: [String: String] = [:]) async throws -> OAuthTokens {
        let first = try await client.start(parameters: parameters)
        let redirect = try #require(first.representation?.actions.first?.form, "first answer: \(first.document)")
        let login = try await client.submit(redirect)
        let form = try #require(login.representation?.action(ofKind: .login)?.form, "no login form: \(login.document)")
        let done = try await client.submit(
            form, values: ["userName": DevServerConfiguration.demoUsername, "password": DevServerConfiguration.demoPassword])
        return try await client.exchangeCode(from: try #require(done.authorizationResponse, "\(done.document)"))
    }

    @Test(arguments: ServerMode.allCases)
    func aPushedRequestSignsInAndTheIDTokenSaysHow(_ mode: ServerMode) async throws {
        try await withDevServer(mode) { server in
            let recorder = CountingTransport(server.transport)
            let configuration = try server.clientConfiguration {
                $0.pushedAuthorizationRequests = .whenOffered
                $0.maxAge = 300
                $0.prompt = [.login]
            }
            let client = try server.client(configuration: configuration, transport: recorder)
            let tokens = try await Self.signIn(client)
            let claims = try #require(tokens.idTokenClaims)
            #expect(claims.acr == "urn:se:curity:authentication:html-form:username-password")
            #expect(claims.amr == ["pwd"])
            #expect(claims.authTime == server.clock.now.roundedDownToSeconds)

            let sent = await recorder.requests
            let pushed = try #require(sent.first { $0.url.path == "/oauth/par" })
            #expect(formValue("max_age", in: pushed.bodyText) == "300")
            #expect(formValue("prompt", in: pushed.bodyText) == "login")
            #expect(formValue("dpop_jkt", in: pushed.bodyText) == (try await client.dpopKeyThumbprint()))
            let authorize = try #require(sent.first { $0.url.path == "/oauth/authorize" })
            #expect(formPairs(authorize.url.query).map { $0.0 } == ["client_id", "request_uri"])
            #expect(queryValue("request_uri", in: authorize.url)?.hasPrefix("urn:ietf:params:oauth:request_uri:") == true)

            // A refresh keeps how and when the person signed in.
            let refreshed = try await client.refresh()
            #expect(refreshed.idTokenClaims?.acr == claims.acr)
            #expect(refreshed.idTokenClaims?.amr == claims.amr)
            #expect(refreshed.idTokenClaims?.authTime == claims.authTime)
        }
    }

    @Test(arguments: ServerMode.allCases)
    func privateKeyJWTPushesWithThePAREndpointAsAudience(_ mode: ServerMode) async throws {
        let key = P256.Signing.PrivateKey()
        try await withDevServer(mode, { configuration in
            configuration.clients.append(ClientConfiguration(
                id: "jwt-client", jwk: JWK(key.publicKey).members.compactMapValues(\.stringValue), redirectURIs: ["app://callback"]))
        }) { server in
            let configuration = try server.clientConfiguration(clientID: "jwt-client", authentication: .privateKeyJWT(key: key, keyID: nil)) {
                $0.pushedAuthorizationRequests = .required
            }
            let tokens = try await Self.signIn(try server.client(configuration: configuration))
            #expect(tokens.idTokenClaims?.audience == ["jwt-client"])
        }
    }

    @Test(arguments: ServerMode.allCases)
    func aServerThatRequiresPushingRefusesAClientThatNeverDoesBeforeAnythingIsSent(_ mode: ServerMode) async throws {
        try await withDevServer(mode, { $0.pushedAuthorizationRequests.required = true }) { server in
            let recorder = CountingTransport(server.transport)
            let client = try server.client(configuration: try server.clientConfiguration(), transport: recorder)
            let error = await caught { try await client.start() }
            guard case .configuration(let configuration) = error else {
                Issue.record("expected a configuration error, got \(String(describing: error))")
                return
            }
            #expect(configuration.field == "pushedAuthorizationRequests")
            #expect(await client.hasActiveFlow == false)
            #expect(await recorder.requests.map(\.url.path) == ["/.well-known/openid-configuration"])
            // Pushing, the same client signs in.
            let pushing = try server.client(configuration: try server.clientConfiguration { $0.pushedAuthorizationRequests = .whenOffered })
            _ = try await Self.signIn(pushing)
        }
    }

    @Test(arguments: ServerMode.allCases)
    func theServersRefusalOfAPushedRequestIsAnOAuthError(_ mode: ServerMode) async throws {
        try await withDevServer(mode) { server in
            let client = try server.client(configuration: try server.clientConfiguration { $0.pushedAuthorizationRequests = .required })
            let error = await caught { try await client.start(parameters: ["prompt": "dance"]) }
            guard case .oauth(let oauth) = error else {
                Issue.record("expected an OAuth error, got \(String(describing: error))")
                return
            }
            #expect(oauth.error == "invalid_request")
            #expect(oauth.endpoint == "pushed authorization request")
            #expect(oauth.errorDescription?.contains("prompt value dance") == true)
            #expect(await client.hasActiveFlow == false)

            // In the query, the same refusal is the flow's first step.
            let plain = try server.client()
            let refused = try await plain.start(parameters: ["prompt": "dance"])
            #expect(refused.problem?.type == .errorAuthorizationResponse)
            #expect(refused.problem?.error == "invalid_request")
        }
    }

    @Test(arguments: ServerMode.allCases)
    func promptConsentForOneFlowShowsTheConsentStep(_ mode: ServerMode) async throws {
        try await withDevServer(mode) { server in
            let client = try server.client()
            let first = try await client.start(parameters: ["prompt": "consent"])
            let login = try await client.submit(try #require(first.representation?.actions.first?.form))
            let form = try #require(login.representation?.action(ofKind: .login)?.form)
            let next = try await client.submit(
                form, values: ["userName": DevServerConfiguration.demoUsername, "password": DevServerConfiguration.demoPassword])
            #expect(next.representation?.type == .userConsentStep)
        }
    }

    @Test(arguments: ServerMode.allCases)
    func anAuthenticationOlderThanMaxAgeIsRefusedAtTheExchange(_ mode: ServerMode) async throws {
        let clock = ManualWallClock(now: Date())
        try await withDevServer(mode, clock: clock, { $0.tokens.codeLifetime = 600 }) { server in
            let client = try server.client(configuration: try server.clientConfiguration { $0.maxAge = 300 })
            let first = try await client.start()
            let login = try await client.submit(try #require(first.representation?.actions.first?.form))
            let form = try #require(login.representation?.action(ofKind: .login)?.form)
            let done = try await client.submit(
                form, values: ["userName": DevServerConfiguration.demoUsername, "password": DevServerConfiguration.demoPassword])
            let authorization = try #require(done.authorizationResponse)
            clock.advance(by: 361)   // max_age 300 and 60 s of clock skew have passed
            let error = await caught { try await client.exchangeCode(from: authorization) }
            guard case .security(let failure) = error, case .idToken(.authenticationTooOld(_, let maxAge, _, let leeway)) = failure.reason else {
                Issue.record("expected authenticationTooOld, got \(String(describing: error))")
                return
            }
            #expect(maxAge == 300 && leeway == 60)
            #expect(try await client.storedTokens() == nil)
        }
    }
}

extension Date {
    /// This time without its fraction of a second, as ID tokens carry it.
    var roundedDownToSeconds: Date {
        Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down))
    }
}
