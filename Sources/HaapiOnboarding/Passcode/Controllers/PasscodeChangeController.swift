import Foundation
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
/// With ``changesWithBiometrics`` and a biometric copy, it runs the seed's newer flow
/// instead: biometrics release the current passcode, and a new one is generated and
/// saved without the person (see the property).
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
    /// Seed 002's newer change flow, for passcodes the person never typed (made with
    /// biometrics first): when a biometric copy exists, biometrics release the current
    /// passcode (the delegate tries it, `.matchForChange`), then a new one is generated to
    /// ``policy``, tried (`.change`) and kept as the copy, with nothing asked of the person.
    /// Cancelled biometrics offer the typed passcode as when unlocking; a generated passcode
    /// the delegate refuses is replaced by one the person enters. Off by default: a person
    /// who knows their passcode would lose it to a generated one.
    public var changesWithBiometrics = false

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
        input.biometricsForChange = changesWithBiometrics
        input.onUnlock = { [weak self, weak container, weak input] usedBiometrics in
            guard let self, let container else { return }
            Task { @MainActor in
                if usedBiometrics, let input {
                    await self.generateNewPasscode(on: input, in: container)
                } else {
                    await self.askNewPasscode(in: container)
                }
            }
        }
        input.onFinish = { [weak self] step in self?.onFinish?(step == .locked ? .locked : .cancelled) }
        show(input, in: container)
    }

    /// The newer flow's end (``changesWithBiometrics``): biometrics released the current
    /// passcode on `input`; a new one is generated, tried and kept as the biometric copy.
    /// Without a passcode that meets the policy, or when the delegate refuses it, the
    /// person enters one.
    private func generateNewPasscode(on input: PasscodeInputController, in container: ScreenContainerViewController) async {
        var random = SystemRandomNumberGenerator()
        guard let biometrics, let new = PasscodeGenerator.generate(for: policy, using: &random) else {
            logger.info("FUIPasscodeChangeController: no generated passcode meets the policy; the person enters one")
            return await askNewPasscode(in: container)
        }
        guard await input.tryPasscodeNow(new, mode: .change) == .accepted else {
            logger.info("FUIPasscodeChangeController: the generated passcode was refused; the person enters one")
            return await askNewPasscode(in: container)
        }
        do throws(BiometricError) {
            let account = PasscodeController.biometricAccount(for: userIdentifier)
            try await biometrics.storeSecret(Data(new.value.precomposedStringWithCanonicalMapping.utf8), account: account)
        } catch {
            logger.error("FUIPasscodeChangeController: the new passcode was taken but its biometric copy could not be saved: \(error)")
        }
        onFinish?(.changed)
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
