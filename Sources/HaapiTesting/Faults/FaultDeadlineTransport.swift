public import Foundation
public import HaapiClient

/// A transport that gives the requests a ``FaultProxy`` has a rule for a short deadline
/// of their own, so that a stalled answer ends a test in seconds while every other
/// request keeps the deadline its client gives it.
///
/// ```swift
/// let transport = FaultDeadlineTransport(proxy: proxy, deadline: 2, inner: NIOHTTPTransport())
/// let client = HaapiClient(configuration: configuration, transport: transport)
/// ```
public struct FaultDeadlineTransport: HTTPTransport {
    /// The proxy whose rules (as they stand at each request) pick the requests.
    public let proxy: FaultProxy
    /// The deadline of the requests a rule names, in seconds.
    public let deadline: TimeInterval
    /// The transport that sends every request.
    public let inner: any HTTPTransport

    /// Creates a transport for the requests `proxy` breaks, sending with `inner`
    /// (`URLSessionTransport` when not given).
    public init(proxy: FaultProxy, deadline: TimeInterval, inner: any HTTPTransport = URLSessionTransport()) {
        self.proxy = proxy
        self.deadline = deadline
        self.inner = inner
    }

    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        var request = request
        if proxy.hasRule(method: request.method, path: request.url.path) {
            request.timeout = deadline
        }
        return try await inner.send(request)
    }
}
