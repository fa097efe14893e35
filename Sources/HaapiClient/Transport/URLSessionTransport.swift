import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport: `URLSession`, with an ephemeral configuration (no shared
/// cookies or cache), no redirect following, a per-request timeout and cancellation.
///
/// ```swift
/// let transport = URLSessionTransport(defaultTimeout: 20)
/// let client = HaapiClient(configuration: config, transport: transport)
/// ```
public struct URLSessionTransport: HTTPTransport {
    private let session: URLSession
    /// The timeout for requests that do not set their own, in seconds.
    public let defaultTimeout: TimeInterval

    /// Creates a transport with its own `URLSession`.
    ///
    /// - Parameters:
    ///   - configuration: The session configuration; ephemeral by default.
    ///   - defaultTimeout: Seconds to wait for an answer when a request sets no timeout.
    public init(configuration: URLSessionConfiguration = .ephemeral, defaultTimeout: TimeInterval = 30) {
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.session = URLSession(configuration: configuration, delegate: NoRedirectDelegate(), delegateQueue: nil)
        self.defaultTimeout = defaultTimeout
    }

    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        try Task.checkCancellation()
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.timeoutInterval = request.timeout ?? defaultTimeout
        urlRequest.httpBody = request.body
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch let error as URLError {
            if error.code == .cancelled, Task.isCancelled { throw CancellationError() }
            throw HaapiClientError.network(Self.networkError(error, request: request))
        } catch is CancellationError {
            throw CancellationError()
        }
        guard let http = response as? HTTPURLResponse else {
            throw HaapiClientError.network(
                NetworkError(reason: "the answer is not an HTTP response", request: request.description, isRetryable: false))
        }
        var headers = TransportHeaders()
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String {
                headers.add(name: name, value: value)
            }
        }
        return TransportResponse(status: http.statusCode, headers: headers, body: data)
    }

    /// Maps a `URLError` to a network error, telling temporary failures from permanent ones.
    static func networkError(_ error: URLError, request: TransportRequest) -> NetworkError {
        let retryable: Bool
        let reason: String
        switch error.code {
        case .timedOut:
            (reason, retryable) = ("timed out", true)
        case .cannotConnectToHost:
            (reason, retryable) = ("cannot connect to host", true)
        case .networkConnectionLost:
            (reason, retryable) = ("network connection lost", true)
        case .notConnectedToInternet:
            (reason, retryable) = ("not connected to the internet", true)
        case .dnsLookupFailed, .cannotFindHost:
            (reason, retryable) = ("cannot find host", true)
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            (reason, retryable) = ("TLS failure", false)
        case .badURL, .unsupportedURL:
            (reason, retryable) = ("unsupported URL", false)
        case .cancelled:
            (reason, retryable) = ("cancelled", false)
        default:
            (reason, retryable) = ("URL error \(error.code.rawValue)", false)
        }
        return NetworkError(reason: reason, request: request.description, isRetryable: retryable)
    }
}

/// Refuses HTTP redirects so that credentials never follow them; the client sees the 3xx.
private final class NoRedirectDelegate: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
