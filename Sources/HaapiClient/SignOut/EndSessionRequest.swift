public import Foundation

/// The browser request that ends the server's session (OpenID Connect RP-Initiated
/// Logout 1.0), made by ``HaapiClient/signOut()`` when the app configured
/// ``HaapiClientConfiguration/postLogoutRedirectURI``.
///
/// Open ``url`` in the system browser (the one that holds the server's cookie). The
/// server ends its session and sends the browser to ``postLogoutRedirectURI`` with
/// ``state``; check that redirect with ``isAnswer(_:)``. The URL carries the ID token as
/// `id_token_hint`: never log it. The description shows the endpoint only.
public struct EndSessionRequest: Sendable, Hashable, CustomStringConvertible {
    /// The end-session endpoint with `id_token_hint`, `client_id`,
    /// `post_logout_redirect_uri` and `state` in its query.
    public let url: URL
    /// The `state` sent; the server returns it on the redirect.
    public let state: String
    /// Where the browser comes back.
    public let postLogoutRedirectURI: URL

    /// Creates a request.
    public init(url: URL, state: String, postLogoutRedirectURI: URL) {
        self.url = url
        self.state = state
        self.postLogoutRedirectURI = postLogoutRedirectURI
    }

    /// Whether `redirect` is the server's answer to this request: the post-logout
    /// redirect URI (scheme, host, port and path) with this request's `state`.
    public func isAnswer(_ redirect: URL) -> Bool {
        guard let answer = URLComponents(url: redirect, resolvingAgainstBaseURL: true),
              let expected = URLComponents(url: postLogoutRedirectURI, resolvingAgainstBaseURL: true)
        else { return false }
        guard answer.scheme?.lowercased() == expected.scheme?.lowercased(),
              answer.host?.lowercased() == expected.host?.lowercased(),
              answer.port == expected.port, answer.path == expected.path
        else { return false }
        let states = (answer.queryItems ?? []).filter { $0.name == "state" }
        return states.count == 1 && states[0].value == state
    }

    public var description: String {
        "EndSessionRequest(\(url.redactedDescription))"
    }
}
