public import Foundation
import HaapiUI
import Logging

extension OnboardingSession {
    /// Continues the onboarding with an activation link the app received (seed 002's
    /// "Welcome Screen Launched with Link": the app is configured by a link, not by the
    /// welcome screen). Call it from the app's URL handling while the onboarding runs.
    ///
    /// The delegate checks the link
    /// (``OnboardingSessionDelegate/onboardingSession(_:serverForActivationLink:)``); the
    /// server it gives is used and the onboarding goes on to the licence agreement, the
    /// consent forms or the login. A refusal's message shows on the current screen.
    /// A link is taken while the app still chooses how to connect
    /// (``OnboardingStateMachine/acceptsActivationLink``: the welcome, activation and
    /// scanner screens of an unconfigured app); at any other time it is ignored.
    ///
    /// - Returns: whether the link moved the onboarding on.
    @discardableResult
    public func openActivationLink(_ url: URL) async -> Bool {
        guard sequence.acceptsActivationLink else {
            logger.info("an activation link arrived while the onboarding is at \(sequence.step.rawValue); ignored")
            return false
        }
        guard let delegate else {
            onDiagnostic?(.delegateMissing(method: "onboardingSession(_:serverForActivationLink:)"))
            (onboardingContainer.currentScreen as? OnboardingScreen)?.showError(themeRegistry.text(.onboardingDelegateMissing))
            return false
        }
        switch await delegate.onboardingSession(self, serverForActivationLink: url) {
        case .found(let server):
            // The person may have moved on while the app checked the link.
            guard sequence.acceptsActivationLink else { return false }
            handle(.activationLinkAccepted(server))
            return true
        case .refused(let message):
            (onboardingContainer.currentScreen as? OnboardingScreen)?.showError(message)
            return false
        }
    }
}
