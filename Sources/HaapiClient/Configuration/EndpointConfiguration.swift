public import Foundation

/// Where the authorization server's endpoints are: found by discovery, or given.
///
/// ```swift
/// let discovered = EndpointConfiguration.discovery(issuer: URL(string: "https://login.example.com/oauth")!)
/// let explicit = EndpointConfiguration.explicit(ServerEndpoints(
///     issuer: URL(string: "https://login.example.com/oauth")!,
///     authorizationEndpoint: URL(string: "https://login.example.com/oauth/authorize")!,
///     tokenEndpoint: URL(string: "https://login.example.com/oauth/token")!,
///     jwksURI: URL(string: "https://login.example.com/oauth/jwks")!))
/// ```
public enum EndpointConfiguration: Sendable, Hashable {
    /// Read `{issuer}/.well-known/openid-configuration` on first use.
    case discovery(issuer: URL)
    /// Use these endpoints.
    case explicit(ServerEndpoints)

    /// The issuer, in both cases.
    public var issuer: URL {
        switch self {
        case .discovery(let issuer): issuer
        case .explicit(let endpoints): endpoints.issuer
        }
    }
}

/// The endpoints of an authorization server.
public struct ServerEndpoints: Sendable, Hashable {
    /// The issuer identifier; authorization responses' `iss` must equal it.
    public var issuer: URL
    /// The authorization endpoint (the HAAPI flow starts here).
    public var authorizationEndpoint: URL
    /// The token endpoint.
    public var tokenEndpoint: URL
    /// The revocation endpoint (RFC 7009), if the server has one.
    public var revocationEndpoint: URL?
    /// The issuer's JWK Set (`jwks_uri`), whose keys sign ID tokens. Required with the
    /// `openid` scope unless ``HaapiClientConfiguration/idTokenValidation`` is `.skip`.
    public var jwksURI: URL?
    /// Whether the server always sends `iss` in authorization responses (RFC 9207); when
    /// `true`, a response without `iss` is rejected.
    public var issuerParameterSupported: Bool
    /// The dynamic client registration endpoint (RFC 7591, `registration_endpoint`), if
    /// the server has one; the DCR fallback registers there.
    public var registrationEndpoint: URL?
    /// The end-session endpoint (OpenID Connect RP-Initiated Logout 1.0,
    /// `end_session_endpoint`), if the server has one; sign-out ends the server's session there.
    public var endSessionEndpoint: URL?
    /// The pushed authorization request endpoint (RFC 9126,
    /// `pushed_authorization_request_endpoint`), if the server has one.
    public var pushedAuthorizationRequestEndpoint: URL?
    /// Whether the server accepts only pushed authorization requests (RFC 9126,
    /// `require_pushed_authorization_requests`).
    public var requirePushedAuthorizationRequests: Bool

    /// Creates endpoint settings.
    public init(
        issuer: URL, authorizationEndpoint: URL, tokenEndpoint: URL, revocationEndpoint: URL? = nil,
        jwksURI: URL? = nil, issuerParameterSupported: Bool = false, registrationEndpoint: URL? = nil,
        endSessionEndpoint: URL? = nil, pushedAuthorizationRequestEndpoint: URL? = nil,
        requirePushedAuthorizationRequests: Bool = false
    ) {
        self.issuer = issuer
        self.authorizationEndpoint = authorizationEndpoint
        self.tokenEndpoint = tokenEndpoint
        self.revocationEndpoint = revocationEndpoint
        self.jwksURI = jwksURI
        self.issuerParameterSupported = issuerParameterSupported
        self.registrationEndpoint = registrationEndpoint
        self.endSessionEndpoint = endSessionEndpoint
        self.pushedAuthorizationRequestEndpoint = pushedAuthorizationRequestEndpoint
        self.requirePushedAuthorizationRequests = requirePushedAuthorizationRequests
    }
}
