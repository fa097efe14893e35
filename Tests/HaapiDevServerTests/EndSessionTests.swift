import Crypto
import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting
import Testing

/// The tokens of one login of the demo user.
struct SignedIn: Sendable {
    var access: String
    var refresh: String
    var idToken: String

    var sessionID: String? {
        (try? CompactJWS(parsing: idToken).payloadClaims())?["sid"]?.stringValue
    }
}

extension ScriptedClient {
    /// Signs the demo user in with the only authenticator (username and password) and
    /// exchanges the code.
    func signIn() async throws -> SignedIn {
        let login = try await begin().representation()
        let form = try #require(login.form(.login))
        let done = try await submit(form, ["userName": "demo", "password": "Password1"]).representation()
        let answer = try await exchange(code: try #require(done.authorizationResponse?.code))
        let json = try #require(answer.json, "HTTP \(answer.status): \(answer.text)")
        return SignedIn(
            access: try #require(json["access_token"]?.stringValue), refresh: try #require(json["refresh_token"]?.stringValue),
            idToken: try #require(json["id_token"]?.stringValue))
    }

    /// `GET` (query) or `POST` (form body) `/oauth/logout`.
    func logout(_ pairs: [(String, String)], method: String = "POST", accept: String = "application/json") async throws -> HTTPResult {
        var target = url("/oauth/logout")
        var headers = ["Accept": accept]
        var body: [UInt8]?
        if method == "GET" {
            var components = URLComponents(url: target, resolvingAgainstBaseURL: true)!
            components.percentEncodedQuery = String(decoding: formEncode(pairs), as: UTF8.self)
            target = components.url!
        } else {
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            body = formEncode(pairs)
        }
        return try await RawHTTP.shared.send(method, target, headers: headers, body: body)
    }

    /// A refresh with `token`: the answer.
    func refresh(_ token: String) async throws -> HTTPResult {
        try await tokenRequest([("grant_type", "refresh_token"), ("refresh_token", token)])
    }
}

@Suite("The end-session endpoint (RP-Initiated Logout)")
struct EndSessionTests {
    static func passwordOnly(_ configuration: inout DevServerConfiguration) {
        configuration.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)]
    }

    @Test func discoveryAnnouncesTheEndpointAndTheSessionClaim() async throws {
        try await withServer { _, base in
            let document = try #require(try await RawHTTP.shared.send("GET", URL(string: "\(base)/.well-known/openid-configuration")!).json)
            #expect(document["end_session_endpoint"]?.stringValue == "\(base)/oauth/logout")
            #expect(document["claims_supported"]?.arrayValue?.contains("sid") == true)
        }
    }

    @Test func idTokensNameOneSessionPerLoginKeptAcrossRefreshes() async throws {
        try await withServer(TestDevServer.options(Self.passwordOnly)) { _, base in
            let client = ScriptedClient(baseURL: base)
            let first = try await client.signIn()
            let sessionID = try #require(first.sessionID)
            let refreshed = try await client.refresh(first.refresh)
            let newIDToken = try #require(refreshed.json?["id_token"]?.stringValue, "\(refreshed.text)")
            #expect(SignedIn(access: "", refresh: "", idToken: newIDToken).sessionID == sessionID)
            let second = try await client.signIn()
            #expect(second.sessionID != nil && second.sessionID != sessionID)
        }
    }

    @Test func endingASessionRevokesItsTokensAndNoOtherLogins() async throws {
        try await withServer(TestDevServer.options(Self.passwordOnly)) { _, base in
            let client = ScriptedClient(baseURL: base)
            let other = ScriptedClient(baseURL: base)
            let rotated = try await client.signIn()
            let kept = try await other.signIn()
            // A refresh before the end: the family's newest tokens must end too.
            let answer = try #require(try await client.refresh(rotated.refresh).json)
            let latest = SignedIn(
                access: try #require(answer["access_token"]?.stringValue), refresh: try #require(answer["refresh_token"]?.stringValue),
                idToken: try #require(answer["id_token"]?.stringValue))
            #expect(try await client.resource("GET", "/oauth/userinfo", accessToken: latest.access).status == 200)

            let ended = try await client.logout([("id_token_hint", rotated.idToken), ("client_id", "haapi-demo")])
            #expect(ended.status == 200, "\(ended.text)")
            #expect(ended.json?["signed_out"] == true)
            #expect(ended.header("Cache-Control") == "no-store")

            let userinfo = try await client.resource("GET", "/oauth/userinfo", accessToken: latest.access)
            #expect(userinfo.status == 401)
            #expect(userinfo.json?["error_description"]?.stringValue == "the access token was revoked")
            let refresh = try await client.refresh(latest.refresh)
            #expect(refresh.status == 400)
            #expect(refresh.json?["error_description"]?.stringValue == "the refresh token was revoked")
            // The other login goes on.
            #expect(try await other.resource("GET", "/oauth/userinfo", accessToken: kept.access).status == 200)
            #expect(try await other.refresh(kept.refresh).status == 200)
            // Ending it again is not an error.
            #expect(try await client.logout([("id_token_hint", latest.idToken)]).status == 200)
        }
    }

    @Test func aRegisteredPostLogoutRedirectGetsTheStateBack() async throws {
        try await withServer(TestDevServer.options(Self.passwordOnly)) { _, base in
            let client = ScriptedClient(baseURL: base)
            let tokens = try await client.signIn()
            let redirected = try await client.logout([
                ("id_token_hint", tokens.idToken), ("client_id", "haapi-demo"),
                ("post_logout_redirect_uri", "app://signed-out"), ("state", "s t&1"),
            ], method: "GET", accept: "text/html")
            #expect(redirected.status == 302)
            #expect(redirected.header("Location") == "app://signed-out?state=s%20t%261")
            #expect(redirected.header("Cache-Control") == "no-store")
            #expect(try await client.refresh(tokens.refresh).status == 400)
            // Without state, the URI as registered; the client comes from the hint's audience.
            let again = try await client.logout([("id_token_hint", tokens.idToken), ("post_logout_redirect_uri", "http://127.0.0.1/signed-out")])
            #expect(again.status == 302)
            #expect(again.header("Location") == "http://127.0.0.1/signed-out")
        }
    }

    @Test func withoutARedirectAPersonSeesAnEscapedPage() async throws {
        let options = TestDevServer.options {
            Self.passwordOnly(&$0)
            $0.clients[0].name = "Demo <b>&</b> App"
        }
        try await withServer(options) { _, base in
            let client = ScriptedClient(baseURL: base)
            let tokens = try await client.signIn()
            let page = try await client.logout([("id_token_hint", tokens.idToken)], method: "GET", accept: "text/html")
            #expect(page.status == 200)
            #expect(page.header("Content-Type")?.hasPrefix("text/html") == true)
            #expect(page.header("Cache-Control") == "no-store")
            #expect(page.text.contains("<h1>Signed out</h1>"))
            #expect(page.text.contains("Demo &lt;b&gt;&amp;&lt;/b&gt; App"))
            #expect(!page.text.contains("<b>"))
        }
    }

    @Test func anExpiredHintStillEndsItsSession() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(TestDevServer.options(clock: clock.clock, Self.passwordOnly)) { _, base in
            let client = ScriptedClient(baseURL: base, clock: { clock.now })
            let tokens = try await client.signIn()
            clock.advance(by: DevServerConfiguration.default.tokens.idTokenLifetime + 60)
            let ended = try await client.logout([("id_token_hint", tokens.idToken)])
            #expect(ended.status == 200, "\(ended.text)")
            let refresh = try await client.refresh(tokens.refresh)
            #expect(refresh.json?["error_description"]?.stringValue == "the refresh token was revoked")
        }
    }

    /// Requests the endpoint refuses, made from a fresh login's tokens, and a word of the reason.
    static let refusals: [(name: String, reason: String, pairs: @Sendable (SignedIn) throws -> [(String, String)])] = [
        ("no hint", "id_token_hint is missing", { _ in [("client_id", "haapi-demo")] }),
        ("not a JWT", "not an ID token of this server", { _ in [("id_token_hint", "not-a-jwt")] }),
        ("signed by another key", "not an ID token of this server", { tokens in [("id_token_hint", try EndSessionTests.forged(tokens.idToken))] }),
        ("an access token", "not an ID token of this server", { tokens in [("id_token_hint", tokens.access)] }),
        ("another client", "not the client id_token_hint was issued to", { tokens in
            [("id_token_hint", tokens.idToken), ("client_id", "haapi-consent")]
        }),
        ("an unregistered redirect", "not registered for the client haapi-demo", { tokens in
            [("id_token_hint", tokens.idToken), ("post_logout_redirect_uri", "https://evil.example/"), ("state", "x")]
        }),
        ("a redirect URI of the login", "not registered", { tokens in
            [("id_token_hint", tokens.idToken), ("post_logout_redirect_uri", "app://callback")]
        }),
        ("a repeated parameter", "repeated", { tokens in [("id_token_hint", tokens.idToken), ("id_token_hint", tokens.idToken)] }),
    ]

    /// `idToken`'s header and claims signed with a key that is not the server's.
    static func forged(_ idToken: String) throws -> String {
        let original = try CompactJWS(parsing: idToken)
        return try CompactJWS.sign(header: original.header, claims: try original.payloadClaims(), with: P256.Signing.PrivateKey()).serialized
    }

    @Test(arguments: refusals.indices)
    func refusalsAreClearAndEndNothing(_ index: Int) async throws {
        let refusal = Self.refusals[index]
        try await withServer(TestDevServer.options(Self.passwordOnly)) { _, base in
            let client = ScriptedClient(baseURL: base)
            let tokens = try await client.signIn()
            let pairs = try refusal.pairs(tokens)
            let json = try await client.logout(pairs, method: "GET")
            #expect(json.status == 400, "\(refusal.name): \(json.text)")
            #expect(json.header("Location") == nil)
            #expect(json.json?["error"] == "invalid_request")
            let description = json.json?["error_description"]?.stringValue ?? ""
            #expect(description.contains(refusal.reason), "\(refusal.name): \(description)")
            let page = try await client.logout(pairs, method: "POST", accept: "text/html")
            #expect(page.status == 400)
            #expect(page.header("Content-Type")?.hasPrefix("text/html") == true)
            #expect(page.text.contains("Sign-out refused"))
            for secret in [tokens.idToken, tokens.access] {
                #expect(!json.text.contains(secret) && !page.text.contains(secret), "a token is echoed")
            }
            #expect(try await client.refresh(tokens.refresh).status == 200, "\(refusal.name): a refused request ended the session")
        }
    }

    @Test func aJSONBodyIsRefused() async throws {
        try await withServer(TestDevServer.options(Self.passwordOnly)) { _, base in
            let client = ScriptedClient(baseURL: base)
            let tokens = try await client.signIn()
            let body = JSONValue.object(["id_token_hint": .string(tokens.idToken)]).serialized()
            let answer = try await RawHTTP.shared.send(
                "POST", URL(string: "\(base)/oauth/logout")!, headers: ["Content-Type": "application/json", "Accept": "application/json"],
                body: body)
            #expect(answer.status == 400)
            #expect(answer.json?["error_description"]?.stringValue?.contains("application/x-www-form-urlencoded") == true)
        }
    }

    @Test func theHintNeverReachesTheLog() async throws {
        let capture = LogCapture()
        var options = TestDevServer.options(Self.passwordOnly)
        options.logger = capture.logger(label: "end-session")
        try await withServer(options) { _, base in
            let client = ScriptedClient(baseURL: base)
            let tokens = try await client.signIn()
            let sessionID = try #require(tokens.sessionID)
            _ = try await client.logout([("id_token_hint", tokens.idToken), ("post_logout_redirect_uri", "https://evil.example/")], method: "GET")
            #expect(try await client.logout([("id_token_hint", tokens.idToken)]).status == 200)
            #expect(capture.lines.contains { $0.contains("login session ended") })
            #expect(!capture.lines.contains { $0.contains(tokens.idToken) || $0.contains(sessionID) })
        }
    }
}
