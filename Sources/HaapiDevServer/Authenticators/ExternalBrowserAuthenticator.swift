import Foundation
import HTTPTypes
import HaapiJOSE
import HaapiModel

/// Login in an external browser, through the `external-browser-flow` client operation.
///
/// Selecting it answers the operation with `href` =
/// `<base>/dev/external-browser/<id>?_launch_nonce=<nonce>`. The client appends
/// `redirect_uri=<its loopback or app redirect>` and opens it; the dev page (see
/// ``DevEndpoints``) "logs in" and redirects there with `_resume_nonce`. The client then
/// submits `continueActions[0]` (`POST /authn/authenticate/<id>` with the context field
/// `_resume_nonce`). A wrong or reused nonce is `incorrect-credentials`.
struct ExternalBrowserAuthenticator: AuthenticatorHandler {
    let configuration: AuthenticatorConfiguration
    let environment: ServerEnvironment

    func start(_ flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        let launch = BrowserLaunch(
            launchNonce: environment.identifier(24), expiresAt: environment.now.addingTimeInterval(configuration.codeLifetime))
        flow.browser = launch
        var query = FormParameters()
        query.append("_launch_nonce", launch.launchNonce)
        let texts = flow.texts
        let href = try environment.serverURL("/dev/external-browser/\(id)").absoluteString + "?" + query.encoded
        let operation = ClientOperationActionModel(
            name: .externalBrowserFlow, arguments: ["href": .string(href)],
            continueActions: [
                Build.form(
                    .continue, title: texts[.continueIfNotRedirected], href: basePath, fields: [Field(name: "_resume_nonce", type: .context)])
            ],
            errorActions: [Build.form(.cancel, title: texts[.cancel], href: "\(basePath)/cancel", actionTitle: texts[.cancel])])
        return .step(
            Representation(
                type: .authenticationStep, metadata: Metadata(viewName: "authenticator/external-browser/launch"),
                actions: [
                    Action(kind: "external-browser", title: texts[.externalBrowser], model: .clientOperation(operation))
                ]))
    }

    func handle(_ request: AuthenticatorRequest, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        switch (request.action, request.method) {
        case (nil, .post), (nil, .get):
            guard let nonce = request.form.nonEmpty("_resume_nonce") else {
                throw .invalidInput([InvalidField(name: "_resume_nonce", reason: .missing, detail: flow.texts[.resumeNonceMissing])], flow.texts)
            }
            guard let launch = flow.browser, let expected = launch.resumeNonce, let username = launch.username,
                launch.expiresAt > environment.now, ConstantTime.equals(nonce, expected)
            else {
                return recordFailure(&flow)
            }
            flow.browser = nil
            return .authenticated(username: username)
        case ("cancel", _):
            return .restart
        default:
            throw .notFound("\(basePath)/\(request.action ?? "")", flow.texts)
        }
    }
}
