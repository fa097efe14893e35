import Crypto
import Foundation
import HaapiTesting
import HaapiWeb
import HaapiWebPostgres
import Testing

/// What only the PostgreSQL store does: a database several hosts share, checked and
/// migrated when a host starts. (The conformance suite, `WebSessionStoreTests`, runs
/// against it too.)
@Suite("PostgreSQL web session store", .enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipped)"))
struct PostgresWebSessionStoreTests {
    static func connect(_ settings: PostgresStoreSettings, key: SymmetricKey?, previousKeys: [SymmetricKey] = []) async throws -> PostgresWebSessionStore {
        try await PostgresWebSessionStore.connect(settings, sealer: WebSessionSealer(key: key, previousKeys: previousKeys), logger: TestPostgres.logger)
    }

    @Test func hostsStartingAtOnceMigrateOnceAndSeeEachOthersSessions() async throws {
        let settings = try await TestPostgres.freshDatabase()
        let key = SymmetricKey(size: .bits256)
        let hosts = try await withThrowingTaskGroup(of: PostgresWebSessionStore.self) { group in
            for _ in 0..<4 { group.addTask { try await Self.connect(settings, key: key) } }
            return try await group.reduce(into: [PostgresWebSessionStore]()) { $0.append($1) }
        }
        #expect(try await TestPostgres.psql("SELECT count(*), max(version) FROM haapi_web_schema", database: settings.database) == "2|2")
        let (first, second) = (hosts[0], hosts[1])
        #expect(first.name == "postgres://haapi@127.0.0.1:\(settings.port)/\(settings.database)")
        try await first.save(WebSessionStoreTests.record("shared"))
        var next = try #require(try await second.record("shared"))
        #expect(next.csrfToken == "csrf-shared")
        next.version = 2
        try await second.save(next)
        let stale = await #expect(throws: WebSessionStoreError.self) { try await first.save(next) }
        #expect(stale?.kind == .conflict, "the other host filed version 2 first")
        #expect(try await first.record("shared") == next)
        try await second.remove("shared")
        #expect(try await first.record("shared") == nil)
        for host in hosts { await host.close() }
    }

    @Test func aSchemaOfANewerVersionIsRefusedAtStart() async throws {
        let settings = try await TestPostgres.freshDatabase()
        try await Self.connect(settings, key: nil).close()
        try await TestPostgres.psql("INSERT INTO haapi_web_schema (version) VALUES (99)", database: settings.database)
        let error = await #expect(throws: WebSessionStoreError.self) { try await Self.connect(settings, key: nil) }
        #expect(error?.kind == .configuration)
        #expect(error?.store == settings.name)
        #expect(error?.reason.contains("its schema is version 99, made by a newer version of HaapiWeb (this one knows versions up to 2)") == true)
    }

    /// A database of the first schema (sessions without the claim's column) is migrated
    /// at start, its sessions kept and claimed.
    @Test func theFirstSchemaIsMigratedWithItsSessions() async throws {
        let settings = try await TestPostgres.freshDatabase()
        let key = SymmetricKey(size: .bits256)
        let first = try await Self.connect(settings, key: key)
        let saved = WebSessionStoreTests.record("kept")
        try await first.save(saved)
        await first.close()
        try await TestPostgres.psql(
            "ALTER TABLE haapi_web_session DROP COLUMN sending; DELETE FROM haapi_web_schema WHERE version = 2", database: settings.database)
        let migrated = try await Self.connect(settings, key: key)
        #expect(try await TestPostgres.psql("SELECT count(*), max(version) FROM haapi_web_schema", database: settings.database) == "2|2")
        #expect(try await migrated.record("kept") == saved)
        try await migrated.claim("kept", version: 2, sending: WebSessionStoreTests.start)
        #expect(try await migrated.record("kept")?.sending == WebSessionStoreTests.start)
        await migrated.close()
    }

    @Test func recordsOfAnotherKeyAreRefusedAtStartAndARotationReadsThem() async throws {
        let settings = try await TestPostgres.freshDatabase()
        let (old, new) = (SymmetricKey(size: .bits256), SymmetricKey(size: .bits256))
        let saved = WebSessionStoreTests.record("a")
        let first = try await Self.connect(settings, key: old)
        try await first.save(saved)
        await first.close()
        let stranger = await #expect(throws: WebSessionStoreError.self) { try await Self.connect(settings, key: new) }
        #expect(stranger?.kind == .configuration)
        #expect(stranger?.reason.contains("records sealed with key \(WebSessionSealer.id(of: old))") == true)
        let plain = await #expect(throws: WebSessionStoreError.self) { try await Self.connect(settings, key: nil) }
        #expect(plain?.reason.contains("(no sealing key)") == true)
        let rotated = try await Self.connect(settings, key: new, previousKeys: [old])
        var next = try #require(try await rotated.record("a"))
        #expect(next == saved)
        next.version = 2
        try await rotated.save(next)
        await rotated.close()
        let renewed = try await Self.connect(settings, key: new)
        #expect(try await renewed.record("a") == next, "the old key is no longer needed")
        await renewed.close()
    }

    @Test func aChangedBodyMakesOnlyItsRecordUnreadable() async throws {
        let settings = try await TestPostgres.freshDatabase()
        let store = try await Self.connect(settings, key: SymmetricKey(size: .bits256))
        let (a, b) = (WebSessionStoreTests.record("a"), WebSessionStoreTests.record("b"))
        try await store.save(a)
        try await store.save(b)
        try await TestPostgres.psql(
            "UPDATE haapi_web_session SET body = set_byte(body, length(body) - 1, get_byte(body, length(body) - 1) # 1) WHERE key = 'a'",
            database: settings.database)
        let error = await #expect(throws: WebSessionStoreError.self) { try await store.record("a") }
        #expect(error?.kind == .unreadableRecord)
        #expect(error?.reason == "a session record does not open with its key: it was changed or moved")
        #expect(try await store.record("b") == b)
        #expect(try await store.count() == 2)
        try await store.remove("a")
        #expect(try await store.count() == 1)
        await store.close()
    }

    @Test func aCallWaitingOnALockedTableEndsAsUnavailableAtTheRequestTimeout() async throws {
        var settings = try await TestPostgres.freshDatabase()
        // The record is saved by a patient store (the suite shares two cores); the timed call by one of 10 s.
        settings.requestTimeout = .seconds(120)
        let patient = try await Self.connect(settings, key: nil)
        try await patient.save(WebSessionStoreTests.record("a"))
        await patient.close()
        settings.requestTimeout = .seconds(10)
        let store = try await Self.connect(settings, key: nil)
        let locker = Task {
            try await TestPostgres.psql("BEGIN; LOCK TABLE haapi_web_session; SELECT pg_sleep(45); COMMIT", database: settings.database)
        }
        try await waitForLock(on: settings.database)
        let clock = ContinuousClock()
        let started = clock.now
        let error = await #expect(throws: WebSessionStoreError.self) { try await store.record("a") }
        let waited = clock.now - started
        #expect(error?.kind == .unavailable, "\(error?.description ?? "")")
        let reasons = ["reading a session got no answer from the database within 10", "the statement took longer than the request timeout"]
        #expect(reasons.contains { error?.reason.contains($0) == true }, "\(error?.reason ?? "")")
        #expect(waited < .seconds(40), "the call ended at its timeout (\(waited)), not when the lock was released")
        _ = try await locker.value
        #expect(try await store.record("a") != nil, "the store works once the lock is gone")
        await store.close()
    }

    @Test func aClosedStoreRefusesCalls() async throws {
        let store = try await TestPostgres.freshStore()
        await store.close()
        await store.close()
        let error = await #expect(throws: WebSessionStoreError.self) { try await store.count() }
        #expect(error?.kind == .failed)
        #expect(error?.reason == "counting sessions failed: the store is closed")
    }

    /// Waits until another session holds the exclusive lock on the sessions table.
    private func waitForLock(on database: String) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        while clock.now < deadline {
            let held = try await TestPostgres.psql(
                "SELECT count(*) FROM pg_locks WHERE mode = 'AccessExclusiveLock' AND granted AND relation = 'haapi_web_session'::regclass",
                database: database)
            if held == "1" { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw TestError("the table was never locked")
    }
}
