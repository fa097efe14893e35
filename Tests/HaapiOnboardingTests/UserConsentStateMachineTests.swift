import Foundation
import HaapiOnboarding
import Testing

@Suite struct UserConsentStateMachineTests {
    typealias Machine = UserConsentStateMachine
    typealias Form = UserConsentStateMachine.Form

    /// The buttons of the page a `.showPage` effect shows, or `nil` for another effect.
    private func buttons(_ effects: [UserConsentEffect]) -> [UserConsentPageDisplay.PageButton]? {
        guard effects.count == 1, case .showPage(let display) = effects[0] else { return nil }
        return display.buttons
    }

    private func position(_ effects: [UserConsentEffect]) -> Machine.Position? {
        guard effects.count == 1, case .showPage(let display) = effects[0] else { return nil }
        return display.position
    }

    @Test(arguments: [true, false])
    func singlePageFormOffersItsAnswersAtOnce(isRequired: Bool) {
        var sequence = Machine(forms: [Form(pageCount: 1, isRequired: isRequired)])
        let start = sequence.handle(.start)
        #expect(buttons(start) == [isRequired ? .deny : .notNow, .agree, .cancel])
        guard case .showPage(let display) = start.first else {
            Issue.record("no page shown")
            return
        }
        #expect(display.isLastPage && display.showsToolbar && display.pageCount == 1 && display.isRequired == isRequired)
        #expect(sequence.handle(.nextPage).isEmpty)
        #expect(sequence.handle(.previousPage).isEmpty)
        #expect(sequence.handle(.agree) == [.finish([.accepted])])
        #expect(sequence.phase == .finished)
    }

    @Test(arguments: [true, false])
    func multiPageFormShowsTheToolbarOnItsLastPageOnly(isRequired: Bool) {
        var sequence = Machine(forms: [Form(pageCount: 3, isRequired: isRequired)])
        #expect(buttons(sequence.handle(.start)) == [.next])
        #expect(sequence.currentDisplay?.showsToolbar == false)
        #expect(sequence.handle(.agree).isEmpty, "no answer before the last page")
        #expect(sequence.handle(.deny).isEmpty)
        #expect(buttons(sequence.handle(.nextPage)) == [.back, .next])
        let last = sequence.handle(.nextPage)
        #expect(buttons(last) == [.back, isRequired ? .deny : .notNow, .agree, .cancel])
        #expect(position(last) == Machine.Position(form: 0, page: 2))
        #expect(sequence.currentDisplay?.showsToolbar == true)
        #expect(sequence.handle(.nextPage).isEmpty, "no page after the last")
        #expect(sequence.responses == [.unanswered])
        #expect(sequence.handle(.agree) == [.finish([.accepted])])
    }

    @Test func backAndNextStayInsideTheForm() {
        var sequence = Machine(forms: [Form(pageCount: 2, isRequired: true), Form(pageCount: 2, isRequired: true)])
        sequence.handle(.start)
        #expect(sequence.handle(.previousPage).isEmpty, "no page before the first")
        #expect(position(sequence.handle(.nextPage)) == Machine.Position(form: 0, page: 1))
        #expect(position(sequence.handle(.previousPage)) == Machine.Position(form: 0, page: 0))
        sequence.handle(.nextPage)
        #expect(position(sequence.handle(.agree)) == Machine.Position(form: 1, page: 0))
        #expect(sequence.handle(.previousPage).isEmpty, "an answered form is not shown again")
        #expect(sequence.position == Machine.Position(form: 1, page: 0))
    }

    @Test func agreeingToEveryFormFinishesWithAllAccepted() {
        var sequence = Machine(forms: [Form(pageCount: 1, isRequired: true), Form(pageCount: 2, isRequired: false)])
        sequence.handle(.start)
        #expect(buttons(sequence.handle(.agree)) == [.next])
        sequence.handle(.nextPage)
        #expect(sequence.handle(.agree) == [.finish([.accepted, .accepted])])
        #expect(sequence.handle(.agree).isEmpty, "events after the end are ignored")
        #expect(sequence.handle(.cancel).isEmpty)
    }

    @Test func denyingARequiredFormEndsAtOnceWithItRefused() {
        var sequence = Machine(forms: [
            Form(pageCount: 1, isRequired: false), Form(pageCount: 1, isRequired: true), Form(pageCount: 1, isRequired: true),
        ])
        sequence.handle(.start)
        sequence.handle(.agree)
        #expect(sequence.handle(.deny) == [.finish([.accepted, .declined, .unanswered])])
        #expect(sequence.phase == .finished)
        #expect(sequence.currentDisplay == nil)
        #expect(sequence.handle(.start) == [.finish([.accepted, .declined, .unanswered])], "start repeats the end")
    }

    @Test func notNowOnAnOptionalFormGoesOn() {
        var sequence = Machine(forms: [Form(pageCount: 1, isRequired: false), Form(pageCount: 1, isRequired: true)])
        sequence.handle(.start)
        let next = sequence.handle(.deny)
        #expect(position(next) == Machine.Position(form: 1, page: 0))
        #expect(buttons(next) == [.deny, .agree, .cancel])
        #expect(sequence.responses == [.declined, .unanswered])
        #expect(sequence.handle(.agree) == [.finish([.declined, .accepted])])
    }

    @Test func notNowOnTheLastOptionalFormFinishes() {
        var sequence = Machine(forms: [Form(pageCount: 1, isRequired: false)])
        sequence.handle(.start)
        #expect(sequence.handle(.deny) == [.finish([.declined])])
    }

    @Test func cancelEndsTheSequenceFromAnyPage() {
        var sequence = Machine(forms: [Form(pageCount: 3, isRequired: true), Form(pageCount: 1, isRequired: true)])
        sequence.handle(.start)
        #expect(sequence.handle(.cancel) == [.cancelled])
        #expect(sequence.phase == .cancelled)
        #expect(sequence.handle(.nextPage).isEmpty)
        #expect(sequence.handle(.start) == [.cancelled])
    }

    @Test func withoutFormsTheSequenceIsFinishedFromTheStart() {
        var sequence = Machine(forms: [])
        #expect(sequence.phase == .finished)
        #expect(sequence.handle(.start) == [.finish([])])
        #expect(sequence.handle(.agree).isEmpty)
    }

    @Test func aFormWithoutPagesCountsAsOnePage() {
        #expect(Form(pageCount: 0, isRequired: true).pageCount == 1)
        var sequence = Machine(forms: [Form(pageCount: 0, isRequired: true)])
        #expect(buttons(sequence.handle(.start)) == [.deny, .agree, .cancel])
    }

    @Test func aSequenceSavedMidwayResumesOnTheSamePage() throws {
        var sequence = Machine(forms: [Form(pageCount: 1, isRequired: false), Form(pageCount: 3, isRequired: true)])
        sequence.handle(.start)
        sequence.handle(.deny)
        sequence.handle(.nextPage)
        let data = try JSONEncoder().encode(sequence)
        var restored = try JSONDecoder().decode(Machine.self, from: data)
        #expect(restored == sequence)
        #expect(position(restored.handle(.start)) == Machine.Position(form: 1, page: 1))
        restored.handle(.nextPage)
        #expect(restored.handle(.agree) == [.finish([.declined, .accepted])])
    }

    @Test(arguments: [
        #"{"forms":[{"pageCount":2,"isRequired":true}],"position":{"form":0,"page":2},"responses":["unanswered"],"phase":"running"}"#,
        #"{"forms":[{"pageCount":2,"isRequired":true}],"position":{"form":1,"page":0},"responses":["unanswered"],"phase":"running"}"#,
        #"{"forms":[{"pageCount":2,"isRequired":true}],"position":{"form":0,"page":0},"responses":[],"phase":"running"}"#,
        #"{"forms":[{"pageCount":0,"isRequired":true}],"position":{"form":0,"page":0},"responses":["unanswered"],"phase":"running"}"#,
        #"{"forms":[{"pageCount":1,"isRequired":true}],"position":{"form":0,"page":0},"responses":["accepted"],"phase":"running"}"#,
        #"{"forms":[],"position":{"form":0,"page":0},"responses":[],"phase":"running"}"#,
    ])
    func aDamagedSaveIsRefused(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Machine.self, from: Data(json.utf8)) }
    }
}
