/// What ``OnboardingStateMachine/handle(_:)`` asks its performer (``OnboardingSession``) to do.
public enum OnboardingEffect: Sendable, Hashable {
    /// Show the screen of `step` (only when the screens do not navigate by
    /// themselves: at the start, on resume and between the onboarding's parts).
    case show(OnboardingStateMachine.Step)
    /// Save the sequence (``OnboardingStore``).
    case persist
    /// Forget the saved sequence.
    case clearPersisted
    /// Run the HAAPI login against `server` (`nil`: the app's own default).
    case startLogin(OnboardingServer?)
    /// End with `end`.
    case finish(OnboardingStateMachine.End)
}
