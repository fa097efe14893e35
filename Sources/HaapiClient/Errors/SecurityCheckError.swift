/// A security check that failed; the sign-in must not go on.
public struct SecurityCheckError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which check failed.
    public enum Reason: Sendable, Hashable {
        /// The authorization response's `state` differs from the one sent.
        case stateMismatch
        /// The authorization response carries no `state`.
        case missingState
        /// The authorization response's `iss` (RFC 9207) is not the expected issuer.
        case issuerMismatch(expected: String, received: String)
        /// The server promised `iss` in authorization responses but this one has none.
        case missingIssuer(expected: String)
        /// The discovery document names another issuer than the configured one.
        case discoveryIssuerMismatch(configured: String, discovered: String)
        /// A URL the server gave is neither `https` nor loopback `http`.
        case insecureURL(String)
        /// A step's action (a form, a link, a redirection) points outside the
        /// authorization server's origins; nothing was sent, so the HAAPI token, DPoP
        /// proof, session id and the person's input stayed here.
        case foreignOrigin(url: String, allowed: [String])
        /// The ID token failed an OpenID Connect check; the tokens were discarded.
        case idToken(IDTokenValidationError)
    }

    /// Which check failed.
    public var reason: Reason

    /// Creates a failure.
    public init(_ reason: Reason) {
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .stateMismatch:
            "the authorization response's state does not match the request's"
        case .missingState:
            "the authorization response has no state"
        case .issuerMismatch(let expected, let received):
            "the authorization response's iss \"\(received)\" is not the expected issuer \"\(expected)\""
        case .missingIssuer(let expected):
            "the authorization response has no iss, but the server \"\(expected)\" announced it"
        case .discoveryIssuerMismatch(let configured, let discovered):
            "the discovery document names issuer \"\(discovered)\", not the configured \"\(configured)\""
        case .insecureURL(let url):
            "refusing to send to \(url): only https or loopback http is allowed"
        case .foreignOrigin(let url, let allowed):
            "refusing to send to \(url): it is not the authorization server's origin (\(allowed.joined(separator: ", "))); nothing was sent"
        case .idToken(let error):
            error.description
        }
    }

    /// What to do next.
    public var recoverySuggestion: String {
        switch reason {
        case .stateMismatch, .missingState, .issuerMismatch, .missingIssuer:
            "Discard this response and start a new sign-in; the response may have been injected or mixed up with another server's."
        case .discoveryIssuerMismatch:
            "Configure the issuer exactly as the server names itself in its discovery document."
        case .insecureURL:
            "Serve the authorization server over https."
        case .foreignOrigin:
            "Report the server's answer to its operator; if the server really serves steps from another origin, list it in HaapiClientConfiguration.trustedOrigins."
        case .idToken(let error):
            error.recoverySuggestion
        }
    }
}

/// The former name.
@available(*, deprecated, renamed: "SecurityCheckError")
public typealias SecurityCheckFailure = SecurityCheckError
