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
/// - the user name field starts with the authorization request's `login_hint`, when it
///   has one;
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
        case ("forgot-password", .get): return .step(forgotPasswordStep(flow.texts))
        case ("forgot-password", .post): return try await forgotPassword(request.form, texts: flow.texts)
        case ("register", .get): return .step(registerStep(flow.texts))
        case ("register", .post): return try await register(request.form, flow: &flow)
        default: throw .notFound("\(basePath)/\(request.action ?? "")", flow.texts)
        }
    }

    private func login(_ form: FormParameters, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        let texts = flow.texts
        var invalid: [InvalidField] = []
        let username = flow.subject ?? requiredField(form, "userName", texts[.usernameRequired], into: &invalid)
        let password = form["password"] ?? ""
        if password.isEmpty { invalid.append(InvalidField(name: "password", reason: .invalidValue, detail: texts[.passwordRequired])) }
        guard invalid.isEmpty else { throw .invalidInput(invalid, texts) }
        guard await environment.state.userFailures(username, now: environment.now) < configuration.maxAttempts else {
            flow.step = .locked
            return .problem(.tooManyAttempts(texts))
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
        let texts = flow.texts
        var fields: [Field] = []
        if flow.subject == nil {
            fields.append(Field(name: "userName", type: .username, label: texts[.username], value: flow.request.loginHint))
        }
        fields.append(Field(name: "password", type: .password, label: texts[.password]))
        var allMessages = messages
        if let subject = flow.subject { allMessages.append(Build.message(subject, .userName)) }
        var actions = [Build.form(.login, title: texts[.login], href: basePath, actionTitle: texts[.login], fields: fields)]
        if let autofill = try AuthenticatorFlow(environment: environment).passkeyAutofill(&flow) { actions.append(autofill) }
        return Representation(
            type: .authenticationStep,
            metadata: Metadata(viewName: "authenticator/html-form/authenticate/get", templateArea: "dev"),
            actions: actions,
            messages: allMessages,
            links: flow.subject == nil
                ? [
                    Link(href: Build.href("\(basePath)/forgot-password"), rel: .forgotPassword, title: texts[.forgotPassword]),
                    Link(href: Build.href("\(basePath)/register"), rel: .registerCreate, title: texts[.createAccount]),
                ] : [])
    }

    private func forgotPasswordStep(_ texts: DevServerTexts) -> Representation {
        Representation(
            type: .authenticationStep, metadata: Metadata(viewName: "authenticator/html-form/forgot-password/get"),
            actions: [
                Build.form(
                    .passwordReset, title: texts[.resetPassword], href: "\(basePath)/forgot-password", actionTitle: texts[.sendResetEmail],
                    fields: [Field(name: "userName", type: .username, label: texts[.usernameOrEmail])]),
                Build.form(.cancel, title: texts[.backToLogin], href: basePath, method: .get, actionTitle: texts[.back]),
            ],
            messages: [Build.message(texts[.resetPassword], .heading)])
    }

    private func forgotPassword(_ form: FormParameters, texts: DevServerTexts) async throws(HTTPFailure) -> AuthenticatorOutcome {
        var invalid: [InvalidField] = []
        let name = requiredField(form, "userName", texts[.usernameOrEmailRequired], into: &invalid)
        guard invalid.isEmpty else { throw .invalidInput(invalid, texts) }
        var user = await environment.users.user(named: name)
        if user == nil { user = await environment.users.user(withEmail: name) }
        if let user, let email = user.email {
            let code = environment.identifier(18)
            await environment.state.send(
                OutboxMessage(to: email, username: user.username, purpose: "password-reset", code: code,
                              subject: texts[.resetEmailSubject], sentAt: environment.now))
            environment.logger.notice("simulated e-mail: password reset link", metadata: ["to": .string(email)])
        }
        return .step(
            .continueSameStep(
                viewName: "authenticator/html-form/forgot-password/post",
                messages: [Build.message(texts[.resetEmailSent])]))
    }

    /// The longest username a new account may have.
    static let maxUsernameLength = 64
    /// The shortest and longest password a new account may have (the longest in UTF-8 bytes).
    static let passwordLengths = 8...256

    private func registerStep(_ texts: DevServerTexts) -> Representation {
        Representation(
            type: .registrationStep, metadata: Metadata(viewName: "authenticator/html-form/create-account/get"),
            actions: [
                Build.form(
                    .userRegister, title: texts[.createAccount], href: "\(basePath)/register", actionTitle: texts[.createAccount],
                    fields: [
                        Field(name: "userName", type: .username, label: texts[.username], minLength: 1, maxLength: Self.maxUsernameLength),
                        Field(
                            name: "password", type: .password, label: texts[.password], minLength: Self.passwordLengths.lowerBound,
                            maxLength: Self.passwordLengths.upperBound),
                        Field(name: "email", type: .text, kind: .email, label: texts[.email], required: false),
                    ]),
                Build.form(.cancel, title: texts[.backToLogin], href: basePath, method: .get, actionTitle: texts[.back]),
            ])
    }

    private func register(_ form: FormParameters, flow: inout FlowSession) async throws(HTTPFailure) -> AuthenticatorOutcome {
        let texts = flow.texts
        var invalid: [InvalidField] = []
        let username = requiredField(form, "userName", texts[.newUsernameRequired], into: &invalid)
        let password = form["password"] ?? ""
        let email = form["email"]?.trimmingCharacters(in: .whitespaces) ?? ""
        if !username.isEmpty, username.count > Self.maxUsernameLength || username.contains(where: { $0.isWhitespace || $0.isNewline }) {
            invalid.append(InvalidField(name: "userName", reason: .invalidValue, detail: texts[.usernameRules, String(Self.maxUsernameLength)]))
        } else if !username.isEmpty, await environment.users.user(named: username) != nil {
            invalid.append(InvalidField(name: "userName", reason: .invalidValue, detail: texts[.usernameTaken]))
        }
        if password.count < Self.passwordLengths.lowerBound || password.utf8.count > Self.passwordLengths.upperBound {
            let lengths = Self.passwordLengths
            invalid.append(
                InvalidField(
                    name: "password", reason: .invalidValue,
                    detail: texts[.passwordLength, String(lengths.lowerBound), String(lengths.upperBound)]))
        }
        if !email.isEmpty, !email.contains("@") || email.contains(" ") {
            invalid.append(InvalidField(name: "email", reason: .invalidValue, detail: texts[.notAnEmailAddress]))
        }
        guard invalid.isEmpty else { throw .invalidInput(invalid, texts) }
        let hash: String
        do {
            hash = try PasswordHasher(iterations: environment.configuration.security.passwordIterations).hash(password, random: environment.random)
        } catch {
            throw .unexpected(texts[.passwordNotHashed])
        }
        do {
            try await environment.users.save(UserRecord(username: username, passwordHash: hash, email: email.isEmpty ? nil : email))
        } catch {
            throw .unexpected(texts[.accountNotStored])
        }
        environment.logger.info("account created", metadata: ["user": .string(username)])
        return .step(try loginStep(&flow, messages: [Build.message(texts[.accountCreated])]))
    }
}
