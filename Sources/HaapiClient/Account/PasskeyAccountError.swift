/// Why the passkey account API refused or failed, with the server's words for the developer.
public struct PasskeyAccountError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Hashable {
        /// The access token lacks the account API's scope (`insufficient_scope`): sign in asking for it.
        case insufficientScope
        /// The token is not accepted (expired, revoked, not bound to this key): sign in again.
        case unauthorized
        /// The account has no such passkey (`not_found`), or the server has no passkey account API.
        case notFound
        /// It is the account's last way to sign in (`last_credential`): add another first.
        case lastCredential
        /// An automatic passkey is no longer accepted (`upgrade_not_allowed`): too long after the password sign-in, or not after one.
        case upgradeNotAllowed
        /// The new passkey failed a WebAuthn check (`invalid_credential`).
        case invalidCredential
        /// The new passkey is stored already (`credential_exists`).
        case credentialExists
        /// The request was refused as malformed (`invalid_request`: a name too long, say).
        case invalidRequest
        /// The endpoint is not on the authorization server's origin: nothing was sent.
        case foreignOrigin
        /// The server failed, or answered what this client cannot read.
        case server
        /// The request did not reach the server, or the client could not make it (no tokens, say).
        case client
    }

    /// What went wrong.
    public var kind: Kind
    /// The HTTP status, when the server answered.
    public var status: Int?
    /// The server's `error_description`, or what this client found (English, for the developer).
    public var detail: String

    /// Creates an error.
    public init(_ kind: Kind, status: Int? = nil, detail: String) {
        self.kind = kind
        self.status = status
        self.detail = detail
    }

    public var description: String {
        "passkey account: \(kind.rawValue)" + (status.map { " (HTTP \($0))" } ?? "") + ": \(detail)"
    }

    /// The kind an OAuth-style `error` code names.
    static func kind(of code: String?, status: Int) -> Kind {
        switch code {
        case "insufficient_scope": .insufficientScope
        case "invalid_token": .unauthorized
        case "not_found": .notFound
        case "last_credential": .lastCredential
        case "upgrade_not_allowed": .upgradeNotAllowed
        case "invalid_credential": .invalidCredential
        case "credential_exists": .credentialExists
        case "invalid_request": .invalidRequest
        default: status == 401 ? .unauthorized : status == 404 ? .notFound : .server
        }
    }
}
