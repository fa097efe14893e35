import Foundation
import HaapiModel

struct BankIDAuthenticator: AuthenticatorHandler {
    let configuration: AuthenticatorConfiguration
    let environment: ServerEnvironment

    func start(_ flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        throw .unexpected("BankID is not built yet")
    }

    func handle(_ request: AuthenticatorRequest, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        throw .unexpected("BankID is not built yet")
    }
}
