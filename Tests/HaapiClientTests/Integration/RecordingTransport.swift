import Foundation
import HaapiClient

/// Passes requests on and records each request's method, path and answer status.
actor RecordingTransport: HTTPTransport {
    struct Exchange: Sendable {
        var method: String
        var path: String
        var status: Int
        var wwwAuthenticate: String?
    }

    let inner: any HTTPTransport
    private(set) var exchanges: [Exchange] = []

    init(_ inner: any HTTPTransport) {
        self.inner = inner
    }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        let response = try await inner.send(request)
        exchanges.append(Exchange(
            method: request.method, path: request.url.path, status: response.status,
            wwwAuthenticate: response.headers["WWW-Authenticate"]))
        return response
    }
}
