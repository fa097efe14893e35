import Crypto
import Foundation
import HaapiWeb
import HaapiTesting
import HaapiWebSQLite
import Testing

/// What only the SQLite store does: a file shared by processes, checked when opened.
@Suite("SQLite web session store")
struct SQLiteWebSessionStoreTests {
    let path = StoreKind.temporaryPath()

    @Test func aSecondProcessOnTheSameFileSeesTheSessions() async throws {
        let key = SymmetricKey(size: .bits256)
        let first = try SQLiteWebSessionStore(path: path, sealingKey: key)
        let second = try SQLiteWebSessionStore(path: path, sealingKey: key)
        try await first.save(WebSessionStoreTests.record("shared"))
        #expect(try await second.record("shared")?.csrfToken == "csrf-shared")
        try await second.remove("shared")
        #expect(try await first.record("shared") == nil)
    }

    /// A file of the second schema (sessions without the claim's column) is migrated
    /// when opened, its sessions kept and claimed.
    @Test(.enabled(if: programPath("sqlite3") != nil, "sqlite3 is not installed"))
    func theSecondSchemaIsMigratedWithItsSessions() async throws {
        let key = SymmetricKey(size: .bits256)
        let saved = WebSessionStoreTests.record("kept")
        try await SQLiteWebSessionStore(path: path, sealingKey: key).save(saved)
        let sqlite3 = try #require(programPath("sqlite3"))
        let undone = try await runProgram(
            sqlite3, [path, "ALTER TABLE webSession DROP COLUMN sending; DELETE FROM grdb_migrations WHERE identifier = 'v3-sending-column'"])
        #expect(undone.status == 0, "\(undone.stderr)")
        let migrated = try SQLiteWebSessionStore(path: path, sealingKey: key)
        #expect(try await migrated.record("kept") == saved)
        try await migrated.claim("kept", version: 2, sending: WebSessionStoreTests.start)
        #expect(try await migrated.record("kept")?.sending == WebSessionStoreTests.start)
    }

    @Test func aStoreHoldingRecordsOfAnotherKeyIsRefusedWhenOpened() async throws {
        let sealedKey = SymmetricKey(size: .bits256)
        try await SQLiteWebSessionStore(path: path, sealingKey: sealedKey).save(WebSessionStoreTests.record("a"))
        let strangerKey = SymmetricKey(size: .bits256)
        let stranger = #expect(throws: WebSessionStoreError.self) { try SQLiteWebSessionStore(path: path, sealingKey: strangerKey) }
        #expect(stranger?.kind == .configuration)
        #expect(stranger?.description.contains("records sealed with key \(WebSessionSealer.id(of: sealedKey))") == true)
        #expect(stranger?.description.contains("(key \(WebSessionSealer.id(of: strangerKey)))") == true)
        let plain = #expect(throws: WebSessionStoreError.self) { try SQLiteWebSessionStore(path: path) }
        #expect(plain?.kind == .configuration)
        #expect(plain?.description.contains("(no sealing key)") == true)
    }

    @Test func aRotatedKeyStillReadsTheOldRecordsAndSealsWithTheNewOne() async throws {
        let (old, new) = (SymmetricKey(size: .bits256), SymmetricKey(size: .bits256))
        let saved = WebSessionStoreTests.record("a")
        try await SQLiteWebSessionStore(path: path, sealingKey: old).save(saved)
        let rotated = try SQLiteWebSessionStore(path: path, sealer: WebSessionSealer(key: new, previousKeys: [old]))
        var next = try #require(try await rotated.record("a"))
        #expect(next == saved)
        next.version = 2
        try await rotated.save(next)
        #expect(try await SQLiteWebSessionStore(path: path, sealingKey: new).record("a") == next, "the old key is no longer needed")
    }

    @Test func anUnopenableFileIsAnErrorNamingIt() throws {
        let error = #expect(throws: WebSessionStoreError.self) { try SQLiteWebSessionStore(path: "/proc/haapi/none.sqlite") }
        #expect(error?.store == "/proc/haapi/none.sqlite")
        #expect(error?.kind == .configuration)
    }
}
