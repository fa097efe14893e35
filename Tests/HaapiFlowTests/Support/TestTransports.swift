import Foundation
import HaapiClient
import HaapiClientNIO
import HaapiDevServerTesting

/// Counts requests and can rewrite the next one's `Session-Id` (to provoke a session mismatch).
actor TransportProbe {
    private(set) var requests: [String] = []
    private var sessionOverride: String?
    private(set) var lastSessionSet: String?

    func record(_ request: TransportRequest) -> TransportRequest {
        requests.append("\(request.method) \(request.url.path)")
        var changed = request
        if let override = sessionOverride, request.headers["Session-Id"] != nil {
            changed.headers["Session-Id"] = override
            sessionOverride = nil
        }
        return changed
    }

    func saw(_ response: TransportResponse) {
        if let session = response.headers["Set-Session-Id"] { lastSessionSet = session }
    }

    func overrideNextSession(with id: String) {
        sessionOverride = id
    }

    var count: Int { requests.count }
}

/// A transport around URLSession that reports to a probe, and can tamper with the
/// server's answers (to play a hostile server).
struct ProbingTransport: HTTPTransport {
    let probe: TransportProbe
    /// Rewrites each response body (as text) before the client reads it.
    var rewrite: (@Sendable (String) -> String)?
    let inner = NIOHTTPTransport(defaultTimeout: TestDevServer.requestTimeout)

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        let changed = await probe.record(request)
        var response = try await inner.send(changed)
        await probe.saw(response)
        if let rewrite { response.body = Data(rewrite(String(decoding: response.body, as: UTF8.self)).utf8) }
        return response
    }
}
