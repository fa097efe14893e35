import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdHTTP2
import HummingbirdTLS
import Logging
import NIOCore
import Synchronization

/// A request context that knows whether its request came over HTTP/2: an HTTP/2 stream's
/// channel belongs to its connection's channel, which belongs to the listening one; an
/// HTTP/1.1 connection's channel belongs to the listening one only.
struct ConformanceContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let overHTTP2: Bool

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        overHTTP2 = source.channel.parent?.parent != nil
    }
}

/// A local server for the transport conformance suite: plain HTTP/1.1, or TLS with
/// HTTP/2 offered by ALPN. It counts what reaches it.
///
/// - `GET /hello`: a small JSON answer.
/// - `GET /protocol`: `h2` or `http/1.1`, as the request came.
/// - `GET /redirect`: `302` to `/target`, which counts the requests that follow it.
/// - `POST /form`: counts the posts and answers with their number.
/// - `GET /trickle`: a byte every 100 ms, for a minute.
final class ConformanceServer: Sendable {
    enum Kind { case plain, tls(TLSConfiguration) }

    /// Counts by name, shared with the routes.
    final class Tally: Sendable {
        private let values = Mutex<[String: Int]>([:])

        /// Adds `amount` to `name` and returns the new value.
        @discardableResult
        func add(_ amount: Int, to name: String) -> Int {
            values.withLock { values in
                values[name, default: 0] += amount
                return values[name, default: 0]
            }
        }

        subscript(name: String) -> Int { values.withLock { $0[name, default: 0] } }
    }

    let baseURL: URL
    private let task: Task<Void, Never>
    private let counts = Tally()

    /// How many requests reached `path`.
    func count(_ path: String) -> Int { counts[path] }


    init(_ kind: Kind = .plain) async throws {
        let counts = counts
        let router = Router(context: ConformanceContext.self)
        router.get("hello") { _, _ in Self.json(#"{"hello":"world"}"#) }
        router.get("protocol") { _, context in context.overHTTP2 ? "h2" : "http/1.1" }
        router.get("redirect") { _, _ in Response(status: .found, headers: [.location: "/target"]) }
        router.get("target") { _, _ in
            counts.add(1, to: "/target")
            return "followed"
        }
        router.post("form") { request, _ in
            _ = try await request.body.collect(upTo: 1 << 20)
            return "\(counts.add(1, to: "/form"))"
        }
        router.get("trickle") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"], body: ResponseBody { writer in
                for _ in 0..<600 {
                    try await writer.write(ByteBuffer(string: " "))
                    try await Task.sleep(for: .milliseconds(100))
                }
                try await writer.finish(nil)
            })
        }
        let server: HTTPServerBuilder
        var scheme = "http"
        switch kind {
        case .plain:
            server = .http1()
        case .tls(let configuration):
            server = try .http2Upgrade(tlsConfiguration: configuration)
            scheme = "https"
        }
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = Application(
            router: router, server: server,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0), serverName: nil),
            onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) },
            logger: Logger(label: "conformance", factory: { _ in SwiftLogNoOpLogHandler() }))
        task = Task {
            try? await app.run()
            continuation.finish()
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), let url = URL(string: "\(scheme)://127.0.0.1:\(port)") else {
            task.cancel()
            throw ConformanceServerError()
        }
        baseURL = url
    }

    static func json(_ text: String) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// Stops the server and waits until it has closed.
    func stop() async {
        task.cancel()
        await task.value
    }

    /// Runs `body` with a server of `kind`, stopped after.
    static func run<T>(_ kind: Kind = .plain, _ body: (ConformanceServer) async throws -> T) async throws -> T {
        let server = try await ConformanceServer(kind)
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }
}

struct ConformanceServerError: Error, CustomStringConvertible {
    var description: String { "the conformance server did not start" }
}
