import Foundation
import HaapiClient
import HaapiModel
import Testing
@testable import HaapiFlow

@Suite("Polling and client operations in the state machine")
struct PollingStateMachineTests {
    @Test func pendingStepPollsAfterTheIntervalNeverTwiceAtOnce() throws {
        var m = MachineDriver()
        m.start()
        let effects = try m.answer("pollingStep")
        guard case .polling(let model) = try #require(effects.shown).model else { Issue.record("\(effects)"); return }
        #expect(model.status == .pending && model.cancelButton != nil)
        let timer = try #require(effects.scheduledPoll)
        #expect(timer.after == .seconds(2))
        let poll = try #require(m.handle(.pollTimerFired(generation: timer.generation)).sent)
        #expect(poll.purpose == .poll)
        // The same timer again, while the poll is in flight: nothing.
        #expect(m.handle(.pollTimerFired(generation: timer.generation)).sent == nil)
        let next = try m.answer("pollingStep")
        #expect(next.shown?.id == effects.shown?.id)
        let secondTimer = try #require(next.scheduledPoll)
        #expect(m.handle(.pollTimerFired(generation: timer.generation)).sent == nil)
        #expect(m.handle(.pollTimerFired(generation: secondTimer.generation)).sent != nil)
    }

    @Test func serverIntervalAndCountdownAreUsed() throws {
        var m = MachineDriver()
        m.start()
        let step = Representation(
            type: .pollingStep, actions: [Action(kind: .poll, model: .form(FormActionModel(href: Href(RecordedSteps.baseURL), method: .get, fields: [])))],
            properties: .polling(PollingProperties(status: .pending, maxWaitTime: 60, interval: 5)))
        let effects = try m.answer(.representation(step))
        #expect(effects.scheduledPoll?.after == .seconds(5))
        guard case .polling(let model)? = effects.shown?.model else { return }
        #expect(model.maxWaitRemainingTime == 60)
        m.handle(.pollTimerFired(generation: try #require(effects.scheduledPoll).generation))
        guard case .polling(let later)? = try m.answer(.representation(step)).shown?.model else { return }
        #expect(later.maxWaitRemainingTime == 55)
    }

    @Test func pollingStopsAfterTheConfiguredDuration() throws {
        var configuration = FlowConfiguration()
        configuration.maximumPollingDuration = .seconds(4)
        var m = MachineDriver(configuration: configuration)
        m.start()
        var effects = try m.answer("pollingStep")
        m.handle(.pollTimerFired(generation: try #require(effects.scheduledPoll).generation))
        effects = try m.answer("pollingStep")
        m.handle(.pollTimerFired(generation: try #require(effects.scheduledPoll).generation))
        #expect(try m.answer("pollingStep").result == .failed(.pollingTimedOut(seconds: 4)))
    }

    @Test func cancelStopsPollingAtOnce() throws {
        var m = MachineDriver()
        m.start()
        let timer = try #require(try m.answer("pollingStep").scheduledPoll)
        let effects = m.handle(.cancel)
        #expect(effects.cancelsPoll && effects.result == .cancelled)
        #expect(m.handle(.pollTimerFired(generation: timer.generation)).sent == nil)
        #expect(m.machine.state.phase == .finished)
    }

    @Test func doneFollowsTheRedirectAction() throws {
        var m = MachineDriver()
        m.start()
        m.handle(.pollTimerFired(generation: try #require(try m.answer("pollingStep").scheduledPoll).generation))
        let effects = try m.answer("pollingStepDone")
        guard case .submit(let action, _)? = effects.sent?.operation else { Issue.record("\(effects)"); return }
        #expect(action.kind == .redirect && effects.sent?.purpose == .pollingOutcome && effects.cancelsPoll)
    }

    @Test func pollFailuresAreRetriedThenEndTheFlow() throws {
        var configuration = FlowConfiguration()
        configuration.maximumPollRetries = 1
        var m = MachineDriver(configuration: configuration)
        m.start()
        var timer = try #require(try m.answer("pollingStep").scheduledPoll)
        let network = HaapiClientError.network(NetworkError(reason: "lost", request: "GET /p", isTemporary: true))
        var poll = try #require(m.handle(.pollTimerFired(generation: timer.generation)).sent)
        let retry = m.handle(.requestFailed(network, requestID: poll.id))
        timer = try #require(retry.scheduledPoll)
        poll = try #require(m.handle(.pollTimerFired(generation: timer.generation)).sent)
        #expect(m.handle(.requestFailed(network, requestID: poll.id)).result == .failed(.client(network)))
    }

    /// A poll asks and changes nothing, so the protocol makes it safe to send again even as a
    /// `POST` the server may have received (which a form's `POST` is not); a lasting failure
    /// still ends the flow.
    @Test func aPostPollThatMayHaveReachedTheServerIsRetried() throws {
        var m = MachineDriver()
        m.start()
        let timer = try #require(try m.answer("pollingStep").scheduledPoll)
        let broken = HaapiClientError.network(NetworkError(reason: "reset after sending", request: "POST /poll", isTemporary: true))
        #expect(!HaapiFlowError.client(broken).isRetryable)
        let poll = try #require(m.handle(.pollTimerFired(generation: timer.generation)).sent)
        #expect(m.handle(.requestFailed(broken, requestID: poll.id)).scheduledPoll != nil)

        var lasting = MachineDriver()
        lasting.start()
        let next = try #require(try lasting.answer("pollingStep").scheduledPoll)
        let refused = HaapiClientError.httpStatus(HTTPStatusError(status: 400, request: "POST /poll", contentType: nil, bodyExcerpt: ""))
        let failed = try #require(lasting.handle(.pollTimerFired(generation: next.generation)).sent)
        #expect(lasting.handle(.requestFailed(refused, requestID: failed.id)).result == .failed(.client(refused)))
    }

    @Test func bankIDOperationContinuesOrFallsBack() throws {
        var m = MachineDriver()
        m.start()
        let effects = try m.answer("bankIdSameDeviceClientOperation")
        let operation = try #require(effects.operation)
        #expect(operation.operation.name == .bankid && operation.actionModel.id == "actions[0]")
        guard case .submit(let next, _)? = m.handle(.clientOperationFinished(.continued(parameters: [:]), operationID: operation.id)).sent?.operation
        else { Issue.record("not continued"); return }
        #expect(next.id == "actions[0].model.continueActions[0]" && next.kind == .redirect)

        var fallback = MachineDriver()
        fallback.start()
        let op = try #require(try fallback.answer("bankIdSameDeviceClientOperation").operation)
        let result = fallback.handle(.clientOperationFinished(.fallback(reason: "no app"), operationID: op.id))
        // The other-device form needs a personal number: it is shown, not sent.
        #expect(result.sent == nil)
        guard case .form(let form)? = result.shown?.model else { Issue.record("\(result)"); return }
        #expect(form.buttons.map(\.actionModel.id) == ["actions[0].model.errorActions[0]"])
        #expect(form.inputs.compactMap(\.key) == ["personalnumber"])
        #expect(fallback.handle(.clientOperationFinished(.continued(parameters: [:]), operationID: op.id)).diagnostics.count == 1)
    }

    @Test func unknownClientOperationsShowTheGenericScreenWithErrorActions() throws {
        var configuration = FlowConfiguration()
        configuration.supportedClientOperations = []
        var m = MachineDriver(configuration: configuration)
        m.start()
        let effects = try m.answer("bankIdSameDeviceClientOperation")
        #expect(effects.operation == nil)
        guard case .generic(let model)? = effects.shown?.model else { Issue.record("\(effects)"); return }
        let ids = model.interactionItems.compactMap { item -> String? in
            if case .button(let button) = item { return button.actionModel.id }
            return nil
        }
        #expect(ids.contains("actions[0].model.errorActions[0]"))
        #expect(!ids.contains("actions[0]"))
    }

    @Test func legacyLaunchTemplateIsShownGenerically() throws {
        var m = MachineDriver()
        m.start()
        let effects = try m.answer("launchExternalBrowser")
        guard case .generic(let model)? = effects.shown?.model else { Issue.record("\(effects)"); return }
        #expect(model.representation.actions.first?.template.rawValue == "launch")
        #expect(effects.operation == nil)
    }

    @Test func resumedPollingPollsAgainAtOnce() throws {
        var m = MachineDriver()
        m.start()
        let timer = try #require(try m.answer("pollingStep").scheduledPoll)
        m.handle(.pollTimerFired(generation: timer.generation))
        let saved = try JSONDecoder().decode(FlowState.self, from: JSONEncoder().encode(m.machine.state))
        var resumed = FlowStateMachine(state: saved)
        let effects = resumed.handle(.resumed)
        guard case .polling? = effects.shown?.model else { Issue.record("\(effects)"); return }
        #expect(effects.scheduledPoll?.after == .zero)
        #expect(resumed.state.inFlight == nil)
    }
}
