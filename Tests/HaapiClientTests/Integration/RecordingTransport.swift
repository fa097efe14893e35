import Foundation
import HaapiClient

/// Passes requests on and records each request's method, path and answer status.
actor RecordingTransport: HTTPTransport {
    struct Exchange: Sendable {
        var method: String
        var path: String
        var status: Int
        var wwwAuthenticate: String?
        /// Values a log must never show: the proof, credentials, the session.
        var secrets: [String]
    }

    let inner: any HTTPTransport
    private(set) var exchanges: [Exchange] = []

    init(_ inner: any HTTPTransport) {
        self.inner = inner
    }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        let response = try await inner.send(request)
        let secrets = [
            request.headers["DPoP"], request.headers["Authorization"], response.headers["Set-Session-Id"],
            request.bodyText.flatMap { formValue("code_verifier", in: $0) },
            request.bodyText.flatMap { formValue("client_assertion", in: $0) },
        ].compactMap { $0 }.filter { !$0.isEmpty }
        exchanges.append(Exchange(
            method: request.method, path: request.url.path, status: response.status,
            wwwAuthenticate: response.headers["WWW-Authenticate"], secrets: secrets))
        return response
    }
}
