import HaapiModel

extension FlowStateMachine {
    mutating func pollingStepReceived(
        _ step: Representation, model: HaapiUIModel, purpose: RequestPurpose, requestID: Int
    ) -> [FlowEffect] {
        let properties = step.pollingProperties
        switch properties?.status ?? .pending {
        case .pending:
            let answer = PendingAnswer(requestID: requestID, model: model, properties: properties)
            return pending(answer, continuing: purpose == .poll && state.polling != nil)
        case .done:
            var effects = stopPolling()
            effects.append(show(model, sameScreen: state.screen.map(\.model.isPolling) ?? false))
            let actions = state.catalog.topLevel.filter { $0.action.form != nil && $0.kind != .poll && $0.kind != .cancel }
            guard let next = actions.first(where: { $0.kind == .redirect }) ?? actions.first else {
                return effects + finish(.failed(.unexpectedDocument("a done polling step without an action to continue")))
            }
            effects.append(send(.submit(next, parameters: [:]), purpose: .pollingOutcome))
            return effects
        default:
            // `failed`, or a status this version does not know: polling ends here.
            var effects = stopPolling()
            let next = state.catalog.topLevel.first { $0.action.form != nil && ($0.kind == .continue || $0.kind == .redirect) }
            if configuration.followFailedPolling, let next {
                state.carriedMessages = model.model.messages
                effects.append(send(.submit(next, parameters: [:]), purpose: .pollingOutcome))
                return effects
            }
            effects.append(show(model, sameScreen: state.screen.map(\.model.isPolling) ?? false))
            return effects
        }
    }

    /// The poll's answer is the kept `pending` step again, byte for byte: the flow takes
    /// it as that step (the wait grows, the remaining time shrinks, `maxWaitTime` and the
    /// polling limit count it) without decoding and mapping it again.
    mutating func pollAnswerUnchanged(requestID: Int) -> [FlowEffect] {
        guard state.phase == .running, let inFlight = state.inFlight, inFlight.id == requestID else {
            return [.diagnostic(.staleEventIgnored("answer to request \(requestID)"))]
        }
        state.inFlight = nil
        guard inFlight.purpose == .poll, let answer = state.polling?.lastPending.value else {
            return finish(.failed(.invalidState("a poll answer was taken as unchanged with no pending step kept")))
        }
        // The screen is published again even when it did not change: each poll's update
        // is what a screen shows as "still waiting" (and what the tests wait for).
        return pending(answer, continuing: true)
    }

    private mutating func pending(_ answer: PendingAnswer, continuing: Bool) -> [FlowEffect] {
        let (model, properties) = (answer.model, answer.properties)
        guard let pollAction = state.catalog.firstTopLevel(where: { $0.kind == .poll && $0.form != nil }) else {
            return stopPolling() + finish(.failed(.unexpectedDocument("a pending polling step without a poll action")))
        }
        var interval = configuration.defaultPollingInterval
        if let given = properties?.interval, given.isFinite, given > 0 { interval = .milliseconds(Int64(given * 1000)) }
        interval = max(interval, configuration.minimumPollingInterval)
        let elapsed = continuing ? (state.polling.map { $0.elapsed + $0.interval } ?? 0) : 0
        if elapsed >= configuration.maximumPollingDuration.seconds {
            return stopPolling() + finish(.failed(.pollingTimedOut(seconds: elapsed)))
        }
        var shown = model
        if properties?.maxWaitRemainingTime == nil, let maxWait = properties?.maxWaitTime {
            shown = shown.withRemainingWait(max(0, maxWait - elapsed))
        }
        let generation = state.counters.nextPollGeneration()
        state.polling = PollingState(
            generation: generation, interval: interval.seconds, elapsed: elapsed, failures: 0, pollAction: pollAction,
            lastPending: Memo(answer))
        let sameScreen = continuing && (state.screen.map(\.model.isPolling) ?? false)
        return [show(shown, sameScreen: sameScreen), .schedulePoll(after: interval, generation: generation)]
    }

    mutating func pollTimerFired(_ generation: Int) -> [FlowEffect] {
        guard state.phase == .running, let polling = state.polling, polling.generation == generation else {
            return [.diagnostic(.staleEventIgnored("poll timer \(generation)"))]
        }
        guard state.inFlight == nil else { return [] }
        return [send(.submit(polling.pollAction, parameters: [:]), purpose: .poll)]
    }

    /// After a failed poll: schedules the next one, or fails the flow after too many.
    mutating func pollFailed(_ error: HaapiFlowError) -> [FlowEffect] {
        guard var polling = state.polling else { return finish(.failed(error)) }
        polling.failures += 1
        // A poll is safe to repeat (it asks, it changes nothing), so any failure that may pass is retried.
        guard error.mayPass, polling.failures <= configuration.maximumPollRetries else {
            return finish(.failed(error))
        }
        polling.generation = state.counters.nextPollGeneration()
        polling.elapsed += polling.interval
        state.polling = polling
        return [
            .diagnostic(.pollRetried(attempt: polling.failures, error: error.description)),
            .schedulePoll(after: .milliseconds(Int64(polling.interval * 1000)), generation: polling.generation),
        ]
    }

    /// Polling resumes after the person's action failed on a polling screen.
    mutating func resumePolling() -> [FlowEffect] {
        guard var polling = state.polling else { return [] }
        polling.generation = state.counters.nextPollGeneration()
        state.polling = polling
        return [.schedulePoll(after: .milliseconds(Int64(polling.interval * 1000)), generation: polling.generation)]
    }
}

extension HaapiUIModel {
    /// Whether this is a polling screen (plain or BankID).
    var isPolling: Bool {
        switch self {
        case .polling, .bankID: true
        default: false
        }
    }

    /// The polling screen with `maxWaitRemainingTime` set.
    func withRemainingWait(_ seconds: Double) -> HaapiUIModel {
        switch self {
        case .polling(var model):
            model.maxWaitRemainingTime = seconds
            return .polling(model)
        case .bankID(var model):
            model.polling.maxWaitRemainingTime = seconds
            return .bankID(model)
        default:
            return self
        }
    }
}
