import Foundation
import HaapiClient
import HaapiModel
import HaapiTesting
import Testing
@testable import HaapiFlow

/// A poll answered byte for byte as the kept `pending` step (``FlowEvent/pollAnswerUnchanged(requestID:)``)
/// is taken as that step again: every protocol rule of a pending answer still holds.
@Suite("Polling: an unchanged answer is the pending step again, undecoded")
struct UnchangedPollAnswerTests {
    /// Answers the poll the timer of `effects` sends with "unchanged".
    private func pollUnchanged(_ m: inout MachineDriver, after effects: [FlowEffect]) throws -> [FlowEffect] {
        let timer = try #require(effects.scheduledPoll)
        let poll = try #require(m.handle(.pollTimerFired(generation: timer.generation)).sent)
        #expect(poll.purpose == .poll)
        return m.handle(.pollAnswerUnchanged(requestID: poll.id))
    }

    private func pendingStep(maxWaitTime: Double? = nil, interval: Double? = nil) -> HaapiDocument {
        .representation(Representation(
            type: .pollingStep,
            actions: [Action(kind: .poll, model: .form(FormActionModel(href: Href(RecordedSteps.baseURL), method: .get, fields: [])))],
            properties: .polling(PollingProperties(status: .pending, maxWaitTime: maxWaitTime, interval: interval))))
    }

    @Test func theRemainingWaitShrinksAsForTheDecodedStep() throws {
        var m = MachineDriver()
        m.start()
        let first = try m.answer(pendingStep(maxWaitTime: 60, interval: 5))
        var effects = try pollUnchanged(&m, after: first)
        guard case .polling(let model)? = effects.shown?.model else { throw TestError("no screen: \(effects)") }
        #expect(model.maxWaitRemainingTime == 55)
        #expect(effects.shown?.id == first.shown?.id)
        #expect(effects.scheduledPoll?.after == .seconds(5))
        effects = try pollUnchanged(&m, after: effects)
        guard case .polling(let later)? = effects.shown?.model else { throw TestError("no screen: \(effects)") }
        #expect(later.maxWaitRemainingTime == 50)
    }

    @Test func unchangedAnswersCountTowardThePollingLimit() throws {
        var configuration = FlowConfiguration()
        configuration.maximumPollingDuration = .seconds(4)
        var m = MachineDriver(configuration: configuration)
        m.start()
        var effects = try m.answer("pollingStep")
        effects = try pollUnchanged(&m, after: effects)
        #expect(effects.result == nil)
        effects = try pollUnchanged(&m, after: effects)
        #expect(effects.result == .failed(.pollingTimedOut(seconds: 4)))
    }

    @Test func aStatusChangeAfterUnchangedAnswersIsTaken() throws {
        var m = MachineDriver()
        m.start()
        var effects = try m.answer("pollingStep")
        effects = try pollUnchanged(&m, after: effects)
        effects = try pollUnchanged(&m, after: effects)
        m.handle(.pollTimerFired(generation: try #require(effects.scheduledPoll).generation))
        effects = try m.answer("pollingStepDone")
        guard case .submit(let action, _)? = effects.sent?.operation else { throw TestError("\(effects)") }
        #expect(action.kind == .redirect && effects.sent?.purpose == .pollingOutcome && effects.cancelsPoll)
    }

    @Test func aProblemAfterUnchangedAnswersIsTaken() throws {
        var m = MachineDriver()
        m.start()
        var effects = try m.answer("pollingStep")
        effects = try pollUnchanged(&m, after: effects)
        m.handle(.pollTimerFired(generation: try #require(effects.scheduledPoll).generation))
        effects = try m.answer(problem(.unexpected), status: 400)
        #expect(effects.cancelsPoll)
        #expect(m.machine.state.polling == nil)
    }

    @Test func theSameScreenIsShownAgainAndPollingGoesOn() throws {
        var m = MachineDriver()
        m.start()
        let first = try m.answer("pollingStep")
        let effects = try pollUnchanged(&m, after: first)
        #expect(effects.shown == first.shown)
        #expect(effects.scheduledPoll != nil)
    }

    @Test func onlyAPollWithAKeptPendingStepCanBeUnchanged() throws {
        var m = MachineDriver()
        let start = try #require(m.start().sent)
        #expect(m.handle(.pollAnswerUnchanged(requestID: start.id)).result
            == .failed(.invalidState("a poll answer was taken as unchanged with no pending step kept")))
        var late = MachineDriver()
        late.start()
        let effects = try late.answer("pollingStep")
        #expect(late.handle(.pollAnswerUnchanged(requestID: 99)).diagnostics == [.staleEventIgnored("answer to request 99")])
        #expect(effects.scheduledPoll != nil)
    }

    @Test func theKeptStepIsNeitherPersistedNorPartOfTheState() throws {
        var m = MachineDriver()
        m.start()
        try m.answer("pollingStep")
        #expect(m.machine.state.polling?.lastPending.value != nil)
        let data = try JSONEncoder().encode(m.machine.state)
        let restored = try JSONDecoder().decode(FlowState.self, from: data)
        #expect(restored == m.machine.state)
        #expect(restored.polling?.lastPending.value == nil)
        #expect(!String(decoding: data, as: UTF8.self).contains("lastPending"))
    }
}
