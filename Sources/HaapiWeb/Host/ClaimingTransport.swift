import HaapiClient

/// The transport of one browser's login on a host: before each request to the HAAPI
/// server it claims the browser's session in the store (``WebLogins/claim(_:)``: the
/// next version, marked as sending), so that of two hosts running the same login only
/// one sends, and a host whose copy is out of date sends nothing. After the answer the
/// claim is let go of, unless the save of the screen it brought already did.
struct ClaimingTransport: HTTPTransport {
    let inner: any HTTPTransport
    /// Claims the session, or throws (another host has it, or the store is down).
    let claim: @Sendable () async throws -> Void
    /// Lets go of the claim (soon after the answer, so that its screen is saved first).
    let release: @Sendable () -> Void

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        try await claim()
        defer { release() }
        return try await inner.send(request)
    }
}
