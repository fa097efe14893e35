import Crypto
import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting
import Testing

/// `POST /oauth/par` (RFC 9126) and the authorization endpoint's `request_uri`.
@Suite("Pushed authorization requests")
struct PushedAuthorizationTests {
    static let passwordOnly = TestDevServer.options { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }

    /// The `request_uri` of a `201` answer, or a failure with the answer.
    static func requestURI(_ result: HTTPResult) throws -> String {
        guard result.status == 201, let uri = result.json?["request_uri"]?.stringValue else {
            throw TestError("expected 201 with a request_uri, got \(result.status): \(result.text)")
        }
        return uri
    }

    /// The OAuth error of an `error-authorization-response` problem.
    static func authorizationError(_ result: HTTPResult) throws -> (error: String?, description: String?) {
        let problem = try result.problem()
        #expect(problem.type == .errorAuthorizationResponse, "\(result.text)")
        return (problem.error, problem.errorDescription)
    }

    @Test func discoveryAnnouncesTheEndpointAndThePromptValues() async throws {
        try await withServer { _, base in
            let doc = try #require(try await RawHTTP.shared.send("GET", URL(string: "\(base)/.well-known/openid-configuration")!).json)
            #expect(doc["pushed_authorization_request_endpoint"]?.stringValue == "\(base)/oauth/par")
            #expect(doc["require_pushed_authorization_requests"] == false)
            #expect(doc["prompt_values_supported"] == ["none", "login", "consent", "select_account"])
        }
        try await withServer(TestDevServer.options { $0.pushedAuthorizationRequests.required = true }) { _, base in
            let doc = try #require(try await RawHTTP.shared.send("GET", URL(string: "\(base)/.well-known/openid-configuration")!).json)
            #expect(doc["require_pushed_authorization_requests"] == true)
        }
    }

    @Test func aPushedRequestStartsTheFlowWithOnlyItsReference() async throws {
        try await withServer(Self.passwordOnly) { _, base in
            let client = ScriptedClient(baseURL: base)
            let pushed = try await client.push(extra: [("max_age", "300"), ("prompt", "login")])
            #expect(pushed.status == 201, "\(pushed.text)")
            #expect(pushed.header("Cache-Control") == "no-store")
            #expect(pushed.json?["expires_in"] == 60)
            let uri = try Self.requestURI(pushed)
            #expect(uri.hasPrefix("urn:ietf:params:oauth:request_uri:") && uri.count > 50, "\(uri)")

            let redirection = try await client.authorize(requestURI: uri).representation()
            #expect(redirection.type == .redirectionStep)
            let login = try await client.submit(try #require(redirection.actions.first?.form), [:]).representation()
            let done = try await client.submit(try #require(login.form(.login)), ["userName": "demo", "password": "Password1"])
            let properties = try #require(try done.representation().authorizationResponse)
            let state = await client.state
            #expect(properties.state == state, "the pushed state comes back")
            let tokens = try await client.exchange(code: try #require(properties.code))
            #expect(tokens.status == 200, "\(tokens.text)")
            let idToken = try CompactJWS(parsing: try #require(tokens.json?["id_token"]?.stringValue)).payloadClaims()
            #expect(idToken["nonce"]?.stringValue == "n-1")
        }
    }

    @Test func aPushedRequestsLanguageIsTheFlowsLanguage() async throws {
        try await withServer(Self.passwordOnly) { _, base in
            let client = ScriptedClient(baseURL: base, uiLocales: "nl-NL en")
            let uri = try Self.requestURI(try await client.push())
            let redirection = try await client.authorize(requestURI: uri)
            #expect(redirection.header("Content-Language") == "nl", "ui_locales travels in the pushed request, not the URL")
            let login = try await client.submit(try #require(try redirection.representation().actions.first?.form), [:])
            #expect(login.header("Content-Language") == "nl")
        }
    }

    @Test func aRequestURIIsUsedOnceByItsClientBeforeItExpires() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(TestDevServer.options(clock: clock.clock) { $0.pushedAuthorizationRequests.requestURILifetime = 30 }) { _, base in
            let client = ScriptedClient(baseURL: base, clock: { clock.now })
            let first = try Self.requestURI(try await client.push())
            #expect(try await client.authorize(requestURI: first).representation().type == .redirectionStep)
            let again = try Self.authorizationError(try await client.authorize(requestURI: first))
            #expect(again.error == "invalid_request_uri")
            #expect(again.description == "request_uri was used already; push the request again")

            let unknown = try Self.authorizationError(try await client.authorize(requestURI: "urn:ietf:params:oauth:request_uri:nothing"))
            #expect(unknown.error == "invalid_request_uri")
            #expect(unknown.description == "request_uri is unknown")

            let other = ScriptedClient(baseURL: base, clientID: "haapi-consent", secret: "haapi-consent-secret", clock: { clock.now })
            let theirs = try Self.requestURI(try await other.push())
            let stolen = try Self.authorizationError(try await client.authorize(requestURI: theirs))
            #expect(stolen.error == "invalid_request_uri")
            #expect(stolen.description == "request_uri was pushed by another client")
            #expect(try await other.authorize(requestURI: theirs).representation().type == .redirectionStep, "the attempt did not spend it")

            let late = try Self.requestURI(try await client.push())
            clock.advance(by: 30)
            let expired = try Self.authorizationError(try await client.authorize(requestURI: late))
            #expect(expired.error == "invalid_request_uri")
            #expect(expired.description == "request_uri has expired; push the request again")
        }
    }

    @Test func parametersBesideTheRequestURIAreRefused() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let uri = try Self.requestURI(try await client.push())
            let refused = try Self.authorizationError(try await client.authorize(requestURI: uri, extra: [("prompt", "login"), ("scope", "openid")]))
            #expect(refused.error == "invalid_request")
            #expect(refused.description?.hasSuffix("got prompt, scope") == true, "\(refused.description ?? "")")
            let missingClient = try Self.authorizationError(
                try await client.haapi("GET", client.url("/oauth/authorize"), form: [("request_uri", uri)]))
            #expect(missingClient.error == "invalid_request")
            #expect(missingClient.description == "client_id is missing")
            #expect(try await client.authorize(requestURI: uri).representation().type == .redirectionStep, "refusals did not spend it")
        }
    }

    @Test func theEndpointChecksWhatTheAuthorizationEndpointChecks() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let cases: [(extra: [(String, String)], error: String, description: String)] = [
                ([("prompt", "none")], "login_required", "the dev server keeps no login sessions, so prompt=none cannot succeed"),
                ([("prompt", "login dance")], "invalid_request", "the prompt value dance is not supported (known: none, login, consent, select_account)"),
                ([("max_age", "-1")], "invalid_request", "max_age must be a non-negative whole number of seconds (at most 2147483647)"),
                ([("scope", "openid admin")], "invalid_scope", "the client may not ask for the scope admin"),
                ([("request_uri", "urn:x")], "invalid_request", "request_uri cannot be pushed (RFC 9126 section 2.1)"),
                ([("dpop_jkt", "not-my-key")], "invalid_request", "dpop_jkt differs from the key of the DPoP proof"),
            ]
            for (extra, error, description) in cases {
                let result = try await client.tokenRequest(
                    try await client.authorizationParameters().filter { pair in !extra.contains { $0.0 == pair.0 } } + extra,
                    path: "/oauth/par")
                #expect(result.status == 400, "\(extra): \(result.text)")
                #expect(result.header("Content-Type") == "application/json")
                #expect(result.json?["error"]?.stringValue == error, "\(extra): \(result.text)")
                #expect(result.json?["error_description"]?.stringValue == description, "\(extra)")
            }
            let wrongRedirect = try await client.tokenRequest(
                try await client.authorizationParameters().map { $0.0 == "redirect_uri" ? ($0.0, "https://evil.example/") : $0 },
                path: "/oauth/par")
            #expect(wrongRedirect.json?["error_description"] == "redirect_uri is not registered for the client (exact match)")
        }
    }

    @Test func theClientAuthenticatesAsAtTheTokenEndpoint() async throws {
        let key = P256.Signing.PrivateKey()
        let options = TestDevServer.options { configuration in
            configuration.clients.append(ClientConfiguration(
                id: "jwt-client", jwk: JWK(key.publicKey).members.compactMapValues(\.stringValue), redirectURIs: ["app://callback"]))
        }
        try await withServer(options) { _, base in
            let anonymous = ScriptedClient(baseURL: base)
            let unauthenticated = try await anonymous.tokenRequest(try await anonymous.authorizationParameters(), path: "/oauth/par", basic: false)
            #expect(unauthenticated.status == 401)
            #expect(unauthenticated.json?["error"] == "invalid_client")
            // client_secret_post: a Basic refusal carries `WWW-Authenticate: Basic`, which Linux
            // URLSession answers by waiting for credentials.
            let posted = try await anonymous.tokenRequest(
                try await anonymous.authorizationParameters() + [("client_secret", "wrong")], path: "/oauth/par", basic: false)
            #expect(posted.status == 401)
            #expect(posted.json?["error"] == "invalid_client")

            // private_key_jwt with the PAR endpoint as the assertion's audience (RFC 9126 section 2).
            let jwtClient = ScriptedClient(baseURL: base, clientID: "jwt-client")
            let assertion = try ClientAssertion(clientID: "jwt-client", audience: "\(base)/oauth/par")
                .sign(with: key, now: Date(), jti: UUID().uuidString)
            let pushed = try await jwtClient.tokenRequest(
                try await jwtClient.authorizationParameters(scope: "openid") + [
                    ("client_assertion_type", ClientAssertion.assertionType), ("client_assertion", assertion),
                ],
                path: "/oauth/par", basic: false)
            #expect(pushed.status == 201, "\(pushed.text)")
        }
    }

    @Test func theProofsKeyBindsTheCode() async throws {
        try await withServer(Self.passwordOnly) { _, base in
            // Pushed with a proof and no dpop_jkt: the code is bound to the proof's key.
            let client = ScriptedClient(baseURL: base)
            let uri = try Self.requestURI(try await client.push())
            let redirection = try await client.authorize(requestURI: uri).representation()
            let login = try await client.submit(try #require(redirection.actions.first?.form), [:]).representation()
            let done = try await client.submit(try #require(login.form(.login)), ["userName": "demo", "password": "Password1"])
            let code = try #require(try done.representation().authorizationResponse?.code)
            let thief = ScriptedClient(baseURL: base)
            let verifier = await client.verifier
            let stolen = try await thief.exchange(code: code, verifier: verifier)
            #expect(stolen.json?["error"] == "invalid_dpop_proof", "\(stolen.text)")

            // Pushed without a proof, with another key's dpop_jkt: the HAAPI token's key must match.
            let other = try JWK(P256.Signing.PrivateKey().publicKey).thumbprint()
            let unbound = try Self.requestURI(try await client.push(extra: [("dpop_jkt", other)], dpop: false))
            let refused = try Self.authorizationError(try await client.authorize(requestURI: unbound))
            #expect(refused.error == "invalid_request")
            #expect(refused.description == "the pushed dpop_jkt differs from the key of the HAAPI token")
        }
    }

    @Test func aClientThatMustPushCannotSendParameters() async throws {
        let options = TestDevServer.options { configuration in
            configuration.clients[0].requirePushedAuthorizationRequests = true
        }
        try await withServer(options) { _, base in
            let client = ScriptedClient(baseURL: base)
            let refused = try Self.authorizationError(try await client.authorize())
            #expect(refused.error == "invalid_request")
            #expect(refused.description?.hasPrefix("client haapi-demo must push its authorization requests (RFC 9126)") == true)
            let uri = try Self.requestURI(try await client.push())
            #expect(try await client.authorize(requestURI: uri).representation().type == .redirectionStep)
            // The other client may still send its parameters.
            let other = ScriptedClient(baseURL: base, clientID: "haapi-consent", secret: "haapi-consent-secret")
            #expect(try await other.authorize().representation().type == .redirectionStep)
        }
        try await withServer(TestDevServer.options { $0.pushedAuthorizationRequests.required = true }) { _, base in
            let other = ScriptedClient(baseURL: base, clientID: "haapi-consent", secret: "haapi-consent-secret")
            let refused = try Self.authorizationError(try await other.authorize())
            #expect(refused.error == "invalid_request")
        }
    }

    @Test func theSettingsAreReadFromAFile() throws {
        let configuration = try DevServerConfiguration.parse(
            """
            clients:
              - id: app
                secret: s
                redirectUris: [app://callback]
                requirePushedAuthorizationRequests: true
            pushedAuthorizationRequests:
              requestUriLifetime: 90
              required: true
            """, format: .yaml)
        #expect(configuration.clients[0].requirePushedAuthorizationRequests)
        #expect(configuration.pushedAuthorizationRequests == PushedAuthorizationSettings(requestURILifetime: 90, required: true))
        #expect(DevServerConfiguration.default.pushedAuthorizationRequests == PushedAuthorizationSettings(requestURILifetime: 60, required: false))
        let tooLong = #expect(throws: DevServerConfigurationError.self) {
            try DevServerConfiguration.parse("pushedAuthorizationRequests: {requestUriLifetime: 601}", format: .yaml)
        }
        #expect(tooLong?.key == "pushedAuthorizationRequests.requestUriLifetime", "\(String(describing: tooLong))")
        var short = DevServerConfiguration.default
        short.pushedAuthorizationRequests.requestURILifetime = 0.5
        let invalid = #expect(throws: DevServerConfigurationError.self) { try short.validate() }
        #expect(invalid?.reason == "0.5 s is not 1 to 600 seconds")
    }
}
