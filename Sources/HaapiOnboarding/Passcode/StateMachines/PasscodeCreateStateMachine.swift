/// Setting up a passcode (seed 002's create flow) as a value: enter → confirm →
/// (enable biometrics) → the delegate tries it. The ``PasscodeCreateController``
/// feeds it the person's actions and the answers of the app, and performs its
/// ``PasscodeCreateEffect``s; tests drive it event by event.
///
/// The same flow sets the new passcode in a change (mode `.change`): biometrics are
/// then not offered, and a biometric copy that existed is replaced.
///
/// In the ``PasscodeCreateOrder/biometricsFirst`` order biometrics come first (after
/// ``PasscodeCreateEvent/begin``): enrolled, Enable generates the passcode, which is
/// protected by biometrics first and then tried; Not Now goes to entering a passcode,
/// after which biometrics are not offered again.
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
        /// Offered (after the confirmation, or first in the biometrics-first order);
        /// `enrolled` says whether anybody enrolled.
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
    /// The order of the screens.
    public let order: PasscodeCreateOrder

    private var candidate: PendingPasscode?
    private var wantsBiometrics = false
    /// Whether the passcode held was generated (biometrics-first Enable).
    private var isGenerated = false
    /// Whether biometrics were offered first already (biometrics-first order).
    private var offeredFirst = false

    /// Starts at the first entry; in the biometrics-first order of a creation with
    /// biometrics offered, at their step.
    public init(mode: PasscodeInputMode = .create, biometrics: Biometrics, allowsSkipping: Bool = false, order: PasscodeCreateOrder = .passcodeFirst) {
        self.mode = mode
        self.biometrics = biometrics
        self.allowsSkipping = allowsSkipping
        self.order = order
        offerBiometricsFirst()
    }

    /// Whether biometrics come first in this flow.
    private var biometricsComeFirst: Bool { order == .biometricsFirst && mode == .create }

    /// Shows the biometrics step first, once, when this flow's order has them first and they are offered.
    private mutating func offerBiometricsFirst() {
        guard biometricsComeFirst, !offeredFirst, step == .enterPasscode, candidate == nil, case .offer(let enrolled) = biometrics else { return }
        offeredFirst = true
        notice = nil
        step = .enableBiometrics(enrolled: enrolled)
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
        case (.enterPasscode, .begin):
            offerBiometricsFirst()
        case (.enableBiometrics(enrolled: false), .begin) where biometrics == .offer(enrolled: true):
            // The person enrolled (in the settings) since the step showed.
            notice = nil
            step = .enableBiometrics(enrolled: true)
        case (.enableBiometrics(enrolled: true), .generated(let passcode)) where biometricsComeFirst:
            notice = nil
            candidate = passcode
            isGenerated = true
            step = .protecting
            return [.protectWithBiometrics(passcode)]
        case (.enableBiometrics, .choseBiometrics(false)) where biometricsComeFirst:
            clear(to: .enterPasscode)
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
            case .offer where biometricsComeFirst:
                // Offered first already: Not Now was the answer.
                return beginTrying(candidate, biometrics: false)
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
            if enable, !enrolled {
                notice = .enrolBiometrics
                return []
            }
            guard let candidate else { return [] }
            notice = nil
            return beginTrying(candidate, biometrics: enable)
        case (.trying, .accepted) where isGenerated:
            clear(to: .finished(biometricsEnabled: true))
        case (.protecting, .protected(let done)) where isGenerated:
            // A generated passcode nobody knows is tried only once biometrics hold it.
            guard done, let candidate else {
                clear(to: .enterPasscode)
                notice = .biometricsFailed(.failed)
                return []
            }
            step = .trying
            return [.tryPasscode(candidate, mode)]
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
        isGenerated = false
        notice = nil
    }
}
