public import HaapiUI
public import Logging

/// Changes the passcode (seed 002's `FUIPasscodeChangeController`;
/// `FUIPasscodeChangeController` is an alias): the current passcode on a
/// ``PasscodeInputController`` (mode `.matchForChange`, passcode only, wrong ones
/// counted by the same ``lockout``), then the new one on a
/// ``PasscodeCreateController`` (policy, validation, confirmation, mode `.change`).
///
/// Like the seed's navigation controller it shows its two screens one after the
/// other, in the container it is started in. Biometrics stay as they were: no
/// offer is made, and when a biometric copy existed it is replaced by the new
/// passcode after the delegate accepted it.
///
/// ```swift
/// let change = PasscodeChangeController(themeRegistry: registry)
/// change.passcodeControllerDelegate = storeDelegate
/// change.onFinish = { outcome in ... }
/// change.start(in: container)
/// ```
@MainActor
public final class PasscodeChangeController {
    /// How the change ended.
    public enum Outcome: Sendable, Hashable {
        /// The passcode was changed.
        case changed
        /// The person cancelled.
        case cancelled
        /// The retry limit was reached on the current passcode.
        case locked
    }

    /// The registry the screens use.
    public private(set) var themeRegistry: ThemeRegistry
    /// Made without a theme of its own (`createInstanceFromStoryboard()`): it takes the
    /// theme of the container it is started in.
    var takesContainerTheme = false
    /// Tries both passcodes (`.matchForChange`, then `.change`). Held weakly.
    public weak var passcodeControllerDelegate: (any PasscodeControllerDelegate)?
    /// Checks the new passcode. Held weakly.
    public weak var validationDelegate: (any PasscodeValidationDelegate)?
    /// What the new passcode must be.
    public var policy: PasscodePolicy = .standard
    /// Biometrics, whose copy is replaced when it exists.
    public var biometrics: (any BiometricAuthenticator)?
    /// As in ``PasscodeController/userIdentifier``.
    public var userIdentifier: String?
    /// As in ``PasscodeController/hashUserPasscode``.
    public var hashUserPasscode = false
    /// Counts wrong current passcodes.
    public var lockout: (any PasscodeTryCounter)?
    /// What happens at the retry limit.
    public var retryLimitAction: RetryLimitAction = .wipe
    /// The store ``RetryLimitAction/wipe`` destroys.
    public var secureStore: (any SecureStore)?
    /// Makes the screens (an app's subclasses).
    public var screenFactory = OnboardingScreenFactory()
    /// Where diagnostics go.
    public var logger: Logger
    /// The clock waits are timed with.
    public var clock: any Clock<Duration>
    /// Told how the change ended.
    public var onFinish: (@MainActor (Outcome) -> Void)?

    /// The screen on show: the current passcode's, then the new one's.
    public private(set) var currentScreen: PasscodeController?

    /// Creates the controller.
    public init(themeRegistry: ThemeRegistry, logger: Logger = Logger(label: "HaapiOnboarding"), clock: any Clock<Duration> = ContinuousClock()) {
        self.themeRegistry = themeRegistry
        self.logger = logger
        self.clock = clock
    }

    /// Shows the current passcode's screen in `container`.
    public func start(in container: ScreenContainerViewController) {
        if takesContainerTheme { themeRegistry = container.themeRegistry }
        let input = screenFactory.passcodeInput(themeRegistry, .matchForChange)
        configure(input)
        input.isToShowCancelBarItem = true
        input.lockout = lockout
        input.retryLimitAction = retryLimitAction
        input.secureStore = secureStore
        input.onUnlock = { [weak self, weak container] _ in
            guard let self, let container else { return }
            Task { @MainActor in await self.askNewPasscode(in: container) }
        }
        input.onFinish = { [weak self] step in self?.onFinish?(step == .locked ? .locked : .cancelled) }
        show(input, in: container)
    }

    private func askNewPasscode(in container: ScreenContainerViewController) async {
        var hasCopy = false
        if let biometrics { hasCopy = await biometrics.hasSecret(account: PasscodeController.biometricAccount(for: userIdentifier)) }
        let create = screenFactory.passcodeCreate(themeRegistry, .change, hasCopy ? .replace : .notOffered)
        configure(create)
        create.validationDelegate = validationDelegate
        create.onFinish = { [weak self] step in
            if case .finished = step { self?.onFinish?(.changed) } else { self?.onFinish?(.cancelled) }
        }
        show(create, in: container)
    }

    private func configure(_ screen: PasscodeController) {
        screen.delegate = passcodeControllerDelegate
        screen.policy = policy
        screen.biometrics = biometrics
        screen.userIdentifier = userIdentifier
        screen.hashUserPasscode = hashUserPasscode
        screen.logger = logger
        screen.clock = clock
        screen.screenFactory = screenFactory
    }

    private func show(_ screen: PasscodeController, in container: ScreenContainerViewController) {
        currentScreen = screen
        container.showScreen(screen)
    }
}
