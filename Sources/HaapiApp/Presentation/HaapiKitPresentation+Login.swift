import HaapiClient
import HaapiFlow
import HaapiUI
import Logging

extension HaapiKitPresentation {
    /// Runs a login with `parameters` (`login_hint`, `acr_values`, `ui_locales`)
    /// inside the presentation; when it fails, the person may try again or close.
    func login(_ parameters: [String: String]) async -> Result<OAuthTokens, HaapiKitError> {
        guard let configured else { return .failure(.notConfigured) }
        while true {
            let flow = configured.makeFlowSession(parameters: parameters)
            embed(flow.flowViewController)
            innerCancel = { await flow.cancel() }
            loginSession = flow
            let result = await flow.run()
            loginSession = nil
            innerCancel = nil
            unembed(flow.flowViewController)
            let error: HaapiKitError
            let presentation: ErrorPresentation
            switch result {
            case .tokens(let tokens):
                try? await kit?.registerPushToken()
                return .success(tokens)
            case .cancelled:
                return .failure(.flowCancelled)
            case .oauthError(let oauth):
                error = .internalError(message: "the server refused the sign-in: \(oauth)")
                presentation = oauth.presentation
            case .failed(let failure):
                error = Self.error(for: failure)
                presentation = failure.presentation
            }
            kit?.logger.warning("login failed", metadata: ["error": .string(error.description)])
            guard await showError(presentation, canRetry: true) == .tryAgain else { return .failure(error) }
        }
    }

    /// The facade's error for a failed login: a login state the flow cannot go on from is
    /// ``HaapiKitError/unknownLoginState(_:)``; a step that needs what this device cannot run
    /// (a client operation that failed, with no other way offered) is
    /// ``HaapiKitError/deviceNotSupported(_:)``.
    static func error(for failure: HaapiFlowError) -> HaapiKitError {
        switch failure {
        case .unexpectedDocument(let detail): .unknownLoginState(detail)
        case .clientOperationFailed(let name, let reason): .deviceNotSupported("the sign-in needs \(name), which cannot run here: \(reason)")
        default: .internalError(message: failure.description)
        }
    }
}
