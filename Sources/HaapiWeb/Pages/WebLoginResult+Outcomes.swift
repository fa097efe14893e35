import HaapiClient
import HaapiFlow
import HaapiOnboarding
import HaapiUI

extension WebLoginResult {
    /// What the result page shows for a login's `result`: claims, never tokens.
    init(_ result: FlowResult) {
        switch result {
        case .tokens(let tokens):
            self.init(outcome: .signedIn, claims: tokens.idTokenClaims?.displayed ?? [])
        case .oauthError(let error):
            self.init(outcome: .oauthError, messageKey: error.presentation.message)
        case .failed(let error):
            self.init(outcome: .failed, messageKey: error.presentation.message)
        case .cancelled:
            self.init(outcome: .cancelled)
        }
    }

    /// What the result page shows for an onboarding's `outcome`.
    init(_ outcome: OnboardingOutcome) {
        if let login = outcome.loginResult, case .tokens = login {
            self.init(login)
            return
        }
        switch outcome.end {
        case .completed:
            self.init(outcome.loginResult ?? .cancelled)
        case .demoMode:
            self.init(outcome: .demoChosen)
        case .eulaRejected:
            self.init(outcome: .eulaRejected)
        case .consentRefused:
            self.init(outcome: .consentRefused)
        case .cancelled:
            self.init(outcome: .cancelled)
        case .loginFailed:
            if let login = outcome.loginResult { self.init(login) } else { self.init(outcome: .failed, messageKey: .onboardingLoginUnavailable) }
        }
    }
}
