import Foundation
import HTTPTypes
import HaapiModel
import Hummingbird
import Logging

/// Runs a flow between authenticators: the selector, second factors, consent and the
/// final authorization response with its code.
struct AuthenticatorFlow: Sendable {
    let environment: ServerEnvironment

    /// The `acr` of an authenticator: `urn:se:curity:authentication:<type>:<id>`.
    static func acr(for authenticator: AuthenticatorConfiguration) -> String {
        "urn:se:curity:authentication:\(authenticator.type.wireName):\(authenticator.id)"
    }

    /// The handler for an authenticator.
    func handler(for authenticator: AuthenticatorConfiguration) -> any AuthenticatorHandler {
        switch authenticator.type {
        case .usernamePassword: UsernamePasswordAuthenticator(configuration: authenticator, environment: environment)
        case .emailCode: EmailCodeAuthenticator(configuration: authenticator, environment: environment)
        case .totp: TOTPAuthenticator(configuration: authenticator, environment: environment)
        case .bankID: BankIDAuthenticator(configuration: authenticator, environment: environment)
        case .externalBrowser: ExternalBrowserAuthenticator(configuration: authenticator, environment: environment)
        case .pushApproval: PushApprovalAuthenticator(configuration: authenticator, environment: environment)
        case .passkey: PasskeyAuthenticator(configuration: authenticator, environment: environment)
        }
    }

    // MARK: Sessions

    /// The flow named by the `Session-Id` header, checked against the caller's token
    /// (answers before that are in English: the flow's language is not known yet).
    func loadFlow(_ request: Request, caller: HaapiCaller) async throws(HTTPFailure) -> FlowSession {
        guard let id = request.headers[.sessionID], !id.isEmpty else {
            throw .userError("The Session-Id header is missing: send the Set-Session-Id value of the flow's first response")
        }
        guard let flow = await environment.state.flow(id, now: environment.now) else {
            throw .problem(
                Problem(
                    type: .genericUserError, title: "The session is unknown or has expired",
                    messages: [Build.message("Start the login again.", .error)]),
                status: .badRequest)
        }
        guard flow.ownerJKT == caller.jkt, flow.request.clientID == caller.clientID else { throw .sessionMismatch }
        return flow
    }

    /// Refuses a flow that ended: completed, or locked after too many attempts.
    func requireRunning(_ flow: FlowSession) throws(HTTPFailure) {
        switch flow.step {
        case .completed: throw .userError(flow.texts[.loginComplete])
        case .locked: throw .tooManyAttempts(flow.texts)
        default: return
        }
    }

    func save(_ flow: FlowSession) async throws(HTTPFailure) {
        let expiry = environment.now.addingTimeInterval(environment.configuration.tokens.sessionLifetime)
        guard await environment.state.saveFlow(flow, slidingUntil: expiry) else {
            throw .userError(flow.texts[.concurrentChange], status: .conflict)
        }
    }

    // MARK: Steps

    /// The authenticators a flow may start with (restricted by `acr_values` when they name some).
    func firstFactors(for flow: FlowSession) -> [AuthenticatorConfiguration] {
        let all = environment.configuration.firstFactors
        let wanted = flow.request.acrValues
        let chosen = all.filter { wanted.contains(Self.acr(for: $0)) || wanted.contains($0.id) }
        return chosen.isEmpty ? all : chosen
    }

    /// After the redirection step (or a restart): the selector, or the only authenticator.
    func begin(_ flow: inout FlowSession) async throws(HTTPFailure) -> Response {
        flow.clearAuthenticatorState()
        if flow.subject != nil, let second = flow.pendingSecondFactor, let config = environment.authenticator(second) {
            return try await run(config, flow: &flow)
        }
        let candidates = firstFactors(for: flow)
        if candidates.count == 1 {
            return try await run(candidates[0], flow: &flow)
        }
        flow.step = .selecting
        try await save(flow)
        return Reply.haapi(selector(candidates, texts: flow.texts))
    }

    /// Selecting authenticator `id`.
    func select(_ id: String, flow: inout FlowSession) async throws(HTTPFailure) -> Response {
        guard let config = environment.authenticator(id) else { throw .notFound("/authn/authenticate/\(id)", flow.texts) }
        if flow.subject != nil {
            guard flow.pendingSecondFactor == id else { throw .userError(flow.texts[.notSecondFactor, id]) }
        } else {
            guard firstFactors(for: flow).contains(config) else { throw .userError(flow.texts[.cannotBeChosen, id]) }
        }
        flow.clearAuthenticatorState()
        return try await run(config, flow: &flow)
    }

    /// Starts authenticator `config`; `notice` goes on its first step.
    private func run(_ config: AuthenticatorConfiguration, flow: inout FlowSession, notice: Message? = nil) async throws(HTTPFailure) -> Response {
        flow.step = .authenticating(config.id)
        let outcome = try await handler(for: config).start(&flow)
        return try await finish(outcome, authenticator: config, flow: &flow, notice: notice)
    }

    /// A form submitted to authenticator `id`: the current one, the passkey authenticator
    /// while it offers a passkey, or a passkey autofill answer on the password step.
    func submit(_ id: String, request: AuthenticatorRequest, flow: inout FlowSession) async throws(HTTPFailure) -> Response {
        guard let config = environment.authenticator(id) else { throw .notFound("/authn/authenticate/\(id)", flow.texts) }
        guard flow.step == .authenticating(id) || flow.step == .passkeyOffer(id) || acceptsPasskeyAutofill(config, request: request, flow: flow)
        else {
            throw .userError(flow.texts[.notCurrentStep, id])
        }
        let outcome = try await handler(for: config).handle(request, flow: &flow)
        return try await finish(outcome, authenticator: config, flow: &flow)
    }

    private func finish(
        _ outcome: AuthenticatorOutcome, authenticator: AuthenticatorConfiguration, flow: inout FlowSession, notice: Message? = nil
    ) async throws(HTTPFailure) -> Response {
        switch outcome {
        case .step(var representation):
            try await save(flow)
            if let notice { representation.messages.append(notice) }
            return Reply.haapi(representation)
        case .problem(let failure):
            try await save(flow)
            throw failure
        case .restart:
            if flow.subject != nil { flow.pendingSecondFactor = authenticator.id }
            return try await begin(&flow)
        case .authenticated(let username, let methods):
            return try await authenticated(
                username, by: authenticator, methods: methods ?? authenticator.type.authenticationMethods, flow: &flow)
        case .resumeLogin(let notice):
            guard let first = flow.completedAuthenticators.first, let firstFactor = environment.authenticator(first) else {
                throw .unexpected(flow.texts[.noFirstFactor])
            }
            flow.clearAuthenticatorState()
            return try await proceed(after: firstFactor, flow: &flow, notice: notice)
        }
    }

    private func authenticated(
        _ username: String, by authenticator: AuthenticatorConfiguration, methods: [AuthenticationMethod], flow: inout FlowSession
    ) async throws(HTTPFailure) -> Response {
        environment.logger.info("authenticated", metadata: ["authenticator": .string(authenticator.id), "user": .string(username)])
        if let subject = flow.subject, subject.lowercased() != username.lowercased() {
            flow.step = .locked
            try await save(flow)
            throw .authenticationFailed(flow.texts[.secondFactorOfAnotherUser], flow.texts)
        }
        let user = await environment.users.user(named: username)
        let canonical = user?.username ?? username
        if flow.subject == nil {
            flow.subject = canonical
            flow.authTime = environment.now
        }
        flow.completedAuthenticators.append(authenticator.id)
        flow.authenticationMethods += methods
        flow.clearAuthenticatorState()
        if flow.pendingSecondFactor == nil, flow.completedAuthenticators.count == 1,
            let offer = try await passkeyOffer(after: authenticator, user: canonical, flow: &flow)
        {
            try await save(flow)
            return Reply.haapi(offer)
        }
        return try await proceed(after: authenticator, flow: &flow)
    }

    /// After `authenticator` succeeded (and any passkey offer is over): its second factor,
    /// consent, or the code; `notice` goes on the next step that shows messages.
    private func proceed(
        after authenticator: AuthenticatorConfiguration, flow: inout FlowSession, notice: Message? = nil
    ) async throws(HTTPFailure) -> Response {
        if flow.pendingSecondFactor == nil, flow.completedAuthenticators.count == 1, let second = authenticator.secondFactor,
            let config = environment.authenticator(second)
        {
            flow.pendingSecondFactor = second
            return try await run(config, flow: &flow, notice: notice)
        }
        flow.pendingSecondFactor = nil
        if let client = await environment.client(flow.request.clientID),
            client.requiresConsent || flow.request.prompt.contains(.consent)
        {
            flow.step = .consent
            try await save(flow)
            var consent = ConsentStep.representation(client: client, scopes: flow.request.scopes, texts: flow.texts)
            if let notice { consent.messages.append(notice) }
            return Reply.haapi(consent)
        }
        return try await complete(&flow, scopes: flow.request.scopes)
    }

    /// Issues the code and answers `oauth-authorization-response`.
    func complete(_ flow: inout FlowSession, scopes: [String]) async throws(HTTPFailure) -> Response {
        guard let subject = flow.subject else { throw .unexpected(flow.texts[.noUserAtEnd]) }
        let code = environment.identifier(24)
        let request = flow.request
        await environment.state.storeCode(
            code,
            AuthorizationCodeGrant(
                clientID: request.clientID, redirectURI: request.redirectURI, scopes: scopes, subject: subject,
                nonce: request.nonce, codeChallenge: request.codeChallenge, dpopJKT: request.dpopJKT,
                authentication: authenticationContext(of: flow),
                expiresAt: environment.now.addingTimeInterval(environment.configuration.tokens.codeLifetime)))
        flow.step = .completed
        try await save(flow)
        return Reply.haapi(
            .authorizationResponse(code: code, state: request.state, issuer: environment.issuer, redirectURI: request.redirectURI))
    }

    /// What the flow's ID tokens say about the authentication: when the first factor
    /// succeeded, its ACR, and the RFC 8176 methods of every factor.
    func authenticationContext(of flow: FlowSession) -> AuthenticationContext {
        AuthenticationContext(
            authTime: flow.authTime ?? environment.now,
            acr: flow.completedAuthenticators.first.flatMap(environment.authenticator).map(Self.acr(for:)),
            amr: AuthenticationMethod.claim(flow.authenticationMethods))
    }

    /// The selector: each authenticator under its configured title, or its type's title
    /// in the flow's language.
    func selector(_ authenticators: [AuthenticatorConfiguration], texts: DevServerTexts) -> Representation {
        let options = authenticators.map { a in
            Build.form(
                .selectAuthenticator, title: a.displayTitle(texts), href: "/authn/authenticate/\(a.id)", method: .get,
                properties: ["authenticatorType": .string(a.type.wireName)])
        }
        return Representation(
            type: .authenticationStep, metadata: Metadata(viewName: "views/select-authenticator/index"),
            actions: [
                Action(kind: .authenticatorSelector, title: texts[.selectAuthenticator], model: .selector(SelectorActionModel(options: options)))
            ])
    }
}
