/// A request that got no HTTP response.
public struct NetworkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What happened, in a short phrase (e.g. "timed out", "cannot connect to host").
    public var reason: String
    /// The request's method and URL without query or fragment.
    public var request: String
    /// Whether trying again may help (timeouts and lost connections: yes; bad URLs, TLS: no).
    public var isRetryable: Bool

    /// Creates a network error.
    public init(reason: String, request: String, isRetryable: Bool) {
        self.reason = reason
        self.request = request
        self.isRetryable = isRetryable
    }

    public var description: String { "\(request): \(reason)" }

    /// What to do next.
    public var recoverySuggestion: String {
        isRetryable
            ? "Check the network connection and try again."
            : "Check the server URL and TLS setup in the configuration; retrying will not help."
    }
}
