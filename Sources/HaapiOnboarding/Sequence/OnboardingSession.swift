import Foundation
import HaapiClient
public import HaapiFlow
public import HaapiUI
public import Logging

/// Runs an onboarding — welcome, activation or scanner, EULA, consents, login —
/// in one container, following ``OnboardingStateMachine`` and saving it in an
/// ``OnboardingStore`` after every step, so that a killed app resumes where it was.
///
/// The session is the delegate of every screen it shows; it asks the app only
/// what the app must decide (``OnboardingSessionDelegate``: the server for an
/// e-mail address or a QR code, the login). Run it with any renderer:
///
/// ```swift
/// let session = try OnboardingSession(configuration: configuration, themeRegistry: registry,
///                                     store: FileOnboardingStore(fileURL: stateFile), delegate: appDelegate)
/// let outcome = await session.run(renderer: renderer)
/// if let tokens = outcome.tokens { signedIn(tokens) }
/// ```
@MainActor
public final class OnboardingSession: ScreenSession<OnboardingOutcome> {
    /// Where the session asks the app. Held weakly.
    public weak var delegate: (any OnboardingSessionDelegate)?
    /// The app's camera for the scanner, if it has one.
    public var qrCodeSource: (any QRCodeSource)?
    /// Where the scanner takes a picture of the code from besides the camera: a path on
    /// this machine (the default: a terminal, an app) or an upload (a host serving
    /// browsers must choose ``ScanImageInput/upload``, so that no path on it is read).
    public var scanImageInput: ScanImageInput = .filePath
    /// The layouts (customisation method 1) of the onboarding screens, by screen
    /// name (`FUIWelcomeScreen`, `FUIEULAView`, ...): pass the application's
    /// `HaapiUI/HaapiUIKitApplication/viewControllerFactoryRegistry` so that the
    /// layouts registered there apply to every screen the session shows.
    public var layouts = ViewControllerFactoryRegistry()
    /// How the session and its screens make screens: the stock classes unless the
    /// app gives its subclasses.
    public var screenFactory = OnboardingScreenFactory()
    /// Opens the consent pages' "Learn more" links (only `https`; see ``WebViewContainer``).
    public var urlOpener: any URLOpener = SystemURLOpener()
    /// Told about the screens' diagnostics and the session's own (a store that fails).
    public var onDiagnostic: (@MainActor (OnboardingDiagnostic) -> Void)?
    /// The container the screens show in.
    public let onboardingContainer: OnboardingContainerViewController
    /// The sequence as it stands.
    public private(set) var sequence: OnboardingStateMachine

    let store: any OnboardingStore
    let logger: Logger
    let clock: any Clock<Duration>
    var themeRegistry: ThemeRegistry { onboardingContainer.themeRegistry }
    private var ending: CheckedContinuation<OnboardingOutcome, Never>?
    private var storeWork: Task<Void, Never>?
    /// The login under way, if any.
    public private(set) var loginSession: HaapiFlowSession?
    private var loginResult: FlowResult?
    /// How the passcode is created, when the configuration creates one.
    let passcodeSetup: OnboardingPasscodeSetup?
    /// The delegate of the passcode create controller (held here: controllers hold delegates weakly).
    var passcodeDelegate: SecureStorePasscodeDelegate?
    /// How the passcode step ended, when it ran.
    var passcodeResult: PasscodeCreateStateMachine.Step?
    /// The tokens of the login, once it gave some.
    var loginTokens: OAuthTokens? {
        if case .tokens(let tokens) = loginResult { tokens } else { nil }
    }

    /// Creates a session; `themeRegistry` must have ``HaapiScreenKit/ScreenKitModule/onboarding`` registered.
    ///
    /// `passcode` says how the passcode is created when `configuration` creates one.
    ///
    /// - Throws: ``OnboardingConfigurationError`` naming every problem of `configuration`.
    public init(
        configuration: OnboardingConfiguration, themeRegistry: ThemeRegistry, store: any OnboardingStore = InMemoryOnboardingStore(),
        passcode: OnboardingPasscodeSetup? = nil, delegate: (any OnboardingSessionDelegate)?,
        logger: Logger = Logger(label: "HaapiOnboarding"), clock: any Clock<Duration> = ContinuousClock()
    ) throws(OnboardingConfigurationError) {
        var problems = configuration.problems
        if configuration.createsPasscode, passcode == nil { problems.append("passcode: createsPasscode needs an OnboardingPasscodeSetup") }
        if !configuration.createsPasscode, passcode != nil { problems.append("passcode: a setup is given but createsPasscode is false") }
        guard problems.isEmpty else { throw OnboardingConfigurationError(problems: problems) }
        self.passcodeSetup = passcode
        guard themeRegistry.moduleNames.contains(ScreenKitModule.onboarding.name) else {
            throw OnboardingConfigurationError(problems: ["themeRegistry: register ScreenKitModule.onboarding first"])
        }
        self.sequence = OnboardingStateMachine(configuration: configuration)
        self.store = store
        self.delegate = delegate
        self.logger = logger
        self.clock = clock
        onboardingContainer = OnboardingContainerViewController(themeRegistry: themeRegistry)
        super.init(screenContainer: onboardingContainer, cancelledOutcome: OnboardingOutcome(end: .cancelled))
        onboardingContainer.onClose = { [weak self] in self?.handle(.cancelled) }
    }

    // MARK: ScreenSession

    /// Resumes a saved sequence of the same configuration (or starts) and runs until the end.
    public override func perform() async -> OnboardingOutcome {
        await resumeSavedSequence()
        return await withCheckedContinuation { continuation in
            ending = continuation
            handle(.start)
        }
    }

    /// Cancels the login under way, if any, and ends as cancelled; returns once the saved
    /// state is written (a cancel's grace period may end the session before that on a
    /// busy machine, and the next start must resume where the person was).
    public override func requestCancel() async {
        if let loginSession { await loginSession.cancel() }
        handle(.cancelled)
        await storeWork?.value
    }

    private func resumeSavedSequence() async {
        do {
            guard let saved = try await store.load() else { return }
            if saved.configuration == sequence.configuration, saved.step != .finished {
                sequence = saved
                logger.info("onboarding resumes at \(saved.step.rawValue)")
            } else {
                logger.info("the saved onboarding belongs to another configuration; starting again")
            }
        } catch {
            storeFailed(error)
        }
    }

    // MARK: Events and effects

    /// Feeds `event` to the sequence and performs its effects.
    func handle(_ event: OnboardingEvent) {
        for effect in sequence.handle(event) {
            switch effect {
            case .show(let step): show(step)
            case .persist: persist()
            case .clearPersisted: clearPersisted()
            case .startLogin(let server): startLogin(server)
            case .finish(let end): finish(end)
            }
        }
    }

    private func persist() {
        let snapshot = sequence
        enqueueStoreWork { store throws(OnboardingStoreError) in try await store.save(snapshot) }
    }

    private func clearPersisted() {
        enqueueStoreWork { store throws(OnboardingStoreError) in try await store.clear() }
    }

    /// Runs store work in order, one at a time.
    private func enqueueStoreWork(_ work: @escaping @Sendable (any OnboardingStore) async throws(OnboardingStoreError) -> Void) {
        let previous = storeWork
        let store = self.store
        storeWork = Task { @MainActor [weak self] in
            await previous?.value
            do throws(OnboardingStoreError) {
                try await work(store)
            } catch {
                self?.storeFailed(error)
            }
        }
    }

    private func storeFailed(_ error: OnboardingStoreError) {
        logger.warning("onboarding state: \(error)")
        onDiagnostic?(.storeFailed(error))
    }

    private func finish(_ end: OnboardingStateMachine.End) {
        let outcome = OnboardingOutcome(
            end: end, server: sequence.server, consentResponses: sequence.consentResponses, loginResult: loginResult,
            passcode: passcodeResult)
        let pending = storeWork
        Task { @MainActor in
            await pending?.value
            self.ending?.resume(returning: outcome)
            self.ending = nil
        }
    }

    // MARK: Screens

    private func show(_ step: OnboardingStateMachine.Step) {
        onboardingContainer.headerView.isHidden = false
        switch step {
        case .welcome: onboardingContainer.showScreen(makeWelcome())
        case .activation: onboardingContainer.showScreen(makeActivation())
        case .scanner: onboardingContainer.showScreen(makeScanner())
        case .scanConfirmation: showScanConfirmation()
        case .eula: onboardingContainer.showScreen(makeEULA())
        case .consents: onboardingContainer.showScreen(makeConsents())
        case .passcode: showPasscode()
        case .notStarted, .login, .finished: break
        }
    }

    /// Gives a new screen the session's logger, clock, diagnostics and registered layout.
    func prepare(_ screen: OnboardingScreen) {
        if screen.layout == nil, !screen.isViewLoaded {
            screen.layout = layouts.layout(for: type(of: screen).screenName)
        }
        screen.logger = logger
        screen.clock = clock
        screen.onDiagnostic = { [weak self] diagnostic in self?.onDiagnostic?(diagnostic) }
        // The confirmation is opened by the scanner, never seen here: its layout comes with the factory.
        var factory = screenFactory
        let makeConfirmation = factory.scanConfirmation
        let layouts = self.layouts
        factory.scanConfirmation = { registry in
            let confirmation = makeConfirmation(registry)
            if confirmation.layout == nil { confirmation.layout = layouts.layout(for: type(of: confirmation).screenName) }
            return confirmation
        }
        screen.screenFactory = factory
    }

    func makeWelcome() -> WelcomeScreen {
        let configuration = sequence.configuration
        let welcome = screenFactory.welcome(themeRegistry)
        prepare(welcome)
        welcome.state = configuration.welcomeState
        welcome.configurationOptions = configuration.configurationOptions
        welcome.isDemoAvailable = configuration.isDemoAvailable
        // The configuration's words and logo; the screen keeps them over its keyed defaults.
        welcome.applicationName = configuration.welcome.applicationName
        if let detail = configuration.welcome.detailText { welcome.detailLabel.text = detail }
        if let logo = configuration.welcome.logoImageName { welcome.logoImageView.image = .named(logo) }
        welcome.delegate = self
        if let email = sequence.email { welcome.emailTextField.setText(email) }
        return welcome
    }

    func makeActivation() -> ActivationScreen {
        let activation = screenFactory.activation(themeRegistry)
        prepare(activation)
        activation.delegate = self
        activation.previousScreen = makeWelcome()
        configure(activation)
        if let email = sequence.email { activation.emailTextField.setText(email) }
        return activation
    }

    /// What the session sets on an activation screen, made here or opened by the welcome screen.
    func configure(_ activation: ActivationScreen) {
        activation.onGoBack = { [weak self] _ in self?.handle(.wentBack(to: .welcome)) }
    }

    private func makeScanner() -> OnboardingScanViewController {
        let scanner = screenFactory.scanner(themeRegistry)
        prepare(scanner)
        let options = sequence.configuration.configurationOptions
        scanner.previousScreen = options.contains(.discoveryService) ? makeActivation() : makeWelcome()
        configure(scanner)
        return scanner
    }

    /// What the session sets on a scanner, made here or opened by the welcome or activation screen.
    func configure(_ scanner: OnboardingScanViewController) {
        scanner.delegate = self
        scanner.qrCodeSource = qrCodeSource
        scanner.imageInput = scanImageInput
        scanner.onGoBack = { [weak self] previous in
            self?.handle(.wentBack(to: previous is ActivationScreen ? .activation : .welcome))
        }
    }

    private func showScanConfirmation() {
        let scanner = makeScanner()
        onboardingContainer.showScreen(scanner)
        scanner.showConfirmation(payload: "", serverName: sequence.pendingServer?.name ?? "")
    }

    // MARK: Login

    private func startLogin(_ server: OnboardingServer?) {
        guard let delegate else {
            onDiagnostic?(.delegateMissing(method: "onboardingSession(_:loginSessionFor:)"))
            return handle(.loginFinished(.failed(message: "no delegate makes the login")))
        }
        let flow: HaapiFlowSession
        do {
            flow = try delegate.onboardingSession(self, loginSessionFor: server)
        } catch {
            let message = String(describing: error)
            logger.warning("the login cannot start", metadata: ["error": .string(message)])
            onboardingContainer.showBanner(kind: .error, title: nil, message: themeRegistry.text(.onboardingLoginUnavailable))
            return handle(.loginFinished(.failed(message: message)))
        }
        loginSession = flow
        let flowContainer = flow.flowViewController
        flowContainer.loadViewIfNeeded()
        // The login's Close ends the onboarding as the onboarding's own does: shown
        // where that one is (a web page), hidden where the renderer hides it (a
        // terminal, where Ctrl-C ends it).
        flowContainer.closeButton.isHidden = onboardingContainer.closeButton.isHidden
        flowContainer.onDisplayChange = { [weak self] change in self?.onboardingContainer.displayChanged(change) }
        onboardingContainer.showScreen(flowContainer)
        // The login's container has its own header ("Sign in", and Close where the onboarding shows one).
        onboardingContainer.headerView.isHidden = true
        Task { @MainActor [weak self] in
            let result = await flow.run()
            // The ended login's screen says nothing more: the next screen replaces it.
            flowContainer.onDisplayChange = nil
            guard let self else { return }
            self.loginSession = nil
            self.loginResult = result
            self.handle(.loginFinished(Self.loginEnd(of: result)))
        }
    }

    static func loginEnd(of result: FlowResult) -> OnboardingStateMachine.LoginEnd {
        switch result {
        case .tokens: .succeeded
        case .cancelled: .cancelled
        case .oauthError(let error): .failed(message: String(describing: error))
        case .failed(let error): .failed(message: String(describing: error))
        }
    }
}
