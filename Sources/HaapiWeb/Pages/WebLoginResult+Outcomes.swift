import HaapiClient
import HaapiFlow
import HaapiOnboarding

extension WebLoginResult {
    /// What the result page shows for a login's `result`: claims, never tokens.
    init(_ result: FlowResult) {
        switch result {
        case .tokens(let tokens):
            self.init(outcome: .signedIn, claims: tokens.idTokenClaims?.displayed ?? [])
        case .oauthError(let error):
            self.init(outcome: .oauthError, message: error.errorDescription ?? error.error)
        case .failed(let error):
            self.init(outcome: .failed, message: "\(error)")
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
        case .consentRefused(let formID):
            self.init(outcome: .consentRefused, message: formID)
        case .cancelled:
            self.init(outcome: .cancelled)
        case .loginFailed(let message):
            if let login = outcome.loginResult { self.init(login) } else { self.init(outcome: .failed, message: message) }
        }
    }
}
