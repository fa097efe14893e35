import AsyncHTTPClient
public import Foundation
public import HaapiClient
import HaapiModel
public import Logging
public import NIOCore
import NIOHTTP1
public import NIOPosix
public import NIOSSL

/// A transport on SwiftNIO's AsyncHTTPClient: the HTTP client for servers and command-line
/// programs on Linux, where a request waiting on a slow server costs no CPU (`URLSession`
/// on Linux polls libcurl about 2 000 times a second for as long as it waits).
///
/// It keeps every promise `URLSessionTransport` keeps:
/// - **Redirects are refused**: a 3xx comes back as the answer, so credentials never
///   follow it.
/// - **Every request ends by its deadline** (`request.timeout`, else ``defaultTimeout``),
///   counted from the start whatever the server trickles; a cancelled caller stops
///   waiting at once.
/// - **An answer over ``maximumResponseSize`` is refused before it is read whole**: at
///   once when its `Content-Length` says so, otherwise as soon as that many bytes came;
///   the connection is closed, and the rest is never read (AsyncHTTPClient reads only as
///   fast as the body is consumed).
/// - **A request is never sent twice by the transport.** AsyncHTTPClient retries making
///   a connection, never a request, and this transport turns even that off: a request
///   whose connection breaks fails at once with an error that says whether the server may
///   have got it. So every request, a `POST` with a password or a DPoP proof too, may ride
///   a kept connection (HTTP/1.1 keep-alive, or HTTP/2 where the server offers it by ALPN).
///
/// TLS is swift-nio-ssl's with the system's trust roots, unless you pass a configuration.
/// Requests run on the event loop group you give, by default the process's
/// `MultiThreadedEventLoopGroup.singleton` (the one Hummingbird runs on), so a server that
/// uses this transport adds no threads of its own.
///
/// ```swift
/// let transport = NIOHTTPTransport(defaultTimeout: 20)
/// let client = HaapiClient(configuration: configuration, transport: transport)
/// ```
///
/// The transport shuts its connections down when the last reference to it goes; call
/// ``shutdown()`` to wait for that.
public final class NIOHTTPTransport: HTTPTransport {
    /// The largest answer read by default: `URLSessionTransport.defaultMaximumResponseSize`.
    public static let defaultMaximumResponseSize = URLSessionTransport.defaultMaximumResponseSize

    /// The timeout for requests that do not set their own, in seconds.
    public let defaultTimeout: TimeInterval
    /// The largest answer body read, in bytes.
    public let maximumResponseSize: Int
    private let client: HTTPClient

    /// Creates a transport with a connection pool of its own.
    ///
    /// - Parameters:
    ///   - defaultTimeout: Seconds to wait for a whole answer when a request sets no timeout.
    ///   - maximumResponseSize: The largest answer body read, in bytes (8 MiB by default).
    ///   - eventLoopGroup: Where connections run; the process's singleton group by default.
    ///   - tlsConfiguration: How servers are trusted; the system's trust roots when `nil`.
    ///   - connectionsPerHost: The most HTTP/1.1 connections kept to one server (HTTP/2
    ///     sends every request on one).
    ///   - idleConnectionTimeout: How long a kept connection may stay unused before it is
    ///     closed; keep it below the server's own keep-alive timeout, so that a request
    ///     does not go out on a connection the server is closing.
    ///   - logger: Where the connection pool's background activity is logged.
    public init(
        defaultTimeout: TimeInterval = 30,
        maximumResponseSize: Int = NIOHTTPTransport.defaultMaximumResponseSize,
        eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton,
        tlsConfiguration: TLSConfiguration? = nil,
        connectionsPerHost: Int = 64,
        idleConnectionTimeout: TimeInterval = 20,
        logger: Logger = Logger(label: "HaapiClientNIO", factory: { _ in SwiftLogNoOpLogHandler() })
    ) {
        var configuration = HTTPClient.Configuration(
            tlsConfiguration: tlsConfiguration, redirectConfiguration: .disallow, decompression: .disabled)
        configuration.httpVersion = .automatic
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = max(1, connectionsPerHost)
        configuration.connectionPool.idleTimeout = .milliseconds(Int64(max(0.001, idleConnectionTimeout) * 1000))
        self.client = HTTPClient(eventLoopGroup: eventLoopGroup, configuration: configuration, backgroundActivityLogger: logger)
        self.defaultTimeout = defaultTimeout
        self.maximumResponseSize = max(0, maximumResponseSize)
    }

    deinit {
        // Closes the pool's connections without waiting; a request still under way fails.
        client.shutdown { _ in }
    }

    /// Closes every connection and waits until they are closed; requests still under way
    /// fail. The transport sends nothing afterwards.
    public func shutdown() async throws {
        try await client.shutdown()
    }

    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        try Task.checkCancellation()
        let timeout = request.timeout ?? defaultTimeout
        let prepared = try Self.prepared(request)
        let (client, limit) = (client, maximumResponseSize)
        // AsyncHTTPClient's own deadline ends only the wait for the answer's head; the
        // wait here ends the whole exchange, body included, by the deadline.
        let end = await RequestWait<TransportResponse>.run(deadline: .milliseconds(Int64(max(0, timeout) * 1000))) {
            let response = try await client.execute(prepared, deadline: .now() + .milliseconds(Int64(max(0, timeout) * 1000) + 1000))
            return try await Self.collect(response, limit: limit, request: request)
        }
        switch end {
        case .finished(.success(let response)):
            return response
        case .finished(.failure(let error)):
            throw Self.failure(error, request: request)
        case .deadlinePassed:
            throw HaapiClientError.noAnswerInTime(request, seconds: timeout)
        case .cancelled:
            throw CancellationError()
        }
    }

    /// `request` as AsyncHTTPClient's request.
    private static func prepared(_ request: TransportRequest) throws -> HTTPClientRequest {
        var prepared = HTTPClientRequest(url: request.url.absoluteString)
        prepared.method = HTTPMethod(rawValue: request.method)
        for field in request.headers {
            prepared.headers.add(name: field.name, value: field.value)
        }
        if let body = request.body {
            prepared.body = .bytes(ByteBuffer(bytes: body))
        }
        return prepared
    }

    /// Reads `response`'s body up to `limit` bytes; more ends the exchange and closes its
    /// connection.
    private static func collect(_ response: HTTPClientResponse, limit: Int, request: TransportRequest) async throws -> TransportResponse {
        let status = Int(response.status.code)
        if let announced = response.headers.first(name: "content-length").flatMap(Int.init), announced > limit {
            throw HaapiClientError.answerTooLarge(request, status: status, limit: limit, announced: announced, received: 0)
        }
        var body = ByteBuffer()
        for try await chunk in response.body {
            guard body.readableBytes + chunk.readableBytes <= limit else {
                // Leaving the loop drops the body's iterator, which cancels the request.
                throw HaapiClientError.answerTooLarge(
                    request, status: status, limit: limit, announced: nil, received: body.readableBytes + chunk.readableBytes)
            }
            var chunk = chunk
            body.writeBuffer(&chunk)
        }
        var headers = TransportHeaders()
        for (name, value) in response.headers {
            headers.add(name: name, value: value)
        }
        return TransportResponse(status: status, headers: headers, body: Data(body.readableBytesView))
    }
}
