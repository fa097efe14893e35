import Foundation

/// A transport that answers from a route table or a closure, and records every request.
///
/// ```swift
/// let transport = InMemoryTransport()
/// await transport.route("POST", "/oauth/token") { _ in
///     .json(#"{"access_token":"t","token_type":"DPoP","expires_in":300}"#)
/// }
/// let client = HaapiClient(configuration: config, transport: transport)
/// let sent = await transport.requests
/// ```
///
/// Requests that match no route get a 404 with a plain-text body.
public actor InMemoryTransport: HTTPTransport {
    /// Answers a request.
    public typealias Handler = @Sendable (TransportRequest) async throws -> TransportResponse

    private struct Route {
        var method: String
        var path: String
        var handler: Handler
    }

    private var routes: [Route] = []
    private var fallback: Handler?
    /// Every request received, in order.
    public private(set) var requests: [TransportRequest] = []

    /// Creates a transport; `fallback` answers requests that match no route.
    public init(fallback: Handler? = nil) {
        self.fallback = fallback
    }

    /// Answers `method` requests to URLs whose path is `path` (query ignored). Later routes win.
    public func route(_ method: String, _ path: String, _ handler: @escaping Handler) {
        routes.append(Route(method: method.uppercased(), path: path, handler: handler))
    }

    /// Answers with `responses` in turn, repeating the last one.
    public func route(_ method: String, _ path: String, responses: [TransportResponse]) {
        let queue = ResponseQueue(responses)
        route(method, path) { _ in await queue.next() }
    }

    /// Sets the handler for requests that match no route.
    public func setFallback(_ handler: Handler?) {
        fallback = handler
    }

    /// The requests sent to `path`.
    public func requests(to path: String) -> [TransportRequest] {
        requests.filter { $0.url.path == path }
    }

    /// Forgets recorded requests.
    public func clearRequests() {
        requests.removeAll()
    }

    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        try Task.checkCancellation()
        requests.append(request)
        let method = request.method.uppercased()
        if let route = routes.last(where: { $0.method == method && $0.path == request.url.path }) {
            return try await route.handler(request)
        }
        if let fallback {
            return try await fallback(request)
        }
        return TransportResponse(
            status: 404, headers: ["Content-Type": "text/plain"],
            body: Data("no route for \(method) \(request.url.path)".utf8))
    }
}

/// Hands out responses in order, repeating the last.
private actor ResponseQueue {
    private var responses: [TransportResponse]

    init(_ responses: [TransportResponse]) {
        self.responses = responses
    }

    func next() -> TransportResponse {
        if responses.count > 1 { return responses.removeFirst() }
        return responses.first ?? TransportResponse(status: 500)
    }
}
