public import Foundation
public import HaapiJOSE
public import HaapiModel
import Hummingbird
public import Logging
import NIOCore

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
public actor DevServer {
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
    private var task: Task<Void, Never>?
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
    /// or ``Options/publicURL``).
    public func start() async throws(DevServerError) -> URL {
        try await launch(handlingSignals: false)
    }

    /// Runs until SIGINT or SIGTERM (for the command line): calls `onListening` with the
    /// base URL once bound, then returns after a graceful shutdown.
    public func runUntilInterrupted(onListening: @Sendable (URL) async -> Void) async throws(DevServerError) {
        let url = try await launch(handlingSignals: true)
        await onListening(url)
        await task?.value
        task = nil
        baseURL = nil
    }

    private func launch(handlingSignals: Bool) async throws(DevServerError) -> URL {
        if let baseURL { return baseURL }
        let (stream, continuation) = AsyncStream<Result<Int, DevServerError>>.makeStream()
        let app = Application(
            router: DevRouter(environment: environment).build(),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port), serverName: nil),
            onServerRunning: { channel in
                continuation.yield(.success(channel.localAddress?.port ?? 0))
            },
            logger: environment.logger)
        task = Task {
            do {
                if handlingSignals {
                    try await app.runService()
                } else {
                    try await app.run()
                }
            } catch {
                continuation.yield(.failure(.startFailed(reason: "\(error)")))
            }
            continuation.finish()
        }
        for await result in stream {
            switch result {
            case .success(let port):
                guard let url = URL(string: "http://127.0.0.1:\(port)") else {
                    task?.cancel()
                    task = nil
                    throw .startFailed(reason: "no URL for port \(port)")
                }
                let visible = publicURL ?? url
                environment.baseURL = visible
                baseURL = visible
                listeningURL = url
                environment.logger.info("HAAPI dev server listening", metadata: [
                    "url": .string(url.absoluteString), "publicURL": .string(visible.absoluteString),
                ])
                return visible
            case .failure(let error):
                task = nil
                throw error
            }
        }
        throw .startFailed(reason: "the server stopped before it was listening")
    }

    /// Stops listening and waits until the server has closed.
    public func stop() async {
        task?.cancel()
        await task?.value
        task = nil
        baseURL = nil
        listeningURL = nil
    }

    /// Waits until the server stops (for example after ``stop()``, or when the task
    /// running it is cancelled).
    public func waitUntilStopped() async {
        await withTaskCancellationHandler {
            await task?.value
        } onCancel: {
            Task { await self.stop() }
        }
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
