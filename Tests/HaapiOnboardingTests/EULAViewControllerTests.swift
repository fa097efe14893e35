import HaapiOnboarding
import HaapiUI
import Testing

@MainActor
@Suite struct EULAViewControllerTests {
    private func makeScreen(_ delegate: RecordingAgreementDelegate?) throws -> EULAViewController {
        let screen = EULAViewController(themeRegistry: try onboardingRegistry())
        screen.eulaText = "This is a legally binding agreement between you and the company."
        screen.delegate = delegate
        return screen
    }

    @Test func showsTheKeyedHeadlineAndTheAppsText() throws {
        let screen = try makeScreen(nil)
        screen.loadViewIfNeeded()
        #expect(screen.headlineLabel.text == "End User License Agreement")
        #expect(screen.eulaTextView.text == "This is a legally binding agreement between you and the company.")
        #expect(screen.confirmButton.title == "Agree" && screen.rejectButton.title == "Disagree" && screen.cancelButton.title == "Cancel")
        #expect([screen.confirmButton.role, screen.rejectButton.role, screen.cancelButton.role] == [.primary, .secondary, .cancel])
        screen.headline = "Custom EULA"
        #expect(screen.headlineLabel.text == "Custom EULA")
    }

    @Test func longTextStaysWhole() throws {
        let screen = try makeScreen(nil)
        let long = (1...400).map { "Clause \($0): the licensee agrees to the terms of this clause." }.joined(separator: "\n")
        screen.eulaText = long
        screen.loadViewIfNeeded()
        #expect(screen.eulaTextView.text == long)
    }

    @Test(arguments: [("confirmButton", "eulaAccepted"), ("rejectButton", "eulaRejected"), ("cancelButton", "eulaCancelled")])
    func eachButtonTellsTheDelegate(button: String, call: String) throws {
        let delegate = RecordingAgreementDelegate()
        let screen = try makeScreen(delegate)
        let container = contained(screen, registry: try onboardingRegistry())
        let control = try #require(ScreenControls(root: container.view)[id: ControlID(rawValue: button)])
        #expect(control.activate())
        #expect(delegate.calls == [call])
    }

    @Test func agreeIsDisabledWithoutAnAgreement() throws {
        let delegate = RecordingAgreementDelegate()
        let screen = EULAViewController(themeRegistry: try onboardingRegistry())
        screen.delegate = delegate
        screen.eulaText = "  \n "
        screen.loadViewIfNeeded()
        #expect(!screen.confirmButton.isEnabled)
        #expect(!screen.confirmButton.tap())
        screen.accept()
        #expect(delegate.calls.isEmpty)
        screen.eulaText = "Terms."
        #expect(screen.confirmButton.tap())
        #expect(delegate.calls == ["eulaAccepted"])
    }

    @Test func aDeallocatedDelegateIsReportedAndShown() throws {
        var delegate: RecordingAgreementDelegate? = RecordingAgreementDelegate()
        let screen = try makeScreen(delegate)
        let recorder = DiagnosticsRecorder()
        recorder.attach(to: screen)
        screen.loadViewIfNeeded()
        delegate = nil
        #expect(screen.delegate == nil)
        #expect(screen.confirmButton.tap())
        #expect(recorder.diagnostics == [.delegateMissing(method: "eulaAccepted(_:)")])
        #expect(!screen.errorMessageLabel.isHidden)
        #expect(screen.errorMessageLabel.text == "This step cannot continue right now. Close the app and try again.")
        screen.cancelButton.tap()
        #expect(recorder.diagnostics.last == .delegateMissing(method: "eulaCancelled(_:)"))
    }
}
