import Foundation
import Hummingbird
import Logging
import Synchronization

/// Why the web host could not do what was asked.
public struct WebHostError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var reason: String

    public var description: String { "web host: \(reason)" }
}

/// The running Hummingbird application of a ``WebHost``.
final class ServerTask: Sendable {
    private let task = Mutex<Task<Void, Never>?>(nil)

    func start(router: Router<BasicRequestContext>, port: Int, logger: Logger) async throws(WebHostError) -> URL {
        guard (0...65_535).contains(port) else { throw WebHostError(reason: "port \(port) is not 0...65535") }
        let (stream, continuation) = AsyncStream<Result<Int, WebHostError>>.makeStream()
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port), serverName: nil),
            onServerRunning: { channel in continuation.yield(.success(channel.localAddress?.port ?? 0)) },
            logger: logger)
        let running = Task {
            do {
                try await app.run()
            } catch {
                continuation.yield(.failure(WebHostError(reason: "the server stopped: \(error)")))
            }
            continuation.finish()
        }
        task.withLock { $0 = running }
        for await result in stream {
            switch result {
            case .success(let bound):
                guard let url = URL(string: "http://127.0.0.1:\(bound)") else { throw WebHostError(reason: "no URL for port \(bound)") }
                return url
            case .failure(let error):
                throw error
            }
        }
        throw WebHostError(reason: "the server stopped before it was listening")
    }

    func stop() async {
        let running = task.withLock { current -> Task<Void, Never>? in
            defer { current = nil }
            return current
        }
        running?.cancel()
        await running?.value
    }
}
