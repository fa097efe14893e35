import Foundation
import HaapiClient
import HaapiDevServerTesting
import HaapiModel
import Hummingbird
import HummingbirdTesting
import Testing
@testable import HaapiDevServer

/// A transport that passes requests on and keeps them, for tests that count or check
/// what a client sent.
actor CountingTransport: HTTPTransport {
    let base: any HTTPTransport
    private(set) var requests: [TransportRequest] = []

    init(_ base: any HTTPTransport) {
        self.base = base
    }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        requests.append(request)
        return try await base.send(request)
    }

    /// The requests sent, as method and path.
    var sent: [String] { requests.map { "\($0.method) \($0.url.path)" } }

    /// How many `POST /oauth/register` went through.
    var registrations: Int { sent.filter { $0 == "POST /oauth/register" }.count }
}

/// `ClientAuthentication.dynamicRegistration` end to end against the dev server: register,
/// sign in as the registered client, reuse the registration, register again when the
/// server forgot it, delete it.
@Suite struct DevServerRegistrationTests {
    static func configuration(
        _ server: TestDevServer, store: any RegisteredClientStore,
        authorization: DynamicClientRegistration.Authorization = .templateClient(
            .clientSecretBasic(ClientSecret(DevServerConfiguration.demoTemplateClientSecret)))
    ) throws -> HaapiClientConfiguration {
        let registration = DynamicClientRegistration(
            templateClientID: DevServerConfiguration.demoTemplateClientID, authorization: authorization, store: store,
            metadata: .init(clientName: "Integration test"))
        return try server.clientConfiguration(
            clientID: DevServerConfiguration.demoTemplateClientID, authentication: .dynamicRegistration(registration))
    }

    /// Signs the demo user in and exchanges the code.
    static func signIn(_ client: HaapiClient) async throws -> OAuthTokens {
        let done = try await DevServerLoginTests.signIn(
            client, username: DevServerConfiguration.demoUsername, password: DevServerConfiguration.demoPassword)
        return try await client.exchangeCode(from: try #require(done.authorizationResponse, "no authorization response"))
    }

    /// The dev server in this process (its issuer `http://127.0.0.1`, whatever runs it)
    /// with `options`, reached through its router.
    static func inProcess<T: Sendable>(
        _ options: DevServer.Options, _ body: @Sendable (TestDevServer) async throws -> T
    ) async throws -> T {
        let server = try await DevServer(options: options)
        let environment = await server.environment
        let app = Application(router: DevRouter(environment: environment).build())
        return try await app.test(.router) { client in
            try await body(TestDevServer(
                server: server, baseURL: environment.baseURL, clock: options.clock, transport: RouterTransport(client: client)))
        }
    }

    @Test(arguments: ServerMode.allCases)
    func aRegisteredClientSignsInAndASecondClientReusesItsRegistration(_ mode: ServerMode) async throws {
        try await withDevServer(mode) { server in
            let store = InMemoryRegisteredClientStore()
            let transport = CountingTransport(server.transport)
            let configuration = try Self.configuration(server, store: store)
            let first = try server.client(configuration: configuration, transport: transport)
            let tokens = try await Self.signIn(first)
            let id = try await first.effectiveClientID()
            #expect(id.hasPrefix("dcr-"))
            #expect(tokens.idTokenClaims?.audience == [id])
            #expect(tokens.isDPoPBound)
            #expect(try await store.load()?.clientID == id)
            #expect(await transport.registrations == 1)

            let second = try server.client(configuration: configuration, transport: transport)
            _ = try await Self.signIn(second)
            #expect(try await second.effectiveClientID() == id)
            #expect(await transport.registrations == 1, "the second client reuses the registration")

            _ = try await second.refresh()
            let signedOut = await second.signOut()
            #expect(signedOut.refreshTokenRevocation == .done && signedOut.accessTokenRevocation == .done && signedOut.isForgottenOnDevice,
                "the registered client revokes its tokens: \(signedOut)")
        }
    }

    @Test func theDemoSoftwareStatementRegistersAClientThatSignsIn() async throws {
        try await withDevServer(.loopback) { server in
            let store = InMemoryRegisteredClientStore()
            let client = try server.client(configuration: try Self.configuration(
                server, store: store, authorization: .softwareStatement(DevServerConfiguration.demoSoftwareStatement)))
            let tokens = try await Self.signIn(client)
            #expect(tokens.idTokenClaims?.audience == [try await client.effectiveClientID()])
        }
    }

    @Test func aServerOnTheSameDatabaseKnowsTheRegistrationAndAFreshOneMakesTheClientRegisterAgain() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dcr-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileRegisteredClientStore(fileURL: folder.appendingPathComponent("registration.json"))
        var options = TestDevServer.options { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }
        options.databasePath = folder.appendingPathComponent("server.sqlite").path

        let registered = try await Self.inProcess(options) { server in
            let client = try server.client(configuration: try Self.configuration(server, store: store))
            _ = try await Self.signIn(client)
            return try await client.effectiveClientID()
        }
        try await Self.inProcess(options) { server in
            let transport = CountingTransport(server.transport)
            let client = try server.client(configuration: try Self.configuration(server, store: store), transport: transport)
            _ = try await Self.signIn(client)
            #expect(try await client.effectiveClientID() == registered)
            #expect(await transport.registrations == 0, "the restarted server still knows the client")
        }
        options.databasePath = nil
        try await Self.inProcess(options) { server in
            let transport = CountingTransport(server.transport)
            let client = try server.client(configuration: try Self.configuration(server, store: store), transport: transport)
            let tokens = try await Self.signIn(client)
            let again = try await client.effectiveClientID()
            #expect(again != registered)
            #expect(tokens.idTokenClaims?.audience == [again])
            #expect(await transport.registrations == 1, "a server that forgot the client: one new registration")
            #expect(try await store.load()?.clientID == again)
        }
    }

    @Test(arguments: ServerMode.allCases)
    func aRegistrationTheServerForgotIsReplacedOnce(_ mode: ServerMode) async throws {
        try await withDevServer(mode) { server in
            let store = InMemoryRegisteredClientStore()
            let transport = CountingTransport(server.transport)
            let configuration = try Self.configuration(server, store: store)
            let forgotten = try await server.client(configuration: configuration, transport: transport).effectiveClientID()
            #expect(try await server.server.users.deleteRegisteredClient(forgotten))

            let client = try server.client(configuration: configuration, transport: transport)
            let tokens = try await Self.signIn(client)
            let replacement = try await client.effectiveClientID()
            #expect(replacement != forgotten)
            #expect(tokens.idTokenClaims?.audience == [replacement])
            #expect(await transport.registrations == 2)
            #expect(try await store.load()?.clientID == replacement)
        }
    }

    @Test(arguments: ServerMode.allCases)
    func aDeletedRegistrationIsGone(_ mode: ServerMode) async throws {
        try await withDevServer(mode) { server in
            let store = InMemoryRegisteredClientStore()
            let client = try server.client(configuration: try Self.configuration(server, store: store))
            _ = try await Self.signIn(client)
            let read = try #require(try await client.readRegistration())
            #expect(read.clientID == (try await client.effectiveClientID()))

            let deleted = try #require(try await client.deleteRegistration())
            #expect(try await store.load() == nil)
            #expect(try await client.readRegistration() == nil)

            // The deleted client's own credentials get no more tokens (client_secret_post: the
            // server's answer to Basic credentials reaches URLSession on Linux as a bare 401).
            let old = try server.clientConfiguration(
                clientID: deleted.clientID, authentication: .clientSecretPost(deleted.clientSecret))
            let error = await caught { try await server.client(configuration: old).start() }
            guard case .oauth(let oauth) = error else {
                Issue.record("expected invalid_client, got \(String(describing: error))")
                return
            }
            #expect(oauth.error == "invalid_client")

            // Its registration access token reads nothing any more.
            let gone = try await server.transport.send(TransportRequest(
                method: "GET", url: try #require(deleted.registrationClientURI),
                headers: ["Authorization": "Bearer " + (try #require(deleted.registrationAccessToken))]))
            #expect(gone.status == 401)
        }
    }
}
