/// Adds app-specific headers (tracing IDs, app version, ...) to every request.
///
/// Headers the protocol owns (`Authorization`, `DPoP`, `Session-Id`, `Accept`,
/// `Content-Type`, `Content-Length`, `Host`) are never replaced; the client logs a
/// warning naming the skipped header.
///
/// ```swift
/// let provider = ClosureHeadersProvider { request in ["X-Request-ID": UUID().uuidString] }
/// ```
public protocol HTTPHeadersProvider: Sendable {
    /// Headers to add to `request`.
    func headers(for request: TransportRequest) async -> [String: String]
}

/// A headers provider made from a closure.
public struct ClosureHeadersProvider: HTTPHeadersProvider {
    private let make: @Sendable (TransportRequest) async -> [String: String]

    /// Creates a provider.
    public init(_ make: @escaping @Sendable (TransportRequest) async -> [String: String]) {
        self.make = make
    }

    public func headers(for request: TransportRequest) async -> [String: String] {
        await make(request)
    }
}

/// The same headers on every request.
public struct StaticHeadersProvider: HTTPHeadersProvider {
    /// The headers.
    public var values: [String: String]

    /// Creates a provider.
    public init(_ values: [String: String]) {
        self.values = values
    }

    public func headers(for request: TransportRequest) async -> [String: String] {
        values
    }
}
