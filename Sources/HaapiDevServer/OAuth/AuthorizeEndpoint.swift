import Foundation
import HTTPTypes
import HaapiJOSE
import HaapiModel
import Hummingbird
import Logging

/// `GET /oauth/authorize` for HAAPI clients (`Accept: application/vnd.auth+json`, a HAAPI
/// token and a DPoP proof). Checks the request and answers a `redirection-step` with
/// `Set-Session-Id`; errors are `error-authorization-response` problems.
struct AuthorizeEndpoint: Sendable {
    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.get("/oauth/authorize") { request, _ in try await handle(request) }
        router.post("/oauth/authorize") { request, _ in try await handle(request) }
    }

    func handle(_ request: Request) async throws(HTTPFailure) -> Response {
        guard Self.acceptsHaapi(request) else {
            throw .oauth(
                "invalid_request",
                "this dev server only runs HAAPI flows: send Accept: \(HaapiModel.MediaType.haapi) with a HAAPI token and a DPoP proof",
                status: .notAcceptable)
        }
        let caller = try await HaapiAccessGuard(environment: environment).authorize(request)
        let query = request.method == .post ? try await request.formBody() : request.queryParameters
        let authorization = try await validate(query, caller: caller)
        let now = environment.now
        let flow = FlowSession(
            id: environment.identifier(24), ownerJKT: caller.jkt, request: authorization,
            expiresAt: now.addingTimeInterval(environment.configuration.tokens.sessionLifetime))
        await environment.state.insertFlow(flow)
        environment.logger.info("authorization flow started", metadata: ["client_id": .string(authorization.clientID)])
        var target = FormParameters()
        target.append("serviceProviderId", authorization.clientID)
        target.append("client_id", authorization.clientID)
        target.append("resumePath", "/oauth/authorize")
        var headers = HTTPFields()
        headers[.setSessionID] = flow.id
        return Reply.haapi(.redirection(to: "/authn/authenticate?" + target.encoded), headers: headers)
    }

    static func acceptsHaapi(_ request: Request) -> Bool {
        (request.headers[.accept] ?? "").split(separator: ",").contains { part in
            part.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() == HaapiModel.MediaType.haapi
        }
    }

    /// Checks the parameters; errors that may go back to the client carry a link to its redirect URI.
    func validate(_ query: FormParameters, caller: HaapiCaller) async throws(HTTPFailure) -> AuthorizationRequest {
        let issuer = environment.issuer
        if let repeated = query.repeatedNames.first {
            throw .authorizationError("invalid_request", "the parameter \(repeated) is repeated", issuer: issuer)
        }
        guard let clientID = query.nonEmpty("client_id") else {
            throw .authorizationError("invalid_request", "client_id is missing", issuer: issuer)
        }
        guard let client = await environment.client(clientID) else {
            throw .authorizationError("invalid_client", "client \(clientID) is unknown", issuer: issuer)
        }
        guard client.template == nil else {
            throw .authorizationError(
                "unauthorized_client", "client \(clientID) is a template: register a client from it to sign in", issuer: issuer)
        }
        guard caller.clientID == clientID else {
            throw .authorizationError("unauthorized_client", "the HAAPI token was issued to another client", issuer: issuer)
        }
        guard let redirectURI = query.nonEmpty("redirect_uri") else {
            throw .authorizationError("invalid_request", "redirect_uri is missing", issuer: issuer)
        }
        guard client.redirectURIs.contains(redirectURI) else {
            throw .authorizationError("invalid_request", "redirect_uri is not registered for the client (exact match)", issuer: issuer)
        }
        let state = query["state"]
        func fail(_ error: String, _ description: String) -> HTTPFailure {
            .authorizationError(error, description, redirectURI: redirectURI, state: state, issuer: issuer)
        }
        guard let responseType = query.nonEmpty("response_type") else { throw fail("invalid_request", "response_type is missing") }
        guard responseType == "code" else { throw fail("unsupported_response_type", "only response_type=code is supported") }
        let requested = TokenEndpoint.scopes(query["scope"])
        let scopes = requested.isEmpty ? client.scopes : requested
        if let unknown = scopes.first(where: { !client.scopes.contains($0) }) {
            throw fail("invalid_scope", "the client may not ask for the scope \(unknown)")
        }
        guard let challenge = query.nonEmpty("code_challenge") else { throw fail("invalid_request", "code_challenge is missing (PKCE is required)") }
        guard query["code_challenge_method"] == PKCE.s256Method else {
            throw fail("invalid_request", "code_challenge_method must be S256")
        }
        guard challenge.count == 43, (try? Base64URL.decode(challenge))?.count == 32 else {
            throw fail("invalid_request", "code_challenge is not a base64url SHA-256 value")
        }
        if query["prompt"]?.split(separator: " ").contains("none") == true {
            throw fail("login_required", "the dev server keeps no login sessions, so prompt=none cannot succeed")
        }
        if let jkt = query["dpop_jkt"], jkt != caller.jkt {
            throw fail("invalid_request", "dpop_jkt differs from the key of the HAAPI token")
        }
        let acr = (query["acr_values"] ?? "").split(separator: " ").map(String.init)
        return AuthorizationRequest(
            clientID: clientID, redirectURI: redirectURI, scopes: scopes, state: state, nonce: query["nonce"],
            codeChallenge: challenge, acrValues: acr, dpopJKT: query["dpop_jkt"])
    }
}
