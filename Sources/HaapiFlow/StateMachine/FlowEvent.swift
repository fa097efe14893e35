public import HaapiClient
public import HaapiModel

/// Something that happened to a flow; ``FlowStateMachine/handle(_:)`` answers with effects.
public enum FlowEvent: Sendable {
    /// The app starts the flow, with extra authorization parameters (e.g. `login_hint`).
    case started(parameters: [String: String])
    /// The app resumes a persisted flow (the state was decoded into the machine).
    case resumed
    /// The server answered request `requestID`.
    case documentReceived(HaapiResponse, requestID: Int)
    /// The server answered poll `requestID` byte for byte as it answered the request
    /// of the kept `pending` step: the same step again, not decoded.
    case pollAnswerUnchanged(requestID: Int)
    /// The code exchange of request `requestID` returned tokens.
    case tokensReceived(OAuthTokens, requestID: Int)
    /// Request `requestID` failed without a usable answer.
    case requestFailed(HaapiClientError, requestID: Int)
    /// Request `requestID` took longer than the configured time.
    case timeout(requestID: Int)
    /// The person submitted an action with parameters.
    case userSubmitted(InteractionActionModel, parameters: [String: FormSubmission.Value])
    /// The person chose a selector item.
    case userSelected(SelectorItemInteractionActionModel)
    /// The person followed a link.
    case userFollowed(LinkItemModel)
    /// The person asked to start over.
    case userRestarted
    /// The person went back from a selector option's form to the options it was
    /// chosen from (its Back, ``FormModel/offersBack``).
    case userWentBack
    /// The poll timer of polling generation `generation` fired.
    case pollTimerFired(generation: Int)
    /// Client operation `operationID` finished.
    case clientOperationFinished(ClientOperationOutcome, operationID: Int)
    /// The person interacted with screen `screenID` (reported by the UI layer).
    case personInteracted(screenID: Int)
    /// The screen forwarded the person's action (a submit, select or follow reached the
    /// driver, before its hooks run): the screen is not stuck, however long the hooks
    /// take or whether they stop the action.
    case actionForwarded
    /// The stuck-screen check `token` fired.
    case stuckCheckFired(token: Int)
    /// The person cancelled the flow.
    case cancel
    /// The app closed the flow (e.g. its window went away).
    case close
}

/// How a client operation ended.
public enum ClientOperationOutcome: Sendable, Hashable {
    /// It succeeded: submit its `continueActions[0]` with these values (e.g. the
    /// `_resume_nonce` context field, or a WebAuthn `credential`).
    case continued(parameters: [String: FormSubmission.Value])
    /// It cannot run here: take its `errorActions` fallback.
    case fallback(reason: String)
    /// The URL it would open is not allowed for its purpose by `URLPolicy`; nothing was
    /// opened. Its `errorActions` fallback is taken and ``FlowDiagnostic/urlRefused(_:)`` reported.
    case refused(URLRefusedError)
    /// It ran and did not succeed in a way the person should hear of (a cancelled
    /// passkey ceremony): its `errorActions` fallback is taken and `notice` goes with
    /// the next screen; `reason` is for the diagnostics only.
    case failed(FlowNotice, reason: String)
}
