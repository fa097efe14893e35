import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

@MainActor
@Suite struct OnboardingSessionTests {
    static let forms = [
        ConsentFormContent(id: "privacy", isRequired: true, pages: [ConsentPageContent(title: "Data Privacy", body: "We keep little.")]),
        ConsentFormContent(id: "usage", isRequired: false, pages: [
            ConsentPageContent(title: "Usage", body: "Share screen names?"), ConsentPageContent(title: "Details", body: "Only names."),
        ]),
    ]

    static func configuration(_ options: WelcomeControllerConfigurationOption = .discoveryService) -> OnboardingConfiguration {
        OnboardingConfiguration(
            welcomeState: .notConfigured, configurationOptions: options, isDemoAvailable: true,
            eula: EULAContent(text: "Be nice."), consentForms: forms)
    }

    @Test func walksFromTheWelcomeScreenToTokensOnTheDevServer() async throws {
        try await TestDevServer.run { server in
            let application = try server.applicationBuilder().addModule(.onboarding).build()
            let delegate = TestOnboardingDelegate(application: application)
            let store = InMemoryOnboardingStore()
            let session = try OnboardingSession(
                configuration: Self.configuration(), themeRegistry: application.themeRegistry, store: store, delegate: delegate)
            let run = Task { await session.run() }
            let person = SessionDriver(session: session)

            try await person.type("anna@example.org", into: "emailTextField")
            try await person.press("Next")
            try await waitUntil("the refusal under the field", seconds: 300) {
                session.rootView.view(withIdentifier: "emailTextField", as: TextField.self)?.errorText == "No organisation is known for this address."
            }
            try await person.type("anna@example.com", into: "emailTextField")
            try await person.press("Next")
            try await person.press("Agree")                        // the EULA
            try await person.waitFor("Deny")                       // the required consent
            try await person.press("Agree")
            try await person.press("Next")                         // the optional form's first page
            try await person.press("Not Now")
            try await person.press("Username and password")        // the login
            try await person.type(DevServerConfiguration.demoUsername, into: "textField-userName")
            try await person.type(DevServerConfiguration.demoPassword, into: "textField-password")
            try await person.press("Login")
            let outcome = try await within(60, "the onboarding to end") { await run.value }
            #expect(outcome.end == .completed)
            #expect(outcome.tokens?.accessToken.isEmpty == false)
            #expect(outcome.consentResponses == ["privacy": true, "usage": false])
            #expect(outcome.server == TestOnboardingDelegate.server)
            #expect(delegate.emails == ["anna@example.org", "anna@example.com"])
            #expect(try await store.load() == nil, "a finished onboarding is forgotten")
        }
    }

    @Test func anInterruptedOnboardingResumesAtTheSameScreenWithTheAddress() async throws {
        let registry = try onboardingRegistry()
        let store = InMemoryOnboardingStore()
        let delegate = TestOnboardingDelegate(application: nil)
        let first = try OnboardingSession(configuration: Self.configuration(), themeRegistry: registry, store: store, delegate: delegate)
        let run = Task { await first.run() }
        let person = SessionDriver(session: first)
        try await person.type("anna@example.com", into: "emailTextField")
        try await person.press("Next")
        try await person.waitFor("Disagree")
        await first.cancel()
        #expect(await run.value.end == .cancelled)
        let saved = try #require(try await store.load())
        #expect(saved.step == .eula)
        #expect(saved.email == "anna@example.com")

        let second = try OnboardingSession(configuration: Self.configuration(), themeRegistry: registry, store: store, delegate: delegate)
        let resumed = Task { await second.run() }
        let again = SessionDriver(session: second)
        try await again.press("Disagree")
        #expect(await resumed.value.end == .eulaRejected)
        #expect(try await store.load() == nil)
    }

    @Test func anOnboardingInterruptedInTheConsentFormsResumesOnTheSamePageWithTheAnswers() async throws {
        let registry = try onboardingRegistry()
        var configuration = Self.configuration()
        configuration.welcomeState = .isConfigured
        configuration.server = TestOnboardingDelegate.server
        configuration.eula = nil
        let store = InMemoryOnboardingStore()
        let first = try OnboardingSession(configuration: configuration, themeRegistry: registry, store: store, delegate: nil)
        let run = Task { await first.run() }
        let person = SessionDriver(session: first)
        try await person.press("Start")
        try await person.press("Agree")              // the required form
        try await person.press("Next")               // to page 2 of the optional one
        try await person.waitFor("Not Now")
        let page2 = UserConsentStateMachine.Position(form: 1, page: 1)
        // Saving runs behind the screens; wait for it as an app killed now would have it.
        for _ in 0..<300 where try await store.load()?.consentProgress?.position != page2 {
            try await Task.sleep(for: .milliseconds(100))
        }
        await first.cancel()
        #expect(await run.value.end == .cancelled)
        let saved = try #require(try await store.load())
        #expect(saved.consentProgress?.position == page2)

        let second = try OnboardingSession(configuration: configuration, themeRegistry: registry, store: store, delegate: nil)
        let resumed = Task { await second.run() }
        let again = SessionDriver(session: second)
        try await again.waitFor("Not Now")
        #expect(second.rootView.view(withIdentifier: "pageLabel", as: Label.self)?.text == "Page 2 of 2")
        try await again.press("Not Now")
        try await waitUntil("the login step", seconds: 300) { second.sequence.step == .login }
        #expect(second.sequence.consentResponses == ["privacy": true, "usage": false], "the answer given before the interruption counts")
        await second.cancel()
        _ = await resumed.value
    }

    @Test func aSavedOnboardingOfAnotherConfigurationIsNotResumed() async throws {
        let registry = try onboardingRegistry()
        var other = OnboardingStateMachine(configuration: Self.configuration(.barcodeScanner))
        _ = other.handle(.start)
        _ = other.handle(.scannerOpened)
        let store = InMemoryOnboardingStore(other)
        let session = try OnboardingSession(configuration: Self.configuration(), themeRegistry: registry, store: store, delegate: nil)
        let run = Task { await session.run() }
        try await SessionDriver(session: session).waitFor("Try the Demo")
        #expect(session.sequence.step == .welcome)
        await session.cancel()
        _ = await run.value
    }

    @Test func refusingTheRequiredConsentEndsTheOnboarding() async throws {
        var configuration = Self.configuration()
        configuration.welcomeState = .isConfigured
        configuration.server = TestOnboardingDelegate.server
        configuration.eula = nil
        let session = try OnboardingSession(configuration: configuration, themeRegistry: try onboardingRegistry(), delegate: nil)
        let run = Task { await session.run() }
        let person = SessionDriver(session: session)
        try await person.press("Start")
        try await person.press("Deny")
        let outcome = await run.value
        #expect(outcome.end == .consentRefused(formID: "privacy"))
        #expect(outcome.consentResponses["privacy"] == false)
    }

    @Test func theScannerPathConfirmsTheServerBeforeMovingOn() async throws {
        let delegate = TestOnboardingDelegate(application: nil)
        let session = try OnboardingSession(
            configuration: Self.configuration([.discoveryService, .barcodeScanner]), themeRegistry: try onboardingRegistry(),
            delegate: delegate)
        let run = Task { await session.run() }
        let person = SessionDriver(session: session)
        try await person.press("Start")                 // to the activation screen
        try await person.press("Scan")
        try await person.type("not a code", into: "payloadTextField")
        try await person.press("Use Code")
        try await waitUntil("the refusal", seconds: 300) {
            session.rootView.view(withIdentifier: "errorMessageLabel", as: MessageView.self)?.text
                == "This QR code cannot be used: not an activation code"
        }
        try await person.type("activate:demo", into: "payloadTextField")
        try await person.press("Use Code")
        try await person.waitFor("Continue")
        #expect(session.sequence.step == .scanConfirmation)
        #expect(session.rootView.view(withIdentifier: "hcpServerLabel", as: Label.self)?.text == "Dev Server")
        try await person.press("Continue")
        try await person.waitFor("Disagree")
        #expect(session.sequence.server == TestOnboardingDelegate.server)
        await session.cancel()
        _ = await run.value
    }

    @Test func aRegisteredLayoutRearrangesTheScreensTheSessionShows() async throws {
        let layouts = ViewControllerFactoryRegistry()
        try layouts.register(screen: EULAViewController.self)
        let json = """
            {"controller": "FUIEULAView", "layout": ["confirmButton", "rejectButton", "headlineLabel", "eulaTextView",
             "errorMessageLabel", "backButton", "cancelButton"]}
            """
        try layouts.register(layout: ScreenLayout(json: Data(json.utf8), file: "EULA.json", screens: layouts.screens))
        var configuration = Self.configuration()
        configuration.welcomeState = .isConfigured
        configuration.server = TestOnboardingDelegate.server
        let session = try OnboardingSession(configuration: configuration, themeRegistry: try onboardingRegistry(), delegate: nil)
        session.layouts = layouts
        let run = Task { await session.run() }
        let person = SessionDriver(session: session)
        try await person.press("Start")
        try await person.waitFor("Disagree")
        #expect(Array(person.titles.dropFirst().prefix(2)) == ["Agree", "Disagree"], "after Close, the buttons come first: \(person.titles)")
        let eula = try #require(session.onboardingContainer.currentScreen as? EULAViewController)
        #expect(eula.rootStackView.subviews.first?.identifier == "confirmButton")
        await session.cancel()
        _ = await run.value
    }

    @Test func theAppsSubclassesAreTheScreensTheSessionAndItsScreensOpen() async throws {
        final class BrandedWelcome: WelcomeScreen {
            override func viewDidLoad() {
                super.viewDidLoad()
                try? insertView(Label(identifier: "promo", text: "Acme onboarding"), belowView: headlineLabel)
            }
        }
        final class BrandedActivation: ActivationScreen {}
        var factory = OnboardingScreenFactory()
        factory.welcome = { BrandedWelcome(themeRegistry: $0) }
        factory.activation = { BrandedActivation(themeRegistry: $0) }
        let session = try OnboardingSession(
            configuration: Self.configuration([.discoveryService, .barcodeScanner]), themeRegistry: try onboardingRegistry(), delegate: nil)
        session.screenFactory = factory
        let run = Task { await session.run() }
        let person = SessionDriver(session: session)
        try await person.waitFor("Start")
        #expect(session.onboardingContainer.currentScreen is BrandedWelcome)
        #expect(session.rootView.view(withIdentifier: "promo", as: Label.self)?.text == "Acme onboarding")
        try await person.press("Start")
        try await waitUntil("the activation screen", seconds: 300) { session.onboardingContainer.currentScreen is BrandedActivation }
        await session.cancel()
        _ = await run.value
    }

    @Test func theDemoEndsTheOnboarding() async throws {
        let session = try OnboardingSession(configuration: Self.configuration(), themeRegistry: try onboardingRegistry(), delegate: nil)
        let run = Task { await session.run() }
        try await SessionDriver(session: session).press("Try the Demo")
        #expect(await run.value.end == .demoMode)
    }

    @Test func aLoginTheAppCannotMakeEndsAsFailedAndIsShown() async throws {
        let configuration = OnboardingConfiguration(welcomeState: .isConfigured, server: TestOnboardingDelegate.server)
        let delegate = TestOnboardingDelegate(application: nil)
        let session = try OnboardingSession(configuration: configuration, themeRegistry: try onboardingRegistry(), delegate: delegate)
        let run = Task { await session.run() }
        try await SessionDriver(session: session).press("Start")
        let outcome = await run.value
        #expect(outcome.end == .loginFailed(message: "no server in this test"))
        #expect(session.onboardingContainer.notificationBanner.message == "The sign-in cannot start. Try again later; if it happens again, contact support.")
    }

    @Test func anInvalidConfigurationOrRegistryIsRefusedWhenMade() throws {
        let invalid = OnboardingConfiguration(welcomeState: .isConfigured)
        #expect(throws: OnboardingConfigurationError(problems: ["server: a configured app needs its server"])) {
            try OnboardingSession(configuration: invalid, themeRegistry: try onboardingRegistry(), delegate: nil)
        }
        #expect(throws: OnboardingConfigurationError(problems: ["themeRegistry: register ScreenKitModule.onboarding first"])) {
            try OnboardingSession(configuration: Self.configuration(), themeRegistry: .standard, delegate: nil)
        }
    }
}
