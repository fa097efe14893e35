public import HaapiUI
public import Logging

/// Runs one passcode flow over a ``SecureStore`` with any renderer — create,
/// unlock or change — and ends with what happened: the screen-kit session of the
/// passcode controllers (the terminal's `haapi unlock` runs one).
///
/// ```swift
/// let lockout = try PasscodeLockout(retryLimit: 10, store: FileLockoutRecordStore(url: lockoutURL), passcodeWitness: .secureStore(store))
/// let session = PasscodeSession(.unlock, themeRegistry: registry, store: store, lockout: lockout)
/// switch await session.run(renderer: renderer) {
/// case .unlocked: let tokens = try await SecureStoreTokenStore(store: store).load()
/// default: ...
/// }
/// ```
@MainActor
public final class PasscodeSession: ScreenSession<PasscodeSession.Outcome> {
    /// Which flow runs.
    public enum Kind: Sendable, Hashable {
        /// Create a passcode and the store (``PasscodeCreateController``).
        case create
        /// Unlock the store (``PasscodeInputController``).
        case unlock
        /// Change the passcode (``PasscodeChangeController``).
        case change
    }

    /// How the flow ended.
    public enum Outcome: Sendable, Hashable {
        /// A passcode and the store were created.
        case created(biometricsEnabled: Bool)
        /// The store was opened.
        case unlocked(usedBiometrics: Bool)
        /// The passcode was changed.
        case changed
        /// The person skipped creating a passcode.
        case skipped
        /// The person forgot the passcode and asked to start over.
        case resetRequested
        /// The retry limit was reached (`wiped`: the store was destroyed).
        case locked(wiped: Bool)
        /// The person cancelled.
        case cancelled
    }

    /// The flow that runs.
    public let kind: Kind
    /// The store the passcode protects.
    public let store: any SecureStore
    /// The controller on show (for a change: the current step's).
    public var controller: PasscodeController? {
        changeController?.currentScreen ?? (container.currentScreen as? PasscodeController)
    }

    private let container: OnboardingContainerViewController
    private let storeDelegate: SecureStorePasscodeDelegate
    private let configure: @MainActor (PasscodeController) -> Void
    private let lockout: (any PasscodeTryCounter)?
    private var changeController: PasscodeChangeController?
    private var ending: CheckedContinuation<Outcome, Never>?

    /// Creates a session; `themeRegistry` must have ``HaapiScreenKit/ScreenKitModule/onboarding`` registered.
    /// `changesWithBiometrics` runs a `.change` as ``PasscodeChangeController/changesWithBiometrics`` says.
    public init(
        _ kind: Kind, themeRegistry: ThemeRegistry, store: any SecureStore, policy: PasscodePolicy = .standard,
        biometrics: (any BiometricAuthenticator)? = nil, userIdentifier: String? = nil, lockout: (any PasscodeTryCounter)? = nil,
        retryLimitAction: RetryLimitAction = .wipe, changesWithBiometrics: Bool = false,
        logger: Logger = Logger(label: "HaapiOnboarding"), clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.kind = kind
        self.store = store
        self.lockout = lockout
        container = PasscodeContainerViewController(themeRegistry: themeRegistry)
        storeDelegate = SecureStorePasscodeDelegate(store: store, logger: logger)
        configure = { controller in
            controller.policy = policy
            controller.biometrics = biometrics
            controller.userIdentifier = userIdentifier
            controller.logger = logger
            controller.clock = clock
            if let input = controller as? PasscodeInputController {
                input.lockout = lockout
                input.retryLimitAction = retryLimitAction
                input.secureStore = store
            }
        }
        super.init(screenContainer: container, cancelledOutcome: .cancelled)
        container.onClose = { [weak self] in self?.end(.cancelled) }
        storeDelegate.onCancel = { [weak self] _ in self?.end(.cancelled) }
        storeDelegate.onReset = { [weak self] _ in self?.end(.resetRequested) }
        storeDelegate.onSkip = { [weak self] _ in self?.end(.skipped) }
        storeDelegate.onRetryLimit = { [weak self] _, wiped in self?.end(.locked(wiped: wiped)) }
        if kind == .change {
            let change = PasscodeChangeController(themeRegistry: themeRegistry, logger: logger, clock: clock)
            change.passcodeControllerDelegate = storeDelegate
            change.policy = policy
            change.biometrics = biometrics
            change.userIdentifier = userIdentifier
            change.lockout = lockout
            change.retryLimitAction = retryLimitAction
            change.secureStore = store
            change.changesWithBiometrics = changesWithBiometrics
            change.onFinish = { [weak self] outcome in
                switch outcome {
                case .changed: self?.end(.changed)
                case .cancelled: self?.end(.cancelled)
                case .locked: break  // the delegate's onRetryLimit ends it, saying whether it wiped
                }
            }
            changeController = change
        }
    }

    // MARK: ScreenSession

    /// Shows the flow's first screen and waits for its end.
    public override func perform() async -> Outcome {
        await withCheckedContinuation { continuation in
            ending = continuation
            start()
        }
    }

    /// Ends as cancelled.
    public override func requestCancel() async {
        controller?.abandonWaiting()
        end(.cancelled)
    }

    private func start() {
        let registry = container.themeRegistry
        switch kind {
        case .create:
            let create = PasscodeCreateController(themeRegistry: registry)
            configure(create)
            create.delegate = storeDelegate
            create.onFinish = { [weak self] step in
                guard case .finished(let enabled) = step else { return }
                Task { @MainActor in
                    await self?.lockout?.reset()     // failures of an earlier passcode do not carry over
                    self?.end(.created(biometricsEnabled: enabled))
                }
            }
            container.showScreen(create)
        case .unlock:
            let input = PasscodeInputController(themeRegistry: registry)
            configure(input)
            input.delegate = storeDelegate
            input.isToShowCancelBarItem = true
            input.onUnlock = { [weak self] usedBiometrics in self?.end(.unlocked(usedBiometrics: usedBiometrics)) }
            container.showScreen(input)
        case .change:
            changeController?.start(in: container)
        }
    }

    private func end(_ outcome: Outcome) {
        ending?.resume(returning: outcome)
        ending = nil
    }
}

/// The container a ``PasscodeSession`` shows its screens in: an onboarding container
/// headed "Passcode" (`onb_passcode_title`) rather than "Set up".
@MainActor
final class PasscodeContainerViewController: OnboardingContainerViewController {
    override var defaultTitleKey: StringKey { .passcodeTitle }
}
