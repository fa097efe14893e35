public import HaapiClient
public import HaapiModel

/// What the driver must do after an event.
public enum FlowEffect: Sendable {
    /// Send a request; answer with `documentReceived`, `requestFailed` or `timeout`.
    case send(FlowRequest)
    /// Exchange the authorization response's code; answer with `tokensReceived` or `requestFailed`.
    case exchangeCode(AuthorizationResponseProperties, requestID: Int)
    /// Show this screen.
    case show(FlowScreen)
    /// Fire `pollTimerFired(generation)` after `after`.
    case schedulePoll(after: Duration, generation: Int)
    /// Forget any scheduled poll.
    case cancelPoll
    /// Run a client operation; answer with `clientOperationFinished`.
    case runClientOperation(ClientOperationRequest)
    /// Stop the client operation under way (its outcome is no longer wanted).
    case cancelClientOperation
    /// Fire `stuckCheckFired(token)` after `after`.
    case scheduleStuckCheck(after: Duration, token: Int)
    /// The person's action is not taken (the screen stays); tell whoever asked.
    case rejectAction(HaapiFlowError)
    /// The flow is over; stop every timer and request.
    case finish(FlowResult)
    /// Tell the developer.
    case diagnostic(FlowDiagnostic)
}

/// A screen to show, with the number that identifies it in this flow.
///
/// A polling screen keeps its `id` while polls update it.
public struct FlowScreen: Sendable, Equatable, Codable {
    /// The screen's number, increasing through the flow.
    public var id: Int
    /// What to show.
    public var model: HaapiUIModel
    /// What the person should be told along with this screen, in the app's words (a
    /// URL the server asked to open that was refused).
    public var notice: FlowNotice?

    /// Creates a screen.
    public init(id: Int, model: HaapiUIModel, notice: FlowNotice? = nil) {
        self.id = id
        self.model = model
        self.notice = notice
    }
}

/// A HAAPI request to send.
public struct FlowRequest: Sendable, Hashable {
    /// What to send.
    public enum Operation: Sendable, Hashable {
        /// Start (or restart) the authorization request.
        case start(parameters: [String: String])
        /// Submit a form action by the HAAPI rules.
        case submit(InteractionActionModel, parameters: [String: FormSubmission.Value])
        /// Follow a link.
        case follow(LinkItemModel)
    }

    /// Matches the answer to the request.
    public var id: Int
    public var operation: Operation
    /// Why it is sent.
    public var purpose: RequestPurpose

    /// A short description without values: safe to log.
    public var summary: String {
        switch operation {
        case .start: "start (\(purpose.rawValue))"
        case .submit(let action, _): "submit \(action.id) kind \(action.kind.rawValue) (\(purpose.rawValue))"
        case .follow(let link): "follow \(link.id) rel \(link.rel.rawValue)"
        }
    }
}

/// Why a request is sent; it decides what a failure means.
public enum RequestPurpose: String, Sendable, Hashable, Codable {
    case start, restart, redirect, poll, person, pollingOutcome, clientOperation, exchange

    /// Whether the person asked for it (a failure then keeps the screen).
    var isPerson: Bool { self == .person }
}

/// A client operation to run.
public struct ClientOperationRequest: Sendable, Hashable {
    /// Matches the outcome to the request.
    public var id: Int
    /// The action holding the operation (`actions[0]`).
    public var actionModel: InteractionActionModel
    /// The operation.
    public var operation: ClientOperationActionModel
}
