import Foundation
import GRDB
import HaapiModel

/// A user's passkey as stored in SQLite (table `passkey`): what the relying party needs
/// to verify the next assertion, and what the admin surface lists.
struct PasskeyRecord: Sendable, Hashable, Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "passkey"

    /// The credential ID, base64url (the primary key).
    var id: String
    /// The owner (`user.username`, compared without regard to case).
    var username: String
    /// The public key as COSE_Key CBOR bytes.
    var publicKey: Data
    /// The COSE algorithm identifier (-7 ES256, -257 RS256).
    var algorithm: Int
    /// The signature counter last seen.
    var signCount: Int64
    /// The transports the client reported (`internal`, `hybrid`, `usb`, ...).
    var transports: [String]
    /// The authenticator's AAGUID (16 bytes).
    var aaguid: Data
    /// Backup eligibility (a synced passkey).
    var backupEligible: Bool
    /// When it was registered.
    var createdAt: Date
    /// When it last signed in, `nil` before its first sign-in.
    var lastUsedAt: Date?
    /// The name its owner gave it, `nil` until they name it (pages then show the provider's name).
    var name: String? = nil
    /// Backup state (BS flag) at its last ceremony: synced to the provider's cloud now.
    var backedUp = false

    /// The passkey as `GET /dev/users/<username>/passkeys` lists it (times in ISO 8601).
    var json: JSONValue {
        [
            "id": .string(id), "createdAt": .string(createdAt.formatted(.iso8601)),
            "lastUsedAt": lastUsedAt.map { .string($0.formatted(.iso8601)) } ?? .null,
            "signCount": .number(JSONNumber(Int(signCount))), "transports": .array(transports.map { .string($0) }),
            "algorithm": .number(JSONNumber(algorithm)), "name": name.map { .string($0) } ?? .null,
        ]
    }
}
