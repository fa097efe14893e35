/// An OAuth error answer (RFC 6749 section 5.2), or an `error-authorization-response`.
public struct OAuthError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `error` code, e.g. `invalid_grant`.
    public var error: String
    /// The `error_description`, if the server sent one.
    public var errorDescription: String?
    /// Which endpoint answered: `token`, `revocation`, `authorization`, `registration`, ...
    public var endpoint: String
    /// The HTTP status, when the error came in an HTTP answer.
    public var status: Int?

    /// Creates an OAuth error.
    public init(error: String, errorDescription: String? = nil, endpoint: String, status: Int? = nil) {
        self.error = error
        self.errorDescription = errorDescription
        self.endpoint = endpoint
        self.status = status
    }

    public var description: String {
        var text = "\(endpoint) endpoint: \(error)"
        if let errorDescription { text += " (\(errorDescription))" }
        if let status { text += ", status \(status)" }
        return text
    }

    /// What to do next, by error code.
    public var recoverySuggestion: String {
        switch error {
        case "invalid_client", "unauthorized_client":
            "The server does not accept this client's authentication; check the client ID, secret or key, and the authentication method."
        case "invalid_grant":
            "The code or refresh token is expired, used or revoked; start a new sign-in."
        case "invalid_scope":
            "The server refused a requested scope; check the configured scopes."
        case "access_denied":
            "The person or the server declined the request; let the person start again."
        case "temporarily_unavailable":
            "The server is busy; try again in a moment."
        case "invalid_token":
            "The access token was rejected; the client will fetch a new one on the next call."
        case "invalid_redirect_uri", "invalid_client_metadata":
            "The server refused the registration's metadata; check the redirect URI and the template client against the server's template."
        case "invalid_software_statement", "unapproved_software_statement":
            "The server refused the software statement; check that it is signed for this server and names the template client."
        default:
            "Start a new sign-in; if the error persists, report the error code to the server's operator."
        }
    }
}
