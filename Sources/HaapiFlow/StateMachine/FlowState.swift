import HaapiModel

/// Where a flow is: the screen shown, what it offered, what is under way.
///
/// It is `Codable` so an app can persist a flow in progress (see
/// ``HaapiFlowDriver/persistedState()``). It never holds what the person typed: request
/// parameters leave with the ``FlowEffect/send(_:)`` effect and are not kept.
public struct FlowState: Sendable, Equatable, Codable {
    /// The flow's life cycle.
    public enum Phase: String, Sendable, Hashable, Codable {
        /// Not started.
        case idle
        /// Started and not finished.
        case running
        /// Ended with a ``FlowResult``.
        case finished
    }

    /// The flow's life cycle.
    public internal(set) var phase: Phase = .idle
    /// The screen being shown.
    public internal(set) var screen: FlowScreen?

    var catalog = ActionCatalog()
    var inFlight: InFlight?
    var polling: PollingState?
    var pendingOperation: ClientOperationMarker?
    /// Whether a client operation (an external browser, the BankID app) runs now.
    public var isRunningClientOperation: Bool { pendingOperation != nil }
    var lastSubmitted: InteractionActionModel?
    var startParameters: [String: String] = [:]
    var counters = Counters()
    var consecutiveRedirects = 0
    var automaticRestarts = 0
    var carriedMessages: [InfoMessageModel] = []
    /// Told with the next screen shown.
    var pendingNotice: FlowNotice?
    var awaitingForward = false
    /// The options a selector option's form was chosen from, while that form shows:
    /// what its Back shows again.
    var optionsBeforeForm: HaapiUIModel?

    /// A new, idle flow.
    public init() {}

    /// Whether a request is under way.
    public var isLoading: Bool { inFlight != nil }
}

/// The request the flow waits for (without its parameters).
struct InFlight: Sendable, Hashable, Codable {
    var id: Int
    var purpose: RequestPurpose
    var summary: String
}

/// The polling of the current `polling-step`.
struct PollingState: Sendable, Hashable, Codable {
    var generation: Int
    /// Seconds between polls.
    var interval: Double
    /// Seconds waited since the first pending step of this polling.
    var elapsed: Double
    /// Failed polls in a row.
    var failures: Int
    var pollAction: InteractionActionModel
    /// The last `pending` step received, as mapped: what an answer byte for byte the
    /// same shows again without being decoded. Not persisted (a resumed flow decodes its
    /// first answer), and not part of the state's value.
    var lastPending: Memo<PendingAnswer> = Memo()

    private enum CodingKeys: String, CodingKey {
        case generation, interval, elapsed, failures, pollAction
    }
}

/// A `pending` polling step as the flow took it in, kept to take the same answer again
/// (``FlowEvent/pollAnswerUnchanged(requestID:)``).
struct PendingAnswer: Sendable {
    /// The request it answered: the driver compares the next poll's answer with that one's bytes.
    var requestID: Int
    /// The screen model the data mapper made of it (before the remaining wait is set).
    var model: HaapiUIModel
    var properties: PollingProperties?
}

/// Work a state keeps so as not to do it again: not part of the state's value (every
/// memo is equal to every other) and never persisted.
struct Memo<Value: Sendable>: Sendable, Hashable {
    var value: Value?

    init(_ value: Value? = nil) { self.value = value }

    static func == (lhs: Memo, rhs: Memo) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

/// The client operation under way.
struct ClientOperationMarker: Sendable, Hashable, Codable {
    var id: Int
    var actionID: String
    var name: String
}

/// Sequence numbers for requests, screens, operations, polls and stuck checks.
struct Counters: Sendable, Hashable, Codable {
    var request = 0
    var screen = 0
    var operation = 0
    var pollGeneration = 0
    var stuckToken = 0

    mutating func nextRequest() -> Int { request += 1; return request }
    mutating func nextScreen() -> Int { screen += 1; return screen }
    mutating func nextOperation() -> Int { operation += 1; return operation }
    mutating func nextPollGeneration() -> Int { pollGeneration += 1; return pollGeneration }
    mutating func nextStuckToken() -> Int { stuckToken += 1; return stuckToken }
}
