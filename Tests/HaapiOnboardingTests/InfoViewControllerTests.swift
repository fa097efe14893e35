import HaapiOnboarding
import HaapiUI
import Testing

@MainActor
@Suite struct InfoViewControllerTests {
    @Test func showsKeyedDefaultsUntilTheAppSetsTexts() throws {
        let screen = InfoViewController(themeRegistry: try onboardingRegistry(.dutch))
        screen.loadViewIfNeeded()
        #expect(screen.titleTextView.text == "Informatie")
        #expect(screen.primaryButton.title == "Doorgaan")
        #expect(screen.secondaryButton.title == "Later")
        screen.titleText = "Update beschikbaar"
        screen.informationText = "Er is een nieuwe versie."
        screen.primaryButtonTitle = "Bijwerken"
        screen.secondaryButtonTitle = "Niet nu"
        #expect(screen.titleTextView.text == "Update beschikbaar")
        #expect(screen.informationTextView.text == "Er is een nieuwe versie.")
        #expect(screen.primaryButton.title == "Bijwerken" && screen.secondaryButton.title == "Niet nu")
    }

    @Test func buttonsTellTheDelegate() throws {
        let delegate = RecordingAgreementDelegate()
        let screen = InfoViewController(themeRegistry: try onboardingRegistry())
        screen.delegate = delegate
        let container = contained(screen, registry: try onboardingRegistry())
        let controls = ScreenControls(root: container.view)
        #expect(controls[id: "primaryButton"]?.activate() == true)
        #expect(controls[id: "secondaryButton"]?.activate() == true)
        #expect(delegate.calls == ["primary", "secondary"])
        #expect(controls.first(role: .primary)?.view === screen.primaryButton)
    }

    @Test func hiddenViewsStayHiddenAndOfferNoControl() throws {
        let screen = InfoViewController(themeRegistry: try onboardingRegistry())
        screen.secondaryButton.isHidden = true
        screen.informationTextView.isHidden = true
        let container = contained(screen, registry: try onboardingRegistry())
        screen.titleText = "Splash"
        #expect(screen.secondaryButton.isHidden && screen.informationTextView.isHidden)
        let ids = ScreenControls(root: container.view).ids
        #expect(ids.contains("primaryButton"))
        #expect(!ids.contains("secondaryButton"))
        screen.primaryButton.isHidden = true
        #expect(!ScreenControls(root: container.view).ids.contains("primaryButton"))
    }

    @Test func aDeallocatedDelegateIsReportedAndShown() throws {
        var delegate: RecordingAgreementDelegate? = RecordingAgreementDelegate()
        let screen = InfoViewController(themeRegistry: try onboardingRegistry())
        screen.delegate = delegate
        let recorder = DiagnosticsRecorder()
        recorder.attach(to: screen)
        screen.loadViewIfNeeded()
        delegate = nil
        screen.secondaryButton.tap()
        #expect(recorder.diagnostics == [.delegateMissing(method: "infoViewControllerDidTapSecondaryButton(_:)")])
        #expect(!screen.errorMessageLabel.isHidden)
    }
}
