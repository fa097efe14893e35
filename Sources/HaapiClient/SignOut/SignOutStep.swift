/// What one server step of ``HaapiClient/signOut()`` came to.
///
/// Descriptions never contain a token: errors name the endpoint and what went wrong,
/// and an ``EndSessionRequest`` describes itself without its query.
public enum SignOutStep: Sendable, Hashable, CustomStringConvertible {
    /// The server confirmed it.
    case done
    /// Nothing was sent: there was nothing to do, or no way to do it.
    case skipped(SignOutSkipReason)
    /// The server could not be reached, or refused (or the stored tokens could not be
    /// read, a ``HaapiClientError/storage(_:)``). The error says what and where:
    /// ``HaapiClientError/network(_:)`` when there was no answer at all.
    case failed(HaapiClientError)
    /// Only for ``SignOutResult/endSession``, when the app configured
    /// ``HaapiClientConfiguration/postLogoutRedirectURI``: the app opens the request's URL
    /// in a browser, where the server ends its session and sends the browser back.
    case openInBrowser(EndSessionRequest)

    /// The error, when the step failed.
    public var failure: HaapiClientError? {
        if case .failed(let error) = self { return error }
        return nil
    }

    public var description: String {
        switch self {
        case .done: "done"
        case .skipped(let reason): "skipped (\(reason))"
        case .failed(let error): "failed: \(error)"
        case .openInBrowser(let request): "left to the browser: \(request)"
        }
    }
}

/// Why a step of ``HaapiClient/signOut()`` sent nothing.
public enum SignOutSkipReason: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// No tokens were stored: nobody was signed in.
    case nothingStored
    /// The stored tokens have no refresh token (the refresh token's revocation only).
    case noRefreshToken
    /// The stored tokens have no ID token, which names the server's session to end
    /// (`id_token_hint`); without the `openid` scope there is none.
    case noIDToken
    /// The server offers no endpoint for the step: no `revocation_endpoint`, or no
    /// `end_session_endpoint`, discovered or configured.
    case noEndpoint
    /// The server does not revoke this kind of token (it answered `unsupported_token_type`,
    /// RFC 7009 section 2.2.1).
    case unsupportedByServer
    /// An earlier step got no answer from the server, so this one was not tried (it
    /// would only have waited as long again).
    case serverUnreachable

    public var description: String {
        switch self {
        case .nothingStored: "no tokens were stored"
        case .noRefreshToken: "there is no refresh token"
        case .noIDToken: "there is no ID token to name the server's session"
        case .noEndpoint: "the server offers no endpoint for it"
        case .unsupportedByServer: "the server does not revoke this kind of token"
        case .serverUnreachable: "the server could not be reached"
        }
    }
}
