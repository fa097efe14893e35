import Crypto
import Foundation
import GRDB

/// Sessions in an SQLite file (through GRDB, in WAL mode): a restarted host continues
/// its logins, and several host processes can share the file behind a load balancer.
///
/// Records are sealed with AES-GCM when a `sealingKey` is given (give every process
/// the same key); without one they are stored as JSON, so protect the file as you
/// would a credential store.
///
/// ```swift
/// let store = try SQLiteWebSessionStore(path: "/var/lib/haapi-web/sessions.sqlite", sealingKey: SymmetricKey(data: key))
/// ```
public final class SQLiteWebSessionStore: WebSessionStore {
    private let database: DatabasePool
    private let path: String
    private let sealingKey: SymmetricKey?

    /// Opens (creating and migrating when needed) the store at `path`.
    ///
    /// - Throws: ``WebSessionStoreError`` when the file cannot be opened or migrated.
    public init(path: String, sealingKey: SymmetricKey? = nil) throws(WebSessionStoreError) {
        self.path = path
        self.sealingKey = sealingKey
        do {
            database = try DatabasePool(path: path)
            var migrator = DatabaseMigrator()
            migrator.registerMigration("v1-web-sessions") { db in
                try db.create(table: "webSession") { table in
                    table.primaryKey("key", .text)
                    table.column("createdAt", .double).notNull()
                    table.column("lastSeen", .double).notNull().indexed()
                    table.column("body", .blob).notNull()
                }
            }
            try migrator.migrate(database)
        } catch {
            throw WebSessionStoreError(store: path, reason: "cannot open the database (\(error))")
        }
    }

    public func record(_ key: String) async throws(WebSessionStoreError) -> WebSessionRecord? {
        let body: Data?
        do {
            body = try await database.read { db in try Data.fetchOne(db, sql: "SELECT body FROM webSession WHERE key = ?", arguments: [key]) }
        } catch {
            throw WebSessionStoreError(store: path, reason: "reading a session failed (\(error))")
        }
        guard let body else { return nil }
        return try open(body, key: key)
    }

    public func save(_ record: WebSessionRecord) async throws(WebSessionStoreError) {
        let body = try seal(record)
        do {
            try await database.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO webSession (key, createdAt, lastSeen, body) VALUES (?, ?, ?, ?)",
                    arguments: [record.key, record.createdAt.timeIntervalSince1970, record.lastSeen.timeIntervalSince1970, body])
            }
        } catch {
            throw WebSessionStoreError(store: path, reason: "saving a session failed (\(error))")
        }
    }

    public func remove(_ key: String) async throws(WebSessionStoreError) {
        do {
            try await database.write { db in try db.execute(sql: "DELETE FROM webSession WHERE key = ?", arguments: [key]) }
        } catch {
            throw WebSessionStoreError(store: path, reason: "removing a session failed (\(error))")
        }
    }

    @discardableResult
    public func evict(now: Date, limits: SessionLimits) async throws(WebSessionStoreError) -> [String] {
        let idleBefore = now.addingTimeInterval(-limits.idleTimeout).timeIntervalSince1970
        let createdBefore = now.addingTimeInterval(-limits.maximumLifetime).timeIntervalSince1970
        do {
            return try await database.write { db in
                var removed = try String.fetchAll(
                    db, sql: "SELECT key FROM webSession WHERE lastSeen <= ? OR createdAt <= ?", arguments: [idleBefore, createdBefore])
                try db.execute(sql: "DELETE FROM webSession WHERE lastSeen <= ? OR createdAt <= ?", arguments: [idleBefore, createdBefore])
                let remaining = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM webSession") ?? 0
                let over = remaining - limits.maximumSessions
                if over > 0 {
                    let idlest = try String.fetchAll(
                        db, sql: "SELECT key FROM webSession ORDER BY lastSeen, key LIMIT ?", arguments: [over])
                    for key in idlest { try db.execute(sql: "DELETE FROM webSession WHERE key = ?", arguments: [key]) }
                    removed += idlest
                }
                return removed
            }
        } catch {
            throw WebSessionStoreError(store: path, reason: "evicting sessions failed (\(error))")
        }
    }

    public func count() async throws(WebSessionStoreError) -> Int {
        do {
            return try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM webSession") ?? 0 }
        } catch {
            throw WebSessionStoreError(store: path, reason: "counting sessions failed (\(error))")
        }
    }

    // MARK: Sealing

    private func seal(_ record: WebSessionRecord) throws(WebSessionStoreError) -> Data {
        let json: Data
        do {
            json = try JSONEncoder().encode(record)
        } catch {
            throw WebSessionStoreError(store: path, reason: "a session cannot be encoded (\(error))")
        }
        guard let sealingKey else { return json }
        do {
            guard let combined = try AES.GCM.seal(json, using: sealingKey, authenticating: Data(record.key.utf8)).combined else {
                throw WebSessionStoreError(store: path, reason: "sealing produced no output")
            }
            return combined
        } catch let error as WebSessionStoreError {
            throw error
        } catch {
            throw WebSessionStoreError(store: path, reason: "sealing a session failed (\(error))")
        }
    }

    private func open(_ body: Data, key: String) throws(WebSessionStoreError) -> WebSessionRecord {
        var json = body
        if let sealingKey {
            do {
                json = try AES.GCM.open(AES.GCM.SealedBox(combined: body), using: sealingKey, authenticating: Data(key.utf8))
            } catch {
                throw WebSessionStoreError(store: path, reason: "a session cannot be opened: another sealing key, or the row was changed or moved")
            }
        }
        do {
            return try JSONDecoder().decode(WebSessionRecord.self, from: json)
        } catch {
            throw WebSessionStoreError(store: path, reason: "a session is not a web session record (\(error))")
        }
    }
}
