import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

/// Back from the licence agreement and the consent forms to the onboarding's step before.
@MainActor
@Suite struct AgreementBackTests {
    static let eula = EULAContent(text: "Be nice.")
    static let forms = [
        ConsentFormContent(id: "privacy", isRequired: true, pages: [ConsentPageContent(title: "Data Privacy", body: "We keep little.")]),
        ConsentFormContent(id: "usage", isRequired: false, pages: [ConsentPageContent(title: "Usage", body: "Share screen names?")]),
    ]
    static let server = OnboardingServer(name: "Example", address: "https://login.example.com")

    @Test func theStepBeforeFollowsTheConfiguration() {
        let configured = OnboardingStateMachine(configuration: OnboardingConfiguration(server: Self.server, eula: Self.eula, consentForms: Self.forms))
        #expect(configured.stepBefore(.eula) == .welcome)
        #expect(configured.stepBefore(.consents) == .eula)
        #expect(configured.stepBefore(.login) == nil)
        let noEULA = OnboardingStateMachine(configuration: OnboardingConfiguration(
            welcomeState: .notConfigured, configurationOptions: [.discoveryService, .barcodeScanner], consentForms: Self.forms))
        #expect(noEULA.stepBefore(.consents) == .activation)
        let scanner = OnboardingStateMachine(configuration: OnboardingConfiguration(
            welcomeState: .notConfigured, configurationOptions: .barcodeScanner, eula: Self.eula))
        #expect(scanner.stepBefore(.eula) == .welcome)
    }

    @Test func goingBackAsksTheAgreementsAgain() {
        var sequence = OnboardingStateMachine(configuration: OnboardingConfiguration(server: Self.server, eula: Self.eula, consentForms: Self.forms))
        _ = sequence.handle(.start)
        _ = sequence.handle(.welcomeContinued)
        #expect(sequence.handle(.wentBack(to: .activation)).isEmpty, "only the step before")
        #expect(sequence.handle(.wentBack(to: .welcome)) == [.persist])
        #expect(sequence.step == .welcome)
        _ = sequence.handle(.welcomeContinued)
        _ = sequence.handle(.eulaAccepted)
        #expect(sequence.step == .consents && sequence.isEULAAccepted)
        #expect(sequence.handle(.wentBack(to: .eula)) == [.persist])
        #expect(sequence.step == .eula)
        #expect(!sequence.isEULAAccepted, "the agreement is asked again")
        #expect(sequence.server == Self.server)
    }

    @Test func theEULAOffersBackOnlyWithAScreenToGoBackTo() throws {
        let registry = try onboardingRegistry()
        let eula = EULAViewController(themeRegistry: registry)
        eula.eulaText = "Be nice."
        let container = contained(eula, registry: registry)
        #expect(eula.backButton.isHidden)
        #expect(!ScreenControls(root: container.view).entries.contains { $0.control.title == "Back" })

        let before = InfoViewController(themeRegistry: registry)
        let second = EULAViewController(themeRegistry: registry)
        second.eulaText = "Be nice."
        second.previousScreen = before
        var wentBackTo: ScreenViewController?
        second.onGoBack = { wentBackTo = $0 }
        container.showScreen(second)
        #expect(!second.backButton.isHidden && second.backButton.title == "Back")
        #expect(second.backButton.tap())
        #expect(container.currentScreen === before && wentBackTo === before)
    }

    @Test func theFirstConsentPageOffersBackOnlyWithAScreenToGoBackTo() throws {
        let registry = try onboardingRegistry()
        let forms: [any UserConsentForm] = [SinglePageUserConsentForm(title: "Data Privacy", body: "We keep little."),
                                            SinglePageUserConsentForm(title: "Usage", body: "Share?")]
        let alone = UserConsentViewController(themeRegistry: registry, forms: forms)
        _ = contained(alone, registry: registry)
        #expect(alone.pageViewController.backButton.isHidden)

        let before = InfoViewController(themeRegistry: registry)
        let consents = UserConsentViewController(themeRegistry: registry, forms: [
            SinglePageUserConsentForm(title: "Data Privacy", body: "We keep little."), SinglePageUserConsentForm(title: "Usage", body: "Share?"),
        ])
        let delegate = RecordingConsentDelegate()
        consents.delegate = delegate
        consents.previousScreen = before
        let container = contained(consents, registry: registry)
        #expect(!consents.pageViewController.backButton.isHidden)
        consents.handle(.agree)
        #expect(consents.sequence.position.form == 1)
        #expect(consents.pageViewController.backButton.isHidden, "an answered form stays answered")
        consents.handle(.cancel)

        let again = UserConsentViewController(themeRegistry: registry, forms: [SinglePageUserConsentForm(title: "Data Privacy", body: "x")])
        again.previousScreen = before
        container.showScreen(again)
        #expect(again.pageViewController.backButton.tap())
        #expect(container.currentScreen === before)
    }

    @Test func aSessionGoesBackFromTheConsentsToTheEULAAndFromThereToTheWelcome() async throws {
        let registry = try onboardingRegistry()
        let store = InMemoryOnboardingStore()
        let delegate = TestOnboardingDelegate(application: nil)
        let session = try OnboardingSession(
            configuration: OnboardingConfiguration(server: Self.server, eula: Self.eula, consentForms: Self.forms),
            themeRegistry: registry, store: store, delegate: delegate)
        let run = Task { await session.run() }
        defer { run.cancel() }
        let person = SessionDriver(session: session)
        try await person.press("Start")
        try await person.press("Agree")                                  // the EULA
        try await person.waitFor("Deny")                                 // the first consent form
        try await person.press("Back")
        try await person.waitFor("Disagree")                             // the EULA again
        #expect(session.sequence.step == .eula && !session.sequence.isEULAAccepted)
        try await person.press("Back")
        try await person.waitFor("Start")
        #expect(session.sequence.step == .welcome)
        try await person.press("Start")
        try await person.waitFor("Disagree")
        await session.cancel()
        #expect(await run.value.end == .cancelled)
        #expect(try await store.load()?.step == .eula)
    }
}
