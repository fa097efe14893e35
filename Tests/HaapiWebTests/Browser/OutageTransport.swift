import Foundation
import HaapiClient

/// Plays a HAAPI server that is briefly unavailable: the first post of the password
/// form is answered by a proxy's 503 page; everything else goes to the dev server.
actor OutageTransport: HTTPTransport {
    private let inner = URLSessionTransport(defaultTimeout: WebFixture.patience)
    /// How many posts of the password form were answered 503.
    private(set) var outages = 0

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        if outages == 0, request.method == "POST", request.url.path.hasSuffix("username-password") {
            outages += 1
            return TransportResponse(
                status: 503, headers: ["Content-Type": "text/html"], body: Data("<h1>Service Unavailable</h1>".utf8))
        }
        return try await inner.send(request)
    }
}
