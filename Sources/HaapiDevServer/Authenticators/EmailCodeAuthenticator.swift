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
                throw .authenticationFailed("The account has no e-mail address for a code")
            }
            let challenge = await send(to: email, username: user.username, flow: &flow)
            return .step(codeStep(challenge, messages: []))
        }
        return .step(addressStep())
    }

    func handle(_ request: AuthenticatorRequest, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        switch (request.action, request.method) {
        case (nil, .post):
            if flow.email == nil { return try await address(request.form, flow: &flow) }
            return try verify(request.form, flow: &flow)
        case ("resend", .post):
            guard let challenge = flow.email else { throw .userError("No code was sent yet") }
            await send(to: challenge.address, username: challenge.username, flow: &flow)
            return .step(
                Representation(
                    type: .continueSameStep, metadata: Metadata(viewName: "authenticator/email/enter-otp/resent"),
                    messages: [Build.message("A new code was sent to \(Self.mask(challenge.address))")]))
        case ("cancel", _):
            return .restart
        default:
            throw .notFound("\(basePath)/\(request.action ?? "")")
        }
    }

    private func address(_ form: FormParameters, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        var invalid: [InvalidField] = []
        let email = requiredField(form, "email", "You have to enter your e-mail address", into: &invalid)
        if !email.isEmpty, !email.contains("@") || email.contains(" ") {
            invalid.append(InvalidField(name: "email", reason: .invalidValue, detail: "This is not an e-mail address"))
        }
        guard invalid.isEmpty else { throw .invalidInput(invalid) }
        let user = await environment.users.user(withEmail: email)
        // Unknown addresses get the same answer (no account enumeration) but no e-mail.
        let challenge = await send(to: email, username: user?.username, flow: &flow, deliver: user != nil)
        return .step(codeStep(challenge, messages: []))
    }

    private func verify(_ form: FormParameters, flow: inout FlowSession) throws(HTTPFailure) -> AuthenticatorOutcome {
        var invalid: [InvalidField] = []
        let code = requiredField(form, "otp", "You have to enter the code", into: &invalid)
        guard invalid.isEmpty, var challenge = flow.email else { throw .invalidInput(invalid) }
        guard challenge.expiresAt > environment.now else {
            return .problem(
                .problem(
                    Problem(
                        type: .authenticationFailed, title: "The code has expired",
                        messages: [Build.message("Ask for a new code.", .error)])))
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
                          subject: "Your login code", sentAt: environment.now))
        environment.logger.notice(
            "simulated e-mail: login code \(code)", metadata: ["to": .string(address), "authenticator": .string(id)])
        return challenge
    }

    private func addressStep() -> Representation {
        Representation(
            type: .authenticationStep, metadata: Metadata(viewName: "authenticator/email/enter-email/index"),
            actions: [
                Build.form(
                    .login, title: "Login with an e-mail code", href: basePath, actionTitle: "Send code",
                    fields: [Field(name: "email", type: .text, kind: .email, label: "E-mail address", placeholder: "you@example.com")])
            ])
    }

    func codeStep(_ challenge: EmailChallenge, messages: [Message]) -> Representation {
        let verify = Build.form(
            .login, title: "Enter the code", href: basePath, actionTitle: "Verify",
            fields: [Field(name: "otp", type: .text, kind: .number, label: "Code", minLength: 6, maxLength: 6)])
        let resend = Build.form(
            "resend", title: "Send a new code", href: "\(basePath)/resend", actionTitle: "Resend code",
            continueActions: [verify])
        return Representation(
            type: .authenticationStep, metadata: Metadata(viewName: "authenticator/email/enter-otp/index"),
            actions: [verify, resend, Build.form(.cancel, title: "Cancel", href: "\(basePath)/cancel", actionTitle: "Cancel")],
            messages: messages + [
                Build.message("We sent a code to"),
                Build.message(Self.mask(challenge.address), .recipientOfCommunication),
            ])
    }

    /// `demo@example.com` → `d***@example.com`.
    static func mask(_ address: String) -> String {
        guard let at = address.firstIndex(of: "@"), at != address.startIndex else { return "***" }
        return String(address[address.startIndex]) + "***" + address[at...]
    }
}
