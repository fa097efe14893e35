public import Foundation
package import HaapiClient
import HaapiModel

/// The "Your passkeys" page: after a sign-in whose tokens carry ``scope``, the result
/// page links to ``path``, where the person sees their passkeys (name, provider, when
/// made and last used, synced or on one device), renames and deletes them, and adds
/// another, all through their server's passkey account API at ``endpoint`` with the
/// sign-in's tokens (kept, sealed like every record, in the browser's session).
///
/// With ``automaticUpgrade``, the result page of a password sign-in lets the browser's
/// password manager make a passkey without asking (conditional creation); the server
/// decides whether it is still in time. Pages tell the browser which passkeys the
/// account has (the Signals API) after a passkey sign-in and after every change, and
/// which passkey the server refused as unknown. The host also answers
/// `/.well-known/passkey-endpoints` with this page for both `enroll` and `manage`.
///
/// ```swift
/// configuration.passkeyAccount = WebPasskeyAccount(endpoint: URL(string: "https://login.example.com/account/passkeys")!)
/// ```
///
/// The application's logins must ask for ``scope`` (`setScopes`), and the endpoint must
/// be on the authorization server's origin (the tokens go nowhere else).
public struct WebPasskeyAccount: Sendable {
    /// The passkey account API (HaapiKit's dev server: `<base URL>/account/passkeys`).
    public var endpoint: URL
    /// The scope the sign-in's tokens must have for the page: `passkeys`.
    public var scope: String
    /// Whether a password sign-in's result page offers the browser an automatic passkey.
    public var automaticUpgrade: Bool

    /// The page's path: `/account/passkeys`.
    public static let path = "/account/passkeys"
    /// Where the page's passkey ceremonies answer: `/account/passkeys/answer`.
    public static let answerPath = "/account/passkeys/answer"
    /// Where the automatic passkey of a password sign-in answers: `/account/passkeys/automatic`.
    public static let automaticAnswerPath = "/account/passkeys/automatic"
    /// The path of the passkey endpoints document: `/.well-known/passkey-endpoints`.
    public static let wellKnownPath = "/.well-known/passkey-endpoints"

    /// Creates the page's configuration.
    public init(endpoint: URL, scope: String = "passkeys", automaticUpgrade: Bool = true) {
        self.endpoint = endpoint
        self.scope = scope
        self.automaticUpgrade = automaticUpgrade
    }
}

extension WebLogins {
    /// What the passkeys page keeps of a sign-in: its tokens and key, when the host has a
    /// passkeys page and the tokens are DPoP-bound with its scope.
    func accountAccess(_ tokens: OAuthTokens?, dpopKey: Data) -> WebAccountAccess? {
        guard let account = configuration.passkeyAccount, let tokens, tokens.isDPoPBound, !dpopKey.isEmpty,
            (tokens.scope ?? "").split(separator: " ").contains(Substring(account.scope))
        else { return nil }
        let methods = tokens.idTokenClaims?.amr ?? []
        return WebAccountAccess(
            accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, tokenType: tokens.tokenType, scope: tokens.scope,
            issuedAt: tokens.issuedAt, expiresAt: tokens.expiresAt, dpopKey: dpopKey, passwordSignIn: methods.contains("pwd"),
            passkeySignIn: methods.contains("hwk") || methods.contains("swk"))
    }
}

extension UnknownPasskey {
    /// The passkey a HAAPI problem says the server does not know: an error answer whose
    /// JSON has `unknownCredential` with `credentialId` and `rpId` (HaapiKit's dev server
    /// adds it to a passkey sign-in's `authentication-failed`).
    package init?(problem response: TransportResponse) {
        guard (400..<500).contains(response.status), response.body.count <= 65_536,
            let json = try? JSONValue.parse(Array(response.body)), let unknown = json["unknownCredential"],
            let id = unknown["credentialId"]?.stringValue, let rpID = unknown["rpId"]?.stringValue,
            (1...1366).contains(id.count), (1...253).contains(rpID.count)
        else { return nil }
        self.init(rpID: rpID, credentialID: id)
    }
}
