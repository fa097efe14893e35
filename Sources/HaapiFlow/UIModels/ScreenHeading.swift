public import HaapiModel

/// What a screen's header says: the step's own heading message when it has one,
/// otherwise a keyed title for what the step is for (sign in, sign up, register,
/// consent, reset a password, ...), which a renderer translates and an app can
/// override like every other string.
public struct ScreenHeading: Sendable, Hashable, Codable {
    /// What a step asks the person to do, as far as the header is concerned.
    public enum Purpose: String, Sendable, Hashable, Codable, CaseIterable {
        /// Signing in (authentication steps, polling, the default).
        case signIn
        /// Creating an account (`user-register`).
        case signUp
        /// Registering a device, a passkey or an authenticator (other registration steps).
        case registration
        /// Allowing an app access (`user-consent-step`).
        case consent
        /// Approving something a consentor shows (`consentor-step`).
        case approval
        /// Setting a new password or asking for a reset (`password-reset`).
        case passwordReset
        /// Finding a forgotten account (`account-id-recovery`).
        case accountRecovery
    }

    /// The step's heading message (a message of class `heading`), shown instead of
    /// the purpose's title.
    public var text: String?
    /// The server's localisation key for ``text``.
    public var textKey: String?
    /// What the step is for.
    public var purpose: Purpose

    /// Creates a heading.
    public init(text: String? = nil, textKey: String? = nil, purpose: Purpose = .signIn) {
        self.text = text
        self.textKey = textKey
        self.purpose = purpose
    }
}

extension ScreenHeading {
    /// The heading of `step`: its first heading message, and its purpose; a
    /// continue-same step keeps `current`'s purpose (and its text, unless the step
    /// brings a heading of its own).
    public init(step: Representation, current: ScreenHeading?) {
        let message = step.messages.first { InfoMessageStyle(classList: $0.classList) == .heading }
        if step.type == .continueSameStep, let current {
            self = current
            if let message { (text, textKey) = (message.text, message.textKey) }
            return
        }
        self.init(text: message?.text, textKey: message?.textKey, purpose: Purpose(step: step))
    }

    /// `messages` without the heading message this heading shows.
    func removingHeadingMessage(from messages: [InfoMessageModel]) -> [InfoMessageModel] {
        guard let text, let index = messages.firstIndex(where: { $0.style == .heading && $0.text == text }) else { return messages }
        var rest = messages
        rest.remove(at: index)
        return rest
    }
}

extension ScreenHeading.Purpose {
    /// The purpose of `step`: from its type first (registration, consent, consentor),
    /// then from the kinds of its actions (a password reset, an account recovery, a
    /// sign-up, a device or passkey registration offered as the step's main action).
    public init(step: Representation) {
        let kinds = step.actions.filter { $0.kind != .cancel }.map(\.kind)
        let registers = step.actions.contains { $0.clientOperation?.name == .webauthnRegistration }
            || kinds.contains(.deviceRegister)
        switch step.type {
        case .userConsentStep:
            self = .consent
        case .consentorStep:
            self = .approval
        case .registrationStep:
            self = kinds.contains(.userRegister) && !registers ? .signUp : .registration
        default:
            switch kinds.first {
            case .passwordReset?: self = .passwordReset
            case .accountIdRecovery?: self = .accountRecovery
            case .userRegister?: self = .signUp
            case .deviceRegister?: self = .registration
            default: self = registers ? .registration : .signIn
            }
        }
    }
}
