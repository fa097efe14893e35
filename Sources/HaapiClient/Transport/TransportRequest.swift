public import Foundation

/// An HTTP request as the client hands it to an ``HTTPTransport``.
public struct TransportRequest: Sendable, Hashable, CustomStringConvertible {
    /// The method, e.g. `GET` or `POST`.
    public var method: String
    /// The full URL, query included.
    public var url: URL
    /// The header fields.
    public var headers: TransportHeaders
    /// The body, if any.
    public var body: Data?
    /// How long to wait for the answer, in seconds; `nil` uses the transport's default.
    public var timeout: TimeInterval?

    /// Creates a request.
    public init(method: String, url: URL, headers: TransportHeaders = [:], body: Data? = nil, timeout: TimeInterval? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// The body as UTF-8 text (for tests and diagnostics; never log it).
    public var bodyText: String? {
        body.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Method and URL without query or fragment: safe to log.
    public var description: String {
        "\(method) \(url.redactedDescription)"
    }
}

extension TransportRequest {
    /// Whether sending this request twice has the effect of sending it once (RFC 9110
    /// section 9.2.2): `GET`, `HEAD`, `OPTIONS`, `TRACE`, `PUT` and `DELETE`. A `POST`
    /// (every HAAPI form with a body, the token endpoint) is not.
    public var isIdempotent: Bool { Self.isIdempotent(method: method) }

    /// Whether `method` is idempotent (RFC 9110 section 9.2.2); case-insensitive.
    public static func isIdempotent(method: String) -> Bool {
        ["GET", "HEAD", "OPTIONS", "TRACE", "PUT", "DELETE"].contains(method.uppercased())
    }
}
