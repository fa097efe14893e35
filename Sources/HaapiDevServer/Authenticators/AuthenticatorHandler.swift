import HTTPTypes
import HaapiModel
import Hummingbird

/// What an authenticator answers to a request.
enum AuthenticatorOutcome: Sendable {
    /// Show this step.
    case step(Representation)
    /// A problem after a state change (a failed attempt counts): the flow is saved first.
    case problem(HTTPFailure)
    /// The user is authenticated by this authenticator; `methods` say how when the
    /// authenticator's type alone does not (``AuthenticatorType/authenticationMethods``).
    case authenticated(username: String, methods: [AuthenticationMethod]? = nil)
    /// Go back to the selector (or the single authenticator).
    case restart
    /// The offer to create a passkey is over (a passkey was saved, or the person said not
    /// now): go on with the login after its first factor, showing `notice` on the next
    /// step that shows messages.
    case resumeLogin(notice: Message?)
}

/// A submission to an authenticator: `/authn/authenticate/<id>[/<action>]`.
struct AuthenticatorRequest: Sendable {
    /// The sub-path after the authenticator ID (`resend`, `poll`, ...), `nil` for the main form.
    var action: String?
    var method: HTTPRequest.Method
    /// Query parameters for GET, the form body for POST.
    var form: FormParameters
}

/// One authenticator's behaviour. `start` runs when it is selected (for a second factor
/// the flow's `subject` is already set); `handle` answers the forms its steps offer.
protocol AuthenticatorHandler: Sendable {
    var configuration: AuthenticatorConfiguration { get }
    func start(_ flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome
    func handle(_ request: AuthenticatorRequest, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome
}

extension AuthenticatorHandler {
    var id: String { configuration.id }
    /// The path of the authenticator's main form.
    var basePath: String { "/authn/authenticate/\(configuration.id)" }

    /// Counts a failed attempt; returns `too-many-attempts` (locking the flow) when the
    /// limit is reached, `incorrect-credentials` with the attempts left otherwise.
    func recordFailure(_ flow: inout FlowSession) -> AuthenticatorOutcome {
        let failures = (flow.failures[id] ?? 0) + 1
        flow.failures[id] = failures
        if failures >= configuration.maxAttempts {
            flow.step = .locked
            return .problem(.tooManyAttempts(flow.texts))
        }
        return .problem(.incorrectCredentials(attemptsLeft: configuration.maxAttempts - failures, flow.texts))
    }
}

/// Reads a required text field, or reports it in `invalid-input`.
func requiredField(_ form: FormParameters, _ name: String, _ detail: String, into invalid: inout [InvalidField]) -> String {
    let value = form[name]?.trimmingCharacters(in: .whitespaces) ?? ""
    if value.isEmpty { invalid.append(InvalidField(name: name, reason: .invalidValue, detail: detail)) }
    return value
}

import Foundation
