public import Foundation
import HaapiJOSE

/// One passkey a ``SoftwareAuthenticator`` holds.
///
/// Printed (`description`, `debugDescription`, `dump`), it shows everything but the
/// private key.
public struct StoredPasskey: Sendable, Hashable, Codable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
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

    /// The passkey without its private key: `StoredPasskey(credentialID: …, rpID: …, userName: …, signCount: …, createdAt: …, privateKey: redacted)`.
    public var description: String {
        "StoredPasskey(credentialID: \(Base64URL.encode(credentialID)), rpID: \(rpID), userName: \(userName), "
            + "signCount: \(signCount), createdAt: \(createdAt), privateKey: redacted)"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The fields without the private key, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "credentialID": credentialID, "rpID": rpID, "userHandle": userHandle, "userName": userName, "privateKey": "redacted",
                "signCount": signCount, "createdAt": createdAt,
            ], displayStyle: .struct)
    }
}
