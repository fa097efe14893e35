/// A request that got no HTTP response.
///
/// ``isRetryable`` says whether sending the same request again is safe and may help. A
/// request the server may have received is not sent twice unless sending it twice is
/// harmless: a `GET` (or another idempotent method, ``TransportRequest/isIdempotent``)
/// may be sent again after any temporary failure; a `POST`, such as a login form, only
/// when the connection failed before the request went out (refused, host not found, no
/// network). A `POST` whose connection broke after it was sent, or that got no answer in
/// time, may have been processed: the server may have taken a one-time code or moved the
/// login on, so the error is not retryable, and the next step is the person's (press
/// again on the screen that stays, or start the login again), never an automatic resend.
///
/// ```swift
/// do {
///     response = try await client.submit(login, values: values)
/// } catch let error as HaapiClientError {
///     guard case .network(let network) = error else { throw error }
///     if network.isRetryable { response = try await client.submit(login, values: values) }   // not processed
///     else { showFailure(keepingTheScreen: network.isTemporary) }   // the person decides whether to press again
/// }
/// ```
public struct NetworkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What happened, in a short phrase (e.g. "timed out", "cannot connect to host").
    public var reason: String
    /// The request's method and URL without query or fragment (`POST https://…/token`).
    public var request: String
    /// Whether the failure may pass: timeouts, lost or refused connections and a missing
    /// network may; bad URLs and TLS failures do not.
    public var isTemporary: Bool
    /// Whether the server may have received the request: `false` only when the
    /// connection failed before the request was sent (refused, host not found, no
    /// network), `true` when it broke or timed out afterwards, or when nobody can tell.
    public var mayHaveReachedServer: Bool

    /// Creates a network error.
    ///
    /// - Parameters:
    ///   - reason: What happened, in a short phrase.
    ///   - request: The request's method and URL without query (``TransportRequest/description``).
    ///   - isTemporary: Whether the failure may pass.
    ///   - mayHaveReachedServer: Whether the server may have received the request; leave
    ///     it `true` unless the request certainly did not leave the device.
    public init(reason: String, request: String, isTemporary: Bool, mayHaveReachedServer: Bool = true) {
        self.reason = reason
        self.request = request
        self.isTemporary = isTemporary
        self.mayHaveReachedServer = mayHaveReachedServer
    }

    /// Whether sending the same request again is safe and may help: the failure is
    /// temporary, and the request is idempotent (its method, the first word of
    /// ``request``, is `GET`, `HEAD`, `OPTIONS`, `PUT` or `DELETE`) or certainly did not
    /// reach the server. A `POST` that broke after it was sent is not retryable.
    public var isRetryable: Bool {
        isTemporary && (!mayHaveReachedServer || TransportRequest.isIdempotent(method: String(request.prefix { $0 != " " })))
    }

    public var description: String { "\(request): \(reason)" }

    /// What to do next.
    public var recoverySuggestion: String {
        if isRetryable { return "Check the network connection and try again." }
        if isTemporary {
            return "The server may have received the request, so it must not be sent again on its own; "
                + "show the step again for the person to act on, or start the login again."
        }
        return "Check the server URL and TLS setup in the configuration; retrying will not help."
    }
}
