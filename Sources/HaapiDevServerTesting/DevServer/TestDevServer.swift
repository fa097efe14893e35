public import Foundation
public import HaapiClient
public import HaapiClientNIO
public import HaapiDevServer
public import HaapiModel
public import HaapiTesting
public import Logging

/// The HAAPI dev server running in your test's process, on a free loopback port, with
/// settings for tests: cheap password hashing, no log output, and a `run` that always
/// stops the server.
///
/// Test your own flows against it as your app would run them against a real HAAPI
/// server: the demo client (`haapi-demo`), the demo user (`demo` / `Password1`) and
/// every authenticator are there by default, and the development endpoints approve
/// BankID orders and read e-mailed codes and pushed approval requests.
///
/// ```swift
/// @Test func signsIn() async throws {
///     try await TestDevServer.run { server in
///         let driver = HaapiFlowDriver(client: try server.client())
///         try await driver.start()
///         // ... choose an authenticator, fill in the forms ...
///         guard case .tokens = await driver.result() else { throw TestError("no tokens") }
///     }
/// }
/// ```
///
/// Change the server's configuration (users, clients, authenticators, limits) for one
/// test with `configuration:`; give a `ManualWallClock`'s `clock` as `clock:` to move the
/// server's time yourself (token expiry, BankID time limits, TOTP steps).
public struct TestDevServer: Sendable {
    /// The server itself (its user store, its summary).
    public let server: DevServer
    /// Where the server listens: `http://127.0.0.1:<port>`; also its issuer.
    public let baseURL: URL
    /// The server's clock.
    public let clock: WallClock
    /// How ``client(configuration:transport:dpopKeyStore:tokenStore:clock:logger:)`` and
    /// the development-endpoint helpers reach the server: `NIOHTTPTransport` (waiting up
    /// to ``requestTimeout``) by default.
    public let transport: any HTTPTransport

    /// Password hashing work for test servers: the PBKDF2 iteration count that makes
    /// seeding users fast (the server's default follows OWASP's much higher advice).
    public static let passwordIterations = 1_000

    /// How long a test's clients wait for an answer from the server: 120 s. The bound only
    /// ends a test that went wrong; a machine running a whole suite on two cores can take
    /// tens of seconds to answer one request.
    public static let requestTimeout: TimeInterval = 120

    /// Describes a server that is already running, for helpers that take a
    /// `TestDevServer`; ``run(clock:logger:configuration:isolation:_:)`` makes one for you.
    ///
    /// - Parameters:
    ///   - server: The running server.
    ///   - baseURL: Its base URL.
    ///   - clock: The clock it was started with.
    ///   - transport: How clients reach it (for example an in-process transport).
    public init(
        server: DevServer, baseURL: URL, clock: WallClock,
        transport: any HTTPTransport = NIOHTTPTransport(defaultTimeout: TestDevServer.requestTimeout)
    ) {
        self.server = server
        self.baseURL = baseURL
        self.clock = clock
        self.transport = transport
    }

    /// The options ``run(clock:logger:configuration:isolation:_:)`` starts a server with:
    /// the embedded default configuration with ``passwordIterations``, then `change`.
    ///
    /// Use them to change what the configuration cannot (a database file, a seeded
    /// random source) and pass them to ``run(options:isolation:_:)``.
    ///
    /// - Parameters:
    ///   - clock: The server's clock.
    ///   - logger: Where the server logs; nowhere by default.
    ///   - change: Changes the configuration (clients, users, authenticators, security).
    public static func options(
        clock: WallClock = .system, logger: Logger = .quiet("HaapiDevServerTesting.DevServer"),
        _ change: (inout DevServerConfiguration) -> Void = { _ in }
    ) -> DevServer.Options {
        var configuration = DevServerConfiguration.default
        configuration.security.passwordIterations = passwordIterations
        change(&configuration)
        return DevServer.Options(configuration: configuration, clock: clock, logger: logger)
    }

    /// Starts a server with test settings, runs `body` with it, and stops the server
    /// when `body` returns or throws.
    ///
    /// ```swift
    /// let clock = ManualWallClock(now: Date())
    /// try await TestDevServer.run(clock: clock.clock, configuration: { $0.authenticators.removeLast() }) { server in
    ///     clock.advance(by: 31)   // the next TOTP step
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - clock: The server's clock (the system clock by default).
    ///   - logger: Where the server logs; nowhere by default.
    ///   - change: Changes the embedded default configuration for this server.
    ///   - isolation: The actor `body` runs on: the caller's (leave it out).
    ///   - body: The test.
    /// - Returns: What `body` returns.
    /// - Throws: `DevServerError` when the configuration is invalid or the server cannot
    ///   start, or what `body` throws.
    public static func run<T>(
        clock: WallClock = .system, logger: Logger = .quiet("HaapiDevServerTesting.DevServer"),
        configuration change: (inout DevServerConfiguration) -> Void = { _ in },
        isolation: isolated (any Actor)? = #isolation,
        _ body: (TestDevServer) async throws -> T
    ) async throws -> T {
        try await run(options: options(clock: clock, logger: logger, change), isolation: isolation, body)
    }

    /// Starts a server with `options`, runs `body` with it, and stops the server when
    /// `body` returns or throws.
    ///
    /// - Parameters:
    ///   - options: How to run the server; ``options(clock:logger:_:)`` gives test settings.
    ///   - isolation: The actor `body` runs on: the caller's (leave it out).
    ///   - body: The test.
    /// - Returns: What `body` returns.
    /// - Throws: `DevServerError` when the server cannot start, or what `body` throws.
    public static func run<T>(
        options: DevServer.Options, isolation: isolated (any Actor)? = #isolation,
        _ body: (TestDevServer) async throws -> T
    ) async throws -> T {
        let server = try await DevServer(options: options)
        let baseURL = try await server.start()
        let running = TestDevServer(server: server, baseURL: baseURL, clock: options.clock)
        do {
            let result = try await body(running)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }
}
