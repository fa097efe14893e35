import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

/// Why the web host could not do what was asked.
public struct WebHostError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var reason: String

    public var description: String { "web host: \(reason)" }
}

/// The running Hummingbird application of a ``WebHost``, in a service group of its own
/// so that stopping it is a graceful shutdown: no new connections, the requests under
/// way answered (for at most a grace period, then cancelled).
final class ServerTask: Sendable {
    private let running = Mutex<(group: ServiceGroup, task: Task<Void, Never>)?>(nil)

    /// Starts listening on `bind` (an address ``WebHost/checkedBindAddress(_:)`` accepts)
    /// and `port`, and returns the URL it is reached at (on this machine).
    func start(
        router: Router<BasicRequestContext>, bind: String, port: Int, gracePeriod: Duration, logger: Logger
    ) async throws(WebHostError) -> URL {
        guard (0...65_535).contains(port) else { throw WebHostError(reason: "port \(port) is not 0...65535") }
        let address = try WebHost.checkedBindAddress(bind)
        let (stream, continuation) = AsyncStream<Result<URL, WebHostError>>.makeStream()
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
                continuation.yield(.failure(WebHostError(reason: "the server on \(address) port \(port) stopped: \(error)")))
            }
            continuation.finish()
        }
        running.withLock { $0 = (group, task) }
        for await result in stream { return try result.get() }
        throw WebHostError(reason: "the server stopped before it was listening")
    }

    /// Stops taking connections, waits for the requests under way (at most the grace
    /// period, then they are cancelled) and returns when the server has stopped.
    func stop() async {
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
    static func url(reaching address: SocketAddress?) -> Result<URL, WebHostError> {
        guard let address, let ip = address.ipAddress, let port = address.port else {
            return .failure(WebHostError(reason: "the server has no address"))
        }
        let isIPv6 = if case .v6 = address { true } else { false }
        let reachable = ip == "0.0.0.0" ? "127.0.0.1" : ip == "::" ? "::1" : ip
        guard let url = URL(string: "http://\(isIPv6 ? "[\(reachable)]" : reachable):\(port)") else {
            return .failure(WebHostError(reason: "no URL for \(ip) port \(port)"))
        }
        return .success(url)
    }
}
