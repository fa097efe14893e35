import Foundation
import HaapiModel

struct ExternalBrowserAuthenticator: AuthenticatorHandler {
    let configuration: AuthenticatorConfiguration
    let environment: ServerEnvironment

    func start(_ flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        throw .unexpected("The external browser is not built yet")
    }

    func handle(_ request: AuthenticatorRequest, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        throw .unexpected("The external browser is not built yet")
    }
}
