import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting
import Testing

/// What the ID tokens say about the authentication (`acr`, `amr`, `auth_time`), and what
/// `prompt` and `max_age` do at the authorization endpoint.
@Suite("acr, amr, auth_time, prompt and max_age")
struct AuthenticationClaimsTests {
    /// The ID token claims of a token endpoint answer.
    static func idClaims(_ tokens: HTTPResult) throws -> JWTClaims {
        try CompactJWS(parsing: try #require(tokens.json?["id_token"]?.stringValue, "\(tokens.text)")).payloadClaims()
    }

    /// Logs the demo user in with the password at `pw` (the flow's only or chosen first factor).
    static func passwordLogin(_ client: ScriptedClient, extra: [(String, String)] = []) async throws -> Representation {
        let redirection = try await client.authorize(extra: extra).representation()
        let login = try await client.submit(try #require(redirection.actions.first?.form), [:]).representation()
        return try await client.submit(try #require(login.form(.login)), ["userName": "demo", "password": "Password1"]).representation()
    }

    @Test func aPasswordLoginSaysHowAndWhenAndARefreshRepeatsIt() async throws {
        let clock = ManualWallClock(now: Date(timeIntervalSince1970: 1_900_000_000))
        let options = TestDevServer.options(clock: clock.clock) { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }
        try await withServer(options) { _, base in
            let client = ScriptedClient(baseURL: base, clock: { clock.now })
            let done = try await Self.passwordLogin(client)
            let tokens = try await client.exchange(code: try #require(done.authorizationResponse?.code))
            let claims = try Self.idClaims(tokens)
            #expect(claims["acr"] == "urn:se:curity:authentication:html-form:pw")
            #expect(claims["amr"] == ["pwd"])
            #expect(claims["auth_time"] == 1_900_000_000)

            clock.advance(by: 120)
            let refresh = try #require(tokens.json?["refresh_token"]?.stringValue)
            let refreshed = try await client.tokenRequest([("grant_type", "refresh_token"), ("refresh_token", refresh)])
            let again = try Self.idClaims(refreshed)
            #expect(again["iat"] == 1_900_000_120)
            #expect(again["auth_time"] == 1_900_000_000, "the sign-in's time, not the refresh's")
            #expect(again["acr"] == "urn:se:curity:authentication:html-form:pw")
            #expect(again["amr"] == ["pwd"])
        }
    }

    @Test func twoKindsOfFactorAreMFAAndTheFirstNamesTheACR() async throws {
        let options = TestDevServer.options {
            $0.authenticators = [
                AuthenticatorConfiguration(id: "pw", type: .usernamePassword, secondFactor: "otp"),
                AuthenticatorConfiguration(id: "otp", type: .totp, secondFactorOnly: true),
            ]
        }
        try await withServer(options) { _, base in
            let client = ScriptedClient(baseURL: base)
            let second = try await Self.passwordLogin(client)
            let code = TOTP(secret: Base32.decode(DevServerConfiguration.demoTOTPSecret)!).code(at: Date())
            let done = try await client.submit(try #require(second.form(.login)), ["totp": code]).representation()
            let claims = try Self.idClaims(try await client.exchange(code: try #require(done.authorizationResponse?.code)))
            #expect(claims["amr"] == ["pwd", "otp", "mfa"])
            #expect(claims["acr"] == "urn:se:curity:authentication:html-form:pw")
        }
    }

    @Test func promptLoginAuthenticatesAsEveryRequestDoes() async throws {
        let clock = ManualWallClock(now: Date(timeIntervalSince1970: 1_900_000_000))
        let options = TestDevServer.options(clock: clock.clock) { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }
        try await withServer(options) { _, base in
            let client = ScriptedClient(baseURL: base, clock: { clock.now })
            _ = try await client.exchange(code: try #require(try await Self.passwordLogin(client).authorizationResponse?.code))
            clock.advance(by: 600)
            // max_age=0 and prompt=login: the form again, and a new auth_time.
            let done = try await Self.passwordLogin(client, extra: [("prompt", "login"), ("max_age", "0")])
            let claims = try Self.idClaims(try await client.exchange(code: try #require(done.authorizationResponse?.code)))
            #expect(claims["auth_time"] == 1_900_000_600)
        }
    }

    @Test func promptConsentAsksAClientThatNeverDoes() async throws {
        try await withServer(TestDevServer.options { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }) { _, base in
            let client = ScriptedClient(baseURL: base)
            #expect(try await Self.passwordLogin(client).type == .oauthAuthorizationResponse)
            let consent = try await Self.passwordLogin(client, extra: [("prompt", "consent select_account")])
            #expect(consent.type == .userConsentStep)
        }
    }

    @Test(arguments: [
        ("prompt", "none", "login_required", "the dev server keeps no login sessions, so prompt=none cannot succeed"),
        ("prompt", "none login", "invalid_request", "prompt=none cannot be combined with other prompt values"),
        ("prompt", "create", "invalid_request", "the prompt value create is not supported (known: none, login, consent, select_account)"),
        ("max_age", "-5", "invalid_request", "max_age must be a non-negative whole number of seconds (at most 2147483647)"),
        ("max_age", "1.5", "invalid_request", "max_age must be a non-negative whole number of seconds (at most 2147483647)"),
        ("max_age", "", "invalid_request", "max_age must be a non-negative whole number of seconds (at most 2147483647)"),
        ("max_age", "99999999999", "invalid_request", "max_age must be a non-negative whole number of seconds (at most 2147483647)"),
    ])
    func badPromptAndMaxAgeAreRefusedToTheClient(_ name: String, _ value: String, _ error: String, _ description: String) async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let result = try await client.authorize(extra: [(name, value)])
            let problem = try result.problem()
            #expect(problem.type == .errorAuthorizationResponse)
            #expect(problem.error == error)
            #expect(problem.errorDescription == description)
            let link = try #require(problem.links.first { $0.rel == .authorizationResponse }, "the redirect URI is the client's")
            let state = await client.state
            #expect(link.href.absoluteString.hasPrefix("app://callback?error=\(error)&"))
            #expect(link.href.absoluteString.contains("state=\(state)"))
        }
    }
}
