import Foundation
import HaapiOnboarding
import HaapiUI
import Testing

@MainActor
@Suite struct UserConsentViewControllerTests {
    /// A required single-page form, an optional form of three pages.
    private func makeForms() -> (SinglePageUserConsentForm, MultiPageUserConsentForm) {
        let privacy = SinglePageUserConsentForm(title: "Data Privacy", body: "How the app uses your data.")
        let terms = MultiPageUserConsentForm(pages: [
            UserConsentPage(title: "Usage", body: "What is collected."),
            UserConsentPage(title: "Security", body: "How it is kept."),
            UserConsentPage(title: "Consent", body: "What you agree to."),
        ])
        terms.isRequired = false
        return (privacy, terms)
    }

    private func show(_ consent: UserConsentViewController) throws -> ScreenContainerViewController {
        contained(consent, registry: try onboardingRegistry())
    }

    private func tap(_ id: ControlID, in container: ScreenContainerViewController) {
        let control = ScreenControls(root: container.view)[id: id]
        #expect(control?.activate() == true, "\(id) is not on the page")
    }

    private func ids(_ container: ScreenContainerViewController) -> [ControlID] {
        ScreenControls(root: container.view).ids.filter { $0 != "closeButton" }
    }

    @Test func agreeingToAllFormsTellsTheDelegate() throws {
        let (privacy, terms) = makeForms()
        let consent = UserConsentViewController(themeRegistry: try onboardingRegistry(), forms: [privacy, terms])
        let delegate = RecordingConsentDelegate()
        consent.delegate = delegate
        let container = try show(consent)
        let page = consent.pageViewController
        #expect(page.titleLabel.text == "Data Privacy" && page.pageLabel.isHidden)
        #expect(ids(container) == ["denyButton", "agreeButton", "cancelButton"])
        #expect(page.denyButton.title == "Deny")
        tap("agreeButton", in: container)
        #expect(privacy.isUserAccepted)
        #expect(page.titleLabel.text == "Usage" && page.pageLabel.text == "Page 1 of 3")
        #expect(ids(container) == ["nextButton"], "no toolbar and no Cancel before the last page")
        tap("nextButton", in: container)
        #expect(ids(container) == ["backButton", "nextButton"])
        tap("nextButton", in: container)
        #expect(page.pageLabel.text == "Page 3 of 3")
        #expect(ids(container) == ["backButton", "denyButton", "agreeButton", "cancelButton"])
        #expect(page.denyButton.title == "Not Now")
        tap("agreeButton", in: container)
        #expect(delegate.calls == ["responded"])
        #expect(delegate.acceptance == [true, true])
        #expect(consent.sequence.phase == .finished)
    }

    @Test func denyingTheRequiredFormEndsWithItRefused() throws {
        let (privacy, terms) = makeForms()
        terms.isUserAccepted = true
        let consent = UserConsentViewController(themeRegistry: try onboardingRegistry(), forms: [privacy, terms])
        let delegate = RecordingConsentDelegate()
        consent.delegate = delegate
        let container = try show(consent)
        tap("denyButton", in: container)
        #expect(delegate.calls == ["responded"])
        #expect(delegate.acceptance == [false, false], "the optional form was never shown, so it is not accepted")
        #expect(consent.sequence.responses == [.declined, .unanswered])
        #expect(ids(container).isEmpty, "an ended sequence offers no answers")
    }

    @Test func notNowOnAnOptionalFormGoesOn() throws {
        let (privacy, terms) = makeForms()
        let consent = UserConsentViewController(themeRegistry: try onboardingRegistry(), forms: [terms, privacy])
        let delegate = RecordingConsentDelegate()
        consent.delegate = delegate
        let container = try show(consent)
        tap("nextButton", in: container)
        tap("nextButton", in: container)
        tap("denyButton", in: container)
        #expect(delegate.calls.isEmpty)
        #expect(consent.pageViewController.titleLabel.text == "Data Privacy")
        tap("agreeButton", in: container)
        #expect(delegate.acceptance == [false, true])
    }

    @Test func cancelTellsTheDelegate() throws {
        let (privacy, terms) = makeForms()
        let consent = UserConsentViewController(themeRegistry: try onboardingRegistry(), forms: [privacy, terms])
        let delegate = RecordingConsentDelegate()
        consent.delegate = delegate
        let container = try show(consent)
        tap("agreeButton", in: container)
        consent.handle(.cancel)
        #expect(delegate.calls == ["cancelled"])
        #expect(delegate.acceptance == [true, false])
        #expect(ScreenControls(root: container.view).first(role: .cancel) == nil)
    }

    @Test func theCancelButtonHasTheCancelRole() throws {
        let (privacy, _) = makeForms()
        let consent = UserConsentViewController(themeRegistry: try onboardingRegistry(), forms: [privacy])
        let delegate = RecordingConsentDelegate()
        consent.delegate = delegate
        let container = try show(consent)
        #expect(ScreenControls(root: container.view).first(role: .cancel)?.activate() == true)
        #expect(delegate.calls == ["cancelled"])
    }

    @Test func theLinkCallsThePagesHandler() throws {
        let followed = FollowedLinks()
        let privacy = SinglePageUserConsentForm(title: "Data Privacy", body: "…", actionTitle: "Learn more") { controller in
            followed.titles.append(controller.titleLabel.text)
        }
        let plain = SinglePageUserConsentForm(title: "Terms", body: "…", actionTitle: "Learn more")
        let consent = UserConsentViewController(themeRegistry: try onboardingRegistry(), forms: [privacy, plain])
        let delegate = RecordingConsentDelegate()
        consent.delegate = delegate
        let container = try show(consent)
        #expect(consent.pageViewController.actionTitleLink.title == "Learn more")
        tap("actionTitleLink", in: container)
        #expect(followed.titles == ["Data Privacy"])
        tap("agreeButton", in: container)
        #expect(consent.pageViewController.actionTitleLink.isHidden, "a link without a handler is not offered")
    }

    @Test func aDeallocatedDelegateIsReportedAndShown() throws {
        let (privacy, _) = makeForms()
        let consent = UserConsentViewController(themeRegistry: try onboardingRegistry(), forms: [privacy])
        var delegate: RecordingConsentDelegate? = RecordingConsentDelegate()
        consent.delegate = delegate
        let recorder = DiagnosticsRecorder()
        recorder.attach(to: consent)
        let container = try show(consent)
        delegate = nil
        tap("agreeButton", in: container)
        #expect(recorder.diagnostics == [.delegateMissing(method: "userConsentViewController(_:didReceiveResponseToConsentForms:)")])
        #expect(!consent.pageViewController.errorMessageLabel.isHidden)
        #expect(privacy.isUserAccepted)
    }

    @Test func aSavedSequenceResumesOnTheSamePage() throws {
        let (privacy, terms) = makeForms()
        let first = UserConsentViewController(themeRegistry: try onboardingRegistry(), forms: [privacy, terms])
        let firstDelegate = RecordingConsentDelegate()
        first.delegate = firstDelegate
        let container = try show(first)
        tap("agreeButton", in: container)
        tap("nextButton", in: container)
        let saved = try JSONDecoder().decode(UserConsentStateMachine.self, from: JSONEncoder().encode(first.sequence))

        let (privacyAgain, termsAgain) = makeForms()
        let resumed = UserConsentViewController(themeRegistry: try onboardingRegistry(), forms: [privacyAgain, termsAgain])
        let delegate = RecordingConsentDelegate()
        resumed.delegate = delegate
        try resumed.restore(saved)
        #expect(privacyAgain.isUserAccepted)
        let resumedContainer = try show(resumed)
        #expect(resumed.pageViewController.titleLabel.text == "Security")
        #expect(resumed.pageViewController.pageLabel.text == "Page 2 of 3")
        tap("nextButton", in: resumedContainer)
        tap("denyButton", in: resumedContainer)
        #expect(delegate.calls == ["responded"] && delegate.acceptance == [true, false])
    }

    @Test func aSequenceOfOtherFormsIsNotRestored() throws {
        let (privacy, terms) = makeForms()
        let consent = UserConsentViewController(themeRegistry: try onboardingRegistry(), forms: [privacy, terms])
        let other = UserConsentStateMachine(forms: [.init(pageCount: 1, isRequired: true)])
        #expect(throws: UserConsentRestoreError.self) { try consent.restore(other) }
        #expect(consent.sequence.forms.count == 2)
    }

    @Test func withoutFormsTheDelegateHearsAtOnceWhenShown() throws {
        let consent = UserConsentViewController(themeRegistry: try onboardingRegistry())
        let delegate = RecordingConsentDelegate()
        consent.delegate = delegate
        consent.loadViewIfNeeded()
        #expect(delegate.calls.isEmpty, "loading tells nobody")
        _ = try show(consent)
        #expect(delegate.calls == ["responded"])
    }
}

/// The pages whose link was followed, by title.
@MainActor
private final class FollowedLinks {
    var titles: [String] = []
}
