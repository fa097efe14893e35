import Foundation
import HaapiModel

/// What a page tells the browser's passkey provider with WebAuthn's Signals API, so that
/// the passkeys it offers match the server's: a credential the server does not know
/// (`PublicKeyCredential.signalUnknownCredential`), every credential the account still
/// has (`signalAllAcceptedCredentials`), and the account's names now
/// (`signalCurrentUserDetails`).
///
/// The renderer writes one hidden element, `<div id="hui-passkey-signals">`, whose
/// `data-haapi-passkey-signals` holds them as JSON; the page's script sends each where
/// the browser has the method and does nothing where it has not. Signals change nothing
/// on the page and carry no secret (credential IDs and user handles are public keys'
/// names, the account's name is the person's own).
///
/// ```swift
/// context.passkeySignals = HTMLPasskeySignals(
///     unknownCredential: .init(rpID: "example.com", credentialID: "Qm9i"))
/// ```
public struct HTMLPasskeySignals: Sendable, Hashable {
    /// A credential the server refused as unknown (deleted, or never registered).
    public struct UnknownCredential: Sendable, Hashable {
        public var rpID: String
        /// The credential ID, base64url.
        public var credentialID: String

        /// Creates the signal.
        public init(rpID: String, credentialID: String) {
            self.rpID = rpID
            self.credentialID = credentialID
        }
    }

    /// The account's passkeys and names as the server has them now.
    public struct Account: Sendable, Hashable {
        public var rpID: String
        /// The WebAuthn user handle, base64url.
        public var userID: String
        /// The credential IDs (base64url) the server accepts for the account.
        public var acceptedCredentialIDs: [String]
        /// The account's name (`user.name`).
        public var name: String
        /// The name people see (`user.displayName`).
        public var displayName: String

        /// Creates the signal.
        public init(rpID: String, userID: String, acceptedCredentialIDs: [String], name: String, displayName: String) {
            self.rpID = rpID
            self.userID = userID
            self.acceptedCredentialIDs = acceptedCredentialIDs
            self.name = name
            self.displayName = displayName
        }
    }

    /// A credential to report as unknown.
    public var unknownCredential: UnknownCredential?
    /// The account's credentials and names to report.
    public var account: Account?

    /// The element id: `hui-passkey-signals`.
    public static let elementID = "hui-passkey-signals"

    /// Creates signals.
    public init(unknownCredential: UnknownCredential? = nil, account: Account? = nil) {
        self.unknownCredential = unknownCredential
        self.account = account
    }

    /// The JSON the script reads (the shapes of the Signals API's arguments), `nil` when there is nothing to send.
    var json: String? {
        var object: [String: JSONValue] = [:]
        if let unknown = unknownCredential {
            object["unknownCredential"] = ["rpId": .string(unknown.rpID), "credentialId": .string(unknown.credentialID)]
        }
        if let account {
            object["allAcceptedCredentials"] = [
                "rpId": .string(account.rpID), "userId": .string(account.userID),
                "allAcceptedCredentialIds": .array(account.acceptedCredentialIDs.map { .string($0) }),
            ]
            object["currentUserDetails"] = [
                "rpId": .string(account.rpID), "userId": .string(account.userID), "name": .string(account.name),
                "displayName": .string(account.displayName),
            ]
        }
        guard !object.isEmpty else { return nil }
        return String(decoding: JSONValue.object(object).serialized(), as: UTF8.self)
    }
}
