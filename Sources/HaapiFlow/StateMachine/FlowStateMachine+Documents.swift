import HaapiClient
import HaapiModel

extension FlowStateMachine {
    mutating func received(_ response: HaapiResponse, requestID: Int) -> [FlowEffect] {
        guard state.phase == .running, let inFlight = state.inFlight, inFlight.id == requestID else {
            return [.diagnostic(.staleEventIgnored("answer to request \(requestID)"))]
        }
        state.inFlight = nil
        switch response.document {
        case .problem(let problem):
            return problemReceived(problem, response: response, purpose: inFlight.purpose)
        case .representation(let step):
            return stepReceived(step, response: response, purpose: inFlight.purpose, requestID: requestID)
        }
    }

    private mutating func stepReceived(
        _ step: Representation, response: HaapiResponse, purpose: RequestPurpose, requestID: Int
    ) -> [FlowEffect] {
        let previousCatalog = state.catalog
        if step.type != .continueSameStep { state.catalog = ActionCatalog(step: step) }
        if step.type != .redirectionStep { state.consecutiveRedirects = 0 }
        if step.type != .pollingStep && step.type != .continueSameStep {
            state.automaticRestarts = purpose == .restart ? state.automaticRestarts : 0
        }
        let model = map(response.document, purpose: purpose)
        switch step.type {
        case .redirectionStep where configuration.followRedirects:
            return followRedirect(step)
        case .pollingStep:
            return pollingStepReceived(step, model: model, purpose: purpose, requestID: requestID)
        case .continueSameStep:
            // The screen stays: same actions (the submitted form's continueActions are in them).
            state.catalog = previousCatalog
            var effects = stopPolling()
            effects.append(show(model))
            return effects
        case .oauthAuthorizationResponse:
            var effects = stopPolling()
            guard let properties = step.authorizationResponse, properties.code != nil else {
                return effects + finish(.failed(.unexpectedDocument("an oauth-authorization-response without a code")))
            }
            effects.append(show(model))
            let id = state.counters.nextRequest()
            state.inFlight = InFlight(id: id, purpose: .exchange, summary: "code exchange")
            effects.append(.exchangeCode(properties, requestID: id))
            return effects
        default:
            var effects = stopPolling()
            effects.append(show(model))
            effects += startClientOperation(in: step)
            return effects
        }
    }

    /// The screen model for `document`, through the app's data mapper.
    func map(_ document: HaapiDocument, purpose: RequestPurpose) -> HaapiUIModel {
        let submitted = purpose == .person || purpose == .clientOperation ? state.lastSubmitted : nil
        return mapper.map(MappingInput(
            document: document, currentModel: state.screen?.model, submittedAction: submitted,
            supportedClientOperations: configuration.supportedClientOperations))
    }

    private mutating func followRedirect(_ step: Representation) -> [FlowEffect] {
        state.consecutiveRedirects += 1
        guard state.consecutiveRedirects <= configuration.maximumConsecutiveRedirects else {
            return finish(.failed(.tooManyRedirects(state.consecutiveRedirects)))
        }
        guard let action = state.catalog.topLevel.first(where: { $0.action.form != nil }) else {
            return finish(.failed(.unexpectedDocument("a redirection-step without a form action")))
        }
        return stopPolling() + [
            .diagnostic(.redirectFollowed(viewName: step.metadata?.viewName)),
            send(.submit(action, parameters: [:]), purpose: .redirect),
        ]
    }

    // MARK: Problems

    private mutating func problemReceived(_ problem: Problem, response: HaapiResponse, purpose: RequestPurpose) -> [FlowEffect] {
        switch problem.type {
        case .errorAuthorizationResponse:
            let error = response.authorizationError
                ?? OAuthError(error: problem.error ?? "unknown_error", errorDescription: problem.errorDescription, endpoint: "authorization")
            return finish(.oauthError(error))
        case .mismatchBetweenSessionAndAccessToken:
            state.automaticRestarts += 1
            guard state.automaticRestarts <= configuration.maximumAutomaticRestarts else {
                return finish(.failed(.sessionMismatch(restarts: state.automaticRestarts - 1)))
            }
            return [.diagnostic(.flowRestarted(reason: "the server did not accept the session (\(problem.type.rawValue))"))]
                + restart()
        default:
            break
        }
        var effects = stopPolling()
        let problemModel: ProblemModel
        if case .problem(let mapped) = map(.problem(problem), purpose: purpose) {
            problemModel = mapped
        } else {
            problemModel = DefaultMapping.problemModel(problem)
        }
        if problemModel.isShownOnCurrentScreen, let current = state.screen {
            // The problem's links (e.g. "Forgot password?") join the screen's, under
            // ids of their own; an earlier problem's links go.
            var attached = problemModel
            attached.links = attached.links.map { link in
                var copy = link
                copy.id = ActionCatalog.problemLinkPrefix + link.id
                return copy
            }
            if let updated = current.model.attaching(attached) {
                state.catalog.links.removeAll { $0.id.hasPrefix(ActionCatalog.problemLinkPrefix) }
                state.catalog.links += attached.links
                effects.append(show(updated, sameScreen: true))
                return effects
            }
        }
        // A problem screen of its own: the step's actions are gone; its links remain.
        state.catalog = ActionCatalog(problem: problem)
        effects.append(show(.problem(problemModel)))
        return effects
    }
}
