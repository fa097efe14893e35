import Foundation
import HaapiOnboarding
import Testing

@Suite struct OnboardingStateMachineTests {
    static let server = OnboardingServer(name: "Example Corp", address: "https://idp.example.com", loginHint: "anna")
    static let eula = EULAContent(text: "Terms")
    static let privacy = ConsentFormContent(id: "privacy", isRequired: true, pages: [ConsentPageContent(title: "Privacy", body: "…")])
    static let analytics = ConsentFormContent(
        id: "analytics", isRequired: false,
        pages: [ConsentPageContent(title: "Analytics", body: "1"), ConsentPageContent(title: "More", body: "2")])

    static func configuration(
        _ state: WelcomeControllerState = .notConfigured, _ options: WelcomeControllerConfigurationOption = .discoveryService,
        eula: EULAContent? = eula, forms: [ConsentFormContent] = [privacy, analytics]
    ) -> OnboardingConfiguration {
        OnboardingConfiguration(
            welcomeState: state, configurationOptions: options, isDemoAvailable: true,
            server: state == .isConfigured ? server : nil, eula: eula, consentForms: forms)
    }

    @Test func configuredAppGoesFromWelcomeThroughEULAAndConsentsToTheLogin() {
        var sequence = OnboardingStateMachine(configuration: Self.configuration(.isConfigured))
        #expect(sequence.handle(.start) == [.show(.welcome), .persist])
        #expect(sequence.handle(.welcomeContinued) == [.show(.eula), .persist])
        #expect(sequence.handle(.eulaAccepted) == [.show(.consents), .persist])
        #expect(sequence.isEULAAccepted)
        #expect(sequence.handle(.consentsAnswered(["privacy": true, "analytics": false])) == [.persist, .startLogin(Self.server)])
        #expect(sequence.step == .login)
        #expect(sequence.handle(.loginFinished(.succeeded)) == [.clearPersisted, .finish(.completed)])
        #expect(sequence.end == .completed)
        #expect(sequence.consentResponses == ["privacy": true, "analytics": false])
        #expect(sequence.handle(.start).isEmpty)
    }

    @Test func afterACancelOnlyAStartMovesItAndItResumesWhereItWas() {
        var sequence = OnboardingStateMachine(configuration: Self.configuration(.isConfigured))
        _ = sequence.handle(.start)
        _ = sequence.handle(.welcomeContinued)
        #expect(sequence.handle(.cancelled) == [.finish(.cancelled)])
        // A late answer of the screen being closed changes nothing, and saves nothing.
        #expect(sequence.handle(.wentBack(to: .welcome)).isEmpty)
        #expect(sequence.handle(.eulaAccepted).isEmpty)
        #expect(sequence.step == .eula && !sequence.isEULAAccepted)
        #expect(sequence.handle(.start) == [.show(.eula)])
        #expect(sequence.end == nil)
        #expect(sequence.handle(.eulaAccepted) == [.show(.consents), .persist])
    }

    @Test func discoveryByEmailSetsTheServerAndSkipsWhatIsNotConfigured() {
        var sequence = OnboardingStateMachine(configuration: Self.configuration(eula: nil, forms: []))
        _ = sequence.handle(.start)
        #expect(sequence.handle(.welcomeContinued).isEmpty)
        #expect(sequence.handle(.emailEntered("anna@example.com")) == [.persist])
        #expect(sequence.email == "anna@example.com")
        #expect(sequence.handle(.serverDiscovered(Self.server)) == [.persist, .startLogin(Self.server)])
    }

    @Test func activationThenScannerThenConfirmation() {
        var sequence = OnboardingStateMachine(configuration: Self.configuration(.notConfigured, [.discoveryService, .barcodeScanner]))
        _ = sequence.handle(.start)
        #expect(sequence.handle(.activationOpened) == [.persist])
        #expect(sequence.step == .activation)
        #expect(sequence.handle(.scannerOpened) == [.persist])
        #expect(sequence.handle(.scanConfirmed).isEmpty)
        #expect(sequence.handle(.scanAccepted(Self.server)) == [.persist])
        #expect(sequence.step == .scanConfirmation)
        #expect(sequence.pendingServer == Self.server)
        #expect(sequence.server == nil)
        #expect(sequence.handle(.scanConfirmed) == [.show(.eula), .persist])
        #expect(sequence.server == Self.server)
    }

    @Test func goingBackFromTheScannerAndTheActivationScreen() {
        var sequence = OnboardingStateMachine(configuration: Self.configuration(.notConfigured, [.discoveryService, .barcodeScanner]))
        _ = sequence.handle(.start)
        _ = sequence.handle(.activationOpened)
        _ = sequence.handle(.scannerOpened)
        #expect(sequence.handle(.wentBack(to: .activation)) == [.persist])
        #expect(sequence.step == .activation)
        #expect(sequence.handle(.wentBack(to: .welcome)) == [.persist])
        #expect(sequence.step == .welcome)
        #expect(sequence.handle(.wentBack(to: .scanner)).isEmpty)
    }

    @Test func demoEndsTheOnboardingOnlyWhenOffered() {
        var offered = OnboardingStateMachine(configuration: Self.configuration())
        _ = offered.handle(.start)
        #expect(offered.handle(.demoSelected) == [.clearPersisted, .finish(.demoMode)])
        var configuration = Self.configuration()
        configuration.isDemoAvailable = false
        var notOffered = OnboardingStateMachine(configuration: configuration)
        _ = notOffered.handle(.start)
        #expect(notOffered.handle(.demoSelected).isEmpty)
    }

    @Test func rejectingTheEULAEndsTheOnboarding() {
        var sequence = OnboardingStateMachine(configuration: Self.configuration(.isConfigured))
        _ = sequence.handle(.start)
        _ = sequence.handle(.welcomeContinued)
        #expect(sequence.handle(.eulaRejected) == [.clearPersisted, .finish(.eulaRejected)])
        #expect(sequence.step == .finished)
    }

    @Test func refusingARequiredConsentEndsTheOnboardingButAnOptionalOneDoesNot() {
        var refused = OnboardingStateMachine(configuration: Self.configuration(.isConfigured, eula: nil))
        _ = refused.handle(.start)
        #expect(refused.handle(.welcomeContinued) == [.show(.consents), .persist])
        #expect(refused.handle(.consentsAnswered(["privacy": false, "analytics": true]))
            == [.clearPersisted, .finish(.consentRefused(formID: "privacy"))])
        var unanswered = OnboardingStateMachine(configuration: Self.configuration(.isConfigured, eula: nil))
        _ = unanswered.handle(.start)
        _ = unanswered.handle(.welcomeContinued)
        #expect(unanswered.handle(.consentsAnswered([:])) == [.clearPersisted, .finish(.consentRefused(formID: "privacy"))])
    }

    @Test func consentProgressIsKeptOnlyDuringTheConsentsAndOnlyWhenItMoved() {
        var sequence = OnboardingStateMachine(configuration: Self.configuration(.isConfigured, eula: nil))
        let progress = UserConsentStateMachine(forms: [UserConsentStateMachine.Form(pageCount: 1, isRequired: true)])
        _ = sequence.handle(.start)
        #expect(sequence.handle(.consentsProgressed(progress)).isEmpty, "not during the welcome screen")
        _ = sequence.handle(.welcomeContinued)
        #expect(sequence.handle(.consentsProgressed(progress)) == [.persist])
        #expect(sequence.handle(.consentsProgressed(progress)).isEmpty, "the same progress is not saved twice")
        #expect(sequence.consentProgress == progress)
    }

    @Test func cancelAndAFailedLoginKeepTheStateForTheNextStart() throws {
        var sequence = OnboardingStateMachine(configuration: Self.configuration(.isConfigured, eula: nil, forms: []))
        _ = sequence.handle(.start)
        _ = sequence.handle(.welcomeContinued)
        #expect(sequence.handle(.loginFinished(.failed(message: "unreachable"))) == [.finish(.loginFailed(message: "unreachable"))])
        #expect(sequence.step == .login)
        #expect(sequence.handle(.start) == [.startLogin(Self.server)])
        #expect(sequence.end == nil)
        #expect(sequence.handle(.cancelled) == [.finish(.cancelled)])
        #expect(sequence.step == .login)
    }

    @Test func lateEventsForAScreenAlreadyLeftChangeNothing() {
        var sequence = OnboardingStateMachine(configuration: Self.configuration(.isConfigured))
        _ = sequence.handle(.start)
        _ = sequence.handle(.welcomeContinued)
        let before = sequence
        for event: OnboardingEvent in [.welcomeContinued, .emailEntered("x@y.zz"), .scanConfirmed, .consentsAnswered([:]),
                                                .loginFinished(.succeeded), .serverDiscovered(Self.server)] {
            #expect(sequence.handle(event).isEmpty)
        }
        #expect(sequence == before)
    }

    @Test func aSavedSequenceResumesAtTheSameScreenWithWhatWasEntered() throws {
        var sequence = OnboardingStateMachine(configuration: Self.configuration(.notConfigured, [.discoveryService, .barcodeScanner]))
        _ = sequence.handle(.start)
        _ = sequence.handle(.activationOpened)
        _ = sequence.handle(.emailEntered("anna@example.com"))
        let data = try JSONEncoder().encode(sequence)
        var resumed = try JSONDecoder().decode(OnboardingStateMachine.self, from: data)
        #expect(resumed == sequence)
        #expect(resumed.handle(.start) == [.show(.activation)])
        #expect(resumed.email == "anna@example.com")
        #expect(!String(decoding: data, as: UTF8.self).lowercased().contains("password"))
    }

    @Test func configurationProblemsNameTheirFields() {
        var configuration = Self.configuration(.isConfigured, forms: [Self.privacy, Self.privacy,
                                                                     ConsentFormContent(id: "", isRequired: false, pages: [])])
        configuration.server = nil
        configuration.eula = EULAContent(text: "  ")
        #expect(configuration.problems == [
            "server: a configured app needs its server", "consentForms[1].id: \"privacy\" is used twice",
            "consentForms[2].id: empty", "consentForms[2].pages: a form needs at least one page", "eula.text: empty",
        ])
        #expect(Self.configuration().problems.isEmpty)
    }
}
