import Foundation
import HaapiClient
import Synchronization

/// A transport that records every request it passes on, so a test can tell what
/// reached the server.
final class RecordingTransport: HTTPTransport {
    /// One request sent.
    struct Sent: Sendable, Hashable {
        var method: String
        var path: String
        var body: String
    }

    private let base: any HTTPTransport
    private let sent = Mutex<[Sent]>([])

    init(base: any HTTPTransport = URLSessionTransport()) {
        self.base = base
    }

    /// The requests sent so far, in order.
    var requests: [Sent] { sent.withLock { $0 } }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        let body = request.body.map { String(decoding: $0, as: UTF8.self) } ?? ""
        sent.withLock { $0.append(Sent(method: request.method, path: request.url.path, body: body)) }
        return try await base.send(request)
    }
}

/// What hooks saw, in the order they ran (hooks run on the driver and on the main actor).
final class HookLog: Sendable {
    private let entries = Mutex<[String]>([])

    /// Adds `entry`.
    func append(_ entry: String) { entries.withLock { $0.append(entry) } }

    /// The entries so far.
    var all: [String] { entries.withLock { $0 } }
}
