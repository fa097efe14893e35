import Foundation
import HTTPTypes
import HaapiModel
import Logging

/// Username and password, like Curity's `html-form` authenticator.
///
/// - `POST /authn/authenticate/<id>` `userName`, `password`: `invalid-input` per empty field,
///   `incorrect-credentials` (with attempts left), `too-many-attempts` after `maxAttempts`
///   failures in the flow or for the user (a user's count is forgotten 15 minutes after
///   the last failure);
/// - links `forgot-password` (`/authn/authenticate/<id>/forgot-password`, which "e-mails" a
///   reset code to the outbox) and `register-create` (`/authn/authenticate/<id>/register`,
///   which creates a user in the store);
/// - as first factor, a second action for passkey autofill when the passkey authenticator
///   offers it (see ``PasskeyAuthenticator``).
struct UsernamePasswordAuthenticator: AuthenticatorHandler {
    let configuration: AuthenticatorConfiguration
    let environment: ServerEnvironment

    func start(_ flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        .step(try loginStep(&flow, messages: []))
    }

    func handle(_ request: AuthenticatorRequest, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        switch (request.action, request.method) {
        case (nil, .post): return try await login(request.form, flow: &flow)
        case (nil, .get): return .step(try loginStep(&flow, messages: []))
        case ("forgot-password", .get): return .step(forgotPasswordStep())
        case ("forgot-password", .post): return try await forgotPassword(request.form)
        case ("register", .get): return .step(registerStep())
        case ("register", .post): return try await register(request.form, flow: &flow)
        default: throw .notFound("\(basePath)/\(request.action ?? "")")
        }
    }

    private func login(_ form: FormParameters, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        var invalid: [InvalidField] = []
        let username = flow.subject ?? requiredField(form, "userName", "You have to enter your username", into: &invalid)
        let password = form["password"] ?? ""
        if password.isEmpty { invalid.append(InvalidField(name: "password", reason: .invalidValue, detail: "You have to enter your password")) }
        guard invalid.isEmpty else { throw .invalidInput(invalid) }
        guard await environment.state.userFailures(username, now: environment.now) < configuration.maxAttempts else {
            flow.step = .locked
            return .problem(.tooManyAttempts)
        }
        guard let user = await environment.users.verifyPassword(password, for: username, decoyHash: environment.decoyHash) else {
            _ = await environment.state.recordUserFailure(username, now: environment.now)
            return recordFailure(&flow)
        }
        await environment.state.resetUserFailures(user.username)
        return .authenticated(username: user.username)
    }

    /// The login form; as first factor, with passkey autofill when a passkey authenticator
    /// may start the flow (see ``AuthenticatorFlow/passkeyAutofill(_:)``).
    func loginStep(_ flow: inout FlowSession, messages: [Message]) throws(HTTPFailure) -> Representation {
        var fields: [Field] = []
        if flow.subject == nil {
            fields.append(Field(name: "userName", type: .username, label: "Username"))
        }
        fields.append(Field(name: "password", type: .password, label: "Password"))
        var allMessages = messages
        if let subject = flow.subject { allMessages.append(Build.message(subject, .userName)) }
        var actions = [Build.form(.login, title: "Login", href: basePath, actionTitle: "Login", fields: fields)]
        if let autofill = try AuthenticatorFlow(environment: environment).passkeyAutofill(&flow) { actions.append(autofill) }
        return Representation(
            type: .authenticationStep,
            metadata: Metadata(viewName: "authenticator/html-form/authenticate/get", templateArea: "dev"),
            actions: actions,
            messages: allMessages,
            links: flow.subject == nil
                ? [
                    Link(href: Build.href("\(basePath)/forgot-password"), rel: .forgotPassword, title: "Forgot your password?"),
                    Link(href: Build.href("\(basePath)/register"), rel: .registerCreate, title: "Create account"),
                ] : [])
    }

    private func forgotPasswordStep() -> Representation {
        Representation(
            type: .authenticationStep, metadata: Metadata(viewName: "authenticator/html-form/forgot-password/get"),
            actions: [
                Build.form(
                    .passwordReset, title: "Reset your password", href: "\(basePath)/forgot-password", actionTitle: "Send reset e-mail",
                    fields: [Field(name: "userName", type: .username, label: "Username or e-mail")]),
                Build.form(.cancel, title: "Back to login", href: basePath, method: .get, actionTitle: "Back"),
            ],
            messages: [Build.message("Reset your password", .heading)])
    }

    private func forgotPassword(_ form: FormParameters) async throws(HTTPFailure) -> AuthenticatorOutcome {
        var invalid: [InvalidField] = []
        let name = requiredField(form, "userName", "You have to enter your username or e-mail", into: &invalid)
        guard invalid.isEmpty else { throw .invalidInput(invalid) }
        var user = await environment.users.user(named: name)
        if user == nil { user = await environment.users.user(withEmail: name) }
        if let user, let email = user.email {
            let code = environment.identifier(18)
            await environment.state.send(
                OutboxMessage(to: email, username: user.username, purpose: "password-reset", code: code,
                              subject: "Reset your password", sentAt: environment.now))
            environment.logger.notice("simulated e-mail: password reset link", metadata: ["to": .string(email)])
        }
        return .step(
            .continueSameStep(
                viewName: "authenticator/html-form/forgot-password/post",
                messages: [Build.message("If the account exists, an e-mail with a reset link is on its way.")]))
    }

    private func registerStep() -> Representation {
        Representation(
            type: .registrationStep, metadata: Metadata(viewName: "authenticator/html-form/create-account/get"),
            actions: [
                Build.form(
                    .userRegister, title: "Create account", href: "\(basePath)/register", actionTitle: "Create account",
                    fields: [
                        Field(name: "userName", type: .username, label: "Username", minLength: 1, maxLength: 64),
                        Field(name: "password", type: .password, label: "Password", minLength: 8, maxLength: 256),
                        Field(name: "email", type: .text, kind: .email, label: "E-mail", required: false),
                    ]),
                Build.form(.cancel, title: "Back to login", href: basePath, method: .get, actionTitle: "Back"),
            ])
    }

    private func register(_ form: FormParameters, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        var invalid: [InvalidField] = []
        let username = requiredField(form, "userName", "You have to enter a username", into: &invalid)
        let password = form["password"] ?? ""
        let email = form["email"]?.trimmingCharacters(in: .whitespaces) ?? ""
        if !username.isEmpty, username.count > 64 || username.contains(where: { $0.isWhitespace || $0.isNewline }) {
            invalid.append(InvalidField(name: "userName", reason: .invalidValue, detail: "Use up to 64 characters without spaces"))
        } else if !username.isEmpty, await environment.users.user(named: username) != nil {
            invalid.append(InvalidField(name: "userName", reason: .invalidValue, detail: "This username is taken"))
        }
        if password.count < 8 || password.utf8.count > 256 {
            invalid.append(InvalidField(name: "password", reason: .invalidValue, detail: "Use 8 to 256 characters"))
        }
        if !email.isEmpty, !email.contains("@") || email.contains(" ") {
            invalid.append(InvalidField(name: "email", reason: .invalidValue, detail: "This is not an e-mail address"))
        }
        guard invalid.isEmpty else { throw .invalidInput(invalid) }
        let hash: String
        do {
            hash = try PasswordHasher(iterations: environment.configuration.security.passwordIterations).hash(password, random: environment.random)
        } catch {
            throw .unexpected("The password could not be hashed")
        }
        do {
            try await environment.users.save(UserRecord(username: username, passwordHash: hash, email: email.isEmpty ? nil : email))
        } catch {
            throw .unexpected("The account could not be stored")
        }
        environment.logger.info("account created", metadata: ["user": .string(username)])
        return .step(try loginStep(&flow, messages: [Build.message("Your account was created. Log in with it.")]))
    }
}
