import Crypto
import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiModel
import HaapiTesting
import Logging
import Testing

/// HaapiTesting's dev server with what the driver tests add: a test clock for the
/// driver, a transport probe, and one DPoP key for every client of the test.
struct FlowHarness {
    let server: TestDevServer
    let clock = TestClock()
    let probe = TransportProbe()
    let dpopKey = P256.Signing.PrivateKey()

    /// Runs `body` against a fresh dev server (see ``TestDevServer/run(clock:logger:configuration:isolation:_:)``).
    static func run<T>(
        logger: Logger = .quiet("HaapiFlowTests.server"), _ change: (inout DevServerConfiguration) -> Void = { _ in },
        _ body: (FlowHarness) async throws -> T
    ) async throws -> T {
        try await TestDevServer.run(logger: logger, configuration: change) { server in try await body(FlowHarness(server: server)) }
    }

    /// A client for `clientID` (no scopes) with the harness's DPoP key, through the
    /// probe; `rewrite` tampers with each answer's body (to play a hostile server).
    func client(
        clientID: String = DevServerConfiguration.demoClientID, secret: String = DevServerConfiguration.demoClientSecret,
        rewrite: (@Sendable (String) -> String)? = nil
    ) throws -> HaapiClient {
        let configuration = try server.clientConfiguration(
            clientID: clientID, authentication: .clientSecretBasic(ClientSecret(secret)), scopes: [])
        return try server.client(
            configuration: configuration, transport: ProbingTransport(probe: probe, rewrite: rewrite),
            dpopKeyStore: InMemoryDPoPKeyStore(key: dpopKey), logger: .quiet("HaapiFlowTests.client"))
    }

    /// A driver with the harness's clock.
    func driver(
        client: HaapiClient? = nil, configuration: FlowConfiguration = FlowConfiguration(),
        operations: ClientOperationHandlers = .standard(opener: FixedOpener(succeeds: false)),
        hooks: any FlowHooks = PassThroughFlowHooks(), logger: Logger = .quiet("HaapiFlowTests.flow")
    ) throws -> HaapiFlowDriver {
        HaapiFlowDriver(
            client: try client ?? self.client(), configuration: configuration, clientOperations: operations, hooks: hooks,
            clock: clock, logger: logger)
    }
}

// MARK: Screens

extension HaapiFlowDriver {
    /// The screen shown now, or a test failure.
    func screen(sourceLocation: SourceLocation = #_sourceLocation) throws -> FlowScreen {
        guard let screen = currentScreen else { throw TestError("no screen") }
        return screen
    }

    /// Chooses the authenticator whose option's href ends with `/id`.
    func chooseAuthenticator(_ id: String) async throws {
        guard case .selector(let selector) = try screen().model else { throw TestError("not a selector: \(try screen().model)") }
        guard let item = selector.items.first(where: { $0.actionModel.action.form?.href.url.path.hasSuffix("/\(id)") == true }) else {
            throw TestError("no authenticator \(id)")
        }
        try await select(selectorItemModel: item)
    }

    /// The current screen's form (plain or continue-same).
    func form() throws -> FormModel {
        switch try screen().model {
        case .form(let form): return form
        case .continueSame(let model):
            guard let form = model.form else { throw TestError("continue-same without a form") }
            return form
        case let other: throw TestError("not a form: \(other.modelTypeName)")
        }
    }

    /// Presses the first button of `kind` (or the primary one) with `values`.
    func press(_ kind: ActionKind? = nil, _ values: [String: String] = [:]) async throws {
        let form = try form()
        let button = kind.flatMap { k in form.buttons.first { $0.actionModel.kind == k } } ?? form.buttons.first { $0.type == .primary }
        guard let button else { throw TestError("no button \(kind?.rawValue ?? "primary") in \(form.buttons.map(\.actionModel.kind))") }
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
    guard case .tokens(let tokens) = result else { throw TestError("expected tokens, got \(result)") }
    return tokens
}

/// The model of the first BankID screen `updates` brings, or a test failure.
func nextBankIDModel(_ updates: inout AsyncStream<FlowUpdate>.Iterator) async throws -> BankIdModel {
    while let update = await updates.next() {
        if case .screen(let screen) = update, case .bankID(let model) = screen.model { return model }
    }
    throw TestError("the flow ended without a BankID screen")
}
