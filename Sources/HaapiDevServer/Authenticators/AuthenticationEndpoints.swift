import Foundation
import HaapiModel
import Hummingbird

/// The HAAPI routes of a running flow; each needs the HAAPI token, a DPoP proof and the
/// flow's `Session-Id`.
///
/// - `GET  /authn/authenticate`: the selector, or the only authenticator;
/// - `GET  /authn/authenticate/<id>`: choose an authenticator;
/// - `POST /authn/authenticate/<id>`: submit its main form (form-encoded, or a JSON object
///   for forms of type `application/json`);
/// - `GET|POST /authn/authenticate/<id>/<action>`: its other forms (`resend`, `poll`, ...);
/// - `POST /authn/consent`, `POST /authn/consent/deny`: the consent step.
///
/// Every step and problem of a flow is in the flow's language (``DevServerLanguage``),
/// named in `Content-Language`.
struct AuthenticationEndpoints: Sendable {
    let environment: ServerEnvironment

    var flows: AuthenticatorFlow { AuthenticatorFlow(environment: environment) }

    func register(on router: Router<BasicRequestContext>) {
        router.get("/authn/authenticate") { request, _ in
            try await withFlow(request) { flow throws(HTTPFailure) in try await flows.begin(&flow) }
        }
        router.get("/authn/authenticate/{id}") { request, context in
            let id = context.parameters.get("id") ?? ""
            return try await withFlow(request) { flow throws(HTTPFailure) in
                if flow.step == .authenticating(id) {
                    return try await flows.submit(id, request: AuthenticatorRequest(action: nil, method: .get, form: request.queryParameters), flow: &flow)
                }
                return try await flows.select(id, flow: &flow)
            }
        }
        router.post("/authn/authenticate/{id}") { request, context in
            let id = context.parameters.get("id") ?? ""
            let form = try await request.formBody(allowingJSON: true)
            return try await withFlow(request, posting: form) { flow throws(HTTPFailure) in
                try await flows.submit(id, request: AuthenticatorRequest(action: nil, method: .post, form: form), flow: &flow)
            }
        }
        for method in [HTTPRequest.Method.get, .post] {
            router.on("/authn/authenticate/{id}/{action}", method: method) { request, context in
                let id = context.parameters.get("id") ?? ""
                let action = context.parameters.get("action") ?? ""
                let form = method == .post ? try await request.formBody(allowingJSON: true) : request.queryParameters
                return try await withFlow(request, posting: method == .post ? form : nil) { flow throws(HTTPFailure) in
                    try await flows.submit(id, request: AuthenticatorRequest(action: action, method: method, form: form), flow: &flow)
                }
            }
        }
        router.post("/authn/consent") { request, _ in
            let form = try await request.formBody()
            return try await withFlow(request, posting: form) { flow throws(HTTPFailure) in
                guard flow.step == .consent else { throw .userError(flow.texts[.consentNotCurrent]) }
                let scopes = ConsentStep.acceptedScopes(form, requested: flow.request.scopes)
                return try await flows.complete(&flow, scopes: scopes)
            }
        }
        router.post("/authn/consent/deny") { request, _ in
            try await withFlow(request, posting: FormParameters()) { flow throws(HTTPFailure) in
                guard flow.step == .consent else { throw .userError(flow.texts[.consentNotCurrent]) }
                flow.step = .completed
                try await flows.save(flow)
                throw .authorizationError(
                    "access_denied", "the user denied consent", redirectURI: flow.request.redirectURI, state: flow.request.state,
                    issuer: environment.issuer, texts: flow.texts)
            }
        }
    }

    /// Runs `body` with the request's flow; its answer, a step or a problem, says the
    /// flow's language in `Content-Language`. A `posting` form is counted (`GET /dev/submissions`).
    private func withFlow(
        _ request: Request, posting form: FormParameters? = nil, _ body: (inout FlowSession) async throws(HTTPFailure) -> Response
    ) async throws(HTTPFailure) -> Response {
        let caller = try await HaapiAccessGuard(environment: environment).authorize(request)
        guard AuthorizeEndpoint.acceptsHaapi(request) else {
            throw .userError("Send Accept: \(HaapiModel.MediaType.haapi)", status: .notAcceptable)
        }
        var flow = try await flows.loadFlow(request, caller: caller)
        if let form { await environment.state.noteSubmission(FormSubmission(flow: flow.id, path: request.uri.path, form: form)) }
        let language = flow.language.code
        do throws(HTTPFailure) {
            try flows.requireRunning(flow)
            var response = try await body(&flow)
            response.headers[.contentLanguage] = language
            return response
        } catch {
            var failure = error
            failure.headers[.contentLanguage] = language
            throw failure
        }
    }
}

import HTTPTypes
