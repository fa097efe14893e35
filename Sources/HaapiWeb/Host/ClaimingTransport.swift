import Foundation
import HaapiClient

/// The transport of one browser's login on a host: before each request to the HAAPI
/// server it claims the browser's session in the store (``WebLogins/claim(_:)``: the
/// next version, marked as sending), so that of two hosts running the same login only
/// one sends, and a host whose copy is out of date sends nothing. After the answer the
/// claim is let go of, unless the save of the screen it brought already did.
struct ClaimingTransport: HTTPTransport {
    let inner: any HTTPTransport
    /// Claims the session, or throws (another host has it, or the store is down); returns the claim's time.
    let claim: @Sendable () async throws -> Date
    /// Lets go of the claim made at the given time, once the request's answer (if one came) is taken in.
    let release: @Sendable @MainActor (Date, TransportRequest, TransportResponse?) -> Void

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        let claimedAt = try await claim()
        do {
            let response = try await inner.send(request)
            await release(claimedAt, request, response)
            return response
        } catch {
            await release(claimedAt, request, nil)
            throw error
        }
    }
}
