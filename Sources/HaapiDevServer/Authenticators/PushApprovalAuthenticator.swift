import Foundation
import HTTPTypes
import HaapiJOSE
import HaapiModel
import Logging

/// Push approval: the server signs an approval request (a `haapi-approval+jwt`, see
/// ``TokenIssuer/signApprovalRequest(_:)``), pushes it to every phone the user registered
/// (`POST /push/devices`; the pushes go to `GET /dev/pushes`), and the login polls until
/// the app answers at `POST /push/approve` or the request expires after `codeLifetime`
/// (120 s by default). A QR code of `<issuer origin>/haapi/approve?request=<JWS>` lets a
/// phone without a registered token answer too.
///
/// - first factor: `GET /authn/authenticate/<id>` asks for the `username`; `POST` it to
///   send the request. An unknown user gets the same step as a user without a phone,
///   and nothing is pushed (no account enumeration);
/// - second factor: the request goes to the user of the flow at once;
/// - `GET /authn/authenticate/<id>/poll`: a `polling-step` (`pending` with the QR image
///   link and `maxWaitRemainingTime` counting down; `failed` with a `continue` form when
///   it expired); an approved request authenticates the user, a denied one answers an
///   `authentication-failed` problem;
/// - `POST /authn/authenticate/<id>/cancel`: stops waiting, back to the start.
struct PushApprovalAuthenticator: AuthenticatorHandler {
    let configuration: AuthenticatorConfiguration
    let environment: ServerEnvironment

    /// The longest username accepted on the form (the name goes into the JWS and its QR code).
    static let maxUsernameLength = 256

    func start(_ flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        guard let subject = flow.subject else { return .step(usernameStep(flow.texts)) }
        return .step(try await sendRequest(to: subject, deliver: true, flow: &flow))
    }

    func handle(_ request: AuthenticatorRequest, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        switch (request.action, request.method) {
        case (nil, .get): return try await start(&flow)
        case (nil, .post): return try await submitUsername(request.form, flow: &flow)
        case ("poll", .get): return try await poll(flow: &flow)
        case ("cancel", _):
            if let id = flow.pushApproval { await environment.state.cancelApprovalRequest(id, now: environment.now) }
            flow.pushApproval = nil
            return .restart
        default: throw .notFound("\(basePath)/\(request.action ?? "")", flow.texts)
        }
    }

    // MARK: Requests

    private func submitUsername(_ form: FormParameters, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        if let subject = flow.subject { return .step(try await sendRequest(to: subject, deliver: true, flow: &flow)) }
        let texts = flow.texts
        var invalid: [InvalidField] = []
        let entered = requiredField(form, "username", texts[.usernameRequired], into: &invalid)
        if entered.count > Self.maxUsernameLength {
            invalid.append(InvalidField(name: "username", reason: .invalidValue, detail: texts[.usernameTooLong, String(Self.maxUsernameLength)]))
        }
        guard invalid.isEmpty else { throw .invalidInput(invalid, texts) }
        let user = await environment.users.user(named: entered)
        // Unknown users get the same step as users without a phone, and no push.
        return .step(try await sendRequest(to: user?.username ?? entered, deliver: user != nil, flow: &flow))
    }

    /// Signs a new request for `username` (replacing the flow's earlier one), pushes it to
    /// the user's phones unless `deliver` is false, and answers the waiting step.
    private func sendRequest(to username: String, deliver: Bool, flow: inout FlowSession) async throws(HTTPFailure) -> Representation {
        let state = environment.state
        let now = environment.now
        if let earlier = flow.pushApproval { await state.cancelApprovalRequest(earlier, now: now) }
        let id = environment.identifier(16)
        let issuedAt = Int64(now.timeIntervalSince1970.rounded(.down))
        let expiry = issuedAt + Int64(configuration.codeLifetime.rounded(.up))
        let clientName = await environment.client(flow.request.clientID)?.name ?? flow.request.clientID
        var claims: JWTClaims = [
            "iss": .string(environment.issuer), "aud": .string(flow.request.clientID), "sub": .string(username),
            "jti": .string(id), "iat": .int(issuedAt), "exp": .int(expiry), "client_name": .string(clientName),
            "approve_uri": .string(try environment.serverURL(PushApproveEndpoint.path).absoluteString),
        ]
        if !flow.request.scopes.isEmpty { claims["scope"] = .string(flow.request.scopes.joined(separator: " ")) }
        let jws = environment.tokens.signApprovalRequest(claims)
        let devices = deliver ? await state.pushDevices(of: username) : []
        for device in devices {
            await state.sendPush(PushMessage(to: device.token, sentAt: now, payload: Self.payload(jws, clientName: clientName, texts: flow.texts)))
        }
        let request = ApprovalRequest(
            id: id, flowID: flow.id, authenticatorID: self.id, username: username, jws: jws, pushedTo: devices.count,
            issuedAt: now, expiresAt: Date(timeIntervalSince1970: TimeInterval(expiry)))
        await state.storeApprovalRequest(request, now: now)
        flow.pushApproval = id
        environment.logger.info(
            "push approval requested",
            metadata: ["jti": .string(id), "authenticator": .string(self.id), "devices": .stringConvertible(devices.count)])
        return pollingStep(request, now: now, texts: flow.texts)
    }

    private func poll(flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        let now = environment.now
        let texts = flow.texts
        guard let id = flow.pushApproval, let request = await environment.state.approvalRequest(id, now: now) else {
            throw .userError(texts[.noSignInRequest])
        }
        switch request.status {
        case .pending, .expired: return .step(pollingStep(request, now: now, texts: texts))
        case .approved: return .authenticated(username: request.username)
        case .denied:
            throw .problem(
                Problem(
                    type: .authenticationFailed, title: texts[.pushDenied],
                    messages: [Build.message(texts[.pushDeniedMessage], .error)]))
        case .cancelled: throw .userError(texts[.pushCancelled])
        }
    }

    /// What a push service would deliver to the app, its alert in the flow's language.
    static func payload(_ jws: String, clientName: String, texts: DevServerTexts) -> JSONValue {
        [
            "aps": ["alert": ["title": .string(texts[.pushAlertTitle]), "body": .string(texts[.pushAlertBody, clientName])]],
            "haapi": ["type": "approve-sign-in", "request": .string(jws)],
        ]
    }

    // MARK: Steps

    private func usernameStep(_ texts: DevServerTexts) -> Representation {
        Representation(
            type: .authenticationStep, metadata: Metadata(viewName: "authenticator/push-approval/enter-username/index"),
            actions: [
                Build.form(
                    .login, title: configuration.displayTitle(texts), href: basePath, actionTitle: texts[.sendRequest],
                    fields: [Field(name: "username", type: .username, label: texts[.username])])
            ])
    }

    /// `pending` (with the QR code) while the request waits, `failed` once it expired.
    func pollingStep(_ request: ApprovalRequest, now: Date, texts: DevServerTexts) -> Representation {
        let remaining = max(0, request.expiresAt.timeIntervalSince(now).rounded(.up))
        let pending = request.status == .pending
        let properties = PollingProperties(
            status: pending ? .pending : .failed, maxWaitTime: configuration.codeLifetime, maxWaitRemainingTime: remaining,
            interval: configuration.pollingInterval
        ).writingNumbers(asText: configuration.numbersAsText)
        let actions: [Action]
        var messages: [Message]
        var links: [Link] = []
        if pending {
            actions = [
                Build.form(.poll, href: "\(basePath)/poll", method: .get),
                Build.form(.cancel, title: texts[.cancel], href: "\(basePath)/cancel", actionTitle: texts[.cancel]),
            ]
            messages = [Build.message(texts[.pushSent])]
            if request.pushedTo == 0 {
                messages.append(Build.message(texts[.pushNoPhone]))
            }
            if let image = Build.qrImage("\(issuerOrigin)/haapi/approve?request=\(request.jws)") {
                links = [Link(href: Build.href(image), rel: "qr-code", title: texts[.pushQRCode], type: "image/png")]
            }
        } else {
            actions = [Build.form(.continue, title: texts[.tryAgain], href: basePath, method: .get, actionTitle: texts[.tryAgain])]
            messages = [Build.message(texts[.pushExpired], .error)]
        }
        return Representation(
            type: .pollingStep, metadata: Metadata(viewName: "authenticator/push-approval/wait/index"), actions: actions,
            messages: messages, links: links, properties: .polling(properties))
    }

    /// `scheme://host[:port]` of the issuer.
    private var issuerOrigin: String {
        guard let url = URL(string: environment.issuer), let scheme = url.scheme, let host = url.host() else {
            return environment.baseURL.absoluteString
        }
        return "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
    }
}
