/// Unlocking with the passcode or biometrics (seed 002's input flow) as a value:
/// biometrics first when enabled, the passcode when they are cancelled or fail,
/// waits and the lock after wrong passcodes. The ``PasscodeInputController`` feeds it
/// the person's actions, the app's answers and the lockout's state, and performs
/// its ``PasscodeInputEffect``s.
public struct PasscodeInputStateMachine: Sendable, Hashable {
    /// Where the flow is.
    public enum Step: Sendable, Hashable {
        /// Not started.
        case idle
        /// Biometrics are asked to release the passcode.
        case biometricPrompt
        /// The person cancelled biometrics (the `TouchIDErrorViewController` screen).
        case biometricsCancelled
        /// Asking for the passcode.
        case enterPasscode
        /// Waiting for the delegate; `typed` says whether the person typed the passcode (a wrong one counts).
        case trying(typed: Bool)
        /// Waiting for the lockout to count a wrong passcode.
        case counting
        /// Too many wrong passcodes lately: the person waits `remaining`.
        case waiting(remaining: Duration)
        /// The retry limit was reached.
        case locked
        /// Unlocked; `usedBiometrics` says how.
        case finished(usedBiometrics: Bool)
        /// The person cancelled.
        case cancelled
    }

    /// Whether the person may try now, as the lockout says.
    public enum Gate: Sendable, Hashable {
        /// May try; `triesRemaining` when the tries are limited.
        case open(triesRemaining: Int?)
        /// Must wait `remaining` first.
        case wait(remaining: Duration, triesRemaining: Int?)
        /// Locked for good.
        case locked
    }

    /// The step shown.
    public private(set) var step: Step = .idle
    /// What the screen says besides the step's texts.
    public private(set) var notice: PasscodeNotice?
    /// `.match`, or `.matchForChange` for the current passcode of a change (biometrics are
    /// then not used, unless ``biometricsForChange``).
    public let mode: PasscodeInputMode

    private var biometricsEnabled = false
    /// Whether biometrics may release the current passcode of a change (seed 002's newer
    /// change flow; see `PasscodeChangeController.changesWithBiometrics`). Set before the flow starts.
    public var biometricsForChange = false

    /// A flow not started yet.
    public init(mode: PasscodeInputMode = .match) {
        self.mode = mode
    }

    /// Whether the flow has ended (locked counts as ended: only a reset goes on).
    public var isFinal: Bool {
        switch step {
        case .finished, .cancelled, .locked: true
        default: false
        }
    }

    /// Applies `event`; returns what the controller must do, if anything.
    @discardableResult
    public mutating func handle(_ event: PasscodeInputEvent) -> [PasscodeInputEffect] {
        guard !isFinal else { return [] }
        switch (step, event) {
        case (_, .cancel):
            step = .cancelled
            notice = nil
        case (.idle, .started(let enabled, let gate)):
            biometricsEnabled = enabled && (mode == .match || biometricsForChange)
            return pass(gate, notice: nil)
        case (.biometricPrompt, .biometricsReleased(let passcode)):
            step = .trying(typed: false)
            return [.tryPasscode(passcode, mode)]
        case (.biometricPrompt, .biometricsFailed(let error)):
            switch error {
            case .cancelled:
                step = .biometricsCancelled
                notice = nil
            case .enrollmentChanged, .secretNotFound:
                biometricsEnabled = false
                step = .enterPasscode
                notice = error == .enrollmentChanged ? .biometricsEnrollmentChanged : nil
                return [.forgetBiometricCopy]
            default:
                step = .enterPasscode
                notice = .biometricsFailed(error)
            }
        case (.biometricsCancelled, .usePasscode):
            step = .enterPasscode
        case (.biometricsCancelled, .retryBiometrics), (.enterPasscode, .retryBiometrics):
            guard biometricsEnabled else { return [] }
            step = .biometricPrompt
            notice = nil
            return [.promptBiometrics]
        case (.enterPasscode, .entered(let passcode)):
            step = .trying(typed: true)
            notice = nil
            return [.tryPasscode(passcode, mode)]
        case (.trying, .accepted):
            step = .finished(usedBiometrics: step == .trying(typed: false))
            notice = nil
            return [.recordSuccess]
        case (.trying(let typed), .refused(let error)):
            if typed, error.isFailedTry {
                step = .counting
                notice = .refused(error)
                return [.recordFailure]
            }
            step = .enterPasscode
            notice = .refused(error)
        case (.counting, .counted(let gate)):
            let tries: Int? = if case .open(let tries) = gate { tries } else if case .wait(_, let tries) = gate { tries } else { nil }
            return pass(gate, notice: wrongPasscodeNotice(triesRemaining: tries))
        case (.waiting, .tick(let gate)):
            return pass(gate, notice: notice)
        default:
            break
        }
        return []
    }

    /// The notice after a wrong passcode: the delegate's own message when it gave one.
    private func wrongPasscodeNotice(triesRemaining: Int?) -> PasscodeNotice {
        if case .refused(.failedToMatch(let message?, _)) = notice {
            return .refused(.failedToMatch(message: message, triesRemaining: triesRemaining ?? PasscodeControllerError.unlimitedTries))
        }
        return .wrongPasscode(triesRemaining: triesRemaining)
    }

    /// Goes where `gate` allows: waiting, locked, or asking (biometrics first when
    /// enabled and nothing went wrong yet).
    private mutating func pass(_ gate: Gate, notice: PasscodeNotice?) -> [PasscodeInputEffect] {
        self.notice = notice
        switch gate {
        case .locked:
            step = .locked
            return [.reachRetryLimit]
        case .wait(let remaining, _):
            step = .waiting(remaining: remaining)
            return []
        case .open:
            if step == .idle, biometricsEnabled {
                step = .biometricPrompt
                return [.promptBiometrics]
            }
            step = .enterPasscode
            return []
        }
    }
}
