/// Sends HTTP requests: the seam between ``HaapiClient`` and the network.
///
/// ``URLSessionTransport`` is the default; HaapiClientNIO's `NIOHTTPTransport` is the one
/// for servers and command-line programs on Linux; ``InMemoryTransport`` answers from a
/// route table for tests. A transport must not follow redirects (the client treats a 3xx as an
/// error) and should honour `request.timeout` and task cancellation.
///
/// ```swift
/// struct RecordingTransport: HTTPTransport {
///     let inner: any HTTPTransport
///     func send(_ request: TransportRequest) async throws -> TransportResponse {
///         try await inner.send(request)
///     }
/// }
/// ```
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the answer, whatever its status.
    ///
    /// Throw ``HaapiClientError`` (usually `.network`) for failures without an answer;
    /// other errors are reported as non-retryable network errors, `CancellationError`
    /// as `.cancelled`.
    func send(_ request: TransportRequest) async throws -> TransportResponse
}
