/// The order of an onboarding as a pure state machine: a value that takes the
/// person's and the app's events and returns what to do (``OnboardingEffect``). It does no
/// I/O; ``OnboardingSession`` performs the effects. It is `Codable`, so an
/// onboarding interrupted at any step (the app killed) resumes at the same
/// screen with what was entered — an e-mail address, a scanned server, the
/// answers so far, never a password.
///
/// ```swift
/// var sequence = OnboardingStateMachine(configuration: configuration)
/// sequence.handle(.start)                 // [.show(.welcome), .persist]
/// sequence.handle(.welcomeContinued)      // [.show(.eula), .persist]
/// ```
public struct OnboardingStateMachine: Sendable, Hashable, Codable {
    /// A screen of the onboarding.
    public enum Step: String, Sendable, Hashable, Codable {
        /// Not started yet.
        case notStarted
        /// The welcome screen.
        case welcome
        /// The activation screen (e-mail or scanner).
        case activation
        /// The QR code scanner.
        case scanner
        /// The confirmation of a scanned server.
        case scanConfirmation
        /// The licence agreement.
        case eula
        /// The consent forms.
        case consents
        /// The HAAPI login.
        case login
        /// Creating the passcode that protects the app's data (tokens included).
        /// Never saved: the tokens live in memory until the passcode protects them,
        /// so an onboarding interrupted here resumes at the login.
        case passcode
        /// Ended (see ``OnboardingStateMachine/end``).
        case finished
    }

    /// How an onboarding ended.
    public enum End: Sendable, Hashable, Codable {
        /// Every step done and the login gave tokens.
        case completed
        /// The person chose the demo.
        case demoMode
        /// The person did not accept the licence agreement.
        case eulaRejected
        /// The person refused the required consent form `formID`.
        case consentRefused(formID: String)
        /// The person cancelled (the saved state stays: the next start resumes).
        case cancelled
        /// The login ended without tokens (the saved state stays at the login).
        case loginFailed(message: String)
    }

    /// How the login ended.
    public enum LoginEnd: Sendable, Hashable {
        /// Tokens.
        case succeeded
        /// An error or OAuth error.
        case failed(message: String)
        /// The person cancelled it.
        case cancelled
    }

    /// How the passcode step ended.
    public enum PasscodeEnd: Sendable, Hashable {
        /// A passcode was created (and the tokens stored under it).
        case created
        /// The person skipped it (the policy allowed it; the tokens were not kept).
        case skipped
        /// The person cancelled.
        case cancelled
    }

    /// What the onboarding shows.
    public let configuration: OnboardingConfiguration
    /// The current screen.
    public private(set) var step: Step = .notStarted
    /// The e-mail address the person gave, kept to fill the field again on resume.
    public private(set) var email: String?
    /// The server: the configured one, or the one found or scanned.
    public private(set) var server: OnboardingServer?
    /// The scanned server waiting for confirmation.
    public private(set) var pendingServer: OnboardingServer?
    /// Whether the licence agreement was accepted.
    public private(set) var isEULAAccepted = false
    /// The consent answers: form id → agreed.
    public private(set) var consentResponses: [String: Bool] = [:]
    /// Where the person is in the consent forms, to resume on the same page.
    public private(set) var consentProgress: UserConsentStateMachine?
    /// How the onboarding ended, once it did.
    public private(set) var end: End?

    /// A sequence at its start.
    public init(configuration: OnboardingConfiguration) {
        self.configuration = configuration
        if configuration.welcomeState == .isConfigured { server = configuration.server }
    }

    /// Takes `event` and returns the effects, in order. Events that do not fit
    /// the current step (a late answer for a screen already left) change nothing.
    public mutating func handle(_ event: OnboardingEvent) -> [OnboardingEffect] {
        // Once it ended, only a new start moves it: a late answer of a screen being closed
        // must not change (and save) the step the next start resumes at.
        if end != nil, step != .finished {
            guard case .start = event else { return [] }
        }
        switch (step, event) {
        case (.finished, _):
            return []
        case (.notStarted, .start):
            step = .welcome
            return [.show(.welcome), .persist]
        case (_, .start):
            end = nil
            return step == .login ? [.startLogin(server)] : [.show(step)]
        case (_, .cancelled):
            return finish(.cancelled, keepingState: true)
        case (.welcome, .welcomeContinued) where configuration.welcomeState == .isConfigured:
            return moveOn(after: .welcome)
        case (.welcome, .demoSelected) where configuration.isDemoAvailable:
            return finish(.demoMode, keepingState: false)
        case (.welcome, .emailEntered(let address)), (.activation, .emailEntered(let address)):
            email = address
            return [.persist]
        case (.welcome, .serverDiscovered(let found)), (.activation, .serverDiscovered(let found)):
            server = found
            return moveOn(after: step)
        case (.welcome, .activationOpened):
            step = .activation
            return [.persist]
        case (.welcome, .scannerOpened), (.activation, .scannerOpened):
            step = .scanner
            return [.persist]
        case (.activation, .wentBack(to: .welcome)), (.scanner, .wentBack(to: .welcome)), (.scanner, .wentBack(to: .activation)),
             (.scanConfirmation, .wentBack(to: .scanner)):
            if case .wentBack(let target) = event { step = target }
            pendingServer = nil
            return [.persist]
        case (.eula, .wentBack(let target)) where target == stepBefore(.eula),
             (.consents, .wentBack(let target)) where target == stepBefore(.consents):
            // Back from an agreement: what was agreed from the target on is asked again.
            step = target
            if target != .eula { pendingServer = nil }
            isEULAAccepted = false
            consentProgress = nil
            return [.persist]
        case (.scanner, .scanAccepted(let found)):
            pendingServer = found
            step = .scanConfirmation
            return [.persist]
        case (_, .activationLinkAccepted(let found)) where acceptsActivationLink:
            server = found
            pendingServer = nil
            return moveOn(after: .welcome)
        case (.scanConfirmation, .scanConfirmed):
            server = pendingServer
            pendingServer = nil
            return moveOn(after: .scanConfirmation)
        case (.eula, .eulaAccepted):
            isEULAAccepted = true
            return moveOn(after: .eula)
        case (.eula, .eulaRejected):
            return finish(.eulaRejected, keepingState: false)
        case (.consents, .consentsProgressed(let progress)):
            guard progress != consentProgress else { return [] }
            consentProgress = progress
            return [.persist]
        case (.consents, .consentsAnswered(let responses)):
            consentResponses = responses
            if let refused = configuration.consentForms.first(where: { $0.isRequired && responses[$0.id] != true }) {
                return finish(.consentRefused(formID: refused.id), keepingState: false)
            }
            return moveOn(after: .consents)
        case (.login, .loginFinished(.succeeded)):
            guard configuration.createsPasscode else { return finish(.completed, keepingState: false) }
            step = .passcode
            return [.show(.passcode)]
        case (.passcode, .passcodeFinished(.created)), (.passcode, .passcodeFinished(.skipped)):
            return finish(.completed, keepingState: false)
        case (.passcode, .passcodeFinished(.cancelled)):
            return finish(.cancelled, keepingState: true)
        case (.login, .loginFinished(.failed(let message))):
            return finish(.loginFailed(message: message), keepingState: true)
        case (.login, .loginFinished(.cancelled)):
            return finish(.cancelled, keepingState: true)
        default:
            return []
        }
    }

    /// Whether an activation link can configure the app now: an unconfigured app
    /// still choosing how to connect (the welcome, activation or scanner screens; in the
    /// "launch with link" setting the welcome screen waits only for it).
    public var acceptsActivationLink: Bool {
        configuration.welcomeState == .notConfigured && [.welcome, .activation, .scanner, .scanConfirmation].contains(step)
    }

    /// Where Back on the licence agreement or the consent forms leads in this
    /// configuration: the agreement before the consent forms, else the screen where
    /// the person chose how to connect (the activation screen when the welcome
    /// screen leads there, else the welcome screen). `nil` for the other steps.
    public func stepBefore(_ step: Step) -> Step? {
        switch step {
        case .consents where configuration.eula != nil:
            return .eula
        case .eula, .consents:
            let picksOnActivation = configuration.welcomeState == .notConfigured
                && WelcomeLaunchSetting(state: configuration.welcomeState, options: configuration.configurationOptions) == .withActivation
            return picksOnActivation ? .activation : .welcome
        default:
            return nil
        }
    }

    /// The step after `current`, skipping what the configuration leaves out.
    private mutating func moveOn(after current: Step) -> [OnboardingEffect] {
        let order: [Step] = [.eula, .consents, .login]
        let start: Int = switch current {
        case .eula: 1
        case .consents: 2
        default: 0
        }
        for next in order[start...] {
            switch next {
            case .eula where configuration.eula == nil: continue
            case .consents where configuration.consentForms.isEmpty: continue
            case .login:
                step = .login
                return [.persist, .startLogin(server)]
            default:
                step = next
                return [.show(next), .persist]
            }
        }
        return []
    }

    private mutating func finish(_ reason: End, keepingState: Bool) -> [OnboardingEffect] {
        end = reason
        if keepingState {
            // The saved state stays at the current step so that the next start resumes there.
            return [.finish(reason)]
        }
        step = .finished
        return [.clearPersisted, .finish(reason)]
    }
}
