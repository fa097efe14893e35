public import Foundation
public import Hummingbird
public import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

/// Why an HTTP server could not start.
public struct HTTPServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var reason: String

    /// Creates an error.
    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}

/// A Hummingbird application running in a service group of its own, so that stopping
/// it is a graceful shutdown: no new connections, the requests under way answered (for at
/// most a grace period, then cancelled). What the web host and the dev server listen with.
public final class RunningHTTPServer: Sendable {
    private let running = Mutex<(group: ServiceGroup, task: Task<Void, Never>)?>(nil)

    /// Creates a server that is not listening yet.
    public init() {}

    /// Whether it listens (between ``start(router:address:port:gracePeriod:logger:)`` and ``stop()``).
    public var isRunning: Bool { running.withLock { $0 != nil } }

    /// Starts listening on `address` (an IP address or `localhost`) and `port` (0 picks a
    /// free one), and returns the URL it is reached at on this machine: loopback for an
    /// unspecified address (`0.0.0.0`, `::`), IPv6 in brackets.
    public func start(
        router: Router<BasicRequestContext>, address: String, port: Int, gracePeriod: Duration, logger: Logger
    ) async throws(HTTPServerError) -> URL {
        guard (0...65_535).contains(port) else { throw HTTPServerError(reason: "port \(port) is not 0...65535") }
        let (stream, continuation) = AsyncStream<Result<URL, HTTPServerError>>.makeStream()
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(address, port: port), serverName: nil),
            onServerRunning: { channel in continuation.yield(Self.url(reaching: channel.localAddress)) },
            logger: logger)
        var configuration = ServiceGroupConfiguration(services: [app], logger: logger)
        configuration.maximumGracefulShutdownDuration = gracePeriod
        let group = ServiceGroup(configuration: configuration)
        let task = Task {
            do {
                try await group.run()
            } catch {
                continuation.yield(.failure(HTTPServerError(reason: "the server on \(address) port \(port) stopped: \(error)")))
            }
            continuation.finish()
        }
        running.withLock { $0 = (group, task) }
        for await result in stream {
            if case .failure = result { running.withLock { $0 = nil } }
            return try result.get()
        }
        running.withLock { $0 = nil }
        throw HTTPServerError(reason: "the server stopped before it was listening")
    }

    /// Stops taking connections, waits for the requests under way (at most the grace
    /// period, then they are cancelled) and returns when the server has stopped.
    public func stop() async {
        let current = running.withLock { current in
            defer { current = nil }
            return current
        }
        guard let (group, task) = current else { return }
        await group.triggerGracefulShutdown()
        await task.value
    }

    /// `http://<address>:<port>` for a bound `address`: loopback for an unspecified one
    /// (`0.0.0.0`, `::`), IPv6 in brackets.
    public static func url(reaching address: SocketAddress?) -> Result<URL, HTTPServerError> {
        guard let address, let ip = address.ipAddress, let port = address.port else {
            return .failure(HTTPServerError(reason: "the server has no address"))
        }
        let isIPv6 = if case .v6 = address { true } else { false }
        let reachable = ip == "0.0.0.0" ? "127.0.0.1" : ip == "::" ? "::1" : ip
        guard let url = URL(string: "http://\(isIPv6 ? "[\(reachable)]" : reachable):\(port)") else {
            return .failure(HTTPServerError(reason: "no URL for \(ip) port \(port)"))
        }
        return .success(url)
    }
}
