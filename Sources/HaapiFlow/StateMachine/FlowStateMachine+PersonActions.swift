import Foundation
public import HaapiClient
import HaapiModel

extension FlowStateMachine {
    /// Checks that the person may submit `action` with `parameters` now, without
    /// changing anything (the driver calls it before running hooks).
    public func validateSubmit(
        _ action: InteractionActionModel, parameters: [String: FormSubmission.Value]
    ) throws(HaapiFlowError) {
        try validateRunning()
        guard state.catalog.offers(action) else {
            throw .actionNotOffered(id: action.id, screen: screenDescription)
        }
        switch action.action.model {
        case .form(let form):
            try Self.validate(parameters, for: form, actionID: action.id)
        case .selector, .clientOperation:
            guard parameters.isEmpty else {
                throw .invalidParameters(actionID: action.id, reason: "a \(action.action.template.rawValue) action takes no parameters")
            }
        case .unknown(let template, _):
            throw .invalidParameters(actionID: action.id, reason: "the action's template \"\(template)\" is not supported")
        }
    }

    /// Checks that the person may choose `item` now.
    public func validateSelect(_ item: SelectorItemInteractionActionModel) throws(HaapiFlowError) {
        try validateSubmit(item.actionModel, parameters: [:])
    }

    /// Checks that the person may follow `link` now: offered by the current screen, not
    /// an image or the app's redirect, and allowed for links by `URLPolicy`
    /// (``HaapiFlowError/linkRefused(id:refusal:)`` otherwise).
    public func validateFollow(_ link: LinkItemModel) throws(HaapiFlowError) {
        try validateRunning()
        guard state.catalog.offers(link) else { throw .linkNotOffered(id: link.id, screen: screenDescription) }
        if link.isImage { throw .linkNotFollowable(id: link.id, reason: "it is an image") }
        if link.rel == .authorizationResponse {
            throw .linkNotFollowable(id: link.id, reason: "it returns to the app's redirect URI")
        }
        do {
            try URLPolicy.standard.check(link.href.absoluteString, for: .link)
        } catch {
            throw .linkRefused(id: link.id, refusal: error)
        }
    }

    private func validateRunning() throws(HaapiFlowError) {
        switch state.phase {
        case .idle: throw .invalidState("the flow has not started")
        case .finished: throw .invalidState("the flow has finished")
        case .running: break
        }
        if let inFlight = state.inFlight, inFlight.purpose != .poll {
            throw .busy(inFlight.summary)
        }
    }

    /// Checks `parameters` against `form`: known fields only, hidden values unchanged,
    /// and the HAAPI rules of ``FormSubmission``.
    static func validate(
        _ parameters: [String: FormSubmission.Value], for form: FormActionModel, actionID: String
    ) throws(HaapiFlowError) {
        for name in parameters.keys.sorted() {
            guard let field = form.field(named: name) else {
                throw .invalidParameters(actionID: actionID, reason: "the form has no field \"\(name)\"")
            }
            if field.type == .hidden, parameters[name] != .text(field.value ?? "") {
                throw .invalidParameters(actionID: actionID, reason: "the hidden field \"\(name)\" cannot be changed")
            }
        }
        do {
            _ = try FormSubmission(form).with(parameters).parameters()
        } catch {
            throw .invalidParameters(actionID: actionID, reason: error.description)
        }
    }

    // MARK: Events

    mutating func personSubmitted(_ action: InteractionActionModel, parameters: [String: FormSubmission.Value]) -> [FlowEffect] {
        state.awaitingForward = false
        do {
            try validateSubmit(action, parameters: parameters)
        } catch {
            return [.rejectAction(error)]
        }
        var effects = supersedePollAndOperation()
        switch action.action.model {
        case .selector(let selector):
            effects.append(showOptions(of: action, options: DefaultMapping.selectorItems(selector.options, parentID: action.id)))
        case .clientOperation(let operation):
            effects += runOperation(operation, actionModel: action)
        default:
            effects.append(send(.submit(action, parameters: parameters), purpose: .person))
        }
        return effects
    }

    mutating func personSelected(_ item: SelectorItemInteractionActionModel) -> [FlowEffect] {
        state.awaitingForward = false
        do {
            try validateSelect(item)
        } catch {
            return [.rejectAction(error)]
        }
        if item.actionModel.action.selector != nil {
            return supersedePollAndOperation() + [showOptions(of: item.actionModel, options: item.options, label: item.label)]
        }
        if !item.actionModel.visibleFields.isEmpty {
            // An option whose form asks for something (a passcode for this device):
            // its form, to fill in before it is submitted.
            return supersedePollAndOperation() + [showForm(of: item.actionModel)]
        }
        return personSubmitted(item.actionModel, parameters: [:])
    }

    mutating func personFollowed(_ link: LinkItemModel) -> [FlowEffect] {
        state.awaitingForward = false
        do {
            try validateFollow(link)
        } catch {
            if case .linkRefused(_, let refusal) = error { return [.diagnostic(.urlRefused(refusal)), .rejectAction(error)] }
            return [.rejectAction(error)]
        }
        return supersedePollAndOperation() + [send(.follow(link), purpose: .person)]
    }

    mutating func personWentBack() -> [FlowEffect] {
        state.awaitingForward = false
        do {
            try validateRunning()
        } catch {
            return [.rejectAction(error)]
        }
        guard let options = state.optionsBeforeForm else {
            return [.rejectAction(.invalidState("the screen has no Back: it is not a selector option's form"))]
        }
        return supersedePollAndOperation() + [show(options)]
    }

    mutating func personRestarted() -> [FlowEffect] {
        state.awaitingForward = false
        guard state.phase == .running else { return [.rejectAction(.invalidState("only a running flow can be restarted"))] }
        return restart()
    }

    /// Starts the authorization request again; the current screen stays until the new one.
    mutating func restart() -> [FlowEffect] {
        var effects = stopPolling()
        if state.pendingOperation != nil {
            state.pendingOperation = nil
            effects.append(.cancelClientOperation)
        }
        state.consecutiveRedirects = 0
        effects.append(send(.start(parameters: state.startParameters), purpose: .restart))
        return effects
    }

    /// A poll in flight or a running client operation gives way to the person's action.
    private mutating func supersedePollAndOperation() -> [FlowEffect] {
        var effects: [FlowEffect] = []
        if state.inFlight?.purpose == .poll { state.inFlight = nil }
        if state.pendingOperation != nil {
            state.pendingOperation = nil
            effects.append(.cancelClientOperation)
        }
        if var polling = state.polling {
            // Keep the polling state (to resume it if the action fails), but invalidate its timer.
            polling.generation = state.counters.nextPollGeneration()
            state.polling = polling
            effects.append(.cancelPoll)
        }
        return effects
    }

    /// Shows the options of a selector item on a local screen (no request).
    private mutating func showOptions(
        of action: InteractionActionModel, options: [SelectorItemInteractionActionModel], label: String? = nil
    ) -> FlowEffect {
        var model: SelectorModel
        if case .selector(let current)? = state.screen?.model {
            model = current
        } else {
            model = SelectorModel(viewName: state.screen?.model.model.viewName, templateArea: state.screen?.model.model.templateArea)
        }
        model.title = label ?? action.label
        model.titleKey = label == nil ? action.labelKey : nil
        model.kind = action.kind
        model.items = options
        return show(.selector(model))
    }

    /// Shows the form of a selector option on a local screen (no request), with a
    /// Back to the options it was chosen from.
    private mutating func showForm(of action: InteractionActionModel) -> FlowEffect {
        let options = state.screen?.model
        let current = options?.model
        let effect = show(.form(FormModel(
            viewName: current?.viewName, templateArea: current?.templateArea, interactionItems: FormItems.items(for: [action]),
            heading: current?.heading, offersBack: options != nil)))
        state.optionsBeforeForm = options
        return effect
    }

    // MARK: Stuck screens

    mutating func personInteracted(_ screenID: Int) -> [FlowEffect] {
        guard state.phase == .running, state.screen?.id == screenID else { return [] }
        state.awaitingForward = true
        return [.scheduleStuckCheck(after: configuration.stuckScreenTimeout, token: state.counters.nextStuckToken())]
    }

    mutating func stuckCheckFired(_ token: Int) -> [FlowEffect] {
        guard state.phase == .running, state.awaitingForward, token == state.counters.stuckToken, let screen = state.screen else {
            return []
        }
        state.awaitingForward = false
        return [.diagnostic(.stuckScreen(
            screenID: screen.id, modelType: screen.model.modelTypeName, viewName: screen.model.model.viewName,
            seconds: configuration.stuckScreenTimeout.seconds))]
    }
}

extension FormSubmission {
    /// This submission with `values` set.
    func with(_ values: [String: Value]) -> FormSubmission {
        var copy = self
        for (name, value) in values { copy.set(name, value) }
        return copy
    }
}
