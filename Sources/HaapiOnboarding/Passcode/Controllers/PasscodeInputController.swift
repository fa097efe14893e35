import Foundation
public import HaapiScreenKit
import HaapiFlow
import HaapiUI
public import Logging

/// Unlocks with biometrics or the passcode (seed 002's `FUIPasscodeInputController`;
/// `FUIPasscodeInputController` is an alias).
///
/// When a biometric copy of the passcode exists, biometrics are asked first and the
/// passcode they release goes to the delegate; when they are cancelled the
/// ``TouchIDErrorViewController`` offers the passcode or another try, and when they
/// fail the passcode is asked. Each passcode goes to
/// ``PasscodeControllerDelegate/shouldTryPasscode(_:forInputMode:fromController:)``
/// (`.match`); a refusal is shown. Wrong passcodes are counted by ``lockout``
/// (waits shown as a live countdown, the lock at the retry limit, all surviving a
/// restart with ``PasscodeLockout``); at the limit ``retryLimitAction`` wipes or
/// asks the delegate.
///
/// Hierarchy: the ``PasscodeController`` outlets, then `biometricsButton` (Use Touch ID).
@MainActor
open class PasscodeInputController: PasscodeController {
    /// The input controller's own outlet.
    public enum InputOutlet: String, ScreenOutletSet {
        case biometricsButton
    }

    nonisolated open override class var styleTarget: StyleTarget { .passcodeInputController }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(InputOutlet.self) }
    nonisolated open override class var navigationBarStyleClass: OnboardingStyleClass? { .passcodeInputNavigationBar }
    nonisolated open override class var cancelItemStyleClass: OnboardingStyleClass { .passcodeInputCancelItem }
    nonisolated open override class var nextItemStyleClass: OnboardingStyleClass { .passcodeInputDoneItem }
    nonisolated open override class var doneItemStyleClass: OnboardingStyleClass { .passcodeInputDoneItem }

    /// Whether Cancel shows (seed default `false`: unlocking cannot be skipped).
    public var isToShowCancelBarItem = false
    /// Counts wrong passcodes (waits and the lock); without one, the delegate's
    /// `triesRemaining` is shown and 0 locks.
    public var lockout: (any PasscodeTryCounter)?
    /// What happens at the retry limit (default: wipe).
    public var retryLimitAction: RetryLimitAction = .wipe
    /// The store ``RetryLimitAction/wipe`` destroys.
    public var secureStore: (any SecureStore)?

    /// Use Touch ID (after it was cancelled or failed).
    public let biometricsButton = Button(identifier: InputOutlet.biometricsButton.rawValue, type: .secondary, title: "")

    /// The state machine, step by step.
    public private(set) var stateMachine: PasscodeInputStateMachine
    /// The state machine (its former name: it is no flow).
    @available(*, deprecated, renamed: "stateMachine")
    public var flow: PasscodeInputStateMachine { stateMachine }
    /// Whether the data was wiped at the retry limit.
    public private(set) var wipedAtRetryLimit = false
    /// Whether the retry limit is being handled (the wipe, then the delegate): the
    /// person the limit belongs to stays shown until the delegate was told.
    public private(set) var isHandlingRetryLimit = false
    /// Called once the passcode was accepted (`true` when biometrics released it) —
    /// after the delegate's `shouldTryPasscode` returned.
    /// Whether biometrics may release the current passcode of a change (set by
    /// ``PasscodeChangeController`` before the screen starts).
    var biometricsForChange: Bool {
        get { stateMachine.biometricsForChange }
        set { stateMachine.biometricsForChange = newValue }
    }
    public var onUnlock: (@MainActor (_ usedBiometrics: Bool) -> Void)?
    /// Called when the flow ended otherwise (cancelled, locked).
    public var onFinish: (@MainActor (PasscodeInputStateMachine.Step) -> Void)?

    private var lastRefusal: PasscodeControllerError?
    private var countdown: Task<Void, Never>?
    /// Counts ``restart()``s: an answer that comes back for an earlier flow (biometrics,
    /// the lockout) belongs to the user shown then, and is dropped.
    private var generation = 0

    /// Creates the controller; `mode` is `.match` (a change uses `.matchForChange`
    /// through ``PasscodeChangeController``, without biometrics).
    public init(themeRegistry: ThemeRegistry, mode: PasscodeInputMode = .match,
                logger: Logger = Logger(label: "HaapiOnboarding"), clock: any Clock<Duration> = ContinuousClock()) {
        stateMachine = PasscodeInputStateMachine(mode: mode)
        super.init(themeRegistry: themeRegistry, logger: logger, clock: clock)
    }

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        if policy.isDigitsOnly { passcodeTextField.keyboard = .number }
        biometricsButton.style = style(.passcodeSecondaryActionButton)
        biometricsButton.action = { [weak self] in self?.handle(.retryBiometrics) }
        try? rootStackView.insertView(biometricsButton, belowView: primaryActionButton)
        secondaryActionButton.title = text(.passcodeReset)
        render()
    }

    /// Starts the flow the first time the screen appears: biometrics first when a
    /// copy exists, unless the lockout says to wait.
    open override func viewDidAppear() {
        super.viewDidAppear()
        start()
    }

    /// Starts the flow (once): what ``viewDidAppear()`` does.
    public func start() {
        guard stateMachine.step == .idle, !isStarting else { return }
        isStarting = true
        let started = generation
        Task { @MainActor in
            var enabled = false
            if stateMachine.mode == .match || biometricsForChange, policy.allowsTouchID, let biometrics {
                let kind = await biometricAvailability().kind
                let hasCopy = await biometrics.hasSecret(account: biometricAccount)
                enabled = kind != nil && hasCopy
            }
            let gate = await lockout?.gate() ?? .open(triesRemaining: nil)
            isStarting = false
            // Another user was shown meanwhile: what was found was theirs; start for the one shown.
            guard generation == started else { return start() }
            handle(.started(biometricsEnabled: enabled, gate: gate))
        }
    }

    private var isStarting = false

    /// Forgets the flow and starts again (another user, say).
    public func restart() {
        countdown?.cancel()
        countdown = nil
        abandonWaiting()
        passcodeTextField.setText("")
        stateMachine = PasscodeInputStateMachine(mode: stateMachine.mode)
        generation += 1
        lastRefusal = nil
        wipedAtRetryLimit = false
        render()
        start()
    }

    // MARK: Actions

    /// Done: tries the passcode (an empty field only says to enter one).
    open override func primaryAction() {
        guard stateMachine.step == .enterPasscode, !isWaitingForDelegate else { return }
        guard !passcodeTextField.text.isEmpty else { return showError(text(.passcodeEmpty)) }
        handle(.entered(takePasscode()))
    }

    /// Reset Passcode: the person forgot it.
    open override func secondaryAction() {
        abandonWaiting()
        countdown?.cancel()
        guard let delegate else { return delegateMissing("shouldResetPasscode(fromController:)") }
        delegate.shouldResetPasscode(fromController: self)
    }

    /// Cancels (only offered with ``isToShowCancelBarItem``).
    open override func cancel() {
        abandonWaiting()
        passcodeTextField.setText("")
        handle(.cancel)
    }

    /// Feeds `event` to the state machine, performs its effects and shows the result.
    func handle(_ event: PasscodeInputEvent) {
        let wasFinal = stateMachine.isFinal
        let before = stateMachine.step
        if case .refused(let error) = event { lastRefusal = error }
        let effects = stateMachine.handle(event)
        render()
        for effect in effects { perform(effect) }
        if case .waiting = stateMachine.step { runCountdown() }
        if !wasFinal, stateMachine.isFinal { finish() }
        // Last: a renderer may answer the screen opened here at once (line mode does),
        // which comes back into this controller; everything above is done by then.
        if stateMachine.step == .biometricsCancelled, before != .biometricsCancelled { showBiometricsCancelled() }
    }

    private func perform(_ effect: PasscodeInputEffect) {
        switch effect {
        case .promptBiometrics:
            promptBiometrics()
        case .tryPasscode(let passcode, let mode):
            tryPasscode(passcode, mode: mode) { [weak self] refusal in
                self?.handle(refusal.map { .refused($0) } ?? .accepted)
            }
        case .recordFailure:
            let refusal = lastRefusal
            let lockout = lockout  // the lockout of the person who typed it, even if another user is shown meanwhile
            let counting = generation
            Task { @MainActor in
                let gate: PasscodeInputStateMachine.Gate
                if let lockout { gate = await lockout.countFailure() } else {
                    let tries = refusal?.triesRemaining
                    gate = (tries ?? 1) <= 0 ? .locked : .open(triesRemaining: tries)
                }
                guard generation == counting else { return }
                handle(.counted(gate))
            }
        case .recordSuccess:
            if let lockout { Task { await lockout.recordSuccess() } }
        case .forgetBiometricCopy:
            if let biometrics {
                let account = biometricAccount
                Task { await biometrics.removeSecret(account: account) }
            }
        case .reachRetryLimit:
            reachRetryLimit()
        }
    }

    private func promptBiometrics() {
        guard let biometrics else { return handle(.biometricsFailed(.notAvailable)) }
        let account = biometricAccount
        let reason = text(.biometricsReason)
        let prompted = generation
        Task { @MainActor in
            do throws(BiometricError) {
                let secret = try await biometrics.secret(account: account, reason: reason)
                guard generation == prompted else { return }  // another user is shown now
                guard let passcode = String(data: secret, encoding: .utf8) else { return handle(.biometricsFailed(.secretNotFound(account: account))) }
                handle(.biometricsReleased(PendingPasscode(passcode)))
            } catch {
                logger.info("\(Self.screenName): biometrics did not release the passcode: \(error)")
                guard generation == prompted else { return }
                handle(.biometricsFailed(error))
            }
        }
    }

    private func runCountdown() {
        guard countdown == nil, let lockout else { return }
        countdown = Task { @MainActor in
            defer { countdown = nil }
            while case .waiting = stateMachine.step {
                do { try await clock.sleep(for: .seconds(1)) } catch { return }
                handle(.tick(await lockout.gate()))
            }
        }
    }

    private func reachRetryLimit() {
        let action = retryLimitAction
        // What belongs to the person who reached the limit, taken now: a multi-user
        // controller may show another user (``restart()``) before the wipe is done.
        let store = secureStore, biometrics = biometrics, account = biometricAccount, lockout = lockout
        let locked = generation
        isHandlingRetryLimit = true
        render()
        Task { @MainActor in
            defer {
                isHandlingRetryLimit = false
                render()
            }
            if action == .wipe {
                do throws(SecureStoreError) {
                    try await store?.destroy()
                } catch {
                    logger.error("\(Self.screenName): the secure store could not be wiped at the retry limit: \(error)")
                }
                await biometrics?.removeSecret(account: account)
                await lockout?.reset()
                if generation == locked {
                    wipedAtRetryLimit = true
                    render()
                }
            }
            guard let delegate else { return report(.delegateMissing(method: "didReachRetryLimit(fromController:wiped:)")) }
            delegate.didReachRetryLimit(fromController: self, wiped: action == .wipe)
        }
    }

    private func finish() {
        countdown?.cancel()
        switch stateMachine.step {
        case .finished(let usedBiometrics):
            onUnlock?(usedBiometrics)
            return
        case .cancelled:
            if let delegate { delegate.didCancelPasscodeEntry(fromController: self) } else { report(.delegateMissing(method: "didCancelPasscodeEntry(fromController:)")) }
        default:
            break
        }
        onFinish?(stateMachine.step)
    }

    // MARK: Showing the step

    /// Shows the flow's step.
    open func render() {
        let current = stateMachine.mode == .matchForChange
        headlineLabel.text = text(current ? .passcodeCurrentTitle : .passcodeInputTitle)
        detailLabel.text = text(current ? .passcodeCurrentDetail : .passcodeInputDetail)
        var asking = false
        var countdownText: String?
        switch stateMachine.step {
        case .enterPasscode:
            asking = true
        case .biometricPrompt:
            detailLabel.text = text(.biometricsPrompting, .text(biometricsName))
        case .biometricsCancelled:
            break  // the TouchIDErrorViewController shows (``handle(_:)`` opens it)
        case .waiting(let remaining):
            countdownText = waitText(remaining)
        case .locked:
            countdownText = text(wipedAtRetryLimit ? .passcodeWiped : .passcodeLocked)
        case .idle, .trying, .counting, .finished, .cancelled:
            break
        }
        passcodeTextField.isHidden = !asking
        primaryActionButton.isHidden = !asking
        primaryActionButton.title = text(.onboardingDone)
        biometricsButton.title = text(.biometricsUse, .text(biometricsName))
        biometricsButton.isHidden = !(asking && canRetryBiometrics)
        // While biometrics prompt (modal on a device) or their cancelled screen opens, the passcode is
        // tried or the lockout counts, the screen only shows that it works (Cancel comes back when the
        // app is late: ``delegateIsLate()``).
        let busy: Bool = switch stateMachine.step {
        case .idle, .biometricPrompt, .biometricsCancelled, .counting, .finished, .trying: true
        default: false
        }
        secondaryActionButton.isHidden = current || stateMachine.isFinal || busy
        cancelButton.isHidden = !isToShowCancelBarItem || stateMachine.isFinal || busy
        countdownLabel.show(countdownText, as: .warning)
        errorMessageLabel.show(stateMachine.notice.map(noticeText))
        loadingIndicatorView.setRunning(busy)
        if let renderedStep, renderedStep != stateMachine.step { stepDidChange() } else { contentDidChange() }
        renderedStep = stateMachine.step
    }

    /// The step the last ``render()`` showed.
    private var renderedStep: PasscodeInputStateMachine.Step?

    /// Whether the person can ask for biometrics again.
    private var canRetryBiometrics: Bool {
        var copy = stateMachine
        return copy.handle(.retryBiometrics).contains(.promptBiometrics)
    }

    private func showBiometricsCancelled() {
        guard let container = screenContainer else {
            logger.debug("\(Self.screenName): no container for the biometrics-cancelled screen; asking for the passcode")
            Task { @MainActor in handle(.usePasscode) }
            return
        }
        let screen = opened(screenFactory.touchIDError(themeRegistry))
        screen.biometricsName = biometricsName
        screen.onChoice = { [weak self] usePasscode in self?.handle(usePasscode ? .usePasscode : .retryBiometrics) }
        container.showScreen(screen)
    }
}
