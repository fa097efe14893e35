public import HaapiModel

/// Something a developer should know about a running flow; the driver logs each one and
/// publishes it on ``HaapiFlowDriver/diagnostics``. None carries a secret.
///
/// The UI layer surfaces ``stuckScreen(screenID:modelType:viewName:seconds:)``: a custom
/// screen that took the person's input but never forwarded a submit, select or follow.
public enum FlowDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The person interacted with a screen and nothing reached the flow within `seconds`.
    case stuckScreen(screenID: Int, modelType: String, viewName: String?, seconds: Double)
    /// An answer arrived for a request the flow no longer waits for (superseded or cancelled).
    case staleEventIgnored(String)
    /// A redirection step was followed automatically.
    case redirectFollowed(viewName: String?)
    /// The flow started again on its own, and why.
    case flowRestarted(reason: String)
    /// A client operation could not run; its fallback (`errorActions`) was taken.
    case clientOperationFallback(name: String, reason: String)
    /// A client operation started.
    case clientOperationStarted(name: String)
    /// A URL from the server was not opened or followed: `URLPolicy` does not allow its
    /// scheme or host for its purpose (the refusal names both, never the whole URL).
    case urlRefused(URLRefusedError)
    /// A poll failed and will be retried.
    case pollRetried(attempt: Int, error: String)
    /// The server's answer was unusual but the flow went on.
    case protocolNotice(String)

    public var description: String {
        switch self {
        case .stuckScreen(let id, let type, let viewName, let seconds):
            "stuck screen: \(type) #\(id) (viewName \(viewName ?? "none")) took the person's input but forwarded no submit, select or follow within \(seconds) s"
        case .staleEventIgnored(let what): "stale event ignored: \(what)"
        case .redirectFollowed(let viewName): "redirection step followed (viewName \(viewName ?? "none"))"
        case .flowRestarted(let reason): "flow restarted: \(reason)"
        case .clientOperationFallback(let name, let reason): "client operation \(name) fell back: \(reason)"
        case .clientOperationStarted(let name): "client operation \(name) started"
        case .urlRefused(let refusal): "URL refused: \(refusal)"
        case .pollRetried(let attempt, let error): "poll failed (attempt \(attempt)), retrying: \(error)"
        case .protocolNotice(let text): "protocol notice: \(text)"
        }
    }
}
