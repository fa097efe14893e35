import Foundation

/// One passkey a ``SoftwareAuthenticator`` holds.
public struct StoredPasskey: Sendable, Hashable, Codable {
    /// The credential ID.
    public var credentialID: [UInt8]
    /// The RP ID it is for.
    public var rpID: String
    /// The user handle the RP gave.
    public var userHandle: [UInt8]
    /// The account name, to tell passkeys apart.
    public var userName: String
    /// The P-256 private key (raw 32 bytes).
    public var privateKey: [UInt8]
    /// The signature counter: 0 when made, raised by one before each assertion.
    public var signCount: UInt32
    /// When it was made.
    public var createdAt: Date

    /// Creates the record.
    public init(
        credentialID: [UInt8], rpID: String, userHandle: [UInt8], userName: String, privateKey: [UInt8], signCount: UInt32,
        createdAt: Date
    ) {
        self.credentialID = credentialID
        self.rpID = rpID
        self.userHandle = userHandle
        self.userName = userName
        self.privateKey = privateKey
        self.signCount = signCount
        self.createdAt = createdAt
    }
}
