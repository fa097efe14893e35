import HaapiOnboarding
import HaapiUI
import Testing

/// A consent page used alone (seed 002's simple form).
@MainActor
@Suite struct UserConsentPageViewControllerTests {
    private func makePage(_ delegate: RecordingConsentDelegate?) throws -> UserConsentPageViewController {
        let page = UserConsentPageViewController(
            themeRegistry: try onboardingRegistry(), page: UserConsentPage(title: "A Simple Form", body: "What you agree to."))
        page.delegate = delegate
        return page
    }

    @Test func aMandatoryPageOffersDenyAndAgreeOnly() throws {
        let delegate = RecordingConsentDelegate()
        let page = try makePage(delegate)
        let container = contained(page, registry: try onboardingRegistry())
        let controls = ScreenControls(root: container.view)
        #expect(controls.ids.filter { $0 != "closeButton" } == ["denyButton", "agreeButton"])
        #expect(page.titleLabel.text == "A Simple Form" && page.bodyLabel.text == "What you agree to.")
        #expect(page.denyButton.title == "Deny" && page.agreeButton.title == "Agree")
        #expect(page.pageLabel.isHidden && page.actionTitleLink.isHidden)
        #expect(controls[id: "agreeButton"]?.activate() == true)
        #expect(controls[id: "denyButton"]?.activate() == true)
        #expect(delegate.calls == ["didAllow", "didDeny"])
    }

    @Test func anOptionalPageSaysNotNowAndTheToolbarTitlesCanChange() throws {
        let page = try makePage(nil)
        page.isMandatory = false
        page.loadViewIfNeeded()
        #expect(page.denyButton.title == "Not Now")
        page.toolbarLeftItemTitle = "Left"
        page.toolbarRightItemTitle = "Right"
        #expect(page.denyButton.title == "Left" && page.agreeButton.title == "Right")
    }

    @Test func changesToThePageShowWhenItAppears() throws {
        let page = try makePage(nil)
        page.loadViewIfNeeded()
        page.page.title = "Changed"
        page.page.actionTitle = "More"
        page.page.actionHandler = { _ in }
        _ = contained(page, registry: try onboardingRegistry())
        #expect(page.titleLabel.text == "Changed")
        #expect(!page.actionTitleLink.isHidden && page.actionTitleLink.title == "More")
    }

    @Test func theSeedsDelegateNameIsTheDelegate() throws {
        let delegate = RecordingConsentDelegate()
        let page = try makePage(nil)
        page.userConsentPageViewControllerDelegate = delegate
        #expect(page.delegate === delegate)
    }

    @Test func aDeallocatedDelegateIsReportedAndShown() throws {
        var delegate: RecordingConsentDelegate? = RecordingConsentDelegate()
        let page = try makePage(delegate)
        let recorder = DiagnosticsRecorder()
        recorder.attach(to: page)
        page.loadViewIfNeeded()
        delegate = nil
        #expect(page.agreeButton.tap())
        #expect(recorder.diagnostics == [.delegateMissing(method: "didAllow(_:)")])
        #expect(!page.errorMessageLabel.isHidden)
    }

    @Test func attributedTextsTakePrecedenceAndTheSeedsTextComponentsWork() throws {
        let page = UserConsentPage()
        page.title.text = "Data Privacy"
        page.body.text = "How the app uses your data."
        page.actionTitle.text = "Learn more"
        page.actionHandler = { _ in }
        let controller = UserConsentPageViewController(themeRegistry: try onboardingRegistry(), page: page)
        controller.loadViewIfNeeded()
        #expect(controller.titleLabel.text == "Data Privacy" && controller.bodyLabel.text == "How the app uses your data.")
        #expect(controller.actionTitleLink.title == "Learn more" && !controller.actionTitleLink.isHidden)

        page.titleAttributedText = RichText(markup: "Your **data**")
        page.bodyAttributedText = RichText(markup: "We keep **nothing** you do not give us.")
        page.actionTitleAttributedText = RichText(markup: "Read **more**")
        controller.body = "changed through the controller"   // the controller's own body refreshes the page
        #expect(controller.titleLabel.text == "Your data")
        #expect(controller.bodyLabel.richText == RichText(markup: "We keep **nothing** you do not give us."))
        #expect(controller.actionTitleLink.title == "Read more")
        #expect(page.body.text == "changed through the controller")

        page.bodyAttributedText = nil
        controller.actionTitle.text = "Details"
        #expect(controller.bodyLabel.text == "changed through the controller")
        #expect(controller.actionTitleLink.title == "Read more", "the attributed link text still wins")
    }
}
