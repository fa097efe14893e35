import HaapiOnboarding
import HaapiUI
import Testing

/// The consent and agreement screens start with the focus on their primary action,
/// never on the "more information" link, Back or the container's close button.
@MainActor
@Suite struct AgreementInitialFocusTests {
    private func initialFocus(_ container: ScreenContainerViewController) -> ControlID? {
        ScreenControls(root: container.view).initialFocus?.id
    }

    @Test func theConsentPagesFocusNextThenAgree() throws {
        let privacy = SinglePageUserConsentForm(title: "Data Privacy", body: "…", actionTitle: "Learn more") { _ in }
        let terms = MultiPageUserConsentForm(pages: [
            UserConsentPage(title: "Usage", body: "What is collected."),
            UserConsentPage(title: "Consent", body: "What you agree to."),
        ])
        let consent = UserConsentViewController(themeRegistry: try onboardingRegistry(), forms: [privacy, terms])
        let container = contained(consent, registry: try onboardingRegistry())
        let controls = ScreenControls(root: container.view)
        #expect(controls.ids.contains("actionTitleLink"), "the link comes before the buttons")
        #expect(initialFocus(container) == "agreeButton")
        #expect(controls[id: "agreeButton"]?.activate() == true)
        #expect(initialFocus(container) == "nextButton")
        #expect(ScreenControls(root: container.view)[id: "nextButton"]?.activate() == true)
        #expect(ScreenControls(root: container.view).ids.first { $0 != "closeButton" } == "backButton")
        #expect(initialFocus(container) == "agreeButton", "not Back, which comes first")
    }

    @Test func theEULAFocusesConfirm() throws {
        let screen = EULAViewController(themeRegistry: try onboardingRegistry())
        screen.eulaText = "Terms."
        let container = contained(screen, registry: try onboardingRegistry())
        #expect(initialFocus(container) == "confirmButton")
    }
}
