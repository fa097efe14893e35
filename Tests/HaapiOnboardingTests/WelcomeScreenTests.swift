import HaapiOnboarding
import HaapiTesting
import HaapiUI
import Testing

@MainActor
@Suite struct WelcomeScreenTests {
    struct Setting: Sendable, CustomTestStringConvertible {
        let state: WelcomeControllerState
        let options: WelcomeControllerConfigurationOption
        let launch: WelcomeLaunchSetting
        let primaryTitle: String?
        let showsEmail: Bool
        let call: String?
        var testDescription: String { launch.rawValue }
    }

    nonisolated static let settings: [Setting] = [
        Setting(state: .isConfigured, options: [.discoveryService], launch: .standard, primaryTitle: "Start", showsEmail: false,
                call: "shouldContinueUserOnboarding"),
        Setting(state: .notConfigured, options: [], launch: .withLink, primaryTitle: nil, showsEmail: false, call: nil),
        Setting(state: .notConfigured, options: .discoveryService, launch: .withDiscoveryService, primaryTitle: "Next",
                showsEmail: true, call: nil),
        Setting(state: .notConfigured, options: .barcodeScanner, launch: .withScanner, primaryTitle: "Scan", showsEmail: false,
                call: "willNavigateToScannerScreen"),
        Setting(state: .notConfigured, options: [.discoveryService, .barcodeScanner], launch: .withActivation,
                primaryTitle: "Start", showsEmail: false, call: "willNavigateToActivationScreen"),
    ]

    @Test(arguments: settings)
    func eachLaunchSettingShowsAndCallsWhatTheSeedSays(_ setting: Setting) throws {
        let registry = try onboardingRegistry()
        let welcome = WelcomeScreen(themeRegistry: registry)
        let delegate = RecordingWelcomeDelegate()
        welcome.state = setting.state
        welcome.configurationOptions = setting.options
        welcome.delegate = delegate
        let container = contained(welcome, registry: registry)
        #expect(welcome.launchSetting == setting.launch)
        #expect(welcome.emailTextField.isHidden == !setting.showsEmail)
        #expect(welcome.primaryActionButton.isHidden == (setting.primaryTitle == nil))
        #expect(welcome.footnoteActionButton.isHidden)
        if let title = setting.primaryTitle { #expect(welcome.primaryActionButton.title == title) }
        #expect(!welcome.detailLabel.text.isEmpty)
        welcome.primaryActionButton.tap()
        #expect(delegate.calls == (setting.call.map { [$0] } ?? []))
        switch setting.launch {
        case .withScanner:
            #expect(container.currentScreen === delegate.scanners.first)
            #expect(delegate.scanners.first?.previousScreen === welcome)
        case .withActivation:
            let activation = try #require(delegate.activationScreens.first)
            #expect(container.currentScreen === activation)
            #expect(activation.delegate === delegate)
        default:
            #expect(container.currentScreen === welcome)
        }
    }

    @Test func eachSettingHasItsOwnInstructions() throws {
        let registry = try onboardingRegistry()
        var texts: Set<String> = []
        for setting in Self.settings {
            let welcome = WelcomeScreen(themeRegistry: registry)
            welcome.state = setting.state
            welcome.configurationOptions = setting.options
            welcome.loadViewIfNeeded()
            texts.insert(welcome.detailLabel.text)
        }
        #expect(texts.count == Self.settings.count)
    }

    @Test func demoIsOfferedOnlyWhenAvailable() throws {
        let welcome = WelcomeScreen(themeRegistry: try onboardingRegistry())
        let delegate = RecordingWelcomeDelegate()
        welcome.delegate = delegate
        welcome.loadViewIfNeeded()
        #expect(!welcome.footnoteActionButton.tap())
        welcome.isDemoAvailable = true
        #expect(!welcome.footnoteLabel.isHidden)
        #expect(welcome.footnoteActionButton.title == "Try the Demo")
        #expect(welcome.footnoteActionButton.tap())
        #expect(delegate.calls == ["didSelectDemoMode"])
    }

    @Test func anInvalidAddressIsExplainedUnderTheFieldAndNeverReachesTheDelegate() throws {
        let welcome = WelcomeScreen(themeRegistry: try onboardingRegistry())
        let delegate = RecordingWelcomeDelegate()
        welcome.state = .notConfigured
        welcome.configurationOptions = .discoveryService
        welcome.delegate = delegate
        welcome.loadViewIfNeeded()
        welcome.primaryActionButton.tap()
        #expect(welcome.emailTextField.errorText == "Enter your e-mail address.")
        welcome.emailTextField.enterText("anna@example")
        #expect(welcome.emailTextField.errorText == nil)
        welcome.primaryActionButton.tap()
        #expect(welcome.emailTextField.errorText == "Enter an e-mail address like name@company.com.")
        welcome.emailTextField.enterText(String(repeating: "a", count: 300) + "@example.com")
        welcome.primaryActionButton.tap()
        #expect(welcome.emailTextField.errorText == "An e-mail address has at most 254 characters.")
        #expect(delegate.calls.isEmpty)
    }

    @Test func aValidAddressWaitsForTheDelegateAndShowsItsAnswer() throws {
        let welcome = WelcomeScreen(themeRegistry: try onboardingRegistry())
        let delegate = RecordingWelcomeDelegate()
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: welcome)
        welcome.state = .notConfigured
        welcome.configurationOptions = .discoveryService
        welcome.delegate = delegate
        welcome.loadViewIfNeeded()
        welcome.emailTextField.enterText("  anna@example.com ")
        welcome.primaryActionButton.tap()
        #expect(delegate.emails == ["anna@example.com"])
        #expect(welcome.isWaitingForDelegate)
        #expect(!welcome.loadingIndicatorView.isHidden)
        #expect(!welcome.emailTextField.isEnabled && !welcome.primaryActionButton.isEnabled)
        welcome.primaryActionButton.tap()
        #expect(delegate.emails.count == 1)
        welcome.finishEmailCheck(errorMessage: "No server is known for example.com.")
        #expect(!welcome.isWaitingForDelegate)
        #expect(welcome.loadingIndicatorView.isHidden)
        #expect(welcome.emailTextField.errorText == "No server is known for example.com.")
        #expect(welcome.emailTextField.isEnabled)
        welcome.finishEmailCheck(errorMessage: nil)
        #expect(diagnostics.diagnostics == [.answeredTwice(method: "welcomeController(_:shouldTryUserEmail:)")])
        #expect(welcome.emailTextField.errorText == "No server is known for example.com.")
    }

    @Test func aDelegateThatNeverAnswersIsReportedAfterTheTimeout() async throws {
        let clock = TestClock()
        let welcome = WelcomeScreen(themeRegistry: try onboardingRegistry(), clock: clock)
        let delegate = RecordingWelcomeDelegate()
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: welcome)
        welcome.delegateTimeout = .seconds(20)
        welcome.state = .notConfigured
        welcome.configurationOptions = .discoveryService
        welcome.delegate = delegate
        welcome.loadViewIfNeeded()
        welcome.emailTextField.enterText("anna@example.com")
        welcome.primaryActionButton.tap()
        _ = try await clock.advanceToNextSleeper(within: .seconds(20))
        try await waitUntil("the late-delegate diagnostic", seconds: 300) { !diagnostics.diagnostics.isEmpty }
        #expect(diagnostics.diagnostics == [.delegateDidNotRespond(method: "welcomeController(_:shouldTryUserEmail:)", timeout: .seconds(20))])
        #expect(welcome.loadingTextLabel.text == "This takes longer than usual. You can keep waiting or cancel.")
        #expect(welcome.isWaitingForDelegate)
    }

    @Test func aDeallocatedDelegateIsReportedAndShown() throws {
        let welcome = WelcomeScreen(themeRegistry: try onboardingRegistry())
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: welcome)
        do {
            let delegate = RecordingWelcomeDelegate()
            welcome.delegate = delegate
        }
        #expect(welcome.delegate == nil)
        welcome.loadViewIfNeeded()
        welcome.primaryActionButton.tap()
        #expect(diagnostics.diagnostics == [.delegateMissing(method: "shouldContinueUserOnboarding(_:)")])
        #expect(welcome.detailLabel.text == "This step cannot continue right now. Close the app and try again.")
        #expect(welcome.detailLabel.messageStyle == .error)
    }

    @Test func aMethodTheDelegateDoesNotImplementIsReported() throws {
        let welcome = WelcomeScreen(themeRegistry: try onboardingRegistry())
        let delegate = DemoOnlyWelcomeDelegate()
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: welcome)
        welcome.delegate = delegate
        welcome.state = .notConfigured
        welcome.configurationOptions = .discoveryService
        welcome.loadViewIfNeeded()
        welcome.emailTextField.enterText("anna@example.com")
        welcome.primaryActionButton.tap()
        #expect(diagnostics.diagnostics == [.delegateDidNotHandle(method: "welcomeController(_:shouldTryUserEmail:)")])
        #expect(welcome.emailTextField.errorText == "This step cannot continue right now. Close the app and try again.")
    }

    @Test func textsFollowTheLanguage() throws {
        let welcome = WelcomeScreen(themeRegistry: try onboardingRegistry(.dutch))
        welcome.isDemoAvailable = true
        welcome.loadViewIfNeeded()
        #expect(welcome.headlineLabel.text == "Welkom")
        #expect(welcome.primaryActionButton.title == "Starten")
        #expect(welcome.footnoteActionButton.title == "Probeer de demo")
        let swedish = WelcomeScreen(themeRegistry: try onboardingRegistry(.swedish))
        swedish.loadViewIfNeeded()
        #expect(swedish.headlineLabel.text == "Välkommen")
    }
}
