/// Whether the client pushes its authorization requests (RFC 9126) before it starts a
/// HAAPI flow.
///
/// A pushed request is `POST`ed to the server's `pushed_authorization_request_endpoint`
/// with the client's authentication (and, for DPoP-bound tokens, a DPoP proof and
/// `dpop_jkt`); the flow then starts with a `GET` of the authorization endpoint that
/// carries only `client_id` and the `request_uri` the server answered. The parameters
/// (`state`, `nonce`, the PKCE challenge, `login_hint`, ...) never travel in a URL, and
/// the server checks them before the flow starts.
///
/// ```swift
/// var builder = HaapiClientConfiguration.Builder(clientID: "app", issuer: issuer, redirectURI: redirect,
///                                                clientAuthentication: .clientSecretBasic("s3cr3t"))
/// builder.pushedAuthorizationRequests = .whenOffered
/// ```
public enum PushedAuthorizationRequests: String, Sendable, Hashable, CaseIterable, Codable {
    /// Parameters go in the authorization endpoint's query. The default: a HAAPI
    /// authorization request already goes straight from the app to the server over TLS,
    /// with the HAAPI access token (so the client has authenticated) and a DPoP proof,
    /// never through a browser, so pushing it adds a round trip for a smaller gain than
    /// in a browser flow. A server that announces `require_pushed_authorization_requests`
    /// makes ``HaapiClient/start(parameters:)`` fail with
    /// ``HaapiClientError/configuration(_:)`` before anything is sent.
    case never
    /// Push when the server has a pushed authorization request endpoint (configured, or
    /// read by discovery); otherwise use the query. Recommended when the parameters carry
    /// personal data (`login_hint`), which then stays out of URLs and access logs.
    case whenOffered
    /// Always push; a server without the endpoint makes ``HaapiClient/start(parameters:)``
    /// fail with ``HaapiClientError/configuration(_:)`` before anything is sent.
    case required
}
