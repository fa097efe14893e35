import Crypto
import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiTesting
import Testing

/// One login searched for leaks: a ``FlowHarness`` whose client, flow and dev server log
/// at `trace` into an `EmissionSink`, with distinctive secrets (the password, the client
/// secret), and a `SecretSet` that gathers every other secret of the login as it appears.
struct LeakRun {
    static let password = "pw-LEAKCANARY-Q7x3Zr"
    static let wrongPassword = "pw-LEAKCANARY-WRONG-m4Kd"
    static let clientSecret = "cs-LEAKCANARY-9kTw2mVb"

    let harness: FlowHarness
    /// What the SDK emitted: the client's and the flow's logs, updates, diagnostics, results, errors.
    let sink: EmissionSink
    /// What the dev server logged.
    let serverSink: EmissionSink
    /// Notes the credentials every client of the run sends and receives.
    let tap = CredentialTap(wrapping: URLSessionTransport(defaultTimeout: TestDevServer.requestTimeout))
    private let found = Found()

    /// Runs `login` against a dev server with the leak run's password and client secret
    /// (`change` adds to that configuration), then searches everything emitted for every
    /// secret: the SDK's emissions for all of them, the dev server's log for all but the
    /// e-mail code (its simulated e-mail delivery logs the code it "sends").
    static func search(
        _ change: @escaping (inout DevServerConfiguration) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation,
        _ login: (LeakRun) async throws -> Void
    ) async throws {
        let serverSink = EmissionSink()
        try await FlowHarness.run(logger: serverSink.logger(label: "dev server")) { configuration in
            configuration.users[0].password = password
            configuration.clients = configuration.clients.map { var client = $0; client.secret = client.secret.map { _ in clientSecret }; return client }
            change(&configuration)
        } _: { harness in
            let run = LeakRun(harness: harness, sink: EmissionSink(), serverSink: serverSink)
            try await login(run)
            let secrets = try await run.secrets()
            #expect(run.sink.emissions(at: "log client").count > 5, "the client logged at trace", sourceLocation: sourceLocation)
            #expect(run.sink.emissions(at: "log flow").count > 5, "the flow logged at trace", sourceLocation: sourceLocation)
            #expect(secrets.leaks(in: run.sink) == [], sourceLocation: sourceLocation)
            #expect(secrets.removing("e-mail code").leaks(in: serverSink) == [], sourceLocation: sourceLocation)
        }
    }

    /// A client with the leak run's client secret and the harness's DPoP key, through the tap, logging into the sink.
    func client(clientID: String = DevServerConfiguration.demoClientID) throws -> HaapiClient {
        let configuration = try harness.server.clientConfiguration(
            clientID: clientID, authentication: .clientSecretBasic(ClientSecret(Self.clientSecret)), scopes: TestDevServer.demoScopes)
        return try harness.server.client(
            configuration: configuration, transport: tap, dpopKeyStore: InMemoryDPoPKeyStore(key: harness.dpopKey),
            logger: sink.logger(label: "client"))
    }

    /// A driver on `client`, logging into the sink.
    func driver(client: HaapiClient? = nil, operations: ClientOperationHandlers = .standard(opener: FixedOpener(succeeds: false))) throws
        -> HaapiFlowDriver
    {
        try harness.driver(client: client ?? self.client(), operations: operations, logger: sink.logger(label: "flow"))
    }

    /// Waits for `driver`'s end and keeps its result, every update and diagnostic, as they print.
    @discardableResult
    func finish(_ driver: HaapiFlowDriver) async throws -> OAuthTokens {
        let result = try await within(300, "the flow to end") { await driver.result() }
        sink.add(describing: result, at: "the flow's result")
        for await update in driver.updates { sink.add(describing: update, at: "a flow update") }
        for await diagnostic in driver.diagnostics { sink.add(describing: diagnostic, at: "a flow diagnostic") }
        let tokens = try tokens(result)
        await note(tokens)
        return tokens
    }

    /// Adds `tokens` to the secrets searched for.
    func note(_ tokens: OAuthTokens) async {
        await found.add("access token", tokens.accessToken)
        if let refresh = tokens.refreshToken { await found.add("refresh token", refresh) }
        if let id = tokens.idToken { await found.add("ID token", id) }
    }

    /// Adds a secret seen during the login (a one-time code, a passkey's key).
    func note(_ name: String, _ value: String, numeric: Bool = false) async {
        await found.add(name, value, numeric: numeric)
    }

    /// Adds key material seen during the login.
    func note(_ name: String, bytes: [UInt8]) async {
        await found.add(name, bytes: bytes)
    }

    /// Every secret of the login: the fixed ones, the DPoP key, every credential the
    /// clients sent or received (HAAPI token, DPoP proofs, session ID, client
    /// authentication, authorization code, PKCE verifier, tokens) and what the login noted.
    func secrets() async throws -> SecretSet {
        var secrets = SecretSet()
        secrets.add("password", Self.password)
        secrets.add("wrong password", Self.wrongPassword)
        secrets.add("client secret", Self.clientSecret)
        secrets.add("DPoP private key", bytes: Array(harness.dpopKey.rawRepresentation))
        for add in await found.additions { add(&secrets) }
        tap.add(to: &secrets)
        return secrets
    }

    /// The secrets noted during the login, as additions to a set.
    private actor Found {
        var additions: [@Sendable (inout SecretSet) -> Void] = []
        func add(_ name: String, _ value: String, numeric: Bool = false) { additions.append { $0.add(name, value, numeric: numeric) } }
        func add(_ name: String, bytes: [UInt8]) { additions.append { $0.add(name, bytes: bytes) } }
    }
}
