import HaapiClient

/// A transport that times each request of a login's client to the HAAPI server (a
/// step, a token request, a poll) until its answer, by the answer's status class.
struct MeasuredHTTPTransport: HTTPTransport {
    /// The application's transport.
    let base: any HTTPTransport
    let metrics: WebHostMetrics

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let response = try await base.send(request)
            metrics.haapiRequest(status: response.status, duration: start.duration(to: clock.now))
            return response
        } catch {
            metrics.haapiRequest(status: nil, duration: start.duration(to: clock.now))
            throw error
        }
    }
}

extension WebHostMetrics {
    /// `transport`, timed.
    func measuring(_ transport: any HTTPTransport) -> any HTTPTransport {
        MeasuredHTTPTransport(base: transport, metrics: self)
    }
}
