import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import Testing

/// `ClientAuthentication.dynamicRegistration` against the mock server: when it registers,
/// what it sends, and that the registered client's ID is the one every request carries.
@Suite struct DynamicRegistrationTests {
    static func setUp(
        _ authorization: DynamicClientRegistration.Authorization = .templateClient(.clientSecretBasic(ClientSecret(TestValues.templateSecret))),
        store: any RegisteredClientStore = InMemoryRegisteredClientStore()
    ) async throws -> (MockAuthorizationServer, MockRegistrationEndpoint, HaapiClient) {
        let server = await MockAuthorizationServer()
        let endpoint = await MockRegistrationEndpoint(on: server)
        let configuration = try TestValues.registeringConfiguration(TestValues.registration(authorization, store: store))
        return (server, endpoint, try server.client(configuration: configuration))
    }

    @Test func theFirstTokenRequestRegistersWithTheTemplatesInitialAccessToken() async throws {
        let store = InMemoryRegisteredClientStore()
        let (server, endpoint, client) = try await Self.setUp(store: store)
        _ = try await client.start()

        let tokenRequests = await server.transport.requests(to: TestValues.token.path)
        let initial = try #require(tokenRequests.first)
        #expect(MockRegistrationEndpoint.basicCredentials(initial)?.0 == TestValues.templateID)
        #expect(formValue("grant_type", in: initial.bodyText) == "client_credentials")
        #expect(formValue("scope", in: initial.bodyText) == "dcr")
        #expect(initial.headers["DPoP"] != nil, "the initial access token is DPoP-bound")

        let registration = try #require(await server.transport.requests(to: TestValues.register.path).first)
        #expect(registration.headers["Authorization"] == "DPoP initial-token-1")
        #expect(registration.headers["Content-Type"] == "application/json")
        let proof = try CompactJWS(parsing: try #require(registration.headers["DPoP"])).payloadClaims()
        #expect(proof["htm"]?.stringValue == "POST")
        #expect(proof["htu"]?.stringValue == TestValues.register.absoluteString)
        #expect(proof["ath"]?.stringValue == DPoPProof.accessTokenHash("initial-token-1"))
        let body = try JSONValue.parse(try #require(registration.body))
        #expect(body["redirect_uris"]?[0]?.stringValue == TestValues.redirect.absoluteString)
        #expect(body["software_id"]?.stringValue == TestValues.templateID)
        #expect(body["client_name"]?.stringValue == "Test app")
        #expect(body["software_version"]?.stringValue == "2.1")
        #expect(body["token_endpoint_auth_method"]?.stringValue == "client_secret_basic")
        #expect(body["grant_types"]?.arrayValue?.compactMap(\.stringValue).sorted() == ["authorization_code", "client_credentials", "refresh_token"])
        #expect(body["software_statement"] == nil)

        // From then on the registered client: its HAAPI token and its authorization request.
        let haapi = try #require(tokenRequests.dropFirst().first)
        #expect(MockRegistrationEndpoint.basicCredentials(haapi).map { [$0.0, $0.1] } == ["dcr-client-1", "dcr-secret-1"])
        #expect(formValue("scope", in: haapi.bodyText) == HaapiClientConfiguration.haapiScope)
        let authorize = try #require(await server.transport.requests(to: TestValues.authorize.path).first)
        #expect(queryValue("client_id", in: authorize.url) == "dcr-client-1")
        #expect(try await client.effectiveClientID() == "dcr-client-1")
        #expect(await endpoint.registry.registrations == 1)

        let kept = try #require(try await store.load())
        #expect(kept.clientID == "dcr-client-1")
        #expect(kept.clientSecret.value == "dcr-secret-1")
        #expect(kept.registrationAccessToken == "rat-1")
        #expect(kept.registrationClientURI == URL(string: TestValues.register.absoluteString + "/dcr-client-1"))
        #expect(kept.issuer == TestValues.issuer)
        #expect(kept.templateClientID == TestValues.templateID)
        #expect(kept.clientIDIssuedAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(kept.clientSecretExpiresAt == nil)
    }

    @Test func aSoftwareStatementAuthorizesTheRegistrationWithoutATemplateToken() async throws {
        let statement = "eyJhbGciOiJFUzI1NiJ9.eyJzb2Z0d2FyZV9pZCI6ImhhYXBpLXRlbXBsYXRlIn0.c2lnbmF0dXJl"
        let (server, endpoint, client) = try await Self.setUp(.softwareStatement(statement))
        #expect(try await client.effectiveClientID() == "dcr-client-1")

        let registration = try #require(await server.transport.requests(to: TestValues.register.path).first)
        #expect(registration.headers["Authorization"] == nil)
        #expect(registration.headers["DPoP"] == nil)
        let body = try JSONValue.parse(try #require(registration.body))
        #expect(body["software_statement"]?.stringValue == statement)
        #expect(await endpoint.registry.initialTokens == 0)
        #expect(await server.transport.requests(to: TestValues.token.path).isEmpty)
    }

    @Test func theCodeExchangeAndTheIDTokenChecksUseTheRegisteredClient() async throws {
        let (server, _, client) = try await Self.setUp()
        await server.state.setIDTokenChange { draft in
            draft.claims["aud"] = "dcr-client-1"
            draft.claims["azp"] = "dcr-client-1"
        }
        let tokens = try await login(client)
        #expect(tokens.idTokenClaims?.audience == ["dcr-client-1"])
        let exchange = try #require(await server.transport.requests(to: TestValues.token.path).last)
        #expect(formValue("grant_type", in: exchange.bodyText) == "authorization_code")
        #expect(MockRegistrationEndpoint.basicCredentials(exchange)?.0 == "dcr-client-1")
    }

    @Test func anIDTokenForTheTemplateIsRefused() async throws {
        let (server, _, client) = try await Self.setUp()
        await server.state.setIDTokenChange { draft in draft.claims["aud"] = .string(TestValues.templateID) }
        let error = await caught { try await login(client) }
        guard case .security(let failure) = error, case .idToken = failure.reason else {
            Issue.record("expected an ID token audience failure, got \(String(describing: error))")
            return
        }
    }

    @Test func aSecondClientWithTheSameStoreReusesTheRegistration() async throws {
        let store = InMemoryRegisteredClientStore()
        let server = await MockAuthorizationServer()
        let endpoint = await MockRegistrationEndpoint(on: server)
        let configuration = try TestValues.registeringConfiguration(TestValues.registration(store: store))
        #expect(try await server.client(configuration: configuration).effectiveClientID() == "dcr-client-1")

        let second = try server.client(configuration: configuration)
        _ = try await second.start()
        #expect(try await second.effectiveClientID() == "dcr-client-1")
        #expect(await endpoint.registry.registrations == 1)
        #expect(await endpoint.registry.initialTokens == 1)
    }

    @Test func concurrentNeedsRegisterOnce() async throws {
        let (_, endpoint, client) = try await Self.setUp()
        await endpoint.registry.setDelay(.milliseconds(50))
        async let first = client.effectiveClientID()
        async let second = client.effectiveClientID()
        async let third = client.start()
        let ids = try await [first, second]
        _ = try await third
        #expect(ids == ["dcr-client-1", "dcr-client-1"])
        #expect(await endpoint.registry.registrations == 1)
    }

    @Test func aRegistrationTheServerForgotIsReplacedOnce() async throws {
        let store = InMemoryRegisteredClientStore(client: TestValues.registered("dcr-forgotten"))
        let (server, endpoint, client) = try await Self.setUp(store: store)
        _ = try await client.start()

        #expect(await endpoint.registry.registrations == 1)
        #expect(try await client.effectiveClientID() == "dcr-client-1")
        #expect(try await store.load()?.clientID == "dcr-client-1")
        let used = await server.transport.requests(to: TestValues.token.path).compactMap { MockRegistrationEndpoint.basicCredentials($0)?.0 }
        #expect(used == ["dcr-forgotten", TestValues.templateID, "dcr-client-1"])
    }

    @Test func aClientTheServerKeepsRefusingIsReplacedOnlyOncePerRequest() async throws {
        let (server, endpoint, client) = try await Self.setUp()
        // The server registers clients but its token endpoint knows none of them.
        await server.transport.route("POST", TestValues.register.path) { _ in
            _ = await endpoint.registry.register()
            return MockRegistrationEndpoint.created(id: "dcr-ghost", secret: "ghost-secret", token: "ghost-rat")
        }
        let error = await caught { try await client.start() }
        guard case .oauth(let oauth) = error else {
            Issue.record("expected invalid_client, got \(String(describing: error))")
            return
        }
        #expect(oauth.error == "invalid_client")
        #expect(await endpoint.registry.registrations == 2)
    }

    @Test func aKeptRegistrationIsReusedWithoutAnyRegistrationRequest() async throws {
        let store = InMemoryRegisteredClientStore(client: TestValues.registered("dcr-kept", secret: "kept-secret"))
        let (server, endpoint, client) = try await Self.setUp(store: store)
        await endpoint.registry.add("dcr-kept", secret: "kept-secret", token: "kept-rat-dcr-kept")
        _ = try await client.start()
        #expect(await endpoint.registry.registrations == 0)
        #expect(await endpoint.registry.initialTokens == 0)
        let authorize = try #require(await server.transport.requests(to: TestValues.authorize.path).first)
        #expect(queryValue("client_id", in: authorize.url) == "dcr-kept")
    }

    @Test(arguments: ["another issuer", "another template", "an expired secret"])
    func aKeptRegistrationThatDoesNotServeThisConfigurationIsReplaced(_ difference: String) async throws {
        var kept = TestValues.registered("dcr-other")
        switch difference {
        case "another issuer": kept.issuer = URL(string: "https://other.example.com/oauth")!
        case "another template": kept.templateClientID = "other-template"
        default: kept.clientSecretExpiresAt = Date(timeIntervalSinceNow: -60)
        }
        let store = InMemoryRegisteredClientStore(client: kept)
        let (server, endpoint, client) = try await Self.setUp(store: store)
        #expect(try await client.effectiveClientID() == "dcr-client-1")
        #expect(await endpoint.registry.registrations == 1)
        let credentials = await server.transport.requests(to: TestValues.token.path).compactMap { MockRegistrationEndpoint.basicCredentials($0)?.0 }
        #expect(!credentials.contains("dcr-other"), "the kept secret never goes to this server")
    }

    @Test func readingTheRegistrationUsesItsAccessTokenAsBearer() async throws {
        let store = InMemoryRegisteredClientStore()
        let (server, _, client) = try await Self.setUp(store: store)
        #expect(try await client.readRegistration() == nil, "nothing is registered yet")
        _ = try await client.effectiveClientID()

        let read = try #require(try await client.readRegistration())
        #expect(read.clientID == "dcr-client-1")
        #expect(read.registrationAccessToken == "rat-1")
        let request = try #require(await server.transport.requests.last)
        #expect(request.method == "GET")
        #expect(request.url.absoluteString == TestValues.register.absoluteString + "/dcr-client-1")
        #expect(request.headers["Authorization"] == "Bearer rat-1")
        #expect(try await store.load() == read)
    }

    @Test func deletingTheRegistrationForgetsItAndTheNextNeedRegistersAgain() async throws {
        let store = InMemoryRegisteredClientStore()
        let (server, endpoint, client) = try await Self.setUp(store: store)
        _ = try await client.start()

        let deleted = try #require(try await client.deleteRegistration())
        #expect(deleted.clientID == "dcr-client-1")
        let request = try #require(await server.transport.requests.last)
        #expect(request.method == "DELETE")
        #expect(request.headers["Authorization"] == "Bearer rat-1")
        #expect(try await store.load() == nil)
        #expect(await !endpoint.registry.isRegistered("dcr-client-1"))
        #expect(try await client.deleteRegistration() == nil, "nothing left to delete")

        _ = try await client.start()
        #expect(try await client.effectiveClientID() == "dcr-client-2")
    }

    @Test func aRegistrationURIOnAnotherOriginGetsNoAccessToken() async throws {
        let store = InMemoryRegisteredClientStore()
        var kept = TestValues.registered("dcr-kept")
        kept.registrationClientURI = URL(string: "https://elsewhere.example/register/dcr-kept")
        try await store.save(kept)
        let (server, _, client) = try await Self.setUp(store: store)
        let error = await caught { try await client.deleteRegistration() }
        guard case .security = error else {
            Issue.record("expected a security refusal, got \(String(describing: error))")
            return
        }
        #expect(await server.transport.requests.allSatisfy { $0.url.host != "elsewhere.example" })
    }

    @Test func otherAuthenticationsKeepTheConfiguredClientID() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        #expect(try await client.effectiveClientID() == TestValues.clientID)
        let error = await caught { try await client.deleteRegistration() }
        guard case .invalidUse = error else {
            Issue.record("expected invalid use, got \(String(describing: error))")
            return
        }
    }
}
