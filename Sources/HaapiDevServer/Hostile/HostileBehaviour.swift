/// One way the dev server can play a hostile or broken HAAPI authorization server, to
/// test that clients refuse it (``DevServer/Options/hostile``, `haapi dev-server --hostile`).
///
/// Every answer stays well-formed HTTP; what it says is malicious. A client that resists
/// ends the sign-in with a typed error, opens nothing, and sends nothing to another
/// origin: the server records every request that reaches it through the foreign origin
/// it advertises (``DevServer/foreignOriginRequests()``, `GET /dev/hostile/leaks`).
///
/// ```swift
/// var options = DevServer.Options()
/// options.hostile = .foreignFormAction   // forms post to http://localhost:<port>, another origin
/// ```
public enum HostileBehaviour: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Every form (login, continue, select) posts to another origin.
    case foreignFormAction = "foreign-form-action"
    /// Redirection steps lead to another origin.
    case foreignRedirect = "foreign-redirect"
    /// Links (forgot password, create account) lead to another origin.
    case foreignLink = "foreign-link"
    /// Client operations (external browser, BankID) open `file:///etc/passwd`.
    case clientOperationFile = "client-operation-file"
    /// Client operations open `javascript:`.
    case clientOperationJavaScript = "client-operation-javascript"
    /// Client operations open a `data:text/html` page.
    case clientOperationData = "client-operation-data"
    /// Client operations open an `smb:` share.
    case clientOperationSMB = "client-operation-smb"
    /// Client operations open a scheme nobody registered.
    case clientOperationUnknownScheme = "client-operation-unknown-scheme"
    /// Links are `javascript:`, `file:` and `data:` URLs.
    case unsafeLinks = "unsafe-links"
    /// Every step is a redirection step to itself, forever.
    case redirectLoop = "redirect-loop"
    /// Polling steps ask to be polled every millisecond.
    case fastPolling = "fast-polling"
    /// Polling steps give no interval.
    case pollingWithoutInterval = "polling-without-interval"
    /// The first step is 64 MiB, announced by `Content-Length`.
    case hugeDocument = "huge-document"
    /// The first step is 64 MiB, sent chunked without a length.
    case hugeChunkedDocument = "huge-chunked-document"
    /// The first step nests 100 000 arrays.
    case deepNesting = "deep-nesting"
    /// The authenticator selector offers 200 000 options.
    case hugeSelector = "huge-selector"
    /// Every text carries terminal escape sequences (clear screen, set title, move cursor).
    case terminalEscapes = "terminal-escapes"
    /// The authorization response carries another `state`.
    case forgedState = "forged-state"
    /// The authorization response carries another `iss` (RFC 9207).
    case forgedIssuer = "forged-iss"
    /// The ID token is unsigned (`alg: none`).
    case idTokenAlgNone = "id-token-alg-none"
    /// The ID token is signed by a key the JWKS does not have.
    case idTokenRogueKey = "id-token-rogue-key"
    /// The ID token is for another client.
    case idTokenOtherAudience = "id-token-other-audience"
    /// The ID token expired an hour ago.
    case idTokenExpired = "id-token-expired"
    /// The ID token carries another nonce.
    case idTokenOtherNonce = "id-token-other-nonce"
    /// The HAAPI access token comes as a `Bearer` token, not bound to the DPoP key.
    case unboundHAAPIToken = "unbound-haapi-token"
    /// HAAPI steps answer 200 with an HTML body under the HAAPI media type.
    case nonJSONStep = "non-json-step"
    /// Redirection steps carry no action to follow: well-formed, but a login state no client
    /// can go on from.
    case redirectionWithoutAction = "redirection-without-action"

    public var description: String { rawValue }
}
