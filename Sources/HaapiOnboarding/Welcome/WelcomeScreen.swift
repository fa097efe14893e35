import HaapiUI
public import HaapiScreenKit
public import Logging

/// The welcome (launch) screen of an onboarding (seed 002's `FUIWelcomeScreen`;
/// `FUIWelcomeScreen` is an alias): the app's name, how to start, an optional demo.
///
/// What it offers follows its ``state`` and ``configurationOptions`` (the five
/// launch settings, see ``WelcomeControllerConfigurationOption``): Start
/// (configured), an e-mail address (discovery service), Scan (scanner), Start
/// leading to the activation screen (both), or only the instructions (link).
///
/// Hierarchy (outlets, styled by `fdlFUIWelcomeScreen_<outlet>`): `rootStackView`
/// holding `logoImageView`, `headlineImageView`, `headlineLabel`, `detailLabel`,
/// `emailTextField`, `primaryActionButton`, `loadingIndicatorView` (with
/// `activityIndicator` and `textLabel`), `footnoteLabel` and
/// `footnoteActionButton` (the demo). Views a setting does not use are hidden.
///
/// ```swift
/// let welcome = WelcomeScreen(themeRegistry: registry)   // registry with ScreenKitModule.onboarding
/// welcome.state = .notConfigured
/// welcome.configurationOptions = .discoveryService
/// welcome.isDemoAvailable = true
/// welcome.delegate = self
/// container.showScreen(welcome)
/// ```
@MainActor
open class WelcomeScreen: WelcomeController {
    /// The outlets of the welcome screen.
    public enum Outlet: String, ScreenOutletSet {
        case logoImageView, headlineImageView, headlineLabel, detailLabel, emailTextField, primaryActionButton
        case loadingIndicatorView, footnoteLabel, footnoteActionButton
        public static let containers: Set<Outlet> = [.loadingIndicatorView]
    }

    nonisolated open override class var styleTarget: StyleTarget { .welcomeScreen }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }
    nonisolated open override class var navigationBarStyleClass: OnboardingStyleClass? { .welcomeNavigationBar }
    nonisolated open override class var navigationCancelStyleClass: OnboardingStyleClass? { .welcomeCancelButton }

    /// Configured or not; set before the screen shows.
    public var state: WelcomeControllerState = .isConfigured { didSet { if isViewLoaded { applySetting() } } }
    /// How an unconfigured app obtains its configuration; ignored when configured.
    public var configurationOptions: WelcomeControllerConfigurationOption = [] { didSet { if isViewLoaded { applySetting() } } }
    /// Whether the demo is offered.
    public var isDemoAvailable = false { didSet { if isViewLoaded { applySetting() } } }
    /// The application's name, shown in the headline ("Welcome to …"); `nil` keeps the
    /// plain keyed greeting. Text the app put in ``headlineLabel`` itself wins over both.
    public var applicationName: String? { didSet { if isViewLoaded { applySetting() } } }

    /// The launch setting ``state`` and ``configurationOptions`` make.
    public var launchSetting: WelcomeLaunchSetting { WelcomeLaunchSetting(state: state, options: configurationOptions) }

    /// The company logo (`image-name` of `fdlFUIWelcomeScreen_logoImageView` sets it too).
    public let logoImageView = ImageView(identifier: Outlet.logoImageView.rawValue)
    /// An image above the headline.
    public let headlineImageView = ImageView(identifier: Outlet.headlineImageView.rawValue)
    /// The app's name or a greeting.
    public let headlineLabel = MessageView(identifier: Outlet.headlineLabel.rawValue, style: .heading, text: "")
    /// How to start; set its text to the app's own words after the view loaded.
    public let detailLabel = MessageView(identifier: Outlet.detailLabel.rawValue, style: .content, text: "")
    /// Start, Next or Scan, by setting.
    public let primaryActionButton = Button(identifier: Outlet.primaryActionButton.rawValue, type: .primary, title: "")
    /// Shown while the delegate checks an e-mail address.
    public let loadingIndicatorView = StackView(identifier: Outlet.loadingIndicatorView.rawValue, axis: .horizontal)
    /// The spinner of ``loadingIndicatorView``.
    public let activityIndicator = LoadingIndicator(identifier: "activityIndicator")
    /// The text of ``loadingIndicatorView``.
    public let loadingTextLabel = Label(identifier: "textLabel")
    /// The question before the demo ("Want to explore?").
    public let footnoteLabel = Label(identifier: Outlet.footnoteLabel.rawValue)
    /// Starts the demo.
    public let footnoteActionButton = Button(identifier: Outlet.footnoteActionButton.rawValue, type: .link, title: "", role: .secondary)

    /// Creates the screen.
    public init(themeRegistry: ThemeRegistry, logger: Logger = Logger(label: "HaapiOnboarding"), clock: any Clock<Duration> = ContinuousClock()) {
        super.init(themeRegistry: themeRegistry, emailFieldIdentifier: Outlet.emailTextField.rawValue, logger: logger, clock: clock)
    }

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        logoImageView.style = style(.welcomeLogoImageView)
        // A logo the app set before the view loaded wins over the style sheet's `image-name`.
        if logoImageView.image == nil { logoImageView.image = logoImageView.style.imageName(.imageName).map(ImageSource.named) }
        logoImageView.accessibilityLabel = text(.onboardingLogo)
        headlineImageView.style = style(.welcomeHeadlineImageView)
        if headlineImageView.image == nil { headlineImageView.image = headlineImageView.style.imageName(.imageName).map(ImageSource.named) }
        headlineLabel.style = style(.welcomeHeadlineLabel)
        detailLabel.style = style(.welcomeDetailLabel)
        emailTextField.style = style(.welcomeEmailTextField)
        primaryActionButton.style = style(.welcomePrimaryActionButton)
        primaryActionButton.action = { [weak self] in self?.primaryActionTapped() }
        loadingIndicatorView.style = style(.welcomeLoadingIndicatorView)
        activityIndicator.style = style(.welcomeLoadingIndicatorActivityIndicator)
        loadingTextLabel.style = style(.welcomeLoadingIndicatorTextLabel)
        loadingTextLabel.text = text(.onboardingChecking)
        loadingIndicatorView.addArrangedSubview(activityIndicator)
        loadingIndicatorView.addArrangedSubview(loadingTextLabel)
        loadingIndicatorView.isHidden = true
        footnoteLabel.style = style(.welcomeFootnoteLabel)
        footnoteLabel.text = text(.onboardingWelcomeFootnote)
        footnoteActionButton.style = style(.welcomeFootnoteActionButton)
        footnoteActionButton.title = text(.onboardingWelcomeDemo)
        footnoteActionButton.action = { [weak self] in self?.demoTapped() }
        for view in [logoImageView, headlineImageView, headlineLabel, detailLabel, emailTextField, primaryActionButton,
                     loadingIndicatorView, footnoteLabel, footnoteActionButton] as [View] {
            rootStackView.addArrangedSubview(view)
        }
        applySetting()
    }

    /// Shows what the launch setting offers. The headline and the instructions are
    /// the screen's keyed texts only while the app has not put its own words there
    /// (seed 002 sets `detailLabel.text` after the view loaded): those are kept.
    func applySetting() {
        let setting = launchSetting
        logoImageView.isHidden = logoImageView.image == nil
        headlineImageView.isHidden = headlineImageView.image == nil
        let headline = applicationName.map { text(.onboardingWelcomeHeadlineApplication, .text($0)) } ?? text(.onboardingWelcomeHeadline)
        writeDefault(headline, in: headlineLabel, lastWritten: &writtenHeadline)
        writeDefault(text(Self.detailKey(for: setting)), in: detailLabel, lastWritten: &writtenDetail)
        emailTextField.isHidden = setting != .withDiscoveryService
        primaryActionButton.isHidden = setting == .withLink
        primaryActionButton.title = text(Self.primaryKey(for: setting))
        footnoteLabel.isHidden = !isDemoAvailable
        footnoteActionButton.isHidden = !isDemoAvailable
        contentDidChange()
    }

    /// The headline and the detail the screen itself wrote last; a label holding
    /// anything else holds the app's words.
    private var writtenHeadline: String?
    private var writtenDetail: String?

    /// Puts the screen's `text` in `label` unless the app wrote its own there.
    static func detailKey(for setting: WelcomeLaunchSetting) -> StringKey {
        switch setting {
        case .standard: .onboardingWelcomeDetailConfigured
        case .withLink: .onboardingWelcomeDetailLink
        case .withDiscoveryService: .onboardingWelcomeDetailDiscovery
        case .withScanner: .onboardingWelcomeDetailScanner
        case .withActivation: .onboardingWelcomeDetailActivation
        }
    }

    static func primaryKey(for setting: WelcomeLaunchSetting) -> StringKey {
        switch setting {
        case .standard, .withActivation, .withLink: .onboardingStart
        case .withDiscoveryService: .onboardingNext
        case .withScanner: .onboardingScan
        }
    }

    // MARK: Actions

    /// What the primary button does in the current launch setting.
    open func primaryActionTapped() {
        switch launchSetting {
        case .standard:
            guard let delegate else { return delegateMissing("shouldContinueUserOnboarding(_:)") }
            delegate.shouldContinueUserOnboarding(self)
        case .withDiscoveryService:
            submitEmail()
        case .withScanner:
            navigateToScanner()
        case .withActivation:
            navigateToActivation()
        case .withLink:
            break
        }
    }

    /// The demo was chosen.
    open func demoTapped() {
        guard isDemoAvailable else { return }
        guard let delegate else { return delegateMissing("didSelectDemoMode(_:)") }
        delegate.didSelectDemoMode(self)
    }

    /// Shows the activation screen in this screen's container after telling the delegate.
    public func navigateToActivation() {
        guard let delegate else { return delegateMissing("welcomeController(_:willNavigateToActivationScreen:)") }
        let activation = opened(screenFactory.activation(themeRegistry))
        activation.delegate = delegate
        delegate.welcomeController(self, willNavigateToActivationScreen: activation)
        screenContainer?.showScreen(activation)
    }

    /// Shows the loading indicator and locks the entry while the delegate checks.
    open override func waitingDidChange() {
        let waiting = isWaitingForDelegate
        loadingTextLabel.text = text(.onboardingChecking)
        loadingIndicatorView.isHidden = !waiting
        if waiting { activityIndicator.startAnimating() } else { activityIndicator.stopAnimating() }
        emailTextField.isEnabled = !waiting
        primaryActionButton.isEnabled = !waiting
        progressDidChange()
    }

    /// Says that the answer takes long; the person may wait or use the demo.
    open override func delegateIsLate() {
        loadingTextLabel.text = text(.onboardingStillWaiting)
        contentDidChange()
    }

    /// Shows `message` under the e-mail field, or in the detail when there is no field.
    open override func showError(_ message: String?) {
        if emailTextField.isHidden, let message {
            detailLabel.text = message
            writtenDetail = message
            detailLabel.messageStyle = .error
            contentDidChange()
        } else {
            super.showError(message)
        }
    }
}
