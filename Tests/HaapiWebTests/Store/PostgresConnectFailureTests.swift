import Foundation
import HaapiTesting
import HaapiWeb
import HaapiWebPostgres
import Testing

/// Why a PostgreSQL store does not start, said at once and without the password.
@Suite("PostgreSQL store start failures")
struct PostgresConnectFailureTests {
    /// Settings for 127.0.0.1:`port`, where no PostgreSQL is.
    static func nowhere(port: Int) -> PostgresStoreSettings {
        PostgresStoreSettings(
            host: "127.0.0.1", port: port, user: "haapi", password: "hunter2-nowhere", database: "haapi", tls: .disable,
            connectTimeout: .seconds(2))
    }

    @Test func aMalformedURLIsRefusedBeforeAnyConnection() async {
        let error = await #expect(throws: WebSessionStoreError.self) {
            try await PostgresWebSessionStore.connect(url: "postgres://haapi:hunter2@db.invalid:port/haapi", logger: TestPostgres.logger)
        }
        #expect(error?.kind == .configuration)
        #expect(error?.description == "web session store postgres://haapi@db.invalid:port/haapi: the URL has the port 'port', "
            + "which is not a number from 1 to 65535 (postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE)")
    }

    /// A refused connection is `unavailable`, not `configuration`: it is how a database that
    /// is restarting, or not started yet, looks, so a host may try again; a wrong address
    /// looks the same, and the message names the address.
    @Test func aRefusedConnectionIsUnavailableAtOnce() async throws {
        let closed = try LoopbackPort(listening: false)
        let settings = Self.nowhere(port: closed.port)
        let capture = LogCapture()
        let clock = ContinuousClock()
        let started = clock.now
        let error = await #expect(throws: WebSessionStoreError.self) {
            try await PostgresWebSessionStore.connect(settings, sealer: WebSessionSealer(key: nil), logger: capture.logger())
        }
        #expect(clock.now - started < .seconds(150))
        #expect(error?.kind == .unavailable)
        #expect(error?.store == "postgres://haapi@127.0.0.1:\(closed.port)/haapi")
        #expect(error?.reason == "starting the store failed: cannot connect to the server (Connection refused)", "\(error?.reason ?? "")")
        #expect(error?.description.contains("hunter2") == false)
        #expect(!capture.text.contains("hunter2"))
    }

    /// A server that takes the connection and never answers is given the connect timeout
    /// (2 s here), then the store gives up as `unavailable`.
    @Test func aServerThatNeverAnswersIsUnavailableAfterTheConnectTimeout() async throws {
        let silent = try LoopbackPort(listening: true)
        let clock = ContinuousClock()
        let started = clock.now
        let error = await #expect(throws: WebSessionStoreError.self) {
            try await PostgresWebSessionStore.connect(Self.nowhere(port: silent.port), sealer: WebSessionSealer(key: nil), logger: TestPostgres.logger)
        }
        let waited = clock.now - started
        #expect(error?.kind == .unavailable, "\(error?.description ?? "")")
        #expect(error?.reason.hasPrefix("starting the store failed: cannot connect to the server") == true, "\(error?.reason ?? "")")
        #expect(waited >= .seconds(1.5), "it waited for the connect timeout (\(waited))")
        #expect(waited < .seconds(150), "it gave up after the connect timeout, not never (\(waited))")
    }

    @Test(.enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipped)"))
    func aWrongPasswordAMissingDatabaseOrNoTLSIsAConfigurationErrorThatNeverShowsThePassword() async throws {
        let capture = LogCapture()
        var wrong = try PostgresStoreSettings(url: try #require(TestPostgres.url))
        wrong.password = "wrong-\(UUID().uuidString)"
        var missing = try PostgresStoreSettings(url: try #require(TestPostgres.url))
        missing.database = "haapi_none"
        var errors: [WebSessionStoreError] = []
        var tls = try PostgresStoreSettings(url: try #require(TestPostgres.url))
        tls.tls = .require
        // A connection on a loaded 2-core machine may take longer than the default 10 s;
        // the refusal is what is checked here, not the wait.
        wrong.connectTimeout = .seconds(120)
        missing.connectTimeout = .seconds(120)
        tls.connectTimeout = .seconds(120)
        for (settings, reason) in [
            (wrong, "the server refused the role's credentials: password authentication failed for user \"haapi\" (SQLSTATE 28P01)"),
            (missing, "the database does not exist: database \"haapi_none\" does not exist (SQLSTATE 3D000)"),
            (tls, "the server does not offer TLS, which sslmode=require asks for"),
        ] {
            let error = await #expect(throws: WebSessionStoreError.self) {
                try await PostgresWebSessionStore.connect(settings, sealer: WebSessionSealer(key: nil), logger: capture.logger())
            }
            #expect(error?.kind == .configuration)
            #expect(error?.reason == "starting the store failed: \(reason)")
            errors += error.map { [$0] } ?? []
        }

        // A store that works logs no password or record either, with its logger at trace.
        let store = try await PostgresWebSessionStore.connect(
            try await TestPostgres.freshDatabase(), sealer: WebSessionSealer(key: nil), logger: capture.logger())
        try await store.save(WebSessionStoreTests.record("a"))
        _ = try await store.record("a")
        try await store.evict(now: WebSessionStoreTests.start, limits: SessionLimits())
        await store.close()
        #expect(!capture.lines.isEmpty)
        #expect(!capture.text.contains("csrf-a"), "no record reaches the log (it is stored unsealed here)")
        for password in [wrong.password ?? "", TestPostgres.password] {
            #expect(!errors.contains { $0.description.contains(password) })
            #expect(!capture.text.contains(password))
        }
    }
}
