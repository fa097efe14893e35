/// A configuration value that cannot be used, named by its field: what the client's
/// configuration and HaapiUI's builders throw.
///
/// ```swift
/// // configuration error: redirectURI: must not have a fragment ("#" part)
/// // tokenEndpointURL: must use https (plain http is allowed for loopback hosts only)
/// ```
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The configuration field, e.g. `clientID` or `extraAuthorizationParameters[state]`
    /// (for a builder: its method's value, e.g. `appRedirect` or `customHeaders[X-Trace]`).
    public var field: String
    /// Why the value is rejected.
    public var reason: String

    /// Creates a configuration error.
    public init(field: String, reason: String) {
        self.field = field
        self.reason = reason
    }

    public var description: String { "\(field): \(reason)" }

    /// What to do next.
    public var recoverySuggestion: String {
        "Fix the value of `\(field)` in the configuration and make it again."
    }
}
