public import GRDB

/// A user as stored in SQLite (table `user`).
public struct UserRecord: Sendable, Hashable, Codable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "user"

    /// The login name (unique, compared without regard to case).
    public var username: String
    /// The PBKDF2 hash (see ``PasswordHasher``); `nil` for users without a password.
    public var passwordHash: String?
    /// The e-mail address.
    public var email: String?
    /// The personal number for BankID.
    public var personalNumber: String?
    /// The base32 TOTP secret.
    public var totpSecret: String?
    /// The display name.
    public var name: String?

    /// Creates a record.
    public init(
        username: String, passwordHash: String? = nil, email: String? = nil, personalNumber: String? = nil,
        totpSecret: String? = nil, name: String? = nil
    ) {
        self.username = username
        self.passwordHash = passwordHash
        self.email = email
        self.personalNumber = personalNumber
        self.totpSecret = totpSecret
        self.name = name
    }
}
