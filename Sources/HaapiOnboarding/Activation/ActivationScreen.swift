import HaapiUI
public import HaapiScreenKit
public import Logging

/// The activation screen (seed 002's `FUIActivationScreen`; `FUIActivationScreen`
/// is an alias), shown after the welcome screen when the app is not configured
/// and the person picks between an e-mail address and the QR code scanner.
///
/// Hierarchy (outlets, styled by `fdlFUIActivationScreen_<outlet>`):
/// `rootStackView` holding `headlineLabel`, `detailLabel`, `emailTextField`,
/// `primaryActionButton` (Next: checks the address, then
/// ``WelcomeControllerDelegate/welcomeController(_:shouldTryUserEmail:)``),
/// `loadingIndicatorView`, `subheadlineLabel` ("Or"), `secondaryActionButton`
/// (Scan: ``WelcomeControllerDelegate/welcomeController(_:willNavigateToScannerScreen:)``)
/// and `cancelButton` (back to the welcome screen).
@MainActor
open class ActivationScreen: WelcomeController {
    /// The outlets of the activation screen.
    public enum Outlet: String, ScreenOutletSet {
        case headlineLabel, detailLabel, emailTextField, primaryActionButton, loadingIndicatorView, subheadlineLabel
        case secondaryActionButton, cancelButton
    }

    nonisolated open override class var styleTarget: StyleTarget { .activationScreen }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }
    nonisolated open override class var navigationBarStyleClass: OnboardingStyleClass? { .activationNavigationBar }

    /// "Activation".
    public let headlineLabel = MessageView(identifier: Outlet.headlineLabel.rawValue, style: .heading, text: "")
    /// How to activate.
    public let detailLabel = MessageView(identifier: Outlet.detailLabel.rawValue, style: .content, text: "")
    /// Next: tries the e-mail address.
    public let primaryActionButton = Button(identifier: Outlet.primaryActionButton.rawValue, type: .primary, title: "")
    /// Shown while the delegate checks the address.
    public let loadingIndicatorView = LoadingIndicator(identifier: Outlet.loadingIndicatorView.rawValue)
    /// "Or", between the two ways.
    public let subheadlineLabel = Label(identifier: Outlet.subheadlineLabel.rawValue)
    /// Scan: opens the scanner.
    public let secondaryActionButton = Button(identifier: Outlet.secondaryActionButton.rawValue, type: .secondary, title: "", role: .secondary)
    /// Back to the screen before.
    public let cancelButton = Button(identifier: Outlet.cancelButton.rawValue, type: .text, title: "", role: .cancel)

    /// Creates the screen.
    public init(themeRegistry: ThemeRegistry, logger: Logger = Logger(label: "HaapiOnboarding"), clock: any Clock<Duration> = ContinuousClock()) {
        super.init(themeRegistry: themeRegistry, emailFieldIdentifier: Outlet.emailTextField.rawValue, logger: logger, clock: clock)
    }

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        headlineLabel.style = style(.activationHeadlineLabel)
        headlineLabel.text = text(.onboardingActivationHeadline)
        detailLabel.style = style(.activationDetailLabel)
        detailLabel.text = text(.onboardingActivationDetail)
        emailTextField.style = style(.activationEmailTextField)
        primaryActionButton.style = style(.activationPrimaryActionButton)
        primaryActionButton.title = text(.onboardingNext)
        primaryActionButton.action = { [weak self] in self?.submitEmail() }
        loadingIndicatorView.style = style(.activationLoadingIndicatorView)
        loadingIndicatorView.isHidden = true
        subheadlineLabel.style = style(.activationSubheadlineLabel)
        subheadlineLabel.text = text(.onboardingOr)
        secondaryActionButton.style = style(.activationSecondaryActionButton)
        secondaryActionButton.title = text(.onboardingScan)
        secondaryActionButton.action = { [weak self] in self?.navigateToScanner() }
        cancelButton.style = style(.activationCancelButton)
        cancelButton.title = text(.onboardingCancel)
        cancelButton.action = { [weak self] in self?.cancelTapped() }
        for view in [headlineLabel, detailLabel, emailTextField, primaryActionButton, loadingIndicatorView, subheadlineLabel,
                     secondaryActionButton, cancelButton] as [View] {
            rootStackView.addArrangedSubview(view)
        }
    }

    /// Goes back to the welcome screen; without one, the button is a no-op that is reported.
    open func cancelTapped() {
        if !goBack() {
            abandonWaiting()
            report(.delegateDidNotHandle(method: "cancel (no screen to go back to)"))
        }
    }

    /// Shows the loading indicator and locks the entry while the delegate checks.
    open override func waitingDidChange() {
        let waiting = isWaitingForDelegate
        loadingIndicatorView.setRunning(waiting)
        emailTextField.isEnabled = !waiting
        primaryActionButton.isEnabled = !waiting
        secondaryActionButton.isEnabled = !waiting
        progressDidChange()
    }

    /// Says that the answer takes long, under the field.
    open override func delegateIsLate() {
        emailTextField.errorText = text(.onboardingStillWaiting)
        contentDidChange()
    }
}
