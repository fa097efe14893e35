import HaapiOnboarding
import HaapiUI

/// One onboarding screen shown alone in an onboarding container, answered by a
/// ``DemoScreenDelegate``: the session `haapi screen` runs.
@MainActor
final class DemoScreenSession: ScreenSession<DemoScreenOutcome> {
    let screen: DemoScreen
    private let container: OnboardingContainerViewController
    private let delegate: DemoScreenDelegate
    private var ending: CheckedContinuation<DemoScreenOutcome, Never>?

    init(_ screen: DemoScreen, themeRegistry: ThemeRegistry) {
        self.screen = screen
        container = OnboardingContainerViewController(themeRegistry: themeRegistry)
        delegate = DemoScreenDelegate(themeRegistry: themeRegistry)
        super.init(screenContainer: container, cancelledOutcome: .cancelled)
        container.onClose = { [weak self] in self?.end(.cancelled) }
        delegate.onEnd = { [weak self] outcome in self?.end(outcome) }
    }

    /// Shows the screen and waits for its delegate's answer.
    override func perform() async -> DemoScreenOutcome {
        await withCheckedContinuation { continuation in
            ending = continuation
            container.title = container.themeRegistry.text(screen.headerKey)
            container.showScreen(makeScreen())
        }
    }

    /// Ends as cancelled.
    override func requestCancel() async {
        (container.currentScreen as? OnboardingScreen)?.abandonWaiting()
        end(.cancelled)
    }

    private func makeScreen() -> ScreenViewController {
        let registry = container.themeRegistry
        switch screen {
        case .multiUserPasscode:
            let controller = MultiUserPasscodeController(themeRegistry: registry)
            controller.dataSource = delegate
            controller.multiUserDelegate = delegate
            controller.isToShowCancelBarItem = true
            controller.titleLabel.text = "HaapiKit"     // the app's name: a name, not words to translate
            controller.onUnlock = { [weak self, weak controller] _ in
                self?.end(.unlocked(user: controller?.currentUser?.name ?? ""))
            }
            return controller
        case .basicAuthentication, .dynamicAuthentication:
            return screen.authenticationScreen(registry: registry, delegate: delegate) ?? ScreenViewController(themeRegistry: registry)
        case .consent:
            let content = DemoScreen.consentPage
            let controller = UserConsentPageViewController(themeRegistry: registry, page: UserConsentPage(title: content.title, body: content.body))
            controller.isMandatory = true
            controller.delegate = delegate
            return controller
        }
    }

    private func end(_ outcome: DemoScreenOutcome) {
        ending?.resume(returning: outcome)
        ending = nil
    }
}

extension DemoScreen {
    /// The container's header: the unlock screen is headed "Passcode" as `haapi unlock`
    /// is; the others are onboarding steps, headed "Set up" (the authentication screens
    /// carry "Sign in" as their own title, which a header would only repeat).
    var headerKey: StringKey {
        switch self {
        case .multiUserPasscode: .passcodeTitle
        case .basicAuthentication, .dynamicAuthentication, .consent: .onboardingTitle
        }
    }
}
