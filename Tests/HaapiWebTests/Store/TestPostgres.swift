import Foundation
import HaapiTesting
import HaapiWeb
import HaapiWebPostgres
import Logging

/// The throw-away PostgreSQL that `.ci/postgres start` makes (`.ci/run` starts one), named
/// by HAAPI_TEST_POSTGRES_URL. Each test gets a database of its own, so tests running at
/// once do not see each other's sessions.
enum TestPostgres {
    /// `postgres://haapi:PASSWORD@127.0.0.1:PORT/haapi`, of a role that may create databases.
    static let url = ProcessInfo.processInfo.environment["HAAPI_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }

    /// Why the PostgreSQL tests are skipped.
    static let skipped = "HAAPI_TEST_POSTGRES_URL is unset (eval \"$(.ci/postgres start)\" sets it; .ci/run does): the PostgreSQL tests are skipped"

    /// `.ci/postgres`, which the restart test runs for a cluster of its own.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../.ci/postgres").standardized.path

    /// ``url`` with `database` in place of its own (its path is the database: `.ci/postgres`
    /// prints no parameters after it).
    static func url(database: String) -> String {
        let url = url ?? "postgres://nowhere/"
        return String(url[...url.lastIndex(of: "/")!]) + database
    }

    /// The password in ``url``, which no message may show.
    static var password: String { (try? PostgresStoreSettings(url: url ?? ""))?.password ?? "" }

    /// A logger that keeps quiet (tests that read the log make their own).
    static let logger = Logger(label: "HaapiWebTests.postgres") { _ in SwiftLogNoOpLogHandler() }

    /// Settings for a new, empty database of its own (a small pool; short timeouts).
    static func freshDatabase() async throws -> PostgresStoreSettings {
        guard let url else { throw TestError(skipped) }
        var settings = try PostgresStoreSettings(url: url)
        settings.database = "haapi_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        settings.poolSize = 4
        // Bounds that only end a test that went wrong: the whole suite shares two cores on CI.
        settings.connectTimeout = .seconds(60)
        settings.requestTimeout = .seconds(120)
        try await psql("CREATE DATABASE \(settings.database)")
        return settings
    }

    /// A store with `settings`, connecting again while the start is `unavailable` (short
    /// timeouts meet a loaded machine), for at most three minutes.
    static func connectPatiently(_ settings: PostgresStoreSettings, sealer: WebSessionSealer) async throws -> PostgresWebSessionStore {
        let deadline = ContinuousClock.now + .seconds(180)
        while true {
            let attempt: Result<PostgresWebSessionStore, WebSessionStoreError>
            do {
                attempt = .success(try await PostgresWebSessionStore.connect(settings, sealer: sealer, logger: logger))
            } catch {
                attempt = .failure(error)
            }
            switch attempt {
            case .success(let store):
                return store
            case .failure(let error) where error.kind == .unavailable && ContinuousClock.now < deadline:
                try await Task.sleep(for: .milliseconds(500))
            case .failure(let error):
                throw error
            }
        }
    }

    /// A store on a new, empty database.
    static func freshStore(sealer: WebSessionSealer = WebSessionSealer(key: nil)) async throws -> PostgresWebSessionStore {
        try await PostgresWebSessionStore.connect(try await freshDatabase(), sealer: sealer, logger: logger)
    }

    /// Runs `sql` with psql in `database` (the URL's by default) and returns what it printed, unaligned.
    @discardableResult
    static func psql(_ sql: String, database: String? = nil) async throws -> String {
        guard let url, let psql = programPath("psql") else { throw TestError("psql or HAAPI_TEST_POSTGRES_URL is missing") }
        let output = try await runProgram(psql, ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", database.map(Self.url(database:)) ?? url, "-c", sql])
        guard output.status == 0 else { throw TestError("psql \(sql): \(output.stderr)") }
        return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
