import HaapiModel

/// The stock mapping from documents to screen models.
enum DefaultMapping {
    static func map(_ input: MappingInput) -> HaapiUIModel {
        switch input.document {
        case .problem(let problem):
            return .problem(problemModel(problem))
        case .representation(let step):
            return map(step, input: input).headed(ScreenHeading(step: step, current: input.currentModel?.model.heading))
        }
    }

    private static func map(_ step: Representation, input: MappingInput) -> HaapiUIModel {
        let actions = step.actions.enumerated().map { InteractionActionModel(id: "actions[\($0.offset)]", action: $0.element) }
        switch step.type {
        case .oauthAuthorizationResponse:
            return .oauth(oauthModel(step))
        case .pollingStep:
            let polling = pollingModel(step, actions: actions)
            if isBankID(step) { return .bankID(BankIdModel(polling: polling, qrCode: polling.images.first)) }
            return .polling(polling)
        case .continueSameStep:
            return .continueSame(continueSameModel(step, input: input))
        case .unknown:
            return .generic(genericModel(step, actions: actions))
        default:
            // A passkey offered for autofill is not a step of its own: renderers that can
            // use it (a browser) find it on the form; the others ignore it.
            let autofill = actions.first { $0.action.clientOperation?.isConditionalMediation == true }
            let actions = actions.filter { $0.action.clientOperation?.isConditionalMediation != true }
            if let unsupported = unsupportedOperationModel(step, actions: actions, input: input) { return .generic(unsupported) }
            if let webAuthn = webAuthnModel(step, actions: actions) { return .webAuthn(webAuthn) }
            if let selector = selectorModel(step, actions: actions) { return .selector(selector) }
            guard actions.allSatisfy({ $0.action.template.isKnown }) else {
                return .generic(genericModel(step, actions: actions))
            }
            return .form(FormModel(
                viewName: step.metadata?.viewName, templateArea: step.metadata?.templateArea,
                messages: step.messages.map(InfoMessageModel.init), links: linkItems(step.links),
                interactionItems: FormItems.items(for: actions), passkeyAutofill: autofill))
        }
    }

    // MARK: Screens

    private static func selectorModel(_ step: Representation, actions: [InteractionActionModel]) -> SelectorModel? {
        // One selector, and nothing else the person must fill in: a picker screen.
        let selectors = actions.filter { $0.action.selector != nil }
        guard selectors.count == 1, let selector = selectors.first, let model = selector.action.selector else { return nil }
        let others = actions.filter { $0.id != selector.id }
        guard others.allSatisfy({ $0.action.form != nil && $0.visibleFields.isEmpty }) else { return nil }
        return SelectorModel(
            viewName: step.metadata?.viewName, templateArea: step.metadata?.templateArea,
            messages: step.messages.map(InfoMessageModel.init), links: linkItems(step.links),
            title: selector.action.title, titleKey: selector.action.titleKey, kind: selector.action.kind,
            items: selectorItems(model.options, parentID: selector.id),
            buttons: others.map { FormItems.button(for: $0, type: $0.kind == .cancel ? .text : .secondary) })
    }

    static func selectorItems(_ options: [Action], parentID: String) -> [SelectorItemInteractionActionModel] {
        options.enumerated().map { index, option in
            let model = InteractionActionModel(option: index, of: parentID, action: option)
            return SelectorItemInteractionActionModel(
                actionModel: model, label: option.title, labelKey: option.titleKey,
                authenticatorType: option.authenticatorType,
                options: option.selector.map { selectorItems($0.options, parentID: model.id) } ?? [])
        }
    }

    private static func pollingModel(_ step: Representation, actions: [InteractionActionModel]) -> PollingModel {
        let properties = step.pollingProperties
        return PollingModel(
            viewName: step.metadata?.viewName, templateArea: step.metadata?.templateArea,
            messages: step.messages.map(InfoMessageModel.init), links: linkItems(step.links),
            status: properties?.status ?? .pending, recipientOfCommunication: properties?.recipientOfCommunication,
            maxWaitTime: properties?.maxWaitTime, maxWaitRemainingTime: properties?.maxWaitRemainingTime,
            interval: properties?.interval, pollAction: actions.first { $0.kind == .poll },
            buttons: actions.filter { $0.kind != .poll && $0.action.form != nil }.map {
                FormItems.button(for: $0, type: $0.kind == .cancel ? .secondary : .primary)
            })
    }

    private static func isBankID(_ step: Representation) -> Bool {
        if step.metadata?.viewName?.lowercased().contains("bankid") == true { return true }
        return step.actions.contains { [.bankidSameDevice, .bankidOtherDevice].contains($0.kind) }
    }

    private static func continueSameModel(_ step: Representation, input: MappingInput) -> ContinueSameModel {
        var form: FormModel?
        if let continueActions = input.submittedAction?.action.form?.continueActions, !continueActions.isEmpty {
            let parent = input.submittedAction?.id ?? "submitted"
            let actions = continueActions.enumerated().map {
                InteractionActionModel(id: "\(parent).model.continueActions[\($0.offset)]", action: $0.element)
            }
            form = FormModel(
                viewName: step.metadata?.viewName, templateArea: step.metadata?.templateArea,
                interactionItems: FormItems.items(for: actions))
        } else {
            switch input.currentModel {
            case .form(let current): form = current
            case .continueSame(let current): form = current.form
            default: form = nil
            }
        }
        let heading = ScreenHeading(step: step, current: input.currentModel?.model.heading)
        form?.messages = heading.removingHeadingMessage(from: step.messages.map(InfoMessageModel.init))
        form?.problem = nil
        return ContinueSameModel(
            viewName: step.metadata?.viewName, templateArea: step.metadata?.templateArea,
            messages: step.messages.map(InfoMessageModel.init), links: linkItems(step.links), form: form)
    }

    private static func webAuthnModel(_ step: Representation, actions: [InteractionActionModel]) -> WebAuthnOperationModel? {
        for actionModel in actions {
            guard let operation = actionModel.action.clientOperation else { continue }
            let kind: WebAuthnOperationModel.Operation
            switch operation.name {
            case .webauthnRegistration: kind = .registration
            case .webauthnAuthentication: kind = .authentication
            default: continue
            }
            let continueAction = operation.continueActions.first.map {
                InteractionActionModel(id: "\(actionModel.id).model.continueActions[0]", action: $0)
            }
            let fallbacks = operation.errorActions.enumerated().map {
                InteractionActionModel(id: "\(actionModel.id).model.errorActions[\($0.offset)]", action: $0.element)
            }
            // The step's other forms are choices beside the ceremony ("No, not now").
            let alternatives = actions.filter { $0.id != actionModel.id && $0.action.form != nil }
            return WebAuthnOperationModel(
                viewName: step.metadata?.viewName, templateArea: step.metadata?.templateArea,
                messages: step.messages.map(InfoMessageModel.init), links: linkItems(step.links), operation: kind,
                title: actionModel.action.title, titleKey: actionModel.action.titleKey,
                authenticators: kind == .registration ? authenticators(registering: operation.arguments) : .any,
                options: operation.arguments, continueAction: continueAction,
                errorButtons: fallbacks.map { FormItems.button(for: $0, type: .secondary) },
                alternativeButtons: alternatives.map { FormItems.button(for: $0, type: $0.kind == .cancel ? .text : .secondary) })
        }
        return nil
    }

    /// Which authenticators a registration's options are for.
    private static func authenticators(registering arguments: [String: JSONValue]) -> WebAuthnOperationModel.Authenticators {
        let attachment = arguments["credentialCreationOptions"]?["publicKey"]?["authenticatorSelection"]?["authenticatorAttachment"]
        switch attachment?.stringValue {
        case "platform"?: return .thisDevice
        case "cross-platform"?: return .anotherDevice
        default: break
        }
        switch (arguments["platformCredentialCreationOptions"] != nil, arguments["crossPlatformCredentialCreationOptions"] != nil) {
        case (true, false): return .thisDevice
        case (false, true): return .anotherDevice
        default: return .any
        }
    }

    /// A step with a client operation the flow cannot run: the generic screen, offering
    /// the operation's error actions (its fallbacks) as buttons.
    private static func unsupportedOperationModel(
        _ step: Representation, actions: [InteractionActionModel], input: MappingInput
    ) -> GenericModel? {
        let supported = input.supportedClientOperations ?? Set(ClientOperationName.known)
        let unsupported = actions.filter { action in
            guard let operation = action.action.clientOperation else { return false }
            return !supported.contains(operation.name)
        }
        guard !unsupported.isEmpty else { return nil }
        var model = genericModel(step, actions: actions.filter { action in !unsupported.contains { $0.id == action.id } })
        for operation in unsupported {
            model.interactionItems.append(.textContent(InteractionItemTextContentModel(
                text: operation.action.title ?? operation.action.clientOperation?.name.rawValue ?? "", key: operation.action.titleKey)))
            let fallbacks = operation.action.clientOperation?.errorActions ?? []
            for (index, fallback) in fallbacks.enumerated() {
                let actionModel = InteractionActionModel(id: "\(operation.id).model.errorActions[\(index)]", action: fallback)
                model.interactionItems.append(.button(FormItems.button(for: actionModel, type: index == 0 ? .primary : .secondary)))
            }
        }
        return model
    }

    private static func genericModel(_ step: Representation, actions: [InteractionActionModel]) -> GenericModel {
        let usable = actions.filter { $0.action.template.isKnown }
        var items = FormItems.items(for: usable)
        for unknown in actions where !unknown.action.template.isKnown {
            items.append(.textContent(InteractionItemTextContentModel(
                text: unknown.action.title ?? unknown.action.kind.rawValue, key: unknown.action.titleKey)))
        }
        return GenericModel(
            viewName: step.metadata?.viewName, templateArea: step.metadata?.templateArea,
            messages: step.messages.map(InfoMessageModel.init), links: linkItems(step.links), interactionItems: items,
            representation: step)
    }

    private static func oauthModel(_ step: Representation) -> OAuthModel {
        let response = step.authorizationResponse
        return OAuthModel(
            viewName: step.metadata?.viewName, templateArea: step.metadata?.templateArea,
            messages: step.messages.map(InfoMessageModel.init), links: linkItems(step.links), code: response?.code,
            state: response?.state, iss: response?.iss, additionalProperties: response?.additionalMembers ?? [:])
    }

    static func problemModel(_ problem: Problem) -> ProblemModel {
        ProblemModel(
            viewName: problem.metadata?.viewName, templateArea: problem.metadata?.templateArea,
            messages: problem.messages.map(InfoMessageModel.init), links: linkItems(problem.links), type: problem.type,
            title: problem.title, titleKey: problem.titleKey, detail: problem.detail,
            invalidFields: problem.invalidFields.map {
                ProblemModel.InvalidFieldModel(name: $0.name, reason: $0.reason, detail: $0.detail, detailKey: $0.detailKey)
            },
            error: problem.error, errorDescription: problem.errorDescription)
    }

    static func linkItems(_ links: [Link]) -> [LinkItemModel] {
        links.enumerated().map { LinkItemModel($0.element, index: $0.offset) }
    }
}
