import Crypto
import Foundation
import HaapiWeb
import Testing

/// Both stores keep, return, and evict browser sessions the same way.
@Suite("Web session stores")
struct WebSessionStoreTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case memory, sqlite, sealedSQLite
        var testDescription: String { rawValue }
    }

    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func makeStore(_ kind: Kind) throws -> any WebSessionStore {
        switch kind {
        case .memory: return InMemoryWebSessionStore()
        case .sqlite: return try SQLiteWebSessionStore(path: temporaryPath())
        case .sealedSQLite: return try SQLiteWebSessionStore(path: temporaryPath(), sealingKey: SymmetricKey(size: .bits256))
        }
    }

    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-\(UUID().uuidString).sqlite").path
    }

    static func record(_ key: String, created: TimeInterval = 0, seen: TimeInterval = 0) -> WebSessionRecord {
        WebSessionRecord(
            key: key, csrfToken: "csrf-\(key)", language: "nl", createdAt: start.addingTimeInterval(created),
            lastSeen: start.addingTimeInterval(seen), dpopKey: P256.Signing.PrivateKey().rawRepresentation,
            result: WebLoginResult(outcome: .signedIn, claims: [["sub", "demo"]]))
    }

    @Test(arguments: Kind.allCases)
    func aSavedSessionComesBackAsItWas(_ kind: Kind) async throws {
        let store = try Self.makeStore(kind)
        let saved = Self.record("a")
        try await store.save(saved)
        #expect(try await store.record("a") == saved)
        #expect(try await store.record("b") == nil)
        var changed = saved
        changed.lastSeen = saved.lastSeen.addingTimeInterval(5)
        try await store.save(changed)
        #expect(try await store.record("a") == changed)
        #expect(try await store.count() == 1)
        try await store.remove("a")
        #expect(try await store.record("a") == nil)
    }

    @Test(arguments: Kind.allCases)
    func idleAndOldSessionsGoThenTheLongestIdleBeyondTheLimit(_ kind: Kind) async throws {
        let store = try Self.makeStore(kind)
        let limits = SessionLimits(idleTimeout: 100, maximumLifetime: 1000, maximumSessions: 2)
        try await store.save(Self.record("idle", seen: 0))            // idle for 150 s
        try await store.save(Self.record("old", created: -900, seen: 140))   // 1050 s old
        try await store.save(Self.record("a", seen: 120))
        try await store.save(Self.record("b", seen: 130))
        try await store.save(Self.record("c", seen: 140))
        let removed = try await store.evict(now: Self.start.addingTimeInterval(150), limits: limits)
        #expect(Set(removed) == ["idle", "old", "a"], "idle, too old, then the longest idle of the rest")
        #expect(try await store.count() == 2)
        #expect(try await store.record("b") != nil)
        #expect(try await store.record("c") != nil)
    }

    @Test func aSecondProcessOnTheSameFileSeesTheSessions() async throws {
        let path = Self.temporaryPath()
        let key = SymmetricKey(size: .bits256)
        let first = try SQLiteWebSessionStore(path: path, sealingKey: key)
        let second = try SQLiteWebSessionStore(path: path, sealingKey: key)
        try await first.save(Self.record("shared"))
        #expect(try await second.record("shared")?.csrfToken == "csrf-shared")
        try await second.remove("shared")
        #expect(try await first.record("shared") == nil)
    }

    @Test func aSealedRowOpensOnlyWithItsKeyAndUnderItsOwnName() async throws {
        let path = Self.temporaryPath()
        try await SQLiteWebSessionStore(path: path, sealingKey: SymmetricKey(size: .bits256)).save(Self.record("a"))
        let stranger = try SQLiteWebSessionStore(path: path, sealingKey: SymmetricKey(size: .bits256))
        let wrongKey = await #expect(throws: WebSessionStoreError.self) { _ = try await stranger.record("a") }
        #expect(wrongKey?.description == "web session store \(path): a session cannot be opened: another sealing key, or the row was changed or moved")
        let plain = try SQLiteWebSessionStore(path: path)
        await #expect(throws: WebSessionStoreError.self) { _ = try await plain.record("a") }
    }

    @Test func anUnopenableFileIsAnErrorNamingIt() throws {
        let error = #expect(throws: WebSessionStoreError.self) { try SQLiteWebSessionStore(path: "/proc/haapi/none.sqlite") }
        #expect(error?.store == "/proc/haapi/none.sqlite")
    }
}
