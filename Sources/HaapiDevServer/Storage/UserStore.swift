import Foundation
import GRDB
import HaapiJOSE

/// The users, in SQLite through GRDB: a file, or memory when no path is given; with
/// each user's passkeys (table `passkey`) and WebAuthn user handle, and the clients
/// registered at run time (table `registered_client`).
///
/// ```swift
/// let store = try UserStore(path: nil)
/// try await store.save(UserRecord(username: "alice", passwordHash: hash))
/// let ok = await store.verifyPassword("secret", for: "alice")
/// ```
public struct UserStore: Sendable {
    let database: DatabaseQueue

    /// Opens (and migrates) the store at `path`, or an in-memory one for `nil`.
    public init(path: String?) throws(DevServerError) {
        do {
            database = try path.map { try DatabaseQueue(path: $0) } ?? DatabaseQueue()
            var migrator = DatabaseMigrator()
            migrator.registerMigration("v1-users") { db in
                try db.create(table: UserRecord.databaseTableName) { t in
                    t.primaryKey("username", .text).collate(.nocase)
                    t.column("passwordHash", .text)
                    t.column("email", .text).collate(.nocase)
                    t.column("personalNumber", .text)
                    t.column("totpSecret", .text)
                    t.column("name", .text)
                }
            }
            Self.registerPasskeyMigration(&migrator)
            Self.registerClientMigration(&migrator)
            Self.registerPasskeyAccountMigration(&migrator)
            try migrator.migrate(database)
        } catch {
            throw DevServerError.database(path: path ?? ":memory:", reason: "\(error)")
        }
    }

    /// Inserts or replaces a user.
    public func save(_ user: UserRecord) async throws(DevServerError) {
        do {
            try await database.write { db in try user.save(db) }
        } catch {
            throw DevServerError.database(path: nil, reason: "saving user: \(error)")
        }
    }

    /// The user named `username` (case-insensitive).
    public func user(named username: String) async -> UserRecord? {
        try? await database.read { db in try UserRecord.fetchOne(db, key: username) }
    }

    /// The user with e-mail `email` (case-insensitive).
    public func user(withEmail email: String) async -> UserRecord? {
        try? await database.read { db in
            try UserRecord.filter(Column("email") == email).fetchOne(db)
        }
    }

    /// The user with personal number `number`.
    public func user(withPersonalNumber number: String) async -> UserRecord? {
        try? await database.read { db in
            try UserRecord.filter(Column("personalNumber") == number).fetchOne(db)
        }
    }

    /// All users, by name.
    public func allUsers() async -> [UserRecord] {
        (try? await database.read { db in try UserRecord.order(Column("username")).fetchAll(db) }) ?? []
    }

    /// The user when `password` is theirs; `nil` for an unknown user or a wrong password.
    /// PBKDF2 runs even for an unknown user, so the answer takes the same time.
    public func verifyPassword(_ password: String, for username: String, decoyHash: String) async -> UserRecord? {
        let user = await user(named: username)
        let stored = user?.passwordHash ?? decoyHash
        let matches = PasswordHasher.verify(password, against: stored)
        return matches && user?.passwordHash != nil ? user : nil
    }
}
