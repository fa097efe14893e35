public import Foundation
public import HaapiJOSE
public import HaapiModel
import HaapiHTTPServer
import Hummingbird
public import Logging
import NIOCore
public import ServiceLifecycle
public import Tracing

/// The reference HAAPI authorization server for development and tests, bound to
/// 127.0.0.1 only.
///
/// ```swift
/// var options = DevServer.Options()
/// options.configuration.security.passwordIterations = 1_000   // tests only
/// let server = try await DevServer(options: options)
/// let baseURL = try await server.start()                      // port 0: a free port
/// // ... GET \(baseURL)/.well-known/openid-configuration ...
/// await server.stop()
/// ```
///
/// It is also a `Service` of swift-service-lifecycle: in a `ServiceGroup` it serves until
/// the group shuts down, then stops gracefully. With a tracer (``Options/tracer``) each
/// request is a server span that continues the caller's trace (its `traceparent`).
///
/// Endpoints (paths under the base URL):
/// - `GET /.well-known/openid-configuration`, `GET /oauth/jwks`;
/// - `GET /oauth/authorize` (HAAPI only), `POST /oauth/par` (pushed authorization
///   requests), `POST /oauth/token`, `POST /oauth/revoke`, `GET /oauth/userinfo`;
/// - client attestation: `GET|POST /oauth/token/cat` (a challenge, then a client
///   attestation token; see ``AttestationSettings``);
/// - dynamic client registration from templates (``ClientTemplate``): `POST /oauth/register`,
///   `GET|DELETE /oauth/register/<client_id>`;
/// - the flow: `GET /authn/authenticate`, `GET|POST /authn/authenticate/<id>[/<action>]`,
///   `POST /authn/consent[/deny]` (see `AuthenticationEndpoints`);
/// - push approval, with the user's access token: `POST /push/devices` (register a push
///   token), `POST /push/approve` (answer a sign-in request);
/// - development only, no authentication (see `DevEndpoints`): `GET|DELETE /dev/outbox`,
///   `GET /dev/pushes`, `GET /dev/bankid/orders`, `POST /dev/bankid/approve`, `POST /dev/bankid/reject`,
///   `GET /dev/external-browser/<id>`, `GET /dev/users`, `GET /dev/health`,
///   `POST /dev/attester/certificates` (the development attester), `GET /dev/hostile/leaks`
///   (the requests a client sent to a hostile server's foreign origin, see ``HostileBehaviour``).
public actor DevServer: Service {
    /// How to run the server.
    public struct Options: Sendable {
        /// Clients, users and authenticators; the embedded default when not set.
        public var configuration: DevServerConfiguration
        /// The TCP port on 127.0.0.1; 0 picks a free one.
        public var port: Int
        /// The SQLite file for users; `nil` keeps them in memory.
        public var databasePath: String?
        /// The clock (inject HaapiModel's `ManualWallClock` in tests).
        public var clock: WallClock
        /// Randomness for codes, nonces, tokens and the signing key (inject
        /// ``SequenceRandomSource`` for repeatable runs).
        public var random: any RandomSource
        /// Where the server logs. Secrets never reach it, except simulated e-mails' codes
        /// (at `notice`), which stand in for mail delivery.
        public var logger: Logger
        /// How the server misbehaves on purpose, to test that clients refuse it; `nil`
        /// (the default) for a well-behaved server.
        public var hostile: HostileBehaviour?
        /// The URL clients reach the server at when something stands in front of it (a
        /// proxy, a load balancer): its issuer, the base of its links and of the URLs DPoP
        /// proofs must name. `nil` (the default): the URL it listens on.
        public var publicURL: URL?
        /// Where the server's traces go: the process's tracer by default (nothing until an
        /// application bootstraps one). Each request is a server span named for its route,
        /// continuing the caller's trace; no path, query, header or body is recorded.
        public var tracer: any Tracer = InstrumentationSystem.tracer
        /// How long ``DevServer/stop()`` lets the requests under way finish before it cancels them.
        public var shutdownGracePeriod: Duration = .seconds(10)

        /// Creates options.
        public init(
            configuration: DevServerConfiguration = .default, port: Int = 0, databasePath: String? = nil,
            clock: WallClock = .system, random: any RandomSource = SystemRandomSource(),
            logger: Logger = Logger(label: "HaapiDevServer")
        ) {
            self.configuration = configuration
            self.port = port
            self.databasePath = databasePath
            self.clock = clock
            self.random = random
            self.logger = logger
        }
    }

    let environment: ServerEnvironment
    private let port: Int
    private let publicURL: URL?
    private let tracer: any Tracer
    private let gracePeriod: Duration
    private let server = RunningHTTPServer()
    /// The URL clients use, once started: ``Options/publicURL``, or the one it listens on.
    public private(set) var baseURL: URL?
    /// The URL the server listens on, once started.
    public private(set) var listeningURL: URL?

    /// Checks the configuration, opens the user store and seeds the configured users.
    public init(options: Options = Options()) async throws(DevServerError) {
        do {
            try options.configuration.validate(file: "<configuration>")
        } catch {
            throw .configuration(error)
        }
        guard (0...65_535).contains(options.port) else { throw .startFailed(reason: "port \(options.port) is not 0...65535") }
        let users = try UserStore(path: options.databasePath)
        environment = try ServerEnvironment(
            configuration: options.configuration, clock: options.clock, random: options.random, logger: options.logger,
            users: users, hostile: options.hostile)
        port = options.port
        publicURL = options.publicURL
        tracer = options.tracer
        gracePeriod = options.shutdownGracePeriod
        try await seedUsers()
    }

    private func seedUsers() async throws(DevServerError) {
        let hasher = PasswordHasher(iterations: environment.configuration.security.passwordIterations)
        for user in environment.configuration.users {
            var hash = user.passwordHash
            if let password = user.password {
                do {
                    hash = try hasher.hash(password, random: environment.random)
                } catch {
                    throw .passwordHashing(error.description)
                }
            }
            try await environment.users.save(
                UserRecord(
                    username: user.username, passwordHash: hash, email: user.email, personalNumber: user.personalNumber,
                    totpSecret: user.totpSecret, name: user.name))
        }
    }

    /// The requests that reached the foreign origin of a hostile server
    /// (``Options/hostile``): what clients leaked. Empty for a client that resists.
    public nonisolated func foreignOriginRequests() -> [ForeignOriginRequest] {
        environment.hostileLog.all
    }

    /// The user store (to add users in tests).
    public nonisolated var users: UserStore { environment.users }

    /// Starts listening and returns the base URL clients use (`http://127.0.0.1:<port>`,
    /// or ``Options/publicURL``); once started, returns that URL again.
    public func start() async throws(DevServerError) -> URL {
        if let baseURL { return baseURL }
        let router = DevRouter(environment: environment, tracer: tracer).build()
        let url: URL
        do throws(HTTPServerError) {
            url = try await server.start(router: router, address: "127.0.0.1", port: port, gracePeriod: gracePeriod, logger: environment.logger)
        } catch {
            throw .startFailed(reason: error.reason)
        }
        let visible = publicURL ?? url
        environment.baseURL = visible
        baseURL = visible
        listeningURL = url
        environment.logger.info("HAAPI dev server listening", metadata: [
            "url": .string(url.absoluteString), "publicURL": .string(visible.absoluteString),
        ])
        return visible
    }

    /// Stops gracefully: no new connections, the requests under way answered (at most
    /// ``Options/shutdownGracePeriod``, then cancelled); returns once it has stopped.
    public func stop() async {
        await server.stop()
        baseURL = nil
        listeningURL = nil
    }

    /// Serves until the service group shuts down gracefully (SIGTERM, SIGINT) or this task
    /// is cancelled, then stops; starts first when it was not started.
    ///
    /// - Throws: ``DevServerError`` when it cannot start.
    public func run() async throws {
        _ = try await start()
        try? await gracefulShutdown()
        await stop()
    }

    /// A text for people: the URL and the demo login of the embedded configuration.
    public func summary() -> String {
        let c = environment.configuration
        var lines = ["HAAPI dev server at \(baseURL?.absoluteString ?? "(not started)")"]
        lines.append("  discovery: \(baseURL?.absoluteString ?? "")/.well-known/openid-configuration")
        for client in c.clients {
            let attestation = client.attestation ? " / attestation\(c.attestation.enabled ? "" : " (turned off)")" : ""
            let template = client.template == nil ? "" : " (a template: register clients at /oauth/register)"
            lines.append(
                "  client \(client.id)\(client.secret.map { " / secret \($0)" } ?? "")\(attestation) → \(client.redirectURIs.joined(separator: ", "))\(template)")
        }
        for user in c.users {
            lines.append("  user \(user.username)\(user.password.map { " / password \($0)" } ?? "")")
        }
        lines.append("  authenticators: \(c.authenticators.map(\.id).joined(separator: ", "))")
        return lines.joined(separator: "\n")
    }
}
