import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting
import HaapiWebAuthn

/// Walks every step of every authenticator of the default configuration (its happy paths
/// and its problems), the passkey offer, consent and second factors, with every
/// authorization request asking for `uiLocales`; keeps each text a person could see and
/// the `Content-Language` of each answer of a flow.
struct LanguageWalk {
    let uiLocales: String?
    private(set) var shown: [ShownText] = []
    /// `step: Content-Language` of every answer of a flow (`nil` when it had none).
    private(set) var contentLanguages: [String: String?] = [:]

    init(uiLocales: String?) {
        self.uiLocales = uiLocales
    }

    /// Keeps the texts and the `Content-Language` of `result`; returns it.
    @discardableResult
    mutating func note(_ result: HTTPResult, _ step: String, skipping: Set<String> = []) -> HTTPResult {
        if let json = result.json { shown += ShownText.all(in: json, step: step, skipping: skipping) }
        contentLanguages[step] = result.header("Content-Language")
        return result
    }

    /// Keeps a text that reached the person some other way (an e-mail's subject, a push).
    mutating func note(_ text: String?, _ place: String) {
        shown.append(ShownText(text: text ?? "(missing)", place: place))
    }

    /// Runs the whole walk; every server and client keeps the walk's (manual) time.
    mutating func run() async throws {
        // The consent client may also ask for a scope the server has no words for.
        try await withServer(TestDevServer.options(clock: clock.clock) { $0.clients[1].scopes.append("orders") }) { _, base in
            try await passwordSteps(base)
            try await emailSteps(base)
            try await totpSteps(base)
            try await bankIDSteps(base)
            try await externalBrowserSteps(base)
            try await pushSteps(base)
            try await passkeySignInSteps(base)
            try await consentSteps(base)
        }
        try await withServer(PasskeyServer.options(clock: clock.clock, consent: true)) { _, base in try await passkeyOfferSteps(base) }
        try await withServer(PasskeyServer.options(clock: clock.clock, secondFactor: true)) { _, base in
            let client = makeClient(base)
            let login = try await choose("pw", client, "second-factor password step")
            let offer = try await submit(client, login.form(.login), ["userName": "alice", "password": "Wonderland1"], "passkey offer before a second factor")
            try await submit(client, try offer.representation().form(.cancel), [:], "second factor passkey without a passkey")
        }
        let secondFactorEmail = TestDevServer.options(clock: clock.clock) {
            $0.authenticators = [
                AuthenticatorConfiguration(id: "pw", type: .usernamePassword, secondFactor: "mail"),
                AuthenticatorConfiguration(id: "mail", type: .emailCode, secondFactorOnly: true),
                AuthenticatorConfiguration(id: "totp", type: .totp),
            ]
            $0.users.append(UserConfiguration(username: "alice", password: "Wonderland1"))
        }
        try await withServer(secondFactorEmail) { _, base in try await secondFactorSteps(base) }
    }

    // MARK: Helpers

    let clock = ManualWallClock(now: Date())

    func makeClient(_ base: URL, clientID: String = "haapi-demo", secret: String = "haapi-demo-secret") -> ScriptedClient {
        ScriptedClient(baseURL: base, clientID: clientID, secret: secret, clock: { [clock] in clock.now }, uiLocales: uiLocales)
    }

    /// Authorizes (with `acr`), follows the redirection step and notes both: the first step.
    mutating func start(_ client: ScriptedClient, scope: String = "openid profile", acr: String? = nil) async throws -> Representation {
        let redirection = try note(try await client.authorize(scope: scope, acr: acr), "redirection step").representation()
        let form = try unwrap(redirection.actions.first?.form, "no redirection form")
        return try note(try await client.submit(form, [:]), acr == nil ? "selector" : "only authenticator").representation()
    }

    /// Starts a flow and chooses `id` in the selector; notes and returns its first step.
    mutating func choose(_ id: String, _ client: ScriptedClient, scope: String = "openid profile", _ step: String) async throws -> Representation {
        let selector = try await start(client, scope: scope)
        let option = try unwrap(selector.selectorOption(id), "no option \(id) in the selector")
        return try note(try await client.submit(option, [:]), step).representation()
    }

    /// Sends `method path` (with a form) in the client's flow and notes the answer.
    @discardableResult
    mutating func send(
        _ client: ScriptedClient, _ method: String, _ path: String, form: [(String, String)]? = nil, _ step: String
    ) async throws -> HTTPResult {
        note(try await client.haapi(method, await client.url(path), form: form), step)
    }

    @discardableResult
    mutating func submit(_ client: ScriptedClient, _ form: FormActionModel?, _ values: [String: String] = [:], _ step: String) async throws
        -> HTTPResult
    {
        note(try await client.submit(try unwrap(form, "no form for \(step)"), values), step)
    }

    // MARK: The authenticators

    mutating func passwordSteps(_ base: URL) async throws {
        let client = makeClient(base)
        let login = try await choose("username-password", client, "password step")
        let form = login.form(.login)
        try await submit(client, form, [:], "empty password form")
        try await submit(client, form, ["userName": "demo", "password": "wrong"], "wrong password")
        try await send(client, "GET", "/authn/authenticate/username-password/nothing", "unknown action")
        try await send(client, "POST", "/authn/authenticate/totp", form: [], "another authenticator's form")
        try await send(client, "POST", "/authn/consent", form: [], "consent out of turn")

        let forgot = try note(
            try await client.haapi("GET", try unwrap(login.link(withRelation: .forgotPassword), "no forgot link").href.url), "forgot password step"
        ).representation()
        try await submit(client, forgot.form(.passwordReset), [:], "empty reset form")
        try await submit(client, forgot.form(.passwordReset), ["userName": "demo"], "reset sent")
        let subject = try await RawHTTP.shared.send("GET", base.appendingPathComponent("dev/outbox")).json?["messages"]?.arrayValue?.last?["subject"]
        note(subject?.stringValue, "reset e-mail: subject")
        try await submit(client, forgot.form(.cancel), [:], "back to the password step")

        let register = try note(
            try await client.haapi("GET", try unwrap(login.link(withRelation: .registerCreate), "no register link").href.url), "new account step"
        ).representation()
        let create = register.form(.userRegister)
        try await submit(client, create, [:], "empty new account form")
        try await submit(client, create, ["userName": "two words", "password": "short", "email": "nope"], "bad new account")
        try await submit(client, create, ["userName": "demo", "password": "Password1"], "taken username")
        let created = try await submit(client, create, ["userName": "newcomer", "password": "Password1"], "account created").representation()
        _ = try await submit(client, created.form(.login), ["userName": "demo", "password": "Password1"], "signed in").code()
        try await send(client, "GET", "/authn/authenticate", "a completed login")

        let locking = makeClient(base)
        let attempts = try await choose("username-password", locking, "password step to lock")
        for attempt in 1...5 {
            try await submit(locking, attempts.form(.login), ["userName": "ghost", "password": "wrong"], "wrong password \(attempt)")
        }
        try await send(locking, "GET", "/authn/authenticate", "a locked login")

        let restricted = makeClient(base)
        _ = try await start(restricted, acr: "urn:se:curity:authentication:totp:totp")
        try await send(restricted, "GET", "/authn/authenticate/username-password", "an authenticator acr_values leave out")
    }

    mutating func emailSteps(_ base: URL) async throws {
        let client = makeClient(base)
        let address = try await choose("email", client, "e-mail address step")
        try await send(client, "POST", "/authn/authenticate/email/resend", form: [], "resend before a code")
        try await submit(client, address.form(.login), [:], "empty address")
        try await submit(client, address.form(.login), ["email": "nope"], "bad address")
        let code = try await submit(client, address.form(.login), ["email": "demo@example.com"], "code step").representation()
        let subject = try await RawHTTP.shared.send("GET", base.appendingPathComponent("dev/outbox")).json?["messages"]?.arrayValue?.last?["subject"]
        note(subject?.stringValue, "code e-mail: subject")
        try await submit(client, code.action(ofKind: "resend")?.form, [:], "code resent")
        try await submit(client, code.form(.login), [:], "empty code")
        let sent = try unwrap(await client.lastCode(to: "demo@example.com"), "no code in the outbox")
        try await submit(client, code.form(.login), ["otp": sent == "000000" ? "111111" : "000000"], "wrong code")
        clock.advance(by: 301)
        try await submit(client, code.form(.login), ["otp": sent], "expired code")
        try await submit(client, code.form(.cancel), [:], "cancelled code step")
    }

    mutating func totpSteps(_ base: URL) async throws {
        let client = makeClient(base)
        let step = try await choose("totp", client, "TOTP step")
        try await submit(client, step.form(.login), [:], "empty TOTP form")
        try await submit(client, step.form(.login), ["userName": "demo", "totp": "12"], "short TOTP code")
        let secret = try unwrap(Base32.decode(DevServerConfiguration.demoTOTPSecret), "the demo secret is not base32")
        let valid = Set([-30.0, 0, 30].map { TOTP(secret: secret).code(at: clock.now.addingTimeInterval($0)) })
        let wrong = try unwrap(["000000", "111111", "222222", "333333"].first { !valid.contains($0) }, "no wrong code")
        try await submit(client, step.form(.login), ["userName": "demo", "totp": wrong], "wrong TOTP code")
    }

    mutating func bankIDSteps(_ base: URL) async throws {
        let client = makeClient(base)
        let choice = try await choose("bankid", client, "BankID device choice")
        try await submit(client, choice.form(.bankidOtherDevice), ["personalnumber": "123"], "bad personal number")
        try await send(client, "GET", "/authn/authenticate/bankid/poll", "polling before an order")
        let waiting = try await submit(client, choice.form(.bankidOtherDevice), [:], "BankID QR code").representation()
        try await send(client, "POST", "/authn/authenticate/bankid/poll", form: [("moveOn", "true")], "moving on too early")
        try await submit(client, waiting.form(.cancel), [:], "BankID cancelled")

        let again = try await choose("bankid", client, "BankID device choice again")
        let launch = try await submit(client, again.form(.bankidSameDevice), [:], "BankID launch").representation()
        let poll = launch.form(.continue)
        try await submit(client, poll, [:], "BankID on this device")
        for (hint, step) in [(nil, "BankID rejected"), ("cancelled", "BankID cancelled in the app")] as [(String?, String)] {
            _ = try await client.dev("POST", "/dev/bankid/reject", hint.map { [("hintCode", $0)] } ?? [])
            let failed = try await submit(client, poll, [:], step).representation()
            let retry = try await submit(client, failed.form(.continue), [:], "\(step): try again").representation()
            _ = try await submit(client, retry.form(.bankidSameDevice), [:], "\(step): BankID launch again")
        }
        clock.advance(by: 181)
        try await submit(client, poll, [:], "BankID expired")
        let last = try await choose("bankid", client, "BankID device choice last")
        _ = try await submit(client, last.form(.bankidSameDevice), [:], "BankID launch last")
        _ = try await client.dev("POST", "/dev/bankid/approve")
        let done = try await submit(client, poll, [:], "BankID approved").representation()
        _ = try await submit(client, done.form(.redirect), [:], "BankID signed in").code()
    }

    mutating func externalBrowserSteps(_ base: URL) async throws {
        let client = makeClient(base)
        let launch = try await choose("browser", client, "external browser step")
        let operation = try unwrap(launch.actions.first?.clientOperation, "no client operation")
        try await submit(client, operation.continueActions.first?.form, [:], "no resume nonce")
        try await submit(client, operation.continueActions.first?.form, ["_resume_nonce": "forged"], "a forged resume nonce")
        try await submit(client, operation.errorActions.first?.form, [:], "external browser cancelled")
    }

    mutating func pushSteps(_ base: URL) async throws {
        let client = makeClient(base)
        let ask = try await choose("push1", client, "push username step")
        try await send(client, "GET", "/authn/authenticate/push1/poll", "polling before a request")
        try await submit(client, ask.form(.login), [:], "empty push username")
        try await submit(client, ask.form(.login), ["username": String(repeating: "x", count: 300)], "too long push username")
        let waiting = try await submit(client, ask.form(.login), ["username": "demo"], "push waiting without a phone").representation()
        clock.advance(by: 121)
        let expired = try await submit(client, waiting.form(.poll), [:], "push expired").representation()
        let retry = try await submit(client, expired.form(.continue), [:], "push try again").representation()
        try await submit(client, retry.form(.login), ["username": "demo"], "push waiting again")
        try await submit(client, waiting.form(.cancel), [:], "push cancelled")

        let phone = ScriptedClient(baseURL: base, clock: { [clock] in clock.now })
        let token = try await phone.accessToken()
        _ = try await phone.registerPushToken("apns-walk", platform: "ios", accessToken: token)
        let login = makeClient(base)
        let asked = try await choose("push1", login, "push username step for a phone")
        let pending = try await submit(login, asked.form(.login), ["username": "demo"], "push waiting for a phone").representation()
        let payload = try unwrap(try await phone.pushes(to: "apns-walk").last?["payload"], "no push")
        note(payload["aps"]?["alert"]?["title"]?.stringValue, "push: alert title")
        note(payload["aps"]?["alert"]?["body"]?.stringValue, "push: alert body")
        let request = try unwrap(payload["haapi"]?["request"]?.stringValue, "no request in the push")
        _ = try await phone.answerPush(request, "deny", accessToken: token)
        try await submit(login, pending.form(.poll), [:], "push denied")
    }

    mutating func passkeySignInSteps(_ base: URL) async throws {
        let client = makeClient(base)
        let step = try await choose("passkey1", client, "passkey sign-in step")
        let operation = try unwrap(step.actions.first?.clientOperation, "no client operation")
        let answer = try unwrap(operation.continueActions.first?.form, "no continue form")
        note(try await client.submitJSON(answer, [:]), "passkey answer without a credential")
        note(try await client.submitJSON(answer, ["credential": ["id": 5]]), "passkey answer that is no credential")
        try await submit(client, operation.errorActions.first?.form, [:], "passkey sign-in another way")
    }

    mutating func consentSteps(_ base: URL) async throws {
        let client = makeClient(base, clientID: "haapi-consent", secret: "haapi-consent-secret")
        let login = try await choose("username-password", client, scope: "openid profile email orders", "password step before consent")
        let consent = try await submit(client, login.form(.login), ["userName": "demo", "password": "Password1"], "consent step").representation()
        try await submit(client, consent.form(.cancel), [:], "consent denied")
    }

    mutating func passkeyOfferSteps(_ base: URL) async throws {
        let authenticator = PasskeyServer.authenticator()
        let client = makeClient(base)
        let login = try await choose("pw", client, "password step with passkey autofill")
        let offer = try await submit(client, login.form(.login), ["userName": "demo", "password": "Password1"], "passkey offer").representation()
        try await send(client, "GET", "/authn/authenticate/passkey1/cancel", "passkey offer: leaving out of turn")
        note(try await client.haapi("POST", await client.url("/authn/authenticate/passkey1/register"), json: .object([:])), "passkey offer: no credential")
        let choices = offer.actions.filter { $0.kind == .deviceRegister }.compactMap(\.form)
        let anyDevice = try await submit(client, choices.last, [:], "passkey on another device").representation()
        try await submit(client, anyDevice.actions.first?.clientOperation?.errorActions.first?.form, [:], "passkey offer again")
        let thisDevice = try await submit(client, choices.first, [:], "passkey on this device").representation()
        let operation = try unwrap(thisDevice.actions.first?.clientOperation, "no client operation")
        let credential = try await authenticator.register(try operation.creationOptions())
        note(try await client.submitJSON(try operation.continueForm(), ["credential": try JSONValue(encoding: credential)]), "passkey saved: consent")

        let signIn = makeClient(base)
        let step = try await choose("passkey1", signIn, "passkey sign-in step with a passkey")
        note(try await signIn.answer(step, with: authenticator), "signed in with a passkey: consent")
        let refused = makeClient(base)
        let again = try await choose("passkey1", refused, "passkey sign-in step to refuse")
        let forged = try await refused.answer(again, with: authenticator) { $0.challenge = Base64URL.encode([UInt8](repeating: 1, count: 32)) }
        // The detail names the refused WebAuthn check in HaapiWebAuthn's English (see Languages.md).
        note(forged, "passkey refused", skipping: ["detail"])
    }

    mutating func secondFactorSteps(_ base: URL) async throws {
        let alice = makeClient(base)
        let login = try await choose("pw", alice, "password step before an e-mailed code")
        try await submit(alice, login.form(.login), ["userName": "alice", "password": "Wonderland1"], "second factor without an address")
        let demo = makeClient(base)
        let first = try await choose("pw", demo, "password step before demo's e-mailed code")
        try await submit(demo, first.form(.login), ["userName": "demo", "password": "Password1"], "second factor code step")
        try await send(demo, "GET", "/authn/authenticate/totp", "not the second factor")
    }
}
