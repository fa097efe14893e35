import Foundation
import OTel
import Tracing
import HaapiClient
import HaapiClientNIO
import HaapiDevServer
import HaapiDevServerTesting
import HaapiTesting
import HaapiUI
import HaapiWeb
import HaapiWebPostgres
import Synchronization

/// Counts the requests sent to the dev server: the HAAPI round trips of a login,
/// whether the web host's flow or a bare client sends them. Both go through the same
/// `NIOHTTPTransport` (what the web host sends with) to the same server.
final class CountingTransport: HTTPTransport {
    private let inner: any HTTPTransport
    private let state = Mutex<(count: Int, recording: [String]?)>((0, nil))

    init(inner: any HTTPTransport) {
        self.inner = inner
    }

    /// How many requests were sent so far.
    var count: Int { state.withLock { $0.count } }

    /// Starts writing down `METHOD /path` of every request (to compare two logins).
    func startRecording() {
        state.withLock { $0.recording = [] }
    }

    /// The requests written down since ``startRecording()``; stops recording.
    func stopRecording() -> [String] {
        state.withLock { current in
            defer { current.recording = nil }
            return current.recording ?? []
        }
    }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        state.withLock { current in
            current.count += 1
            current.recording?.append("\(request.method) \(request.url.path)")
        }
        return try await inner.send(request)
    }
}

/// What a benchmark process runs against: one dev server and one web host in front of
/// it, both on loopback, started once (each benchmark runs in its own process).
struct Rig: Sendable {
    /// The dev server with test settings (cheap password hashing, no logging).
    let devServer: TestDevServer
    /// The web host, with an in-memory store unless told otherwise, and the default limits (500 live logins).
    let host: WebHost
    /// Where the web host keeps its sessions.
    let store: any WebSessionStore
    /// Where the web host listens.
    let hostURL: URL
    /// The transport to the dev server, shared by the web host's logins and bare clients.
    let haapi: CountingTransport
    /// The client settings the web host's logins use (the demo client, `openid profile`).
    let clientConfiguration: HaapiClientConfiguration
    /// The browser: a small NIO HTTP/1.1 client (see `Browser.swift`); the cookie is handled by hand, no redirects followed.
    let browser: Browser
    /// The proxy that puts the dev server far away, when there is one.
    let proxy: FaultProxy?

    /// A bare client for one login: what the web host makes for each browser, without the host.
    func bareClient() -> HaapiClient {
        HaapiClient(
            configuration: clientConfiguration, transport: haapi, dpopKeyStore: InMemoryDPoPKeyStore(),
            tokenStore: InMemoryTokenStore(), logger: .quiet("WebLogin.bare"))
    }

    /// Starts the dev server and the web host, whose sessions live in `store` and whose
    /// logins ask for `scopes` (one the client may not ask for makes every login fail);
    /// with a `latency`, the dev server is reached through a proxy that holds each request
    /// that long (a server that far away), by the web host and the bare clients alike.
    /// With a `liveIdleTime`, logins idle that long wait in the store (the long poll is
    /// made a third of it, as the host wants it shorter).
    static func start(
        store: any WebSessionStore = InMemoryWebSessionStore(), scopes: [String] = ["openid", "profile"],
        latency: Duration? = nil, transport: any HTTPTransport = NIOHTTPTransport(), liveIdleTime: Duration? = nil,
        tracer: (any Tracer)? = nil
    ) async throws -> Rig {
        var options = TestDevServer.options()
        if let tracer { options.tracer = tracer }
        let proxy = try latency.map { try FaultProxy(rules: [], latency: $0) }
        if let proxy { options.publicURL = proxy.baseURL }
        let server = try await DevServer(options: options)
        let baseURL = try await server.start()
        if let proxy {
            guard let address = await server.listeningURL else { throw BenchmarkFailure("the dev server listens nowhere") }
            try proxy.connect(to: address)
        }
        let devServer = TestDevServer(server: server, baseURL: baseURL, clock: options.clock)
        let haapi = CountingTransport(inner: transport)
        let (host, clientConfiguration) = try await MainActor.run { () throws -> (WebHost, HaapiClientConfiguration) in
            @MainActor func application(_ language: Language) throws -> HaapiUIKitApplication {
                try devServer.applicationBuilder { $0.setScopes(scopes) }
                    .setLanguage(tag: language.code)
                    .setTransport(haapi)
                    .build()
            }
            var configuration = WebHostConfiguration(store: store)
            if let tracer { configuration.tracer = tracer }
            if let liveIdleTime {
                configuration.liveIdleTime = liveIdleTime
                configuration.longPollTimeout = liveIdleTime / 3
            }
            let host = WebHost(configuration: configuration, logger: .quiet("WebLogin.host")) { language in
                try application(language)
            }
            return (host, try application(.english).configuration.clientConfiguration)
        }
        let hostURL = try await host.start()
        return Rig(
            devServer: devServer, host: host, store: store, hostURL: hostURL, haapi: haapi, clientConfiguration: clientConfiguration,
            browser: Browser(baseURL: hostURL), proxy: proxy)
    }

    /// Stops the web host, then the dev server.
    func stop() async {
        await host.stop()
        await devServer.server.stop()
        proxy?.stop()
    }
}

/// Starts the rig once per process and hands it out.
actor RigHolder {
    private var running: Rig?
    private let start: @Sendable () async throws -> Rig

    init(_ start: @escaping @Sendable () async throws -> Rig) {
        self.start = start
    }

    /// The rig, started on first use.
    func rig() async throws -> Rig {
        if let running { return running }
        let started = try await start()
        running = started
        return started
    }

    /// Stops the rig if it runs.
    func stop() async {
        await running?.stop()
        running = nil
    }
}

/// The process's rig, its web host's sessions in memory.
let rigs = RigHolder { try await Rig.start() }

/// A rig whose logins send with `URLSessionTransport`: a new connection for every `POST`
/// and every request with a DPoP proof (see its documentation), against the NIO
/// transport's kept connections.
let urlSessionRigs = RigHolder { try await Rig.start(transport: URLSessionTransport()) }

/// A rig whose web host and dev server trace every request with swift-otel, exporting
/// OTLP/HTTP (protobuf, every 5 s) to a collector in the same process (the test kit's
/// `OTLPReceiver`, which keeps what it is sent): what tracing costs a sign-in, erring high.
let tracedRigs = RigHolder {
    let receiver = try await OTLPReceiver.start()
    var configuration = OTel.Configuration.default
    configuration.serviceName = "WebLogin"
    configuration.traces.otlpExporter.endpoint = receiver.url.absoluteString + "/v1/traces"
    configuration.metrics.enabled = false
    configuration.logs.enabled = false
    configuration.diagnosticLogLevel = .error
    let backend = try OTel.makeTracingBackend(configuration: configuration)
    Task { try await backend.service.run() }
    return try await Rig.start(tracer: backend.factory)
}

/// A rig whose dev server is 20 ms away (each request held that long by a proxy).
let farRigs = RigHolder { try await Rig.start(latency: .milliseconds(20)) }

/// The same with the web host's sessions in PostgreSQL.
let farPostgresRigs = RigHolder {
    guard let postgresURL else { throw BenchmarkFailure("no PostgreSQL: set HAAPI_BENCH_POSTGRES_URL") }
    let store = try await PostgresWebSessionStore.connect(url: postgresURL, logger: .quiet("WebLogin.postgres"))
    return try await Rig.start(store: store, latency: .milliseconds(20))
}

/// The PostgreSQL server for *web login (PostgreSQL)*: `HAAPI_BENCH_POSTGRES_URL`, else the
/// tests' `HAAPI_TEST_POSTGRES_URL` (`eval "$(.ci/postgres start)"` from the package root
/// sets it); without either that benchmark is not registered.
let postgresURL = ["HAAPI_BENCH_POSTGRES_URL", "HAAPI_TEST_POSTGRES_URL"]
    .lazy.compactMap { ProcessInfo.processInfo.environment[$0] }.first { !$0.isEmpty }

/// A rig whose web host keeps its sessions in PostgreSQL, as several hosts would.
let postgresRigs = RigHolder {
    guard let postgresURL else { throw BenchmarkFailure("no PostgreSQL: set HAAPI_BENCH_POSTGRES_URL") }
    let store = try await PostgresWebSessionStore.connect(url: postgresURL, logger: .quiet("WebLogin.postgres"))
    return try await Rig.start(store: store)
}

/// Why a benchmark could not do its login.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
