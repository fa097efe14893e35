import Foundation
import HTTPTypes
import HaapiJOSE
import HaapiModel
import Logging

/// A one-time code by e-mail. Nothing is sent: the code goes to the outbox
/// (`GET /dev/outbox`) and to the server log at `notice` level under the label
/// `HaapiDevServer` — the one place a secret is logged, because the log *is* the
/// simulated mail delivery of this development server.
///
/// - first factor: `POST /authn/authenticate/<id>` `email`, then `otp`;
/// - second factor: the code is sent to the user's address at once;
/// - `POST /authn/authenticate/<id>/resend` sends a new code and answers `continue-same-step`.
struct EmailCodeAuthenticator: AuthenticatorHandler {
    let configuration: AuthenticatorConfiguration
    let environment: ServerEnvironment

    func start(_ flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        if let subject = flow.subject {
            guard let user = await environment.users.user(named: subject), let email = user.email else {
                throw .authenticationFailed(flow.texts[.noAddressForCode], flow.texts)
            }
            let challenge = await send(to: email, username: user.username, flow: &flow)
            return .step(codeStep(challenge, messages: [], texts: flow.texts))
        }
        return .step(addressStep(flow.texts))
    }

    func handle(_ request: AuthenticatorRequest, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        switch (request.action, request.method) {
        case (nil, .post):
            if flow.email == nil { return try await address(request.form, flow: &flow) }
            return try verify(request.form, flow: &flow)
        case ("resend", .post):
            guard let challenge = flow.email else { throw .userError(flow.texts[.noCodeSent]) }
            await send(to: challenge.address, username: challenge.username, flow: &flow)
            return .step(
                Representation(
                    type: .continueSameStep, metadata: Metadata(viewName: "authenticator/email/enter-otp/resent"),
                    messages: [Build.message(flow.texts[.codeResent, Self.mask(challenge.address)])]))
        case ("cancel", _):
            return .restart
        default:
            throw .notFound("\(basePath)/\(request.action ?? "")", flow.texts)
        }
    }

    private func address(_ form: FormParameters, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        let texts = flow.texts
        var invalid: [InvalidField] = []
        let email = requiredField(form, "email", texts[.emailAddressRequired], into: &invalid)
        if !email.isEmpty, !email.contains("@") || email.contains(" ") {
            invalid.append(InvalidField(name: "email", reason: .invalidValue, detail: texts[.notAnEmailAddress]))
        }
        guard invalid.isEmpty else { throw .invalidInput(invalid, texts) }
        let user = await environment.users.user(withEmail: email)
        // Unknown addresses get the same answer (no account enumeration) but no e-mail.
        let challenge = await send(to: email, username: user?.username, flow: &flow, deliver: user != nil)
        return .step(codeStep(challenge, messages: [], texts: texts))
    }

    private func verify(_ form: FormParameters, flow: inout FlowSession) throws(HTTPFailure) -> AuthenticatorOutcome {
        let texts = flow.texts
        var invalid: [InvalidField] = []
        let code = requiredField(form, "otp", texts[.codeRequired], into: &invalid)
        guard invalid.isEmpty, var challenge = flow.email else { throw .invalidInput(invalid, texts) }
        guard challenge.expiresAt > environment.now else {
            return .problem(
                .problem(
                    Problem(
                        type: .authenticationFailed, title: texts[.codeExpired],
                        messages: [Build.message(texts[.codeExpiredMessage], .error)])))
        }
        guard let username = challenge.username, ConstantTime.equals(code, challenge.code) else {
            challenge.failures += 1
            flow.email = challenge
            return recordFailure(&flow)
        }
        return .authenticated(username: username)
    }

    /// Makes a new code for `address`, keeps it in the flow and (unless `deliver` is
    /// false) puts it in the outbox; returns the flow's new challenge.
    @discardableResult
    private func send(to address: String, username: String?, flow: inout FlowSession, deliver: Bool = true) async -> EmailChallenge {
        let code = environment.random.digits(6)
        let challenge = EmailChallenge(
            username: username, address: address, code: code,
            expiresAt: environment.now.addingTimeInterval(configuration.codeLifetime))
        flow.email = challenge
        guard deliver else { return challenge }
        await environment.state.send(
            OutboxMessage(to: address, username: username, purpose: "login-code", code: code,
                          subject: flow.texts[.loginCodeSubject], sentAt: environment.now))
        environment.logger.notice(
            "simulated e-mail: login code \(code)", metadata: ["to": .string(address), "authenticator": .string(id)])
        return challenge
    }

    private func addressStep(_ texts: DevServerTexts) -> Representation {
        Representation(
            type: .authenticationStep, metadata: Metadata(viewName: "authenticator/email/enter-email/index"),
            actions: [
                Build.form(
                    .login, title: texts[.emailLogin], href: basePath, actionTitle: texts[.sendCode],
                    fields: [
                        Field(name: "email", type: .text, kind: .email, label: texts[.emailAddress], placeholder: texts[.emailPlaceholder])
                    ])
            ])
    }

    func codeStep(_ challenge: EmailChallenge, messages: [Message], texts: DevServerTexts) -> Representation {
        let verify = Build.form(
            .login, title: texts[.enterCode], href: basePath, actionTitle: texts[.verify],
            fields: [Field(name: "otp", type: .text, kind: .number, label: texts[.emailCode], minLength: 6, maxLength: 6)])
        let resend = Build.form(
            "resend", title: texts[.sendNewCode], href: "\(basePath)/resend", actionTitle: texts[.resendCode],
            continueActions: [verify])
        return Representation(
            type: .authenticationStep, metadata: Metadata(viewName: "authenticator/email/enter-otp/index"),
            actions: [verify, resend, Build.form(.cancel, title: texts[.cancel], href: "\(basePath)/cancel", actionTitle: texts[.cancel])],
            messages: messages + [
                Build.message(texts[.codeSentTo]),
                Build.message(Self.mask(challenge.address), .recipientOfCommunication),
            ])
    }

    /// `demo@example.com` → `d***@example.com`.
    static func mask(_ address: String) -> String {
        guard let at = address.firstIndex(of: "@"), at != address.startIndex else { return "***" }
        return String(address[address.startIndex]) + "***" + address[at...]
    }
}
