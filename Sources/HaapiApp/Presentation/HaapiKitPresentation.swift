import Foundation
public import HaapiOnboarding
public import HaapiUI

/// A flow of the facade on screen (what seed 003's APIs return as a navigation
/// controller): the app presents it by running it with its renderer, and it ends by
/// itself when its flow ends, with a ``HaapiKitOutcome``.
///
/// ```swift
/// let presentation = HaapiKit.sharedInstance.qrScanFlow(showDialogOnFail: true, success: { _ in }, failure: { _ in })
/// let outcome = await presentation.run(renderer: renderer)
/// ```
///
/// Where a step fails and the person can do something about it, the presentation
/// offers it (try again, open settings, close); the error ends the presentation
/// only when the flow cannot go on. Its close button ends it with
/// ``HaapiKitError/flowCancelled`` (``HaapiKitError/flowClosed`` on the QR scanner).
@MainActor
public final class HaapiKitPresentation: ScreenSession<HaapiKitOutcome> {
    /// What a presentation does.
    enum Start {
        case route(HaapiKitRoute)
        case scan(showDialogOnFail: Bool)
        case unlock(HaapiKitUnlockSetup)
        case failure(HaapiKitError)
        /// A recognised input that cannot be used: shown, then the presentation ends with it.
        case unusable(HaapiKitError)
    }

    /// The container the flow's screens show in.
    public let container: OnboardingContainerViewController
    let start: Start
    weak var kit: HaapiKit?
    let configured: HaapiKit.Configured?
    /// The login or onboarding under way, to cancel with the presentation.
    var innerCancel: (@MainActor () async -> Void)?
    /// The onboarding on screen and what answers it, while one runs (an activation link
    /// that arrives is handed to it).
    var onboarding: (session: OnboardingSession, adapter: OnboardingAdapter)?
    /// The login the presentation runs itself, while one runs.
    var loginSession: HaapiFlowSession?
    /// The login on screen now, if any: the presentation's own or its onboarding's.
    package var visibleLoginSession: HaapiFlowSession? { loginSession ?? onboarding?.session.loginSession }
    /// The question the person is asked now, if any, and what relays its answer.
    private var pendingChoice: CheckedContinuation<Choice, Never>?
    private var choiceRelay: ChoiceRelay?

    init(start: Start, kit: HaapiKit?, configured: HaapiKit.Configured?, themeRegistry: ThemeRegistry) {
        self.start = start
        self.kit = kit
        self.configured = configured
        container = OnboardingContainerViewController(themeRegistry: themeRegistry)
        let cancelled: HaapiKitOutcome
        switch start {
        case .failure(let error), .unusable(let error): cancelled = .failure(error)
        default: cancelled = .failure(.flowCancelled)
        }
        super.init(screenContainer: container, cancelledOutcome: cancelled)
        container.onClose = { [weak self] in
            guard let self else { return }
            Task { @MainActor in await self.cancel() }
        }
        // The header says what the presentation is for (the onboarding container's own title is "Set up").
        switch start {
        case .scan: container.title = container.text(.appScanTitle)
        case .route(.approveSignIn): container.title = container.text(.appScanApproval)
        case .unlock: container.title = container.text(.appUnlockTitle)
        default: container.title = container.text(.flowTitle)
        }
    }

    /// Runs the flow the presentation was made for.
    public override func perform() async -> HaapiKitOutcome {
        switch start {
        case .failure(let error):
            return .failure(error)
        case .unusable(let error):
            _ = await showError(error.presentation)
            return .failure(error)
        case .route(let route):
            return await run(route)
        case .scan(let showDialogOnFail):
            return await scan(showDialogOnFail: showDialogOnFail)
        case .unlock(let setup):
            return await unlock(setup)
        }
    }

    /// Cancels the login or onboarding under way and ends with the close button's error.
    public override func requestCancel() async {
        let choice = pendingChoice
        pendingChoice = nil
        choiceRelay = nil
        choice?.resume(returning: .closed)
        await innerCancel?()
    }

    /// Runs the flow of `route`.
    func run(_ route: HaapiKitRoute) async -> HaapiKitOutcome {
        guard let configured else { return .failure(.notConfigured) }
        switch route {
        case .login(let parameters):
            return await login(parameters.authorizationParameters).map(HaapiKitResult.signedIn)
        case .approveSignIn(let request):
            return await approve(request, configured: configured)
        case .onboarding(let configuration):
            return await onboard(configurationJSON: configuration, activationCode: nil, configured: configured)
        case .activation(let code):
            guard !configured.secret.featureFlags.contains(.disableProductRegistration) else {
                return .failure(.productRegistrationNotAllowed)
            }
            return await onboard(configurationJSON: nil, activationCode: code, configured: configured)
        case .appAction(let action):
            return await runAppAction(action)
        }
    }

    // MARK: Asking the person

    /// What the person chose on a question screen.
    enum Choice { case primary, secondary, closed }

    /// Shows a question (an information screen with up to two buttons) and waits for the answer.
    func ask(title: String, message: String, primary: String, secondary: String?) async -> Choice {
        let screen = InfoViewController(themeRegistry: container.themeRegistry)
        screen.titleText = title
        screen.informationText = message
        screen.primaryButtonTitle = primary
        if let secondary { screen.secondaryButtonTitle = secondary } else { screen.secondaryButton.isHidden = true }
        let answers = ChoiceRelay()
        choiceRelay = answers
        screen.delegate = answers
        container.headerView.isHidden = false
        container.showScreen(screen)
        return await withCheckedContinuation { continuation in
            pendingChoice = continuation
            answers.onChoice = { [weak self] choice in
                guard let self, let pending = self.pendingChoice else { return }
                self.pendingChoice = nil
                self.choiceRelay = nil
                pending.resume(returning: choice)
            }
        }
    }

    /// What the person chose on an error screen.
    enum ErrorChoice { case tryAgain, close }

    /// Shows a failure in the person's words (the seed's error dialog: the failure is
    /// reported when it is dismissed) with the way out it allows, and waits for the answer:
    /// "Try again" where `canRetry` and trying again may help; "Open Settings" when the app
    /// gave a ``HaapiKit/settingsOpener``; the ``HaapiKit/supportContact`` (and "Contact
    /// support" when it opens) where only support can help. Close always.
    func showError(_ presentation: ErrorPresentation, canRetry: Bool = false) async -> ErrorChoice {
        let registry = container.themeRegistry
        var message = registry.text(presentation)
        var primary: (title: String, action: (@MainActor () -> Void)?)?
        switch presentation.recovery {
        case .tryAgain where canRetry, .startAgain where canRetry:
            primary = (container.text(.appTryAgain), nil)
        case .openSettings:
            if let opener = kit?.settingsOpener { primary = (container.text(.appOpenSettings), opener) }
        case .contactSupport:
            if let support = kit?.supportContact {
                message += "\n\n" + container.text(.appSupportContact, .text(support.text))
                if let open = support.open { primary = (container.text(.appContactSupport), open) }
            }
        default:
            break
        }
        guard let primary else {
            _ = await ask(title: registry.title(presentation), message: message, primary: container.text(.appClose), secondary: nil)
            return .close
        }
        let choice = await ask(title: registry.title(presentation), message: message, primary: primary.title, secondary: container.text(.appClose))
        guard choice == .primary else { return .close }
        guard let action = primary.action else { return .tryAgain }
        action()
        return .close
    }

    /// Shows another container's screens (a login's, an onboarding's) inside this one.
    func embed(_ inner: ScreenContainerViewController) {
        inner.loadViewIfNeeded()
        // A renderer that hid the close button (the terminal closes with Ctrl-C) hides the inner one too.
        inner.closeButton.isHidden = container.closeButton.isHidden
        inner.onDisplayChange = { [weak self] change in self?.container.displayChanged(change) }
        container.showScreen(inner)
        // The inner container has its own header and close button.
        container.headerView.isHidden = true
    }

    /// Ends showing `inner` (its later changes are not reported).
    func unembed(_ inner: ScreenContainerViewController) {
        inner.onDisplayChange = nil
        container.headerView.isHidden = false
    }
}

/// Passes an information screen's button taps on as a ``HaapiKitPresentation/Choice``
/// (the screen holds its delegate weakly: the presentation keeps the relay).
@MainActor
final class ChoiceRelay: InfoViewControllerDelegate {
    var onChoice: ((HaapiKitPresentation.Choice) -> Void)?

    func infoViewControllerDidTapPrimaryButton(_ controller: InfoViewController) { answer(.primary) }
    func infoViewControllerDidTapSecondaryButton(_ controller: InfoViewController) { answer(.secondary) }

    private func answer(_ choice: HaapiKitPresentation.Choice) {
        let handler = onChoice
        onChoice = nil
        handler?(choice)
    }
}
