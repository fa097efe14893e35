import HaapiClient
import HaapiModel

/// The flow engine as a value: each event changes the state and returns what to do.
///
/// It performs no I/O. ``HaapiFlowDriver`` feeds it events (server answers, the person's
/// actions, timers) and performs the effects; tests drive it event by event.
///
/// ```swift
/// var machine = FlowStateMachine()
/// var effects = machine.handle(.started(parameters: [:]))
/// // effects == [.send(FlowRequest(id: 1, operation: .start(...), purpose: .start))]
/// effects = machine.handle(.documentReceived(response, requestID: 1))
/// // a redirection step: another .send; a login form: .show(FlowScreen(...))
/// ```
public struct FlowStateMachine: Sendable {
    /// Where the flow is; `Codable` for persistence.
    public internal(set) var state: FlowState
    /// How the flow behaves.
    public let configuration: FlowConfiguration
    /// How documents become screens.
    public let mapper: DataMapper

    /// Creates a machine, new or from a persisted state (then feed it ``FlowEvent/resumed``).
    public init(state: FlowState = FlowState(), configuration: FlowConfiguration = FlowConfiguration(), mapper: DataMapper = DataMapper()) {
        self.state = state
        self.configuration = configuration
        self.mapper = mapper
    }

    /// Applies `event` and returns the effects to perform, in order.
    public mutating func handle(_ event: FlowEvent) -> [FlowEffect] {
        switch event {
        case .started(let parameters): return start(parameters)
        case .resumed: return resume()
        case .documentReceived(let response, let id): return received(response, requestID: id)
        case .pollAnswerUnchanged(let id): return pollAnswerUnchanged(requestID: id)
        case .tokensReceived(let tokens, let id): return tokensReceived(tokens, requestID: id)
        case .requestFailed(let error, let id): return requestFailed(.client(error), requestID: id)
        case .timeout(let id):
            let summary = state.inFlight?.summary ?? "request \(id)"
            return requestFailed(.timedOut(request: summary, seconds: configuration.requestTimeout.seconds), requestID: id)
        case .userSubmitted(let action, let parameters): return personSubmitted(action, parameters: parameters)
        case .userSelected(let item): return personSelected(item)
        case .userFollowed(let link): return personFollowed(link)
        case .userRestarted: return personRestarted()
        case .userWentBack: return personWentBack()
        case .pollTimerFired(let generation): return pollTimerFired(generation)
        case .clientOperationFinished(let outcome, let id): return clientOperationFinished(outcome, operationID: id)
        case .personInteracted(let screenID): return personInteracted(screenID)
        case .stuckCheckFired(let token): return stuckCheckFired(token)
        case .actionForwarded:
            state.awaitingForward = false
            return []
        case .cancel, .close: return finish(.cancelled)
        }
    }

    // MARK: Life cycle

    private mutating func start(_ parameters: [String: String]) -> [FlowEffect] {
        guard state.phase == .idle else {
            return [.rejectAction(.invalidState("the flow was already started"))]
        }
        state.phase = .running
        state.startParameters = parameters
        return [send(.start(parameters: parameters), purpose: .start)]
    }

    /// Ends the flow with `result` (once): stops polling and forgets whatever is under way.
    mutating func finish(_ result: FlowResult) -> [FlowEffect] {
        guard state.phase != .finished else { return [] }
        var effects: [FlowEffect] = []
        if state.polling != nil { effects.append(.cancelPoll) }
        state.phase = .finished
        state.polling = nil
        state.inFlight = nil
        if state.pendingOperation != nil { effects.append(.cancelClientOperation) }
        state.pendingOperation = nil
        state.awaitingForward = false
        effects.append(.finish(result))
        return effects
    }

    private mutating func resume() -> [FlowEffect] {
        guard state.phase == .running else {
            return [.rejectAction(.invalidState("only a running flow can be resumed (this one is \(state.phase.rawValue))"))]
        }
        state.pendingOperation = nil
        state.awaitingForward = false
        var effects: [FlowEffect] = []
        if let screen = state.screen { effects.append(.show(screen)) }
        let interrupted = state.inFlight
        state.inFlight = nil
        switch interrupted?.purpose {
        case .start?, .restart?, .redirect?:
            state.screen = nil
            effects.append(send(.start(parameters: state.startParameters), purpose: .restart))
            return effects
        case .exchange?:
            return finish(.failed(.invalidState("the app stopped while the code was being exchanged; start a new login")))
        default:
            break
        }
        if var polling = state.polling {
            polling.generation = state.counters.nextPollGeneration()
            state.polling = polling
            effects.append(.schedulePoll(after: .zero, generation: polling.generation))
        } else if state.screen == nil {
            effects.append(send(.start(parameters: state.startParameters), purpose: .restart))
        }
        return effects
    }

    private mutating func tokensReceived(_ tokens: OAuthTokens, requestID: Int) -> [FlowEffect] {
        guard let inFlight = state.inFlight, inFlight.id == requestID, inFlight.purpose == .exchange else {
            return [.diagnostic(.staleEventIgnored("tokens for request \(requestID)"))]
        }
        return finish(.tokens(tokens))
    }

    // MARK: Helpers

    /// A request effect, recorded as the one in flight.
    mutating func send(_ operation: FlowRequest.Operation, purpose: RequestPurpose) -> FlowEffect {
        let request = FlowRequest(id: state.counters.nextRequest(), operation: operation, purpose: purpose)
        state.inFlight = InFlight(id: request.id, purpose: purpose, summary: request.summary)
        if case .submit(let action, _) = operation { state.lastSubmitted = action }
        return .send(request)
    }

    /// Shows `model` as a new screen (or as an update of the current one with `sameScreen`).
    mutating func show(_ model: HaapiUIModel, sameScreen: Bool = false) -> FlowEffect {
        var model = model.prependingMessages(state.carriedMessages)
        state.carriedMessages = []
        // A screen without a heading of its own (a problem, a screen of the app's
        // mapper) keeps the header of the screen it follows.
        if model.model.heading == nil, let heading = state.screen?.model.model.heading {
            model = model.replacing(messages: model.model.messages, heading: heading)
        }
        // Another screen than a selector option's form: its Back goes nowhere now.
        if !sameScreen { state.optionsBeforeForm = nil }
        let id: Int
        if sameScreen, let current = state.screen {
            id = current.id
        } else {
            id = state.counters.nextScreen()
            state.awaitingForward = false
        }
        let screen = FlowScreen(id: id, model: model, notice: state.pendingNotice)
        state.pendingNotice = nil
        state.screen = screen
        return .show(screen)
    }

    /// Stops polling, if it runs.
    mutating func stopPolling() -> [FlowEffect] {
        guard state.polling != nil else { return [] }
        state.polling = nil
        return [.cancelPoll]
    }

    /// The current screen's name for error messages.
    var screenDescription: String {
        guard let screen = state.screen else { return "no screen" }
        return "\(screen.model.modelTypeName) #\(screen.id)"
    }
}
