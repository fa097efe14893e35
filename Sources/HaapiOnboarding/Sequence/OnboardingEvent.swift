/// What happens to the onboarding sequence: the input of ``OnboardingStateMachine/handle(_:)``.
public enum OnboardingEvent: Sendable, Hashable {
    /// Start, or resume at the saved step.
    case start
    /// The configured welcome screen's Start.
    case welcomeContinued
    /// The demo was chosen on the welcome screen.
    case demoSelected
    /// The person submitted a (valid) e-mail address for discovery.
    case emailEntered(String)
    /// The app found the server for the e-mail address.
    case serverDiscovered(OnboardingServer)
    /// The welcome screen opened the activation screen.
    case activationOpened
    /// The welcome or activation screen opened the scanner.
    case scannerOpened
    /// The person went back to `step` (cancel on the activation screen or scanner; Back
    /// on the licence agreement or the consent forms, to ``OnboardingStateMachine/stepBefore(_:)``).
    case wentBack(to: OnboardingStateMachine.Step)
    /// The app accepted a scanned code for `server`; the confirmation shows.
    case scanAccepted(OnboardingServer)
    /// Continue on the scan confirmation.
    case scanConfirmed
    /// The app accepted an activation link for `server` (the "launch with link" setting).
    case activationLinkAccepted(OnboardingServer)
    /// The licence agreement was accepted.
    case eulaAccepted
    /// The licence agreement was refused.
    case eulaRejected
    /// The person moved through the consent forms (a page, an answer): kept to resume there.
    case consentsProgressed(UserConsentStateMachine)
    /// The consent forms were answered: form id → agreed.
    case consentsAnswered([String: Bool])
    /// The login ended.
    case loginFinished(OnboardingStateMachine.LoginEnd)
    /// The passcode step ended.
    case passcodeFinished(OnboardingStateMachine.PasscodeEnd)
    /// The person cancelled the onboarding.
    case cancelled
}
