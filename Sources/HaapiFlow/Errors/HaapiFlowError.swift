public import HaapiClient
public import HaapiModel

/// Everything that can go wrong in a flow, in one type: a person's action that cannot be
/// taken, a request that failed, or a flow that cannot go on.
///
/// Each case says what failed and where; ``recoverySuggestion`` says what to do.
///
/// ```swift
/// do {
///     try await driver.submit(interactionActionModel: button.actionModel, values: ["userName": name])
/// } catch .actionNotOffered(let id, _) {
///     logger.error("the screen sent an action it was not given: \(id)")
/// } catch {
///     showBanner(error.description)
/// }
/// ```
public enum HaapiFlowError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The action (by `id` and value) is not one the current step offered; nothing was sent.
    case actionNotOffered(id: String, screen: String)
    /// The link (by `id` and `href`) is not one the current screen offered; nothing was sent.
    case linkNotOffered(id: String, screen: String)
    /// The link cannot be followed (an image, or the app's redirect).
    case linkNotFollowable(id: String, reason: String)
    /// The link's URL is not allowed for links by `URLPolicy` (not `https`, nor `http`
    /// to a loopback host); nothing was sent.
    case linkRefused(id: String, refusal: URLRefusedError)
    /// A parameter does not fit the action's form (unknown field, hidden value changed, ...).
    case invalidParameters(actionID: String, reason: String)
    /// The flow is not in a state that accepts this call (not started, already finished, ...).
    case invalidState(String)
    /// Another request of the person is still under way.
    case busy(String)
    /// A hook (`preSubmit`, `preSelect`, `preFollow`) stopped the action; nothing was sent.
    case stoppedByHook(hook: String, actionID: String)
    /// The client failed (network, HTTP status, protocol, DPoP, security, ...).
    case client(HaapiClientError)
    /// A request got no answer within the configured time.
    case timedOut(request: String, seconds: Double)
    /// Polling went on longer than the configured limit without the server finishing it.
    case pollingTimedOut(seconds: Double)
    /// The server sent more redirection steps in a row than the configured limit.
    case tooManyRedirects(Int)
    /// The server kept rejecting the session after automatic restarts.
    case sessionMismatch(restarts: Int)
    /// The server sent something the flow cannot continue from.
    case unexpectedDocument(String)
    /// A client operation could not run and offered no fallback.
    case clientOperationFailed(name: String, reason: String)

    public var description: String {
        switch self {
        case .actionNotOffered(let id, let screen): "the action \(id) was not offered by the current screen (\(screen)); nothing was sent"
        case .linkNotOffered(let id, let screen): "the link \(id) was not offered by the current screen (\(screen)); nothing was sent"
        case .linkNotFollowable(let id, let reason): "the link \(id) cannot be followed: \(reason)"
        case .linkRefused(let id, let refusal): "the link \(id) was not followed: \(refusal)"
        case .invalidParameters(let id, let reason): "the parameters for \(id) were rejected: \(reason)"
        case .invalidState(let reason): "invalid state: \(reason)"
        case .busy(let what): "busy: \(what) is still under way"
        case .stoppedByHook(let hook, let id): "the \(hook) hook stopped \(id); nothing was sent"
        case .client(let error): "\(error)"
        case .timedOut(let request, let seconds): "\(request) got no answer within \(seconds) s"
        case .pollingTimedOut(let seconds): "polling stopped after \(seconds) s without a result"
        case .tooManyRedirects(let count): "the server sent \(count) redirection steps in a row"
        case .sessionMismatch(let restarts): "the server rejected the session again after \(restarts) restart(s)"
        case .unexpectedDocument(let reason): "unexpected server answer: \(reason)"
        case .clientOperationFailed(let name, let reason): "the client operation \(name) failed: \(reason)"
        }
    }

    /// What the app (or its developer) should do next.
    public var recoverySuggestion: String {
        switch self {
        case .actionNotOffered, .linkNotOffered:
            "Submit only the InteractionActionModel / LinkItemModel values of the screen being shown."
        case .linkNotFollowable: "Show image links as pictures; do not offer the authorization response link."
        case .linkRefused: "Follow only https links (or http links to a loopback host); report the link to the server's operator."
        case .invalidParameters: "Send values only for the form's visible fields."
        case .invalidState: "Start a flow first, or start a new one after it finished."
        case .busy: "Wait for the current request to finish (show a loading state)."
        case .stoppedByHook: "Nothing to do: the app's hook chose to stop the action."
        case .client(let error): error.recoverySuggestion
        case .timedOut: "Check the network and try the action again."
        case .pollingTimedOut: "Start the login again."
        case .tooManyRedirects, .unexpectedDocument: "Report the server's answer to its operator; start the login again."
        case .sessionMismatch: "Start the login again; check that the DPoP key is kept for the whole flow."
        case .clientOperationFailed: "Choose another way to log in."
        }
    }

    /// Whether trying the same action again may succeed and is safe to do without asking
    /// the person: for a client failure, `HaapiClientError.isRetryable` (a form `POST`
    /// that may have reached the server is not retryable: only one the server certainly
    /// did not process, refused before it was sent or answered 429 or 503); the flow
    /// itself retries polls that are. A failed action of the person keeps its screen
    /// either way, so the person may press again: that is their choice, not a resend.
    public var isRetryable: Bool {
        switch self {
        case .client(let error): error.isRetryable
        case .timedOut, .busy: true
        default: false
        }
    }

    /// Whether the failure may pass, whatever the request's method: what a poll needs,
    /// since the protocol makes a poll (a question about the wait, which changes nothing
    /// on the server) safe to send again even when it is a `POST`.
    var mayPass: Bool {
        switch self {
        case .client(.network(let error)): error.isTemporary
        case .client(.httpStatus(let error)): [429, 502, 503, 504].contains(error.status)
        default: isRetryable
        }
    }
}
