public import Crypto
public import Foundation
import GRDB
public import HaapiWeb

/// Sessions in an SQLite file (through GRDB, in WAL mode): a restarted host continues
/// its logins, and the host processes of one machine can share the file. (Hosts on
/// several machines share `PostgresWebSessionStore` instead.)
///
/// Records are sealed with AES-GCM when the sealer has a key (give every process the
/// same one); without one they are stored as JSON, so protect the file as you would a
/// credential store. Opening the file checks that it holds no record this host cannot
/// read and no schema of a newer version.
///
/// ```swift
/// let store = try SQLiteWebSessionStore(path: "/var/lib/haapi-web/sessions.sqlite", sealingKey: SymmetricKey(data: key))
/// ```
public final class SQLiteWebSessionStore: WebSessionStore {
    private let database: DatabasePool
    private let sealer: WebSessionSealer
    /// The file's path.
    public let name: String

    /// The schema versions this version knows, in order.
    static let migrations = ["v1-web-sessions", "v2-versions-and-key-ids", "v3-sending-column"]

    /// Opens (creating and migrating when needed) the store at `path`.
    ///
    /// - Throws: `WebSessionStoreError` of kind `configuration` when the file cannot
    ///   be opened or migrated, has a newer schema, or holds records sealed with a key
    ///   `sealer` lacks.
    public init(path: String, sealer: WebSessionSealer) throws(WebSessionStoreError) {
        self.name = path
        self.sealer = sealer
        let migrator = Self.migrator()
        do {
            // Writers of other processes (or other stores on the file) are waited for, up
            // to a second, rather than failing at once with SQLITE_BUSY: a claim and a save
            // of two hosts can meet.
            var configuration = Configuration()
            configuration.busyMode = .timeout(1)
            database = try DatabasePool(path: path, configuration: configuration)
            let superseded = try database.read { db in try migrator.hasBeenSuperseded(db) }
            if superseded {
                throw WebSessionStoreError(.configuration, store: path, reason: "its schema is of a newer version of HaapiWeb; start that version")
            }
            try migrator.migrate(database)
        } catch let error as WebSessionStoreError {
            throw error
        } catch {
            throw WebSessionStoreError(.configuration, store: path, reason: "cannot open the database (\(error))")
        }
        let stored: Set<String>
        do {
            stored = try database.read { db in Set(try String.fetchAll(db, sql: "SELECT DISTINCT keyId FROM webSession")) }
        } catch {
            throw WebSessionStoreError(.configuration, store: path, reason: "cannot read the database (\(error))")
        }
        try sealer.check(storedKeyIDs: stored, store: path)
    }

    /// Opens the store at `path`, sealing records with `sealingKey` when given.
    public convenience init(path: String, sealingKey: SymmetricKey? = nil) throws(WebSessionStoreError) {
        try self.init(path: path, sealer: WebSessionSealer(key: sealingKey))
    }

    private static func migrator() -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(migrations[0]) { db in
            try db.create(table: "webSession") { table in
                table.primaryKey("key", .text)
                table.column("createdAt", .double).notNull()
                table.column("lastSeen", .double).notNull().indexed()
                table.column("body", .blob).notNull()
            }
        }
        // Records of the first format are dropped: sessions live an hour at most.
        migrator.registerMigration(migrations[1]) { db in
            try db.execute(sql: "DELETE FROM webSession")
            try db.alter(table: "webSession") { table in
                table.add(column: "version", .integer).notNull().defaults(to: 0)
                table.add(column: "keyId", .text).notNull().defaults(to: WebSessionSealer.unsealedKeyID)
            }
            try db.create(index: "webSession_createdAt", on: "webSession", columns: ["createdAt"])
            try db.create(index: "webSession_keyId", on: "webSession", columns: ["keyId"])
        }
        // A claim writes the version and the sending mark beside the body (seconds since 1970, or NULL).
        migrator.registerMigration(migrations[2]) { db in
            try db.alter(table: "webSession") { table in table.add(column: "sending", .double) }
        }
        return migrator
    }

    public func record(_ key: String) async throws(WebSessionStoreError) -> WebSessionRecord? {
        let row: Row?
        do {
            row = try await database.read { db in try Row.fetchOne(db, sql: "SELECT version, sending, body FROM webSession WHERE key = ?", arguments: [key]) }
        } catch {
            throw failure("reading a session", error)
        }
        guard let row else { return nil }
        // The version column is the record's; the sending column is a claim's mark since
        // the body was saved (a save clears it: the body has the record's own).
        var record = try sealer.open(row["body"], key: key, store: name)
        record.version = row["version"]
        if let sending = row["sending"] as Double? { record.sending = Date(timeIntervalSince1970: sending) }
        return record
    }

    public func save(_ record: WebSessionRecord) async throws(WebSessionStoreError) {
        let body = try sealer.seal(record, store: name)
        let keyID = sealer.keyID
        let saved: Bool
        do {
            saved = try await database.write { db in
                if record.version == 1 {
                    try db.execute(
                        sql: """
                            INSERT INTO webSession (key, version, createdAt, lastSeen, keyId, body) VALUES (?, 1, ?, ?, ?, ?)
                            ON CONFLICT(key) DO NOTHING
                            """,
                        arguments: [record.key, record.createdAt.timeIntervalSince1970, record.lastSeen.timeIntervalSince1970, keyID, body])
                } else {
                    try db.execute(
                        sql: "UPDATE webSession SET version = ?, lastSeen = ?, keyId = ?, body = ?, sending = NULL WHERE key = ? AND version = ?",
                        arguments: [record.version, record.lastSeen.timeIntervalSince1970, keyID, body, record.key, record.version - 1])
                }
                return db.changesCount == 1
            }
        } catch {
            throw failure("saving a session", error)
        }
        guard saved else {
            throw WebSessionStoreError(.conflict, store: name, reason: "session version \(record.version) was not the next one")
        }
    }

    /// Writes the version and the sending mark alone.
    public func claim(_ key: String, version: Int, sending: Date) async throws(WebSessionStoreError) {
        let claimed: Bool
        do {
            claimed = try await database.write { db in
                try db.execute(
                    sql: "UPDATE webSession SET version = ?, sending = ? WHERE key = ? AND version = ?",
                    arguments: [version, sending.timeIntervalSince1970, key, version - 1])
                return db.changesCount == 1
            }
        } catch {
            throw failure("claiming a session", error)
        }
        guard claimed else {
            throw WebSessionStoreError(.conflict, store: name, reason: "session version \(version) was not the next one")
        }
    }

    /// Reads the version column alone.
    public func version(_ key: String) async throws(WebSessionStoreError) -> Int? {
        do {
            return try await database.read { db in try Int.fetchOne(db, sql: "SELECT version FROM webSession WHERE key = ?", arguments: [key]) }
        } catch {
            throw failure("reading a session's version", error)
        }
    }

    public func remove(_ key: String) async throws(WebSessionStoreError) {
        do {
            try await database.write { db in try db.execute(sql: "DELETE FROM webSession WHERE key = ?", arguments: [key]) }
        } catch {
            throw failure("removing a session", error)
        }
    }

    @discardableResult
    public func evict(now: Date, limits: SessionLimits) async throws(WebSessionStoreError) -> [String] {
        let idleBefore = now.addingTimeInterval(-limits.idleTimeout).timeIntervalSince1970
        let createdBefore = now.addingTimeInterval(-limits.maximumLifetime).timeIntervalSince1970
        do {
            return try await database.write { db in
                var removed = try String.fetchAll(
                    db, sql: "DELETE FROM webSession WHERE lastSeen <= ? OR createdAt <= ? RETURNING key", arguments: [idleBefore, createdBefore])
                let remaining = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM webSession") ?? 0
                let over = remaining - limits.maximumSessions
                if over > 0 {
                    removed += try String.fetchAll(
                        db,
                        sql: "DELETE FROM webSession WHERE key IN (SELECT key FROM webSession ORDER BY lastSeen, key LIMIT ?) RETURNING key",
                        arguments: [over])
                }
                return removed
            }
        } catch {
            throw failure("evicting sessions", error)
        }
    }

    public func count() async throws(WebSessionStoreError) -> Int {
        do {
            return try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM webSession") ?? 0 }
        } catch {
            throw failure("counting sessions", error)
        }
    }

    /// A database error as a store error: a busy or locked file can be tried again.
    private func failure(_ doing: String, _ error: any Error) -> WebSessionStoreError {
        if let error = error as? DatabaseError, [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode) {
            return WebSessionStoreError(.unavailable, store: name, reason: "\(doing) failed: the database is busy")
        }
        return WebSessionStoreError(.failed, store: name, reason: "\(doing) failed (\(error))")
    }
}
