import Foundation
import HaapiClient
import Synchronization

/// Keeps what really went over the wire (before any redaction), so a test can look
/// for each secret in a recording.
final class TappingTransport: HTTPTransport {
    private let inner = URLSessionTransport()
    private let seen = Mutex<[(request: TransportRequest, response: TransportResponse)]>([])

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        let response = try await inner.send(request)
        seen.withLock { $0.append((request, response)) }
        return response
    }

    /// The exchanges so far.
    var exchanges: [(request: TransportRequest, response: TransportResponse)] { seen.withLock { $0 } }
}
