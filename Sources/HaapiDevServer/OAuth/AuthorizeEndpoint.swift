import Foundation
import HTTPTypes
import HaapiModel
import Hummingbird
import Logging

/// `GET /oauth/authorize` for HAAPI clients (`Accept: application/vnd.auth+json`, a HAAPI
/// token and a DPoP proof). Checks the request (its parameters, or the pushed request its
/// `request_uri` names) and answers a `redirection-step` with `Set-Session-Id`; errors
/// are `error-authorization-response` problems. `ui_locales` chooses the language of the
/// flow's steps (``DevServerLanguage/init(uiLocales:)``).
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
            language: DevServerLanguage(uiLocales: authorization.uiLocales),
            expiresAt: now.addingTimeInterval(environment.configuration.tokens.sessionLifetime))
        await environment.state.insertFlow(flow)
        environment.logger.info("authorization flow started", metadata: ["client_id": .string(authorization.clientID)])
        var target = FormParameters()
        target.append("serviceProviderId", authorization.clientID)
        target.append("client_id", authorization.clientID)
        target.append("resumePath", "/oauth/authorize")
        var headers = HTTPFields()
        headers[.setSessionID] = flow.id
        headers[.contentLanguage] = flow.language.code
        return Reply.haapi(.redirection(to: "/authn/authenticate?" + target.encoded), headers: headers)
    }

    static func acceptsHaapi(_ request: Request) -> Bool {
        (request.headers[.accept] ?? "").split(separator: ",").contains { part in
            part.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() == HaapiModel.MediaType.haapi
        }
    }

    /// The authorization request: the query's parameters, or the pushed request its
    /// `request_uri` names (RFC 9126). Errors that may go back to the client carry a link
    /// to its redirect URI.
    func validate(_ query: FormParameters, caller: HaapiCaller) async throws(HTTPFailure) -> AuthorizationRequest {
        let issuer = environment.issuer
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
        if let requestURI = query["request_uri"] {
            return try await pushedRequest(requestURI, query: query, client: client, caller: caller)
        }
        if environment.configuration.requiresPushedAuthorizationRequests(client) {
            throw .authorizationError(
                "invalid_request",
                "client \(clientID) must push its authorization requests (RFC 9126): POST them to \(PushedAuthorizationEndpoint.path), then send client_id and request_uri here",
                issuer: issuer)
        }
        do {
            return try AuthorizationRequestValidator(environment: environment)
                .validate(query, client: client, dpopKey: (caller.jkt, "the key of the HAAPI token"))
        } catch {
            throw error.authorizationFailure(issuer: issuer)
        }
    }

    /// The pushed request `requestURI` names, spent: it must be this client's, unused and
    /// unexpired, and come with no parameter but `client_id`.
    private func pushedRequest(
        _ requestURI: String, query: FormParameters, client: ClientConfiguration, caller: HaapiCaller
    ) async throws(HTTPFailure) -> AuthorizationRequest {
        let issuer = environment.issuer
        if let repeated = query.repeatedNames.first {
            throw .authorizationError("invalid_request", "the parameter \(repeated) is repeated", issuer: issuer)
        }
        let others = query.pairs.map { $0.name }.filter { $0 != "client_id" && $0 != "request_uri" }
        guard others.isEmpty else {
            throw .authorizationError(
                "invalid_request",
                "with request_uri, send only client_id: the other parameters were pushed (RFC 9126 section 4), got \(others.joined(separator: ", "))",
                issuer: issuer)
        }
        func refuse(_ reason: String, _ pushed: AuthorizationRequest? = nil) -> HTTPFailure {
            .authorizationError(
                "invalid_request_uri", reason, redirectURI: pushed?.redirectURI, state: pushed?.state, issuer: issuer)
        }
        switch await environment.state.redeemPushedRequest(requestURI, clientID: client.id, now: environment.now) {
        case .unknown: throw refuse("request_uri is unknown")
        case .otherClient: throw refuse("request_uri was pushed by another client")
        case .expired(let pushed): throw refuse("request_uri has expired; push the request again", pushed)
        case .used(let pushed): throw refuse("request_uri was used already; push the request again", pushed)
        case .valid(let pushed):
            if let jkt = pushed.dpopJKT, jkt != caller.jkt {
                throw .authorizationError(
                    "invalid_request", "the pushed dpop_jkt differs from the key of the HAAPI token", redirectURI: pushed.redirectURI,
                    state: pushed.state, issuer: issuer)
            }
            return pushed
        }
    }
}
