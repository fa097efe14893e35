/// A configuration value that cannot be used, named by its field.
///
/// ```swift
/// // configuration error: redirectURI: must not have a fragment ("#" part)
/// ```
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The configuration field, e.g. `clientID` or `extraAuthorizationParameters[state]`.
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
        "Fix the value of `\(field)` in the HaapiClientConfiguration and create the client again."
    }
}
