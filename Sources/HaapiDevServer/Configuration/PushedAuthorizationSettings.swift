public import Foundation

/// The pushed authorization request endpoint (RFC 9126, `POST /oauth/par`).
///
/// ```swift
/// var configuration = DevServerConfiguration.default
/// configuration.pushedAuthorizationRequests.requestURILifetime = 30
/// configuration.pushedAuthorizationRequests.required = true   // every client must push
/// ```
///
/// A client can be made to push its requests on its own with
/// ``ClientConfiguration/requirePushedAuthorizationRequests``.
public struct PushedAuthorizationSettings: Sendable, Hashable {
    /// How long a `request_uri` may be used (once), in seconds; 60 by default.
    public var requestURILifetime: TimeInterval
    /// Whether every client must push its authorization requests: the authorization
    /// endpoint then refuses parameters in its query, and discovery says
    /// `require_pushed_authorization_requests: true`.
    public var required: Bool

    /// Creates the settings.
    public init(requestURILifetime: TimeInterval = 60, required: Bool = false) {
        self.requestURILifetime = requestURILifetime
        self.required = required
    }
}

extension DevServerConfiguration {
    /// Whether `client` must push its authorization requests (it says so, or every client must).
    public func requiresPushedAuthorizationRequests(_ client: ClientConfiguration) -> Bool {
        pushedAuthorizationRequests.required || client.requirePushedAuthorizationRequests
    }
}
