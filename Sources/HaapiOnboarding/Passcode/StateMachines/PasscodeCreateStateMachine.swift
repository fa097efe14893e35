/// Setting up a passcode (seed 002's create flow) as a value: enter → confirm →
/// (enable biometrics) → the delegate tries it. The ``PasscodeCreateController``
/// feeds it the person's actions and the answers of the app, and performs its
/// ``PasscodeCreateEffect``s; tests drive it event by event.
///
/// The same flow sets the new passcode in a change (mode `.change`): biometrics are
/// then not offered, and a biometric copy that existed is replaced.
public struct PasscodeCreateStateMachine: Sendable, Hashable {
    /// Where the flow is.
    public enum Step: Sendable, Hashable {
        /// Asking for the new passcode.
        case enterPasscode
        /// Asking for it again.
        case confirmPasscode
        /// Offering biometrics; `enrolled` says whether anybody enrolled.
        case enableBiometrics(enrolled: Bool)
        /// Waiting for the delegate to try the passcode.
        case trying
        /// Waiting for biometrics to protect the passcode.
        case protecting
        /// Done; `biometricsEnabled` says whether the biometric copy exists.
        case finished(biometricsEnabled: Bool)
        /// The person skipped setting a passcode (allowed by the policy).
        case skipped
        /// The person cancelled.
        case cancelled
    }

    /// What biometrics do in this flow.
    public enum Biometrics: Sendable, Hashable {
        /// Not offered (not allowed by the policy, or the device has none).
        case notOffered
        /// Offered after the confirmation; `enrolled` says whether anybody enrolled.
        case offer(enrolled: Bool)
        /// Already on (a change): the new passcode replaces the biometric copy, without asking.
        case replace
    }

    /// The step shown.
    public private(set) var step: Step = .enterPasscode
    /// What the screen says besides the step's texts (cleared by the next event).
    public private(set) var notice: PasscodeNotice?
    /// `.create`, or `.change` for the new passcode of a change.
    public let mode: PasscodeInputMode
    /// What biometrics do; the controller may set it until the confirmation (when it
    /// has asked the device).
    public var biometrics: Biometrics
    /// Whether the person may skip.
    public let allowsSkipping: Bool

    private var candidate: PendingPasscode?
    private var wantsBiometrics = false

    /// Starts at the first entry.
    public init(mode: PasscodeInputMode = .create, biometrics: Biometrics, allowsSkipping: Bool = false) {
        self.mode = mode
        self.biometrics = biometrics
        self.allowsSkipping = allowsSkipping
    }

    /// Whether the flow has ended.
    public var isFinal: Bool {
        switch step {
        case .finished, .skipped, .cancelled: true
        default: false
        }
    }

    /// Applies `event`; returns what the controller must do, if anything. Events
    /// that do not fit the step change nothing.
    @discardableResult
    public mutating func handle(_ event: PasscodeCreateEvent) -> [PasscodeCreateEffect] {
        guard !isFinal else { return [] }
        switch (step, event) {
        case (_, .cancel):
            clear(to: .cancelled)
        case (.enterPasscode, .skip) where allowsSkipping:
            clear(to: .skipped)
        case (.enterPasscode, .entered(let passcode, let unmet, let refusal)):
            if !unmet.isEmpty {
                notice = .unmetRequirements(unmet)
            } else if let refusal {
                notice = .refused(refusal)
            } else {
                notice = nil
                candidate = passcode
                step = .confirmPasscode
            }
        case (.confirmPasscode, .confirmed(let passcode)):
            guard let candidate, candidate.matches(passcode.value) else {
                clear(to: .enterPasscode)
                notice = .mismatch
                return []
            }
            notice = nil
            switch biometrics {
            case .offer(let enrolled):
                step = .enableBiometrics(enrolled: enrolled)
            case .notOffered:
                return beginTrying(candidate, biometrics: false)
            case .replace:
                return beginTrying(candidate, biometrics: true)
            }
        case (.confirmPasscode, .back):
            clear(to: .enterPasscode)
        case (.enableBiometrics(let enrolled), .choseBiometrics(let enable)):
            guard let candidate else { return [] }
            if enable, !enrolled {
                notice = .enrolBiometrics
                return []
            }
            notice = nil
            return beginTrying(candidate, biometrics: enable)
        case (.trying, .accepted):
            guard wantsBiometrics, let candidate else {
                clear(to: .finished(biometricsEnabled: false))
                return []
            }
            step = .protecting
            return [.protectWithBiometrics(candidate)]
        case (.trying, .refused(let error)):
            clear(to: .enterPasscode)
            notice = .refused(error)
        case (.protecting, .protected(let done)):
            clear(to: .finished(biometricsEnabled: done))
        default:
            break
        }
        return []
    }

    private mutating func beginTrying(_ passcode: PendingPasscode, biometrics: Bool) -> [PasscodeCreateEffect] {
        wantsBiometrics = biometrics
        step = .trying
        return [.tryPasscode(passcode, mode)]
    }

    /// Moves to `step` and forgets the passcode held.
    private mutating func clear(to step: Step) {
        self.step = step
        candidate = nil
        wantsBiometrics = false
        notice = nil
    }
}
