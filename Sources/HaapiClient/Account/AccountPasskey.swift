public import Foundation

/// One of the person's passkeys, as their server's passkey account API lists it.
public struct AccountPasskey: Sendable, Hashable, Codable {
    /// The credential ID, base64url.
    public var id: String
    /// The name the person gave it, if any.
    public var name: String?
    /// The passkey provider's name from its AAGUID ("Google Password Manager"), if known.
    public var provider: String?
    /// When it was made.
    public var createdAt: Date
    /// When it last signed in, `nil` before its first sign-in.
    public var lastUsedAt: Date?
    /// Whether it may be synced to other devices (a synced passkey), rather than bound to one device.
    public var backupEligible: Bool
    /// Whether it is backed up now.
    public var backedUp: Bool
    /// How the browser reached its authenticator (`internal`, `hybrid`, `usb`, ...).
    public var transports: [String]

    /// Creates a passkey.
    public init(
        id: String, name: String? = nil, provider: String? = nil, createdAt: Date, lastUsedAt: Date? = nil,
        backupEligible: Bool = false, backedUp: Bool = false, transports: [String] = []
    ) {
        self.id = id
        self.name = name
        self.provider = provider
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.backupEligible = backupEligible
        self.backedUp = backedUp
        self.transports = transports
    }

    /// What to call it: its name, else its provider's, else `nil` (a page then says "Passkey").
    public var label: String? { name ?? provider }
}

/// The person's passkeys and the account they belong to.
public struct AccountPasskeys: Sendable, Hashable {
    /// The relying party's ID (the domain the passkeys are for).
    public var rpID: String
    /// The account's WebAuthn user handle (base64url), `nil` before its first passkey.
    public var userID: String?
    /// The account's name.
    public var userName: String
    /// The name people see.
    public var displayName: String
    /// The passkeys, oldest first.
    public var passkeys: [AccountPasskey]
    /// Whether the person can sign in without a passkey (a password, an e-mailed code,
    /// BankID): without, the last passkey cannot be deleted.
    public var otherWaysToSignIn: Bool

    /// Creates the list.
    public init(rpID: String, userID: String?, userName: String, displayName: String, passkeys: [AccountPasskey], otherWaysToSignIn: Bool) {
        self.rpID = rpID
        self.userID = userID
        self.userName = userName
        self.displayName = displayName
        self.passkeys = passkeys
        self.otherWaysToSignIn = otherWaysToSignIn
    }
}
