import Foundation
import GRDB
import HaapiJOSE

/// Passkeys and WebAuthn user handles, next to the users they belong to.
extension UserStore {
    /// `v2-passkeys`: the `passkey` table (deleted with its user) and the user's random
    /// WebAuthn user handle (base64url, unique, filled when a first passkey is made).
    static func registerPasskeyMigration(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v2-passkeys") { db in
            try db.alter(table: UserRecord.databaseTableName) { t in
                t.add(column: "webAuthnUserHandle", .text)
            }
            try db.create(
                index: "user_webAuthnUserHandle", on: UserRecord.databaseTableName, columns: ["webAuthnUserHandle"], options: .unique)
            try db.create(table: PasskeyRecord.databaseTableName) { t in
                t.primaryKey("id", .text)
                t.column("username", .text).notNull().collate(.nocase).indexed()
                    .references(UserRecord.databaseTableName, column: "username", onDelete: .cascade, onUpdate: .cascade)
                t.column("publicKey", .blob).notNull()
                t.column("algorithm", .integer).notNull()
                t.column("signCount", .integer).notNull()
                t.column("transports", .text).notNull()
                t.column("aaguid", .blob).notNull()
                t.column("backupEligible", .boolean).notNull()
                t.column("createdAt", .datetime).notNull()
                t.column("lastUsedAt", .datetime)
            }
        }
    }

    /// The passkeys of `username`, oldest first.
    func passkeys(of username: String) async -> [PasskeyRecord] {
        (try? await database.read { db in
            try PasskeyRecord.filter(Column("username") == username).order(Column("createdAt"), Column("id")).fetchAll(db)
        }) ?? []
    }

    /// The passkey with credential ID `id` (base64url), whoever owns it.
    func passkey(withID id: String) async -> PasskeyRecord? {
        try? await database.read { db in try PasskeyRecord.fetchOne(db, key: id) }
    }

    /// How many passkeys each user has, by lower-cased username.
    func passkeyCounts() async -> [String: Int] {
        let counts = try? await database.read { db -> [String: Int] in
            let rows = try Row.fetchAll(db, sql: "SELECT lower(username) AS name, count(*) AS count FROM passkey GROUP BY lower(username)")
            return Dictionary(uniqueKeysWithValues: rows.map { row -> (String, Int) in (row["name"], row["count"]) })
        }
        return counts ?? [:]
    }

    /// Stores a new passkey; `false` when a passkey with its credential ID exists already
    /// (for any user), which is then left as it was.
    func addPasskey(_ passkey: PasskeyRecord) async throws(DevServerError) -> Bool {
        do {
            return try await database.write { db in
                guard try !PasskeyRecord.exists(db, key: passkey.id) else { return false }
                try passkey.insert(db)
                return true
            }
        } catch {
            throw DevServerError.database(path: nil, reason: "storing a passkey: \(error)")
        }
    }

    /// Records a sign-in with passkey `id`: its new signature counter, its backup state and when.
    func recordPasskeySignIn(id: String, signCount: UInt32, backedUp: Bool, at date: Date) async throws(DevServerError) {
        do {
            _ = try await database.write { db in
                try PasskeyRecord.filter(key: id).updateAll(
                    db, Column("signCount").set(to: Int64(signCount)), Column("lastUsedAt").set(to: date), Column("backedUp").set(to: backedUp))
            }
        } catch {
            throw DevServerError.database(path: nil, reason: "updating a passkey: \(error)")
        }
    }

    /// Deletes passkey `id` of `username`; `false` when that user has no such passkey.
    func deletePasskey(id: String, of username: String) async throws(DevServerError) -> Bool {
        do {
            return try await database.write { db in
                try PasskeyRecord.filter(key: id).filter(Column("username") == username).deleteAll(db) > 0
            }
        } catch {
            throw DevServerError.database(path: nil, reason: "deleting a passkey: \(error)")
        }
    }

    /// The WebAuthn user handle of `username`, `nil` before their first passkey.
    func webAuthnUserHandle(of username: String) async -> [UInt8]? {
        let text = try? await database.read { db in
            try String.fetchOne(db, sql: "SELECT webAuthnUserHandle FROM user WHERE username = ?", arguments: [username])
        }
        return text.flatMap { try? Array(Base64URL.decode($0)) }
    }

    /// The WebAuthn user handle of `username`, made (32 random bytes) and stored when
    /// they have none yet.
    func makeWebAuthnUserHandle(of username: String, random: any RandomSource) async throws(DevServerError) -> [UInt8] {
        let fresh = Base64URL.encode(random.bytes(32))
        do {
            let text = try await database.write { db -> String in
                if let existing = try String.fetchOne(db, sql: "SELECT webAuthnUserHandle FROM user WHERE username = ?", arguments: [username]) {
                    return existing
                }
                try db.execute(sql: "UPDATE user SET webAuthnUserHandle = ? WHERE username = ?", arguments: [fresh, username])
                guard db.changesCount == 1 else { throw DatabaseError(message: "no user \(username)") }
                return fresh
            }
            return Array(try Base64URL.decode(text))
        } catch {
            throw DevServerError.database(path: nil, reason: "making a WebAuthn user handle: \(error)")
        }
    }
}
