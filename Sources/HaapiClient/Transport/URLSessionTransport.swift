public import Foundation
import HaapiModel
import Synchronization
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// The default transport: `URLSession`, with an ephemeral configuration (no shared
/// cookies or cache), no redirect following, a deadline per request, a cap on the
/// answer's size, and cancellation.
///
/// Three promises hold whatever the network does:
/// - **A request is never sent twice by the network stack.** HTTP stacks silently send
///   a request again when the kept connection it went out on turns out to be dead —
///   libcurl (behind `URLSession` on Linux) even a `POST` whose connection broke after
///   the server got it. So every request that must not be repeated travels on a new
///   connection of its own: any method but `GET`, `HEAD` and `OPTIONS` (a form with a
///   password must not reach the server twice), and any request with a `DPoP` proof (a
///   proof is good once; a resent one is refused as a replay). A connection that breaks
///   fails the request at once. Requests without either (discovery, keys) keep connections.
/// - **Every request ends by its deadline** (`request.timeout`, else
///   ``defaultTimeout``), counted from the start whatever the server trickles, and
///   whether or not `URLSession` ever reports the task's end; a cancelled caller stops
///   waiting at once.
/// - **An answer over ``maximumResponseSize`` is refused before it is read whole**: at
///   once when its `Content-Length` says so, otherwise as soon as that many bytes came.
///
/// **On Linux, prefer HaapiClientNIO's `NIOHTTPTransport`.** `URLSession` there
/// (swift-corelibs-foundation over libcurl) polls libcurl about 2 000 times a second for
/// as long as a request waits: a request waiting on a slow or silent server keeps most of
/// a core busy (measured in `Benchmarks/`, *idle wait*), which this transport cannot
/// prevent. It also trusts only the system's bundle of roots there.
///
/// ```swift
/// let transport = URLSessionTransport(defaultTimeout: 20)
/// let client = HaapiClient(configuration: config, transport: transport)
/// ```
public struct URLSessionTransport: HTTPTransport {
    /// 8 MiB: the largest answer read by default, as large as the largest JSON document
    /// the model parses.
    public static let defaultMaximumResponseSize = 8 * 1024 * 1024

    /// The timeout for requests that do not set their own, in seconds.
    public let defaultTimeout: TimeInterval
    /// The largest answer body read, in bytes.
    public let maximumResponseSize: Int
    private let configuration: URLSessionConfiguration
    /// Kept connections, for requests that may be sent again safely.
    private let idempotentSession: URLSession
    private let idempotentCollector: ResponseCollector

    /// Creates a transport with its own `URLSession`.
    ///
    /// - Parameters:
    ///   - configuration: The session configuration; ephemeral by default.
    ///   - defaultTimeout: Seconds to wait for an answer when a request sets no timeout.
    ///   - maximumResponseSize: The largest answer body read, in bytes (8 MiB by default).
    public init(
        configuration: URLSessionConfiguration = .ephemeral, defaultTimeout: TimeInterval = 30,
        maximumResponseSize: Int = URLSessionTransport.defaultMaximumResponseSize
    ) {
        configuration.urlCache = nil
        configuration.urlCredentialStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.configuration = configuration
        let collector = ResponseCollector()
        self.idempotentCollector = collector
        self.idempotentSession = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
        self.defaultTimeout = defaultTimeout
        self.maximumResponseSize = max(0, maximumResponseSize)
    }

    /// Whether `request` may ride a kept connection: its method changes nothing when
    /// repeated (RFC 9110 9.2.2) and it carries no one-time DPoP proof, so the network
    /// stack may send it again harmlessly.
    static func mayReuseConnection(_ request: TransportRequest) -> Bool {
        ["GET", "HEAD", "OPTIONS"].contains(request.method.uppercased()) && request.headers[HeaderName.dpop] == nil
    }

    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        try Task.checkCancellation()
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        let timeout = request.timeout ?? defaultTimeout
        urlRequest.timeoutInterval = timeout
        urlRequest.httpBody = request.body
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        let outcome: ResponseCollector.Outcome
        let (limit, configuration, prepared) = (maximumResponseSize, configuration, urlRequest)
        if Self.mayReuseConnection(request) {
            let session = idempotentSession
            outcome = await idempotentCollector.run(deadline: timeout, limit: limit) { session.dataTask(with: prepared) }
        } else {
            // A session of its own has no connection to reuse: the request goes on a new one.
            let collector = ResponseCollector()
            let session = Mutex<URLSession?>(nil)
            outcome = await collector.run(deadline: timeout, limit: limit) {
                let made = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
                session.withLock { $0 = made }
                return made.dataTask(with: prepared)
            }
            if let made = session.withLock({ $0 }) { collector.call { made.finishTasksAndInvalidate() } }
        }
        return try Self.response(from: outcome, request: request, timeout: timeout)
    }

    /// The answer, or the error that says what went wrong with `request`.
    private static func response(
        from outcome: ResponseCollector.Outcome, request: TransportRequest, timeout: TimeInterval
    ) throws -> TransportResponse {
        switch outcome {
        case .response(let response):
            return response
        case .cancelled:
            throw CancellationError()
        case .timedOut(let seconds):
            throw HaapiClientError.noAnswerInTime(request, seconds: seconds)
        case .failed(let error) where error.code == .timedOut:
            // URLSession's own timer, set to the same deadline, went off first.
            throw HaapiClientError.noAnswerInTime(request, seconds: timeout)
        case .tooLarge(let status, let limit, let announced, let received):
            throw HaapiClientError.answerTooLarge(request, status: status, limit: limit, announced: announced, received: received)
        case .challengeRefused:
            // Only a refused HTTP authentication challenge ends a task this transport did
            // not end itself (swift-corelibs-foundation reports it as cancelled).
            return TransportResponse(status: 401, headers: ["X-Haapi-Transport": "authentication-challenge-refused"])
        case .failed(let error):
            throw HaapiClientError.network(networkError(error, request: request))
        case .notHTTP:
            throw HaapiClientError.network(
                NetworkError(reason: "the answer is not an HTTP response", request: request.description, isTemporary: false))
        }
    }

    /// Maps a `URLError` to a network error, telling temporary failures from permanent
    /// ones, and failures before the request was sent (a refused connection, an unknown
    /// host, no network: the server certainly did not get it) from those after.
    static func networkError(_ error: URLError, request: TransportRequest) -> NetworkError {
        let temporary: Bool
        let reason: String
        var sent = true
        switch error.code {
        case .timedOut:
            (reason, temporary) = ("timed out", true)
        case .cannotConnectToHost:
            (reason, temporary, sent) = ("cannot connect to host", true, false)
        case .networkConnectionLost:
            (reason, temporary) = ("the connection broke before the answer came (the server may have received the request)", true)
        case .notConnectedToInternet:
            (reason, temporary, sent) = ("not connected to the internet", true, false)
        case .dnsLookupFailed, .cannotFindHost:
            (reason, temporary, sent) = ("cannot find host", true, false)
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            (reason, temporary, sent) = ("TLS failure", false, false)
        case .badURL, .unsupportedURL:
            (reason, temporary, sent) = ("unsupported URL", false, false)
        case .badServerResponse, .cannotParseResponse:
            // On Linux, libcurl's "got nothing" (the server closed the connection without
            // a byte of answer) comes as a bad server response too.
            (reason, temporary) = ("the server's answer is not valid HTTP, or the server closed the connection without one", true)
        case .cancelled:
            (reason, temporary) = ("cancelled", false)
        case .unknown where isTLSFailure(error):
            // swift-corelibs-foundation reports libcurl's TLS failures (an unknown
            // authority, a name that does not match) as an unknown error with curl's words.
            (reason, temporary, sent) = ("TLS failure", false, false)
        default:
            let underlying = (error.userInfo[NSUnderlyingErrorKey] as? NSError).map { " (\($0.domain) \($0.code))" } ?? ""
            (reason, temporary) = ("URL error \(error.code.rawValue)\(underlying)", false)
        }
        return NetworkError(reason: reason, request: request.description, isTemporary: temporary, mayHaveReachedServer: sent)
    }

    /// Whether libcurl's words in `error` (swift-corelibs-foundation passes them as the
    /// description) say that the TLS handshake failed: "SSL certificate problem: …",
    /// "SSL: no alternative certificate subject name matches …".
    private static func isTLSFailure(_ error: URLError) -> Bool {
        let words = [error.userInfo[NSLocalizedDescriptionKey] as? String, (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription]
        return words.contains { text in
            guard let text else { return false }
            return text.hasPrefix("SSL") || text.contains("SSL_connect") || text.contains("certificate") || text.contains("TLS")
        }
    }
}
