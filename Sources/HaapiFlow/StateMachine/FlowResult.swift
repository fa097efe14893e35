public import HaapiClient

/// How a flow ended: exactly one of these, once.
///
/// ```swift
/// switch await driver.result() {
/// case .tokens(let tokens): signedIn(tokens)
/// case .oauthError(let error): show(error.errorDescription ?? error.error)
/// case .failed(let error): show(error.description)
/// case .cancelled: break
/// }
/// ```
public enum FlowResult: Sendable, Hashable {
    /// The person signed in; the tokens are also in the client's token store.
    case tokens(OAuthTokens)
    /// The server ended the flow with an OAuth error (`error-authorization-response`).
    case oauthError(OAuthError)
    /// The flow could not go on.
    case failed(HaapiFlowError)
    /// The person or the app cancelled or closed the flow.
    case cancelled
}
