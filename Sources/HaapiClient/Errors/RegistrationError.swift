/// A dynamic client registration (RFC 7591) or its management (RFC 7592) that went
/// wrong: what, and at which request. Never carries a secret. Nothing was stored.
///
/// ```swift
/// // registration error: POST http://127.0.0.1:8443/oauth/register (status 201): member "client_secret": missing or not a non-empty string
/// ```
public struct RegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The server names no registration endpoint (no `registration_endpoint` in its
        /// discovery document, or none in the explicit endpoints).
        case noRegistrationEndpoint
        /// The registration was answered with a success status other than 201 Created.
        case unexpectedStatus(Int)
        /// A member the client needs is missing or unusable (`client_id`, `client_secret`, ...).
        case invalidMember(String, reason: String)
        /// The server registered the client from another template: its `software_id`.
        case otherTemplate(String)
        /// The registered metadata is not what was asked for: the member and why.
        case metadataMismatch(String, reason: String)
        /// The server no longer knows the registration or its access token (401).
        case revoked
        /// The server gave no registration access token or client URI, so the
        /// registration cannot be read or deleted.
        case notManageable
    }

    /// What went wrong.
    public var reason: Reason
    /// The request's method and URL without query, or the operation when nothing was sent.
    public var request: String
    /// The HTTP status of the answer, when there was one.
    public var status: Int?

    /// Creates a registration error.
    public init(_ reason: Reason, request: String, status: Int? = nil) {
        self.reason = reason
        self.request = request
        self.status = status
    }

    public var description: String {
        let what: String
        switch reason {
        case .noRegistrationEndpoint: what = "the server has no registration endpoint (registration_endpoint)"
        case .unexpectedStatus(let code): what = "the registration was answered with \(code), not 201 Created"
        case .invalidMember(let name, let reason): what = "member \"\(name)\": \(reason)"
        case .otherTemplate(let name): what = "the server registered the client from another template (software_id \"\(name)\")"
        case .metadataMismatch(let name, let reason): what = "registered \(name): \(reason)"
        case .revoked: what = "the server no longer knows the registration (401)"
        case .notManageable: what = "the server gave no registration access token or registration_client_uri"
        }
        return "\(request)\(status.map { " (status \($0))" } ?? ""): \(what)"
    }

    /// What to do next.
    public var recoverySuggestion: String {
        switch reason {
        case .noRegistrationEndpoint:
            "Enable dynamic client registration on the server (a template client), or configure the registration endpoint."
        case .unexpectedStatus, .invalidMember:
            "The server's registration endpoint does not answer as RFC 7591 says; report the details to its operator."
        case .otherTemplate, .metadataMismatch:
            "The server registered something else than asked for; check the template client ID and the redirect URI, and report it to the server's operator."
        case .revoked:
            "Nothing to delete on the server; the client registers again when it next needs its credentials."
        case .notManageable:
            "The server does not support RFC 7592; forget the registration by clearing the store if needed."
        }
    }
}
