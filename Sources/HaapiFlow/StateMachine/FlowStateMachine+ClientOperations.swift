import HaapiClient
import HaapiModel

extension FlowStateMachine {
    /// Runs the first client operation of a new step that the flow supports.
    mutating func startClientOperation(in step: Representation) -> [FlowEffect] {
        for action in state.catalog.topLevel {
            guard let operation = action.action.clientOperation, !operation.isConditionalMediation,
                configuration.supportedClientOperations.contains(operation.name)
            else { continue }
            return runOperation(operation, actionModel: action)
        }
        return []
    }

    /// Starts `operation`; its outcome arrives as `clientOperationFinished`.
    mutating func runOperation(_ operation: ClientOperationActionModel, actionModel: InteractionActionModel) -> [FlowEffect] {
        guard configuration.supportedClientOperations.contains(operation.name) else {
            return [.rejectAction(.clientOperationFailed(name: operation.name.rawValue, reason: "no handler for it here"))]
        }
        let id = state.counters.nextOperation()
        state.pendingOperation = ClientOperationMarker(id: id, actionID: actionModel.id, name: operation.name.rawValue)
        return [
            .diagnostic(.clientOperationStarted(name: operation.name.rawValue)),
            .runClientOperation(ClientOperationRequest(id: id, actionModel: actionModel, operation: operation)),
        ]
    }

    mutating func clientOperationFinished(_ outcome: ClientOperationOutcome, operationID: Int) -> [FlowEffect] {
        guard state.phase == .running, let marker = state.pendingOperation, marker.id == operationID,
            let owner = state.catalog.action(id: marker.actionID), let operation = owner.action.clientOperation
        else {
            return [.diagnostic(.staleEventIgnored("client operation \(operationID)"))]
        }
        state.pendingOperation = nil
        switch outcome {
        case .continued(let parameters):
            guard let next = state.catalog.action(id: "\(owner.id).model.continueActions[0]"), let form = next.action.form else {
                return finish(.failed(.unexpectedDocument("the client operation \(marker.name) has no continue action")))
            }
            do {
                try Self.validate(parameters, for: form, actionID: next.id)
            } catch {
                return finish(.failed(error))
            }
            return [send(.submit(next, parameters: parameters), purpose: .clientOperation)]
        case .fallback(let reason):
            return fallBack(from: owner, operation: operation, name: marker.name, reason: reason)
        case .refused(let refusal):
            // The person hears of it with the next screen (the fallback's, or the step's).
            state.pendingNotice = .urlRefused(refusal)
            return [.diagnostic(.urlRefused(refusal))]
                + fallBack(from: owner, operation: operation, name: marker.name, reason: refusal.description)
        case .failed(let notice, let reason):
            state.pendingNotice = notice
            return fallBack(from: owner, operation: operation, name: marker.name, reason: reason)
        }
    }

    /// Takes the operation's `errorActions`: submits the first when it needs no input,
    /// shows them otherwise; without any, the step's other actions stay (or the flow fails).
    private mutating func fallBack(
        from owner: InteractionActionModel, operation: ClientOperationActionModel, name: String, reason: String
    ) -> [FlowEffect] {
        var effects: [FlowEffect] = [.diagnostic(.clientOperationFallback(name: name, reason: reason))]
        let fallbacks = operation.errorActions.indices.compactMap { state.catalog.action(id: "\(owner.id).model.errorActions[\($0)]") }
        guard let first = fallbacks.first else {
            let others = state.catalog.topLevel.filter { $0.id != owner.id }
            if others.isEmpty {
                return effects + finish(.failed(.clientOperationFailed(name: name, reason: reason)))
            }
            return effects // the step's other actions stay on screen
        }
        let needsInput = first.action.form?.fields.contains { !$0.isHidden && $0.isRequired } ?? false
        if first.action.form != nil, !needsInput {
            effects.append(send(.submit(first, parameters: [:]), purpose: .clientOperation))
            return effects
        }
        var form = FormModel(
            viewName: state.screen?.model.model.viewName, templateArea: state.screen?.model.model.templateArea,
            interactionItems: FormItems.items(for: fallbacks))
        form.messages = state.screen?.model.model.messages ?? []
        effects.append(show(.form(form)))
        return effects
    }
}
