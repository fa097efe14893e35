import Foundation
import HaapiFlow
import HaapiUI
import Logging

/// Sets up a passcode (seed 002's `FUIPasscodeCreateController`;
/// `FUIPasscodeCreateController` is an alias): enter it (checked against the
/// ``PasscodeController/policy`` with a live checklist, then by the
/// ``PasscodeController/validationDelegate``), confirm it (a mismatch says so and
/// starts again; Back, the secondary button of the confirm step, returns to the first
/// entry and clears it), enable biometrics when the policy allows them and the device has
/// them (Enable / Not Now; with nobody enrolled, Enable says how to enrol), then
/// ``PasscodeControllerDelegate/shouldTryPasscode(_:forInputMode:fromController:)``
/// with `.create`. When biometrics were enabled, the passcode is protected by them
/// after the delegate accepted it.
///
/// Hierarchy: the ``PasscodeController`` outlets, then the enable-biometrics step
/// (seed 002's `FUITouchIDView`): `touchIDTitleLabel`, `touchIDMessageLabel`,
/// `enableBiometricsButton`, `notNowButton`.
@MainActor
open class PasscodeCreateController: PasscodeController {
    /// The enable-biometrics step's outlets.
    public enum TouchIDOutlet: String, ScreenOutletSet {
        case touchIDTitleLabel, touchIDMessageLabel, enableBiometricsButton, notNowButton
    }

    nonisolated open override class var styleTarget: StyleTarget { .passcodeCreateController }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(TouchIDOutlet.self) }
    nonisolated open override class var navigationBarStyleClass: OnboardingStyleClass? { .passcodeCreateNavigationBar }

    /// Offers biometrics.
    public let touchIDTitleLabel = MessageView(identifier: TouchIDOutlet.touchIDTitleLabel.rawValue, style: .heading, text: "")
    /// What enabling biometrics does.
    public let touchIDMessageLabel = MessageView(identifier: TouchIDOutlet.touchIDMessageLabel.rawValue, style: .content, text: "")
    /// Enable.
    public let enableBiometricsButton = Button(identifier: TouchIDOutlet.enableBiometricsButton.rawValue, type: .primary, title: "")
    /// Not Now.
    public let notNowButton = Button(identifier: TouchIDOutlet.notNowButton.rawValue, type: .secondary, title: "")

    /// The state machine, step by step.
    public private(set) var flow: PasscodeCreateStateMachine
    /// Called once the flow ended (finished, skipped or cancelled), after the delegate heard of it.
    public var onFinish: (@MainActor (PasscodeCreateStateMachine.Step) -> Void)?

    /// Creates the controller; `mode` is `.create` (a change uses `.change` through ``PasscodeChangeController``).
    public init(themeRegistry: ThemeRegistry, mode: PasscodeInputMode = .create, biometrics: PasscodeCreateStateMachine.Biometrics = .notOffered,
                logger: Logger = Logger(label: "HaapiOnboarding"), clock: any Clock<Duration> = ContinuousClock()) {
        flow = PasscodeCreateStateMachine(mode: mode, biometrics: biometrics)
        super.init(themeRegistry: themeRegistry, logger: logger, clock: clock)
    }

    /// Builds the hierarchy and shows the first step.
    open override func loadView() {
        super.loadView()
        flow = PasscodeCreateStateMachine(mode: flow.mode, biometrics: flow.biometrics, allowsSkipping: policy.noPasscodeRequired && flow.mode == .create)
        if policy.isDigitsOnly { passcodeTextField.keyboard = .number }
        touchIDTitleLabel.style = style(.touchIDTitleLabel)
        touchIDMessageLabel.style = style(.touchIDMessageLabel)
        enableBiometricsButton.style = style(.touchIDEnableButton)
        enableBiometricsButton.title = text(.biometricsEnable)
        enableBiometricsButton.action = { [weak self] in self?.handle(.choseBiometrics(true)) }
        notNowButton.style = style(.touchIDNotNowButton)
        notNowButton.title = text(.biometricsNotNow)
        notNowButton.action = { [weak self] in self?.handle(.choseBiometrics(false)) }
        for view in [touchIDTitleLabel, touchIDMessageLabel, enableBiometricsButton, notNowButton] as [View] {
            try? rootStackView.insertView(view, aboveView: errorMessageLabel)
        }
        render()
    }

    // MARK: Actions

    open override func passcodeDidChange() {
        if flow.step == .enterPasscode { showChecklist(for: passcodeTextField.text) }
    }

    /// Next (enter) or Done (confirm).
    open override func primaryAction() {
        guard !isWaitingForDelegate else { return }
        switch flow.step {
        case .enterPasscode:
            let passcode = takePasscode()
            var refusal: PasscodeControllerError?
            let unmet = policy.validate(passcode.value)
            if unmet.isEmpty, let validationDelegate {
                do throws(PasscodeControllerError) {
                    try validationDelegate.validate(passcode: delegateValue(for: passcode), fromController: self)
                } catch {
                    refusal = error
                }
            }
            handle(.entered(passcode, unmet: unmet, refusal: refusal))
        case .confirmPasscode:
            let passcode = takePasscode()
            Task { @MainActor in
                await self.decideBiometrics()
                self.handle(.confirmed(passcode))
            }
        default:
            break
        }
    }

    /// Skip on the first entry (when the policy allows it); Back on the confirmation,
    /// to the first entry, which is cleared.
    open override func secondaryAction() {
        guard !isWaitingForDelegate else { return }
        if flow.step == .confirmPasscode {
            passcodeTextField.setText("")
            handle(.back)
        } else {
            handle(.skip)
        }
    }

    /// Cancels, abandoning a wait.
    open override func cancel() {
        abandonWaiting()
        passcodeTextField.setText("")
        handle(.cancel)
    }

    /// Decides, before the confirmation is handled, whether biometrics are offered.
    private func decideBiometrics() async {
        guard flow.mode == .create, case .notOffered = flow.biometrics, policy.allowsTouchID, biometrics != nil else { return }
        switch await biometricAvailability() {
        case .available: flow.biometrics = .offer(enrolled: true)
        case .notEnrolled: flow.biometrics = .offer(enrolled: false)
        case .lockedOut, .notAvailable: break
        }
    }

    /// Feeds `event` to the state machine, performs its effects and shows the result.
    func handle(_ event: PasscodeCreateEvent) {
        let wasFinal = flow.isFinal
        let effects = flow.handle(event)
        render()
        for effect in effects {
            switch effect {
            case .tryPasscode(let passcode, let mode):
                tryPasscode(passcode, mode: mode) { [weak self] refusal in
                    self?.handle(refusal.map { .refused($0) } ?? .accepted)
                }
            case .protectWithBiometrics(let passcode):
                protect(passcode)
            }
        }
        if !wasFinal, flow.isFinal { finish() }
    }

    private func protect(_ passcode: PendingPasscode) {
        guard let biometrics else { return handle(.protected(false)) }
        let account = biometricAccount
        Task { @MainActor in
            var done = true
            do throws(BiometricError) {
                try await biometrics.storeSecret(Data(passcode.value.precomposedStringWithCanonicalMapping.utf8), account: account)
            } catch {
                self.logger.warning("\(Self.screenName): biometrics could not protect the passcode: \(error)")
                done = false
            }
            self.handle(.protected(done))
        }
    }

    private func finish() {
        // A new passcode without biometrics leaves no copy of an earlier passcode behind.
        if flow.mode == .create, flow.step == .finished(biometricsEnabled: false), let biometrics {
            let account = biometricAccount
            Task { await biometrics.removeSecret(account: account) }
        }
        switch flow.step {
        case .cancelled:
            if let delegate { delegate.didCancelPasscodeEntry(fromController: self) } else { report(.delegateMissing(method: "didCancelPasscodeEntry(fromController:)")) }
        case .skipped:
            if let delegate { delegate.didSkipPasscodeSetup(fromController: self) } else { report(.delegateMissing(method: "didSkipPasscodeSetup(fromController:)")) }
        default:
            break
        }
        onFinish?(flow.step)
    }

    // MARK: Showing the step

    /// Shows the flow's step.
    open func render() {
        let changing = flow.mode == .change
        var asking = false
        var offering = false
        switch flow.step {
        case .enterPasscode:
            headlineLabel.text = text(changing ? .passcodeNewTitle : .passcodeCreateTitle)
            detailLabel.text = text(.passcodeCreateDetail)
            asking = true
        case .confirmPasscode:
            headlineLabel.text = text(changing ? .passcodeNewConfirmTitle : .passcodeConfirmTitle)
            detailLabel.text = text(.passcodeConfirmDetail)
            asking = true
        case .enableBiometrics:
            touchIDTitleLabel.text = text(.biometricsEnableTitle, .text(biometricsName))
            touchIDMessageLabel.text = text(.biometricsEnableDetail, .text(biometricsName))
            offering = true
        case .trying, .protecting, .finished, .skipped, .cancelled:
            break
        }
        for view in [headlineLabel, detailLabel, passcodeTextField, primaryActionButton] as [View] { view.isHidden = !asking }
        for view in [touchIDTitleLabel, touchIDMessageLabel, enableBiometricsButton, notNowButton] as [View] { view.isHidden = !offering }
        showChecklist(for: flow.step == .enterPasscode ? passcodeTextField.text : nil)
        let confirming = flow.step == .confirmPasscode
        primaryActionButton.title = text(confirming ? .onboardingDone : .onboardingNext)
        let change = flow.mode == .change
        primaryActionButton.style = switch (confirming, change) {
        case (true, true): style(.passcodeChangeModeDoneItem)
        case (false, true): style(.passcodeChangeModeNextItem)
        case (true, false): style(Self.doneItemStyleClass)
        case (false, false): style(Self.nextItemStyleClass)
        }
        cancelButton.style = style(change ? .passcodeChangeModeCancelItem : Self.cancelItemStyleClass)
        secondaryActionButton.isHidden = !(flow.step == .enterPasscode && flow.allowsSkipping) && !confirming
        secondaryActionButton.title = confirming ? text(.back) : text(.passcodeSkip)
        let noticeStyle: MessageStyle = flow.notice == .enrolBiometrics ? .info : .error
        errorMessageLabel.show(flow.notice.map(noticeText), as: noticeStyle)
        // Once ended the screen waits for whoever showed it to move on: nothing is left to answer.
        // While the passcode is tried or protected the screen only shows that it works (Cancel comes back
        // when the app is late: ``delegateIsLate()``).
        let busy = flow.step == .trying || flow.step == .protecting || flow.isFinal
        loadingIndicatorView.setRunning(busy)
        cancelButton.isHidden = busy
        if let renderedStep, renderedStep != flow.step { stepDidChange() } else { contentDidChange() }
        renderedStep = flow.step
    }

    /// The step the last ``render()`` showed.
    private var renderedStep: PasscodeCreateStateMachine.Step?
}
