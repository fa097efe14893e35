import Foundation
import HaapiClient
import HaapiModel
import HaapiTesting
import Testing
@testable import HaapiFlow

/// Drives a ``FlowStateMachine`` with recorded steps, keeping track of the request ids.
struct MachineDriver {
    var machine = FlowStateMachine()
    var lastRequest: FlowRequest?
    var lastExchangeID: Int?

    init(configuration: FlowConfiguration = FlowConfiguration()) {
        machine = FlowStateMachine(configuration: configuration)
    }

    /// Handles `event`, remembering the request it sends.
    @discardableResult
    mutating func handle(_ event: FlowEvent) -> [FlowEffect] {
        let effects = machine.handle(event)
        for effect in effects {
            if case .send(let request) = effect { lastRequest = request }
            if case .exchangeCode(_, let id) = effect { lastExchangeID = id }
        }
        return effects
    }

    /// Starts the flow.
    @discardableResult
    mutating func start() -> [FlowEffect] { handle(.started(parameters: [:])) }

    /// Answers the last request with a recorded document.
    @discardableResult
    mutating func answer(_ name: String, status: Int = 200) throws -> [FlowEffect] {
        try answer(RecordedSteps.document(name), status: status)
    }

    /// Answers the last request with `document`.
    @discardableResult
    mutating func answer(_ document: HaapiDocument, status: Int = 200) throws -> [FlowEffect] {
        guard let request = lastRequest else { throw TestError("no request to answer") }
        return handle(.documentReceived(HaapiResponse(document: document, status: status, url: RecordedSteps.baseURL), requestID: request.id))
    }

    var screen: HaapiUIModel? { machine.state.screen?.model }
}

extension Array where Element == FlowEffect {
    var shown: FlowScreen? {
        for case .show(let screen) in self { return screen }
        return nil
    }
    var sent: FlowRequest? {
        for case .send(let request) in self { return request }
        return nil
    }
    var rejection: HaapiFlowError? {
        for case .rejectAction(let error) in self { return error }
        return nil
    }
    var result: FlowResult? {
        for case .finish(let result) in self { return result }
        return nil
    }
    var scheduledPoll: (after: Duration, generation: Int)? {
        for case .schedulePoll(let after, let generation) in self { return (after, generation) }
        return nil
    }
    var operation: ClientOperationRequest? {
        for case .runClientOperation(let request) in self { return request }
        return nil
    }
    var diagnostics: [FlowDiagnostic] {
        compactMap { if case .diagnostic(let d) = $0 { d } else { nil } }
    }
    var cancelsPoll: Bool { contains { if case .cancelPoll = $0 { true } else { false } } }
}

func problem(_ type: ProblemType, error: String? = nil) -> HaapiDocument {
    .problem(Problem(type: type, title: type.rawValue, error: error, errorDescription: error.map { "\($0) happened" }))
}
