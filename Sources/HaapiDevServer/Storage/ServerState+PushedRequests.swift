import Foundation

/// An authorization request pushed to the PAR endpoint (RFC 9126), until its
/// `request_uri` is used once or expires.
struct PushedRequest: Sendable, Hashable {
    var request: AuthorizationRequest
    var expiresAt: Date
    var used = false
}

/// What the authorization endpoint finds behind a `request_uri`.
enum PushedRequestRedemption: Sendable {
    case unknown
    /// Pushed by another client; it stays usable by its own.
    case otherClient
    case expired(AuthorizationRequest)
    case used(AuthorizationRequest)
    /// Unused and unexpired: now spent.
    case valid(AuthorizationRequest)
}

extension ServerState {
    /// How long a spent or expired request is remembered, to say so instead of "unknown".
    static let pushedRequestMemory: TimeInterval = 600

    /// Keeps a pushed request under `requestURI` until `expiresAt`, and forgets the ones
    /// that expired more than ``pushedRequestMemory`` seconds ago.
    func storePushedRequest(_ requestURI: String, _ request: AuthorizationRequest, expiresAt: Date, now: Date) {
        let horizon = now.addingTimeInterval(-Self.pushedRequestMemory)
        pushedRequests = pushedRequests.filter { $0.value.expiresAt > horizon }
        pushedRequests[requestURI] = PushedRequest(request: request, expiresAt: expiresAt)
    }

    /// Spends the request behind `requestURI` for `clientID`: each is used once, by the
    /// client that pushed it, before it expires.
    func redeemPushedRequest(_ requestURI: String, clientID: String, now: Date) -> PushedRequestRedemption {
        guard var pushed = pushedRequests[requestURI] else { return .unknown }
        guard pushed.request.clientID == clientID else { return .otherClient }
        if pushed.used { return .used(pushed.request) }
        if pushed.expiresAt <= now { return .expired(pushed.request) }
        pushed.used = true
        pushedRequests[requestURI] = pushed
        return .valid(pushed.request)
    }
}
