import Foundation
import HaapiTesting
import HaapiWeb
import HaapiWebPostgres
import Testing

/// What survives PostgreSQL stopping and starting again under a store that is in use.
///
/// It starts a cluster of its own with `.ci/postgres start` (the shared one of
/// HAAPI_TEST_POSTGRES_URL serves the tests running beside it, which an outage would
/// fail), stops and starts it with `.ci/postgres down` and `up` (`pg_ctl stop -m fast`,
/// `pg_ctl start -w`), restarts it with `.ci/postgres restart`, and removes it at the end.
@Suite(
    "PostgreSQL restarts", .enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipped)"),
    .enabled(if: SoloSuites.enabled, "a PostgreSQL cluster of its own \(SoloSuites.skipped)"))
struct PostgresRestartTests {
    @Test func callsDuringAnOutageAreUnavailableThenTheSameStoreWorksAgain() async throws {
        let cluster = try await TestPostgres.Cluster.start()
        do {
            try await outage(cluster)
            try await cluster.stop()
        } catch {
            try? await cluster.stop()
            throw error
        }
    }

    private func outage(_ cluster: TestPostgres.Cluster) async throws {
        var settings = try PostgresStoreSettings(url: cluster.url)
        settings.connectTimeout = .seconds(2)
        settings.requestTimeout = .seconds(5)
        settings.poolSize = 2
        let store = try await TestPostgres.connectPatiently(settings, sealer: WebSessionSealer(key: nil))
        let saved = WebSessionStoreTests.record("a")
        try await store.save(saved)

        try await cluster.run("down")
        let clock = ContinuousClock()
        for _ in 0..<3 {
            let started = clock.now
            let error = await #expect(throws: WebSessionStoreError.self) { try await store.record("a") }
            #expect(error?.kind == .unavailable, "\(error?.description ?? "")")
            #expect(clock.now - started < .seconds(120), "a call during the outage ends (its request timeout, with the suite's load)")
        }
        var next = saved
        next.version = 2
        let refused = await #expect(throws: WebSessionStoreError.self) { try await store.save(next) }
        #expect(refused?.kind == .unavailable)

        try await cluster.run("up")
        #expect(try await firstAnswer(from: store, "a") == saved, "the pool reconnected by itself")
        try await store.save(next)

        try await cluster.run("restart")
        #expect(try await firstAnswer(from: store, "a") == next, "and again after a restart")
        await store.close()
    }

    /// The record filed under `key`, asked for until the store answers (at most 120 s);
    /// every failure on the way must be `unavailable`.
    private func firstAnswer(from store: PostgresWebSessionStore, _ key: String) async throws -> WebSessionRecord? {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(120)
        while true {
            // (Throwing the caught error from a guard inside the catch crashes Swift 6.3.1's SILGen.)
            let failure: WebSessionStoreError
            do {
                return try await store.record(key)
            } catch {
                failure = error
            }
            guard failure.kind == .unavailable, clock.now < deadline else { throw failure }
            try await Task.sleep(for: .milliseconds(250))
        }
    }
}

extension TestPostgres {
    /// A cluster of a test's own, from `.ci/postgres start`.
    struct Cluster {
        let url: String
        let directory: String

        static func start() async throws -> Cluster {
            let output = try await runProgram("/usr/bin/env", ["bash", script, "start"])
            guard output.status == 0 else { throw TestError(".ci/postgres start: \(output.stderr)") }
            var exports: [String: String] = [:]
            for line in output.stdout.split(separator: "\n") where line.hasPrefix("export ") {
                let assignment = line.dropFirst("export ".count)
                let name = assignment.prefix { $0 != "=" }
                exports[String(name)] = String(assignment.dropFirst(name.count + 1)).trimmingCharacters(in: CharacterSet(charactersIn: "'"))
            }
            guard let url = exports["HAAPI_TEST_POSTGRES_URL"], let directory = exports["HAAPI_TEST_POSTGRES_DIR"] else {
                throw TestError(".ci/postgres start printed no exports: \(output.stdout)")
            }
            return Cluster(url: url, directory: directory)
        }

        /// Runs `.ci/postgres COMMAND` on this cluster.
        func run(_ command: String) async throws {
            let output = try await runProgram("/usr/bin/env", ["bash", script, command, directory])
            guard output.status == 0 else { throw TestError(".ci/postgres \(command): \(output.stderr)") }
        }

        /// Stops the server and removes its folder.
        func stop() async throws { try await run("stop") }
    }
}
