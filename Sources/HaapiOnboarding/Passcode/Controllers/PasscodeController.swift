import Crypto
public import HaapiScreenKit
import Foundation
import HaapiUI
import Logging

/// The base of the passcode controllers (seed 002's `FUIPasscodeController`;
/// `FUIPasscodeController` is an alias): the passcode screen's views, the
/// delegates, the policy, biometrics and the texts they share.
///
/// Texts come from the `onb_passcode_*` and `onb_biometrics_*` keys; override them
/// like any string (a strings file, or the registry's overrides), or at runtime for every
/// passcode screen with ``setText(_:for:)`` (the seed's static string properties). The passcode is never logged and is cleared from the field
/// after every step.
///
/// Hierarchy (outlets, styled by `fdlFUIPasscodeController_<outlet>`): `rootStackView`
/// holding `headlineLabel`, `detailLabel`, `passcodeTextField`, `requirementsLabel`,
/// `requirementsStackView` (one `requirement-N` line per requirement),
/// `errorMessageLabel`, `countdownLabel`, `primaryActionButton` (Next / Done),
/// `secondaryActionButton` (Skip, Reset Passcode or Use Touch ID),
/// `loadingIndicatorView` and `cancelButton`; subclasses add their own.
@MainActor
open class PasscodeController: OnboardingScreen, PrivateEncryptionKeyGenerator {
    /// The outlets every passcode controller has.
    public enum Outlet: String, ScreenOutletSet {
        case headlineLabel, detailLabel, passcodeTextField, requirementsLabel, requirementsStackView, errorMessageLabel
        case countdownLabel, primaryActionButton, secondaryActionButton, loadingIndicatorView, cancelButton
    }

    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }
    nonisolated open override class var baseStyleTarget: StyleTarget? { .passcodeController }
    nonisolated open override class var navigationBarStyleClass: OnboardingStyleClass? { .passcodeNavigationBar }
    /// The style class of Cancel (the seed's `_cancelItem`).
    nonisolated open class var cancelItemStyleClass: OnboardingStyleClass { .passcodeCreateCancelItem }
    /// The style class of Next (the seed's `_nextItem`).
    nonisolated open class var nextItemStyleClass: OnboardingStyleClass { .passcodeCreateNextItem }
    /// The style class of Done (the seed's `_doneItem`).
    nonisolated open class var doneItemStyleClass: OnboardingStyleClass { .passcodeCreateDoneItem }

    /// The texts set with ``setText(_:for:)``.
    open override class var runtimeTexts: [StringKey: String] { PasscodeRuntimeTexts.texts }

    /// Tries passcodes and hears of cancels and resets. Held weakly: keep it alive.
    public weak var delegate: (any PasscodeControllerDelegate)?
    /// The app's own checks of new passcodes. Held weakly.
    public weak var validationDelegate: (any PasscodeValidationDelegate)?
    /// What new passcodes must be; also whether biometrics may be offered.
    public var policy: PasscodePolicy = .standard
    /// Biometrics, when the device has them (``SimulatedBiometricAuthenticator`` on Linux).
    public var biometrics: (any BiometricAuthenticator)?
    /// How ``privateEncryptionKey(fromPasscode:salt:)`` derives keys (seed 002's
    /// `FUIPrivateEncryptionKeyGenerator`).
    public var keyDerivation: KeyDerivation = .standard
    /// Whose passcode this is: keeps users' biometric copies apart, and salts the hash
    /// (``hashUserPasscode``). Use the same value in every controller of a user.
    public var userIdentifier: String?
    /// Whether the delegate gets a hash of the passcode (HMAC-SHA256 keyed by
    /// ``userIdentifier``, base64) instead of the passcode. Use the same value in
    /// every controller of a user.
    public var hashUserPasscode = false

    /// The step's title.
    public let headlineLabel = MessageView(identifier: Outlet.headlineLabel.rawValue, style: .heading, text: "")
    /// What the step asks.
    public let detailLabel = MessageView(identifier: Outlet.detailLabel.rawValue, style: .content, text: "")
    /// The passcode (secure).
    public let passcodeTextField = TextField(identifier: Outlet.passcodeTextField.rawValue, name: "passcode", isSecure: true)
    /// Heads the requirement checklist.
    public let requirementsLabel = MessageView(identifier: Outlet.requirementsLabel.rawValue, style: .content, text: "")
    /// The requirement checklist, updated as the person types.
    public let requirementsStackView = StackView(identifier: Outlet.requirementsStackView.rawValue, axis: .vertical)
    /// What went wrong.
    public let errorMessageLabel = MessageView(identifier: Outlet.errorMessageLabel.rawValue, style: .error, text: "")
    /// How long the person must wait before trying again.
    public let countdownLabel = MessageView(identifier: Outlet.countdownLabel.rawValue, style: .warning, text: "")
    /// Next or Done.
    public let primaryActionButton = Button(identifier: Outlet.primaryActionButton.rawValue, type: .primary, title: "")
    /// Skip, Reset Passcode or Use Touch ID, as the step has it.
    public let secondaryActionButton = Button(identifier: Outlet.secondaryActionButton.rawValue, type: .text, title: "")
    /// Shown while the delegate or biometrics answer.
    public let loadingIndicatorView = LoadingIndicator(identifier: Outlet.loadingIndicatorView.rawValue)
    /// Cancel.
    public let cancelButton = Button(identifier: Outlet.cancelButton.rawValue, type: .text, title: "", role: .cancel)

    /// The kind of biometrics the device has (from ``biometrics``; `nil` before it was asked or without any).
    public private(set) var biometryKind: BiometryKind?

    /// The name of `shouldTryPasscode` in diagnostics.
    static let tryMethod = "shouldTryPasscode(_:forInputMode:fromController:)"

    /// Builds the shared hierarchy.
    open override func loadView() {
        super.loadView()
        headlineLabel.style = style(.passcodeHeadlineLabel)
        detailLabel.style = style(.passcodeDetailLabel)
        passcodeTextField.style = style(.passcodeTextField)
        passcodeTextField.label = text(.passcodeField)
        passcodeTextField.onTextChange = { [weak self] _ in self?.passcodeDidChange() }
        requirementsLabel.style = style(.passcodeDetailLabel)
        requirementsLabel.text = text(.passcodeRequirements)
        errorMessageLabel.style = style(.passcodeErrorMessageLabel)
        countdownLabel.style = style(.passcodeCountdownLabel)
        primaryActionButton.style = style(Self.nextItemStyleClass)
        primaryActionButton.action = { [weak self] in self?.primaryAction() }
        secondaryActionButton.style = style(.passcodeSecondaryActionButton)
        secondaryActionButton.action = { [weak self] in self?.secondaryAction() }
        loadingIndicatorView.style = style(.passcodeLoadingIndicatorView)
        cancelButton.style = style(Self.cancelItemStyleClass)
        cancelButton.title = text(.onboardingCancel)
        cancelButton.action = { [weak self] in self?.cancel() }
        for view in [headlineLabel, detailLabel, passcodeTextField, requirementsLabel, requirementsStackView, errorMessageLabel,
                     countdownLabel, primaryActionButton, secondaryActionButton, loadingIndicatorView, cancelButton] as [View] {
            rootStackView.addArrangedSubview(view)
        }
        for view in [requirementsLabel, requirementsStackView, errorMessageLabel, countdownLabel, secondaryActionButton, loadingIndicatorView] as [View] {
            view.isHidden = true
        }
    }

    // MARK: For subclasses

    /// Called after the person typed: subclasses update the checklist and buttons.
    open func passcodeDidChange() {}
    /// Next or Done was pressed.
    open func primaryAction() {}
    /// The secondary button was pressed.
    open func secondaryAction() {}
    /// The person cancelled.
    open func cancel() {}

    /// The passcode typed, taken out of the field (the field is cleared).
    func takePasscode() -> PendingPasscode {
        let passcode = PendingPasscode(passcodeTextField.text)
        passcodeTextField.setText("")
        return passcode
    }

    /// The account the biometric copy of this user's passcode is kept under.
    public var biometricAccount: String { Self.biometricAccount(for: userIdentifier) }

    /// The account the biometric copy of `userIdentifier`'s passcode is kept under.
    public nonisolated static func biometricAccount(for userIdentifier: String?) -> String {
        "haapi.passcode." + (userIdentifier ?? "default")
    }

    /// What the delegate gets for `passcode`: the passcode in Unicode NFC, or its hash.
    public func delegateValue(for passcode: PendingPasscode) -> String {
        let normalized = passcode.value.precomposedStringWithCanonicalMapping
        guard hashUserPasscode else { return normalized }
        let key = SymmetricKey(data: Data((userIdentifier ?? "").utf8))
        let mac = HMAC<SHA256>.authenticationCode(for: Data(normalized.utf8), using: key)
        return Data(mac).base64EncodedString()
    }

    /// Asks the delegate to try `passcode` in `mode`, showing the wait, and hands its
    /// refusal (`nil`: accepted) to `answer` unless the person cancelled meanwhile.
    func tryPasscode(_ passcode: PendingPasscode, mode: PasscodeInputMode, answer: @escaping @MainActor (PasscodeControllerError?) -> Void) {
        guard let attempt = beginTry(passcode, mode: mode) else { return answer(.failedToMeetPolicy(message: text(.onboardingDelegateMissing))) }
        Task { @MainActor in
            switch await self.finishTry(attempt) {
            case .accepted: answer(nil)
            case .refused(let refusal): answer(refusal)
            case .ignored: break
            }
        }
    }

    /// ``tryPasscode(_:mode:answer:)`` awaited.
    func tryPasscodeNow(_ passcode: PendingPasscode, mode: PasscodeInputMode) async -> TryOutcome {
        guard let attempt = beginTry(passcode, mode: mode) else { return .refused(.failedToMeetPolicy(message: text(.onboardingDelegateMissing))) }
        return await finishTry(attempt)
    }

    /// How the delegate answered a passcode to try.
    enum TryOutcome: Equatable {
        /// The delegate took it.
        case accepted
        /// The delegate refused it.
        case refused(PasscodeControllerError)
        /// The answer does not count: the person cancelled meanwhile, or it came twice.
        case ignored
    }

    /// A passcode handed to the delegate, waiting for its answer.
    struct TryAttempt {
        let delegate: any PasscodeControllerDelegate
        let wait: DelegateWait
        let value: String
        let mode: PasscodeInputMode
    }

    /// Starts showing the wait for the delegate's answer; `nil` (reported) without a delegate.
    private func beginTry(_ passcode: PendingPasscode, mode: PasscodeInputMode) -> TryAttempt? {
        guard let delegate else {
            delegateMissing(Self.tryMethod)
            return nil
        }
        logger.debug("\(Self.screenName): asking the delegate to try a passcode (\(mode))")
        return TryAttempt(delegate: delegate, wait: beginWaiting(for: Self.tryMethod), value: delegateValue(for: passcode), mode: mode)
    }

    private func finishTry(_ attempt: TryAttempt) async -> TryOutcome {
        var refusal: PasscodeControllerError?
        do throws(PasscodeControllerError) {
            try await attempt.delegate.shouldTryPasscode(attempt.value, forInputMode: attempt.mode, fromController: self)
        } catch {
            refusal = error
        }
        guard takeAnswer(attempt.wait) else { return .ignored }
        return refusal.map(TryOutcome.refused) ?? .accepted
    }

    /// Asks ``biometrics`` what the device has and remembers the kind for the texts.
    func biometricAvailability() async -> BiometricAvailability {
        guard let biometrics else { return .notAvailable }
        let availability = await biometrics.availability()
        biometryKind = availability.kind
        return availability
    }

    /// The name of the device's biometrics ("Touch ID", "Face ID", ...).
    public var biometricsName: String {
        switch biometryKind {
        case .touchID: text(.biometricsTouchID)
        case .faceID: text(.biometricsFaceID)
        case .opticID: text(.biometricsOpticID)
        case .simulated, nil: text(.biometricsGeneric)
        }
    }

    /// Shows the checklist of `policy` for `passcode` (met lines ticked), or hides it.
    func showChecklist(for passcode: String?) {
        requirementsLabel.isHidden = passcode == nil
        requirementsStackView.isHidden = passcode == nil
        for line in requirementsStackView.arrangedSubviews { line.removeFromSuperview() }
        guard let passcode else { return }
        let unmet = Set(policy.validate(passcode))
        for (index, requirement) in (policy.requirements + unmet.filter(isOnlyShownWhenFailing).sorted(by: { "\($0)" < "\($1)" })).enumerated() {
            let met = !unmet.contains(requirement)
            let line = MessageView(
                identifier: "requirement-\(index)", style: met ? .info : .content,
                text: text(met ? .passcodeRequirementMet : .passcodeRequirementUnmet, .text(requirementText(requirement))))
            line.style = style(.passcodeRequirementLabel)
            requirementsStackView.addArrangedSubview(line)
        }
    }

    private func isOnlyShownWhenFailing(_ requirement: PasscodeRequirement) -> Bool {
        !policy.requirements.contains(requirement)
    }

    /// The checklist text of `requirement`.
    public func requirementText(_ requirement: PasscodeRequirement) -> String {
        switch requirement {
        case .minLength(let count):
            // A PIN says digits, and a policy of one length says so.
            switch (policy.isDigitsOnly, policy.maxLength == count) {
            case (true, true): text(.passcodeRuleExactDigits, .int(count))
            case (true, false): text(.passcodeRuleMinDigits, .int(count))
            case (false, true): text(.passcodeRuleExactLength, .int(count))
            case (false, false): text(.passcodeRuleMinLength, .int(count))
            }
        case .maxLength(let count): text(.passcodeRuleMaxLength, .int(count))
        case .digit: text(.passcodeRuleDigit)
        case .upper: text(.passcodeRuleUpper)
        case .lower: text(.passcodeRuleLower)
        case .special: text(.passcodeRuleSpecial)
        case .digitsOnly: text(.passcodeRuleDigitsOnly)
        case .minUniqueChars(let count): text(.passcodeRuleUnique, .int(count))
        case .rule(_, let name): name
        }
    }

    /// What the screen says for `notice`.
    public func noticeText(_ notice: PasscodeNotice) -> String {
        switch notice {
        case .mismatch: return text(.passcodeMismatch)
        case .unmetRequirements: return text(.passcodeUnmet)
        case .wrongPasscode(let tries): return withTries(text(.passcodeWrong), tries)
        case .refused(let error):
            switch error {
            case .invalidPasscode(let code, let tries): return withTries(text(.passcodeInvalid, .int(code)), tries)
            case .failedToMatch(let message, let tries): return withTries(message ?? text(.passcodeWrong), tries)
            case .failedToMeetPolicy(let message): return message
            }
        case .enrolBiometrics: return text(.biometricsEnrol, .text(biometricsName))
        case .biometricsFailed: return text(.biometricsFailed, .text(biometricsName))
        case .biometricsEnrollmentChanged: return text(.biometricsChanged, .text(biometricsName))
        }
    }

    /// What the person is told when the secure store cannot be used (the technical
    /// reason goes to the log): damaged or from another version, missing, or unavailable.
    public func storeProblemText(_ error: SecureStoreError) -> String {
        switch error {
        case .corrupted, .unsupportedVersion: text(.passcodeStoreDamaged)
        case .notCreated: text(.passcodeStoreMissing)
        case .wrongPasscode: text(.passcodeWrong)
        case .emptyPasscode: text(.passcodeEmpty)
        case .alreadyExists, .notOpen, .invalidDerivation, .io: text(.passcodeStoreUnavailable)
        }
    }

    private func withTries(_ message: String, _ tries: Int?) -> String {
        guard let tries, tries != PasscodeControllerError.unlimitedTries else { return message }
        return message + " " + text(.passcodeTriesLeft, .int(max(tries, 0)))
    }

    /// The countdown text for `remaining` (seconds under a minute, whole minutes rounded up above).
    public func waitText(_ remaining: Duration) -> String {
        let seconds = Int((Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18).rounded(.up))
        if seconds < 60 { return text(.passcodeWaitSeconds, .int(max(seconds, 0))) }
        return text(.passcodeWaitMinutes, .int((seconds + 59) / 60))
    }

    /// Shows `message` as the screen's error (or hides it).
    open override func showError(_ message: String?) {
        errorMessageLabel.show(message)
        contentDidChange()
    }

    /// Locks the field and buttons (not Cancel) while the delegate answers.
    open override func waitingDidChange() {
        let waiting = isWaitingForDelegate
        loadingIndicatorView.setRunning(waiting)
        passcodeTextField.isEnabled = !waiting
        primaryActionButton.isEnabled = !waiting
        secondaryActionButton.isEnabled = !waiting
        progressDidChange()
    }

    /// Says that the app takes long, and offers Cancel.
    open override func delegateIsLate() {
        errorMessageLabel.show(text(.onboardingStillWaiting), as: .info)
        cancelButton.isHidden = false
        contentDidChange()
    }
}
