import Foundation
import GRDB

/// The clients registered at run time (RFC 7591), in the same database as the users: a
/// server restarted on the same file still knows them; an in-memory one forgets them.
extension UserStore {
    /// `v3-registered-clients`: the `registered_client` table.
    static func registerClientMigration(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v3-registered-clients") { db in
            try db.create(table: RegisteredClientRecord.databaseTableName) { t in
                t.primaryKey("clientID", .text)
                t.column("templateID", .text).notNull().indexed()
                t.column("secret", .text).notNull()
                t.column("registrationTokenHash", .text).notNull()
                t.column("name", .text)
                t.column("redirectURIs", .text).notNull()
                t.column("scopes", .text).notNull()
                t.column("tokenEndpointAuthMethod", .text).notNull()
                t.column("softwareVersion", .text)
                t.column("issuedAt", .datetime).notNull()
            }
        }
    }

    /// The registered client with `clientID`, if there is one.
    func registeredClient(_ clientID: String) async -> RegisteredClientRecord? {
        try? await database.read { db in try RegisteredClientRecord.fetchOne(db, key: clientID) }
    }

    /// Stores a newly registered client; `false` when its `client_id` is taken.
    func addRegisteredClient(_ client: RegisteredClientRecord) async throws(DevServerError) -> Bool {
        do {
            return try await database.write { db in
                guard try !RegisteredClientRecord.exists(db, key: client.clientID) else { return false }
                try client.insert(db)
                return true
            }
        } catch {
            throw DevServerError.database(path: nil, reason: "storing a registered client: \(error)")
        }
    }

    /// Deletes the registered client `clientID`; `false` when there is none.
    func deleteRegisteredClient(_ clientID: String) async throws(DevServerError) -> Bool {
        do {
            return try await database.write { db in try RegisteredClientRecord.deleteOne(db, key: clientID) }
        } catch {
            throw DevServerError.database(path: nil, reason: "deleting a registered client: \(error)")
        }
    }
}
