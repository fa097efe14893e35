import HaapiHTML
import HaapiWebAuthn
import Testing

@testable import HaapiWeb

/// The passkey parts of the host: what a browser's error name means, how long a
/// ceremony may take, and who may answer it.
@Suite("Web host passkey parts")
struct PasskeyPartsTests {
    @Test(arguments: [
        ("NotAllowedError", "NotAllowedError"), ("AbortError", "AbortError"), ("InvalidStateError", "InvalidStateError"),
        ("NotSupportedError", "NotSupportedError"), ("ConstraintError", "NotSupportedError"), ("SecurityError", "SecurityError"),
        ("TypeError", "SecurityError"), ("UnknownError", "UnknownError"),
    ])
    func aBrowsersErrorIsTheCeremonyErrorOfTheSameName(posted: String, meaning: String) {
        #expect(PasskeyAnswer.error(named: posted).domExceptionName == meaning)
    }

    @Test func anUnknownNameIsAnUnusableRequestAndBarelyQuoted() {
        let error = PasskeyAnswer.error(named: "Evil\n\u{1B}[31mName<script>" + String(repeating: "x", count: 100))
        guard case .invalidOptions(let reason) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(reason.contains("EvilmNamescriptxxx"))
        #expect(!reason.contains("\n") && !reason.contains("<") && reason.count < 120)
    }

    @Test func anAnswerIsACredentialOrAnError() {
        #expect(PasskeyAnswer(fields: ["credential": "{}"]) == .credential("{}"))
        #expect(PasskeyAnswer(fields: ["error": "AbortError"]) == .failed(.timedOut))
        #expect(PasskeyAnswer(fields: ["credential": "", "error": ""]) == nil)
    }

    @Test func theWaitIsTheOptionsTimeoutAndHalfAMinuteAtMostTheHostsLimit() {
        #expect(BrowserWebAuthnHandler.timeLimit(optionsTimeout: 60_000, maximum: .seconds(300)) == .seconds(90))
        #expect(BrowserWebAuthnHandler.timeLimit(optionsTimeout: 600_000, maximum: .seconds(300)) == .seconds(300))
        #expect(BrowserWebAuthnHandler.timeLimit(optionsTimeout: nil, maximum: .seconds(120)) == .seconds(120))
        #expect(BrowserWebAuthnHandler.timeLimit(optionsTimeout: 0, maximum: .zero) == .seconds(1))
    }

    @MainActor
    @Test func onlyTheOwningSessionAnswersAndOnlyOnce() async {
        let ceremonies = PasskeyCeremonies()
        let ceremony = PasskeyCeremonies.Ceremony(id: "c1", kind: .get, optionsJSON: "{}")
        var shown = false
        let waiting = Task { @MainActor in await ceremonies.run(ceremony, owner: "a", limit: .seconds(3600)) { shown = true } }
        while ceremonies.ceremony(for: "a") == nil { await Task.yield() }
        #expect(shown && ceremonies.ceremony(for: "b") == nil)
        #expect(!ceremonies.answer("c1", owner: "b", with: .credential("{}")))
        #expect(ceremonies.answer("c1", owner: "a", with: .failed(.timedOut)))
        #expect(!ceremonies.answer("c1", owner: "a", with: .credential("{}")), "answered once")
        #expect(await waiting.value == .answered(.failed(.timedOut)))
        #expect(ceremonies.ceremony(for: "a") == nil)
    }

    @MainActor
    @Test func aCancelledWaitEnds() async {
        let ceremonies = PasskeyCeremonies()
        let waiting = Task { @MainActor in
            await ceremonies.run(PasskeyCeremonies.Ceremony(id: "c2", kind: .create, optionsJSON: "{}"), owner: "a", limit: .seconds(3600)) {}
        }
        while ceremonies.ceremony(for: "a") == nil { await Task.yield() }
        waiting.cancel()
        #expect(await waiting.value == .cancelled)
        #expect(!ceremonies.answer("c2", owner: "a", with: .credential("{}")))
    }

    @MainActor
    @Test func anAutofillCredentialIsKeptForItsChallengeOnce() {
        let ceremonies = PasskeyCeremonies()
        let offer = ceremonies.offerAutofill(owner: "a", actionID: "actions[1]", challenge: "c")
        #expect(ceremonies.offerAutofill(owner: "a", actionID: "actions[1]", challenge: "c") == offer, "the same offer while the form is the same")
        #expect(ceremonies.autofillOffer(offer.id, owner: "b") == nil)
        ceremonies.hold("{}", challenge: "c", owner: "a")
        #expect(ceremonies.takeHeld(owner: "a", challenge: "other") == nil)
        #expect(ceremonies.takeHeld(owner: "b", challenge: "c") == nil)
        #expect(ceremonies.takeHeld(owner: "a", challenge: "c") == "{}")
        #expect(ceremonies.takeHeld(owner: "a", challenge: "c") == nil)
        #expect(ceremonies.offerAutofill(owner: "a", actionID: "actions[1]", challenge: "d") != offer, "a new challenge, a new offer")
    }
}
