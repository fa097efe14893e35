import Crypto
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HaapiClient
import HaapiDevServer
import HaapiFlow
import HaapiModel
import Logging
import Testing

/// A dev server on a free loopback port, with a client and a driver to run flows against it.
struct FlowHarness {
    let server: DevServer
    let baseURL: URL
    let clock = TestClock()
    let probe = TransportProbe()
    let dpopKey = P256.Signing.PrivateKey()

    /// Runs `body` against a fresh server (cheap password hashing), stopping it after.
    static func run<T>(
        _ change: (inout DevServerConfiguration) -> Void = { _ in }, _ body: (FlowHarness) async throws -> T
    ) async throws -> T {
        var configuration = DevServerConfiguration.default
        configuration.security.passwordIterations = 1_000
        change(&configuration)
        var logger = Logger(label: "HaapiFlowTests.server")
        logger.logLevel = .critical
        let server = try await DevServer(options: DevServer.Options(configuration: configuration, logger: logger))
        let url = try await server.start()
        let harness = FlowHarness(server: server, baseURL: url)
        do {
            let result = try await body(harness)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    /// A client for `clientID` with the harness's DPoP key; `rewrite` tampers with each
    /// answer's body (to play a hostile server).
    func client(
        clientID: String = DevServerConfiguration.demoClientID, secret: String = DevServerConfiguration.demoClientSecret,
        rewrite: (@Sendable (String) -> String)? = nil
    ) throws -> HaapiClient {
        let configuration = try HaapiClientConfiguration.Builder(
            clientID: clientID, issuer: baseURL, redirectURI: URL(string: "app://callback")!,
            clientAuthentication: .clientSecretBasic(ClientSecret(secret))
        ).build()
        var logger = Logger(label: "HaapiFlowTests.client")
        logger.logLevel = .critical
        return HaapiClient(
            configuration: configuration, transport: ProbingTransport(probe: probe, rewrite: rewrite),
            dpopKeyStore: InMemoryDPoPKeyStore(key: dpopKey), logger: logger)
    }

    /// A driver with the harness's clock.
    func driver(
        client: HaapiClient? = nil, configuration: FlowConfiguration = FlowConfiguration(),
        operations: ClientOperationHandlers = .standard(opener: FixedOpener(succeeds: false)),
        hooks: any FlowHooks = PassThroughFlowHooks()
    ) throws -> HaapiFlowDriver {
        var logger = Logger(label: "HaapiFlowTests.flow")
        logger.logLevel = .critical
        return HaapiFlowDriver(
            client: try client ?? self.client(), configuration: configuration, clientOperations: operations, hooks: hooks,
            clock: clock, logger: logger)
    }

    // MARK: Dev endpoints

    func devRequest(_ method: String, _ pathAndQuery: String) async throws -> JSONValue {
        var request = URLRequest(url: URL(string: baseURL.absoluteString + pathAndQuery)!)
        request.httpMethod = method
        let (data, _) = try await URLSession.shared.data(for: request)
        return try JSONValue.parse(Array(data))
    }

    /// The last code the outbox holds for `address`.
    func lastCode(to address: String) async throws -> String {
        let json = try await devRequest("GET", "/dev/outbox?to=\(address)")
        guard let code = json["messages"]?.arrayValue?.last?["code"]?.stringValue else { throw TestFailure("no code in the outbox") }
        return code
    }

    func approveBankID() async throws {
        _ = try await devRequest("POST", "/dev/bankid/approve")
    }
}

// MARK: Screens

extension HaapiFlowDriver {
    /// The screen shown now, or a test failure.
    func screen(sourceLocation: SourceLocation = #_sourceLocation) throws -> FlowScreen {
        guard let screen = currentScreen else { throw TestFailure("no screen") }
        return screen
    }

    /// Chooses the authenticator whose option's href ends with `/id`.
    func chooseAuthenticator(_ id: String) async throws {
        guard case .selector(let selector) = try screen().model else { throw TestFailure("not a selector: \(try screen().model)") }
        guard let item = selector.items.first(where: { $0.actionModel.action.form?.href.path.hasSuffix("/\(id)") == true }) else {
            throw TestFailure("no authenticator \(id)")
        }
        try await select(selectorItemModel: item)
    }

    /// The current screen's form (plain or continue-same).
    func form() throws -> FormModel {
        switch try screen().model {
        case .form(let form): return form
        case .continueSame(let model):
            guard let form = model.form else { throw TestFailure("continue-same without a form") }
            return form
        case let other: throw TestFailure("not a form: \(other.modelTypeName)")
        }
    }

    /// Presses the first button of `kind` (or the primary one) with `values`.
    func press(_ kind: ActionKind? = nil, _ values: [String: String] = [:]) async throws {
        let form = try form()
        let button = kind.flatMap { k in form.buttons.first { $0.actionModel.kind == k } } ?? form.buttons.first { $0.type == .primary }
        guard let button else { throw TestFailure("no button \(kind?.rawValue ?? "primary") in \(form.buttons.map(\.actionModel.kind))") }
        try await submit(interactionActionModel: button.actionModel, values: values)
    }

    /// Logs in with the username-password authenticator.
    func logInWithPassword(_ password: String = DevServerConfiguration.demoPassword) async throws {
        try await chooseAuthenticator("username-password")
        try await press(.login, ["userName": DevServerConfiguration.demoUsername, "password": password])
    }
}

/// The tokens of a result, or a test failure.
func tokens(_ result: FlowResult) throws -> OAuthTokens {
    guard case .tokens(let tokens) = result else { throw TestFailure("expected tokens, got \(result)") }
    return tokens
}
