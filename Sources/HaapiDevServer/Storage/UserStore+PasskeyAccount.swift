import Foundation
import GRDB

/// What a person's own passkey account pages change: names, and deletions that keep a
/// way to sign in.
extension UserStore {
    /// `v4-passkey-account`: a name the owner gives each passkey, and its backup state (BS flag).
    static func registerPasskeyAccountMigration(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v4-passkey-account") { db in
            try db.alter(table: PasskeyRecord.databaseTableName) { t in
                t.add(column: "name", .text)
                t.add(column: "backedUp", .boolean).notNull().defaults(to: false)
            }
        }
    }

    /// Names passkey `id` of `username`; the passkey as it is now, `nil` when that user has no such passkey.
    func renamePasskey(id: String, of username: String, to name: String) async throws(DevServerError) -> PasskeyRecord? {
        do {
            return try await database.write { db -> PasskeyRecord? in
                guard var passkey = try PasskeyRecord.filter(key: id).filter(Column("username") == username).fetchOne(db) else { return nil }
                passkey.name = name
                try passkey.update(db)
                return passkey
            }
        } catch {
            throw DevServerError.database(path: nil, reason: "renaming a passkey: \(error)")
        }
    }

    /// How deleting a passkey went.
    enum PasskeyDeletion: Sendable, Equatable {
        case deleted
        /// The user has no such passkey.
        case notFound
        /// It is the last way the user can sign in: nothing was deleted.
        case lastWayToSignIn
    }

    /// Deletes passkey `id` of `username` unless it is their last way to sign in:
    /// `otherWays` says whether the user can sign in without a passkey (a password, an
    /// e-mailed code, BankID), read in the same transaction as the deletion.
    func deletePasskey(
        id: String, of username: String, otherWays: @escaping @Sendable (UserRecord) -> Bool
    ) async throws(DevServerError) -> PasskeyDeletion {
        do {
            return try await database.write { db -> PasskeyDeletion in
                guard let user = try UserRecord.filter(Column("username") == username).fetchOne(db),
                    try PasskeyRecord.filter(key: id).filter(Column("username") == username).fetchCount(db) == 1
                else { return .notFound }
                let passkeys = try PasskeyRecord.filter(Column("username") == username).fetchCount(db)
                guard passkeys > 1 || otherWays(user) else { return .lastWayToSignIn }
                try PasskeyRecord.filter(key: id).deleteAll(db)
                return .deleted
            }
        } catch {
            throw DevServerError.database(path: nil, reason: "deleting a passkey: \(error)")
        }
    }
}
