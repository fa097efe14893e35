import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiGraphics
import HaapiJOSE
import HaapiModel
import Testing

@Suite("Each authenticator end to end over HTTP")
struct AuthenticatorTests {
    @Test func selectorListsTheConfiguredAuthenticators() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let step = try await client.begin().representation()
            #expect(step.type == .authenticationStep)
            let selector = try #require(step.actions.first)
            #expect(selector.kind == .authenticatorSelector)
            let options = try #require(selector.selector?.options)
            #expect(options.map(\.kind) == Array(repeating: .selectAuthenticator, count: 7))
            #expect(
                options.compactMap(\.authenticatorType) == ["html-form", "email", "totp", "bankid", "external-browser", "push-approval", "passkey"])
        }
    }

    @Test func acrValuesPickOneAuthenticator() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let step = try await client.begin(acr: "urn:se:curity:authentication:totp:totp").representation()
            #expect(step.form(.login)?.fields.map(\.name) == ["userName", "totp"])
        }
    }

    @Test func usernamePasswordProblems() async throws {
        let options = TestDevServer.options {
            $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword, maxAttempts: 3)]
        }
        let clock = ManualWallClock(now: Date())
        var timed = options
        timed.clock = clock.clock
        try await withServer(timed) { _, base in
            let client = ScriptedClient(baseURL: base, clock: { clock.now })
            let step = try await client.begin().representation()
            let form = try #require(step.form(.login))
            let empty = try await client.submit(form, [:])
            #expect(empty.status == 400)
            #expect(empty.header("Content-Type") == "application/problem+json")
            let invalid = try empty.problem()
            #expect(invalid.type == .invalidInput)
            #expect(Set(invalid.invalidFields.map(\.name)) == ["userName", "password"])
            let onlyPassword = try await client.submit(form, ["userName": "demo"]).problem()
            #expect(onlyPassword.invalidFields.map(\.name) == ["password"])

            let wrong = try await client.submit(form, ["userName": "demo", "password": "nope"]).problem()
            #expect(wrong.type == .incorrectCredentials)
            #expect(wrong.messages.first?.text == "2 attempts left")
            _ = try await client.submit(form, ["userName": "demo", "password": "nope"])
            let locked = try await client.submit(form, ["userName": "demo", "password": "nope"])
            #expect(locked.status == 429)
            #expect(try locked.problem().type == .tooManyAttempts)
            let after = try await client.submit(form, ["userName": "demo", "password": "Password1"])
            #expect(try after.problem().type == .tooManyAttempts)
            // The user is locked across flows too.
            let again = try await client.begin().representation()
            let stillLocked = try await client.submit(try #require(again.form(.login)), ["userName": "demo", "password": "Password1"])
            #expect(try stillLocked.problem().type == .tooManyAttempts)
            // ... until 15 minutes after the last failure.
            clock.advance(by: 901)
            try await client.fetchHaapiToken()  // the old one expired with the lockout
            let later = try await client.begin().representation()
            let unlocked = try await client.submit(try #require(later.form(.login)), ["userName": "demo", "password": "Password1"])
            #expect(try unlocked.representation().type == .oauthAuthorizationResponse)
        }
    }

    @Test func createAccountThenLogInWithIt() async throws {
        try await withServer(TestDevServer.options { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }) { _, base in
            let client = ScriptedClient(baseURL: base)
            let login = try await client.begin().representation()
            let create = try #require(login.link(withRelation: .registerCreate))
            let registration = try await client.haapi("GET", create.href.url).representation()
            #expect(registration.type == .registrationStep)
            let form = try #require(registration.form(.userRegister))
            let taken = try await client.submit(form, ["userName": "demo", "password": "short"]).problem()
            #expect(Set(taken.invalidFields.map(\.name)) == ["userName", "password"])
            let created = try await client.submit(form, ["userName": "newbie", "password": "p@ss w0rd&=%", "email": "new@example.com"]).representation()
            #expect(created.messages.first?.text.contains("created") == true)
            let done = try await client.submit(try #require(created.form(.login)), ["userName": "newbie", "password": "p@ss w0rd&=%"]).representation()
            #expect(done.type == .oauthAuthorizationResponse)

            let again = try await client.begin().representation()
            let forgot = try await client.haapi("GET", try #require(again.link(withRelation: .forgotPassword)).href.url).representation()
            let sent = try await client.submit(try #require(forgot.form(.passwordReset)), ["userName": "newbie"]).representation()
            #expect(sent.type == .continueSameStep)
            #expect(try await client.lastCode(to: "new@example.com") != nil)
        }
    }

    @Test func emailCodeWithResend() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let addressStep = try await client.select("email")
            let address = try #require(addressStep.form(.login))
            let bad = try await client.submit(address, ["email": "not-an-address"]).problem()
            #expect(bad.invalidFields.first?.name == "email")
            let codeStep = try await client.submit(address, ["email": "demo@example.com"]).representation()
            #expect(codeStep.messages.contains { $0.text == "d***@example.com" && $0.has(.recipientOfCommunication) })
            let firstCode = try #require(try await client.lastCode(to: "demo@example.com"))
            #expect(firstCode.count == 6)

            let resend = try #require(codeStep.action(ofKind: "resend")?.form)
            #expect(resend.continueActions?.first?.kind == .login)
            let resent = try await client.submit(resend, [:]).representation()
            #expect(resent.type == .continueSameStep)
            #expect(resent.messages.first?.text.contains("new code") == true)
            let secondCode = try #require(try await client.lastCode(to: "demo@example.com"))

            let verify = try #require(codeStep.form(.login))
            if firstCode != secondCode {
                let old = try await client.submit(verify, ["otp": firstCode]).problem()
                #expect(old.type == .incorrectCredentials)
            }
            let done = try await client.submit(verify, ["otp": secondCode]).representation()
            #expect(done.type == .oauthAuthorizationResponse)
        }
    }

    @Test func emailCodeExpires() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(TestDevServer.options(clock: clock.clock)) { _, base in
            let client = ScriptedClient(baseURL: base, clock: { clock.now })
            let addressStep = try await client.select("email")
            let codeStep = try await client.submit(try #require(addressStep.form(.login)), ["email": "demo@example.com"]).representation()
            let code = try #require(try await client.lastCode(to: "demo@example.com"))
            clock.advance(by: 301)
            let late = try await client.submit(try #require(codeStep.form(.login)), ["otp": code]).problem()
            #expect(late.type == .authenticationFailed)
        }
    }

    @Test func totpFirstFactorAndReplay() async throws {
        let clock = ManualWallClock(now: Date(timeIntervalSince1970: 1_900_000_000))
        try await withServer(TestDevServer.options(clock: clock.clock)) { _, base in
            let client = ScriptedClient(baseURL: base, clock: { clock.now })
            let step = try await client.select("totp")
            let form = try #require(step.form(.login))
            let totp = TOTP(secret: Base32.decode(DevServerConfiguration.demoTOTPSecret)!)
            let code = totp.code(at: clock.now)
            let wrongCode = code == "000000" ? "111111" : "000000"
            let wrong = try await client.submit(form, ["userName": "demo", "totp": wrongCode]).problem()
            #expect(wrong.type == .incorrectCredentials)
            let done = try await client.submit(form, ["userName": "demo", "totp": code]).representation()
            #expect(done.type == .oauthAuthorizationResponse)
            // The same step's code cannot be used twice.
            let again = try await client.select("totp")
            let replay = try await client.submit(try #require(again.form(.login)), ["userName": "demo", "totp": code]).problem()
            #expect(replay.type == .incorrectCredentials)
            clock.advance(by: 30)
            let next = try await client.submit(try #require(again.form(.login)), ["userName": "demo", "totp": totp.code(at: clock.now)]).representation()
            #expect(next.type == .oauthAuthorizationResponse)
        }
    }

    @Test func passwordThenTOTPAsSecondFactor() async throws {
        let options = TestDevServer.options {
            $0.authenticators = [
                AuthenticatorConfiguration(id: "pw", type: .usernamePassword, secondFactor: "otp"),
                AuthenticatorConfiguration(id: "otp", type: .totp, secondFactorOnly: true),
            ]
        }
        try await withServer(options) { _, base in
            let client = ScriptedClient(baseURL: base)
            let login = try await client.begin().representation()
            let second = try await client.submit(try #require(login.form(.login)), ["userName": "demo", "password": "Password1"]).representation()
            let form = try #require(second.form(.login))
            #expect(form.fields.map(\.name) == ["totp"])
            #expect(second.messages.contains { $0.has(.userName) && $0.text == "demo" })
            let code = TOTP(secret: Base32.decode(DevServerConfiguration.demoTOTPSecret)!).code(at: Date())
            let done = try await client.submit(form, ["totp": code]).representation()
            let tokens = try await client.exchange(code: try #require(done.authorizationResponse?.code))
            let idToken = try #require(tokens.json?["id_token"]?.stringValue)
            #expect(try CompactJWS(parsing: idToken).payloadClaims()["amr"] == .array(["pwd", "otp", "mfa"]))
        }
    }

    @Test func consentWithCheckboxesAndDenial() async throws {
        try await withServer(TestDevServer.options { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }) { _, base in
            let client = ScriptedClient(baseURL: base, clientID: "haapi-consent", secret: "haapi-consent-secret")
            let login = try await client.begin(scope: "openid profile email").representation()
            let consent = try await client.submit(try #require(login.form(.login)), ["userName": "demo", "password": "Password1"]).representation()
            #expect(consent.type == .userConsentStep)
            let form = try #require(consent.form(.userConsent))
            #expect(form.fields.map(\.type) == [.checkbox, .checkbox, .checkbox])
            #expect(form.fields.first?.readonly == true)
            // Uncheck email: send only openid and profile.
            let response = try await client.haapi("POST", form.href.url, form: [("scope_openid", "on"), ("scope_profile", "on")]).representation()
            let tokens = try await client.exchange(code: try #require(response.authorizationResponse?.code))
            #expect(tokens.json?["scope"] == "openid profile")

            let again = try await client.begin().representation()
            let consent2 = try await client.submit(try #require(again.form(.login)), ["userName": "demo", "password": "Password1"]).representation()
            let denied = try await client.submit(try #require(consent2.form(.cancel)), [:]).problem()
            #expect(denied.type == .errorAuthorizationResponse)
            #expect(denied.error == "access_denied")
        }
    }

    @Test func externalBrowserFlowThroughTheDevPage() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let step = try await client.select("browser")
            let operation = try #require(step.actions.first?.clientOperation)
            #expect(operation.name == .externalBrowserFlow)
            let href = try #require(operation.arguments["href"]?.stringValue)
            let continueForm = try #require(operation.continueActions.first?.form)
            #expect(continueForm.fields.first?.type == .context)

            let evil = try await RawHTTP.shared.send("GET", URL(string: href + "&redirect_uri=" + percentEncode("https://evil.example/cb"))!)
            #expect(evil.status == 400)
            let browser = try await RawHTTP.shared.send("GET", URL(string: href + "&redirect_uri=" + percentEncode("http://127.0.0.1:7777/cb"))!)
            #expect(browser.status == 302)
            let location = try #require(browser.header("Location"))
            #expect(location.hasPrefix("http://127.0.0.1:7777/cb?_resume_nonce="))
            let nonce = try #require(URLComponents(string: location)?.queryItems?.first { $0.name == "_resume_nonce" }?.value)
            let reuse = try await RawHTTP.shared.send("GET", URL(string: href + "&redirect_uri=" + percentEncode("http://127.0.0.1:7777/cb"))!)
            #expect(reuse.status == 400)

            let wrong = try await client.submit(continueForm, ["_resume_nonce": "guess"]).problem()
            #expect(wrong.type == .incorrectCredentials)
            let done = try await client.submit(continueForm, ["_resume_nonce": nonce]).representation()
            #expect(done.type == .oauthAuthorizationResponse)
        }
    }

    @Test func owaspIterationCountWorks() async throws {
        var options = TestDevServer.options { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }
        options.configuration.security.passwordIterations = SecuritySettings.owaspPBKDF2Iterations
        #expect(options.configuration.security.passwordIterations == 600_000)
        try await withServer(options) { server, base in
            let stored = try #require(await server.users.user(named: "demo")?.passwordHash)
            #expect(stored.hasPrefix("pbkdf2-sha256$600000$"))
            let client = ScriptedClient(baseURL: base)
            let login = try await client.begin().representation()
            let done = try await client.submit(try #require(login.form(.login)), ["userName": "demo", "password": "Password1"]).representation()
            #expect(done.type == .oauthAuthorizationResponse)
        }
    }
}
