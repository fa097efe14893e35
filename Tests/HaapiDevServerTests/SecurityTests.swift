import Crypto
import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import Testing

@Suite("Each security check rejects its bad case")
struct SecurityTests {
    // MARK: DPoP at the token endpoint

    @Test func tokenEndpointDemandsANonceThenIssues() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let target = URL(string: "\(base)/oauth/token")!
            let first = try await RawHTTP.shared.send(
                "POST", target,
                headers: [
                    "Content-Type": "application/x-www-form-urlencoded", "Authorization": await client.basicAuthorization,
                    "DPoP": try await client.proof("POST", target, nonce: .some(nil)),
                ],
                body: formEncode([("grant_type", "client_credentials"), ("scope", "urn:se:curity:scopes:haapi")]))
            #expect(first.status == 400)
            #expect(first.json?["error"] == "use_dpop_nonce")
            #expect(first.header("DPoP-Nonce") != nil)
            let token = try await client.fetchHaapiToken()
            let claims = try CompactJWS(parsing: token).payloadClaims()
            #expect(claims["scope"]?.stringValue == "urn:se:curity:scopes:haapi")
            #expect(claims["cnf"]?.objectValue?["jkt"]?.stringValue == (try JWK(client.key.publicKey).thumbprint()))
        }
    }

    @Test func tokenEndpointRequiresAProof() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let result = try await client.tokenRequest([("grant_type", "client_credentials"), ("scope", "urn:se:curity:scopes:haapi")], dpop: false)
            #expect(result.status == 400)
            #expect(result.json?["error"] == "invalid_dpop_proof")
        }
    }

    @Test func wrongClientSecretAndUnknownClientAreInvalidClient() async throws {
        try await withServer { _, base in
            // client_secret_post: with Basic the server adds `WWW-Authenticate: Basic` (RFC 6749
            // section 5.2), which Linux URLSession answers by waiting for credentials forever.
            for (id, secret) in [("haapi-demo", "wrong"), ("nobody", "x")] {
                let client = ScriptedClient(baseURL: base, clientID: id, secret: secret)
                let result = try await client.tokenRequest(
                    [("grant_type", "client_credentials"), ("scope", "urn:se:curity:scopes:haapi"), ("client_id", id), ("client_secret", secret)],
                    basic: false)
                #expect(result.status == 401)
                #expect(result.json?["error"] == "invalid_client")
                #expect(result.header("WWW-Authenticate") == nil)
            }
            let both = ScriptedClient(baseURL: base)
            let twoMethods = try await both.tokenRequest([("grant_type", "client_credentials"), ("client_secret", "haapi-demo-secret")], basic: false, extraHeaders: ["Authorization": "Bearer x"])
            #expect(twoMethods.status == 401 || twoMethods.status == 400)
        }
    }

    // MARK: DPoP at HAAPI endpoints

    /// Sends `GET /oauth/authorize`-less HAAPI request with a hand-made proof.
    func haapiRequest(_ client: ScriptedClient, base: URL, proof: (URL, String) async throws -> String, authorization: String? = nil) async throws -> HTTPResult {
        let token = try await client.fetchHaapiToken()
        let target = URL(string: "\(base)/authn/authenticate")!
        return try await RawHTTP.shared.send(
            "GET", target,
            headers: [
                "Accept": "application/vnd.auth+json", "Authorization": authorization ?? "DPoP \(token)",
                "DPoP": try await proof(target, token), "Session-Id": "none",
            ])
    }

    func expectDPoPError(_ result: HTTPResult, _ error: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 401, sourceLocation: sourceLocation)
        #expect((result.header("WWW-Authenticate") ?? "").contains("error=\"\(error)\""), "\(result.header("WWW-Authenticate") ?? "none")", sourceLocation: sourceLocation)
    }

    @Test func haapiRequestWithoutTheNonceGetsUseDPoPNonce() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let result = try await haapiRequest(client, base: base) { url, token in
                try await client.proof("GET", url, accessToken: token, nonce: .some(nil))
            }
            expectDPoPError(result, "use_dpop_nonce")
            #expect(result.header("DPoP-Nonce") != nil)
            let stale = try await haapiRequest(client, base: base) { url, token in
                try await client.proof("GET", url, accessToken: token, nonce: .some("made-up"))
            }
            expectDPoPError(stale, "use_dpop_nonce")
        }
    }

    @Test func replayedProofIsRejected() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let first = try await haapiRequest(client, base: base) { url, token in
                try await client.proof("GET", url, accessToken: token, jti: "same-jti")
            }
            #expect(first.status == 400)  // passes DPoP; then no such session
            let replay = try await haapiRequest(client, base: base) { url, token in
                try await client.proof("GET", url, accessToken: token, jti: "same-jti")
            }
            expectDPoPError(replay, "invalid_dpop_proof")
            #expect(replay.json?["error_description"]?.stringValue?.contains("replay") == true)
        }
    }

    @Test func proofChecksRejectTheirBadCase() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let other = P256.Signing.PrivateKey()
            let cases: [(String, (URL, String) async throws -> String, String)] = [
                ("old iat", { url, token in try await client.proof("GET", url, accessToken: token, iat: Date().addingTimeInterval(-600)) }, "invalid_dpop_proof"),
                ("future iat", { url, token in try await client.proof("GET", url, accessToken: token, iat: Date().addingTimeInterval(600)) }, "invalid_dpop_proof"),
                ("wrong htm", { url, token in try await client.proof("POST", url, accessToken: token) }, "invalid_dpop_proof"),
                ("wrong htu", { url, token in try await client.proof("GET", URL(string: "\(base)/elsewhere")!, accessToken: token) }, "invalid_dpop_proof"),
                ("wrong ath", { url, _ in try await client.proof("GET", url, accessToken: "another-token") }, "invalid_dpop_proof"),
                ("no ath", { url, _ in try await client.proof("GET", url) }, "invalid_dpop_proof"),
                ("bad signature", { url, token in
                    let good = try await client.proof("GET", url, accessToken: token)
                    let parts = good.split(separator: ".")
                    let forged = try DPoPProof(method: "GET", url: url, accessToken: token, nonce: await client.nonce).sign(with: other, now: Date(), jti: "x1")
                    return "\(parts[0]).\(parts[1]).\(forged.split(separator: ".")[2])"
                }, "invalid_dpop_proof"),
                ("token bound to another key", { url, token in
                    try DPoPProof(method: "GET", url: url, accessToken: token, nonce: await client.nonce).sign(with: other, now: Date(), jti: UUID().uuidString)
                }, "invalid_token"),
                ("not a JWT", { _, _ in "garbage" }, "invalid_dpop_proof"),
            ]
            for (name, make, error) in cases {
                let result = try await haapiRequest(client, base: base, proof: make)
                #expect(result.status == 401, "\(name)")
                #expect((result.header("WWW-Authenticate") ?? "").contains("error=\"\(error)\""), "\(name): \(result.header("WWW-Authenticate") ?? "none")")
            }
        }
    }

    @Test func bearerSchemeAndMissingTokenAreRefused() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let token = try await client.fetchHaapiToken()
            let bearer = try await haapiRequest(client, base: base, proof: { url, t in try await client.proof("GET", url, accessToken: t) }, authorization: "Bearer \(token)")
            expectDPoPError(bearer, "invalid_token")
            let target = URL(string: "\(base)/authn/authenticate")!
            let none = try await RawHTTP.shared.send("GET", target, headers: ["Accept": "application/vnd.auth+json"])
            #expect(none.status == 401)
            #expect(none.header("WWW-Authenticate")?.hasPrefix("DPoP") == true)
        }
    }

    @Test func revokedHaapiTokenIsRefused() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let token = try await client.fetchHaapiToken()
            let revoke = try await client.tokenRequest([("token", token)], path: "/oauth/revoke", dpop: false)
            #expect(revoke.status == 200)
            let result = try await client.authorize()
            expectDPoPError(result, "invalid_token")
        }
    }

    // MARK: Session binding

    @Test func sessionOfAnotherTokenIsAMismatch() async throws {
        try await withServer { _, base in
            let alice = ScriptedClient(baseURL: base)
            _ = try await alice.authorize()
            let session = try #require(await alice.sessionID)
            let mallory = ScriptedClient(baseURL: base)
            let result = try await mallory.haapi("GET", URL(string: "\(base)/authn/authenticate")!, extraHeaders: ["Session-Id": session])
            #expect(try result.problem().type == .mismatchBetweenSessionAndAccessToken)
        }
    }

    // MARK: Authorization request

    @Test func unregisteredRedirectURIIsRefusedWithoutALink() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base, redirectURI: "https://evil.example/cb")
            let result = try await client.authorize()
            let problem = try result.problem()
            #expect(problem.type == .errorAuthorizationResponse)
            #expect(problem.error == "invalid_request")
            #expect(problem.links.isEmpty)
        }
    }

    @Test func plainPKCEAndUnknownScopeAreRefused() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base)
            let plain = try await client.haapi("GET", URL(string: "\(base)/oauth/authorize")!, form: [
                ("client_id", "haapi-demo"), ("response_type", "code"), ("redirect_uri", "app://callback"),
                ("code_challenge", "abc"), ("code_challenge_method", "plain"), ("state", "s"),
            ])
            let problem = try plain.problem()
            #expect(problem.error == "invalid_request")
            #expect(problem.links.first?.href.absoluteString.contains("state=s") == true)
            let scope = try await client.authorize(scope: "openid admin")
            #expect(try scope.problem().error == "invalid_scope")
        }
    }

    // MARK: Codes

    /// Runs a password login and returns the code.
    func login(_ client: ScriptedClient) async throws -> String {
        let step = try await client.begin().representation()
        let form = try #require(step.action(ofKind: .selectAuthenticator) == nil ? step.action(ofKind: .login)?.form : nil)
        let done = try await client.submit(form, ["userName": "demo", "password": "Password1"]).representation()
        return try #require(done.authorizationResponse?.code)
    }

    func passwordOnly() -> DevServer.Options {
        TestDevServer.options { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }
    }

    @Test func wrongPKCEVerifierAndRedirectMismatchAreInvalidGrant() async throws {
        try await withServer(passwordOnly()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let code = try await login(client)
            let wrong = try await client.exchange(code: code, verifier: String(repeating: "a", count: 43))
            #expect(wrong.json?["error"] == "invalid_grant")
            #expect(wrong.json?["error_description"]?.stringValue?.contains("PKCE") == true)
            let code2 = try await login(client)
            let mismatch = try await client.exchange(code: code2, redirectURI: "http://127.0.0.1/callback")
            #expect(mismatch.json?["error"] == "invalid_grant")
        }
    }

    @Test func codesAreSingleUseAndReplayRevokesTheirTokens() async throws {
        try await withServer(passwordOnly()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let code = try await login(client)
            let first = try await client.exchange(code: code)
            #expect(first.status == 200)
            let refresh = try #require(first.json?["refresh_token"]?.stringValue)
            let second = try await client.exchange(code: code)
            #expect(second.json?["error"] == "invalid_grant")
            let afterReplay = try await client.tokenRequest([("grant_type", "refresh_token"), ("refresh_token", refresh)])
            #expect(afterReplay.json?["error"] == "invalid_grant")
        }
    }

    @Test func codesExpire() async throws {
        let clock = ManualWallClock(now: Date())
        try await withServer(TestDevServer.options(clock: clock.clock) { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }) { _, base in
            let client = ScriptedClient(baseURL: base, clock: { clock.now })
            let code = try await login(client)
            clock.advance(by: 61)
            let late = try await client.exchange(code: code)
            #expect(late.json?["error"] == "invalid_grant")
            #expect(late.json?["error_description"]?.stringValue?.contains("expired") == true)
        }
    }

    @Test func refreshTokenIsBoundToTheDPoPKey() async throws {
        try await withServer(passwordOnly()) { _, base in
            let client = ScriptedClient(baseURL: base)
            let code = try await login(client)
            let tokens = try await client.exchange(code: code)
            let refresh = try #require(tokens.json?["refresh_token"]?.stringValue)
            let thief = ScriptedClient(baseURL: base)
            let stolen = try await thief.tokenRequest([("grant_type", "refresh_token"), ("refresh_token", refresh)])
            #expect(stolen.json?["error"] == "invalid_grant")
        }
    }

    @Test func privateKeyJWTWorksAndItsReplayIsRefused() async throws {
        let clientKey = P256.Signing.PrivateKey()
        let jwk = JWK(clientKey.publicKey).members.compactMapValues(\.stringValue)
        try await withServer(TestDevServer.options { $0.clients.append(ClientConfiguration(id: "jwt-client", jwk: jwk, redirectURIs: ["app://callback"])) }) { _, base in
            let client = ScriptedClient(baseURL: base, clientID: "jwt-client")
            let assertion = try ClientAssertion(clientID: "jwt-client", audience: "\(base)/oauth/token").sign(with: clientKey, now: Date(), jti: "a-1")
            let pairs = [
                ("grant_type", "client_credentials"), ("scope", "urn:se:curity:scopes:haapi"),
                ("client_assertion_type", ClientAssertion.assertionType), ("client_assertion", assertion),
            ]
            let target = URL(string: "\(base)/oauth/token")!
            func send() async throws -> HTTPResult {
                var result = HTTPResult(url: target, status: 0, headers: [:], body: [])
                for _ in 0..<2 {
                    result = try await RawHTTP.shared.send(
                        "POST", target, headers: ["Content-Type": "application/x-www-form-urlencoded", "DPoP": try await client.proof("POST", target, nonce: .some(result.header("DPoP-Nonce")))],
                        body: formEncode(pairs))
                    if result.json?["error"] != "use_dpop_nonce" { break }
                }
                return result
            }
            let ok = try await send()
            #expect(ok.status == 200, "\(ok.text)")
            let replay = try await send()
            #expect(replay.json?["error"] == "invalid_client")
        }
    }

    // MARK: Bad input

    @Test func badInputGetsAnAnswerNeverACrash() async throws {
        var options = TestDevServer.options()
        options.configuration.security.maxRequestBodyBytes = 2048
        try await withServer(options) { _, base in
            let big = try await RawHTTP.shared.send("POST", URL(string: "\(base)/oauth/token")!, headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Array(repeating: 0x61, count: 70_000))
            #expect(big.status == 413)
            #expect(big.header("Content-Type") == "application/problem+json")
            let missing = try await RawHTTP.shared.send("GET", URL(string: "\(base)/no/such/route")!)
            #expect(missing.status == 404)
            #expect(missing.json?["type"] != nil)
            let garbage = try await RawHTTP.shared.send("POST", URL(string: "\(base)/oauth/token")!, headers: ["Content-Type": "application/x-www-form-urlencoded"], body: [0xFF, 0xFE, 0x25, 0x26, 0x3D])
            #expect(garbage.status == 401 || garbage.status == 400)
            let wrongType = try await RawHTTP.shared.send("POST", URL(string: "\(base)/oauth/token")!, headers: ["Content-Type": "application/json"], body: Array("{}".utf8))
            #expect(wrongType.status == 400)
            let browser = try await RawHTTP.shared.send("GET", URL(string: "\(base)/oauth/authorize?client_id=haapi-demo")!, headers: ["Accept": "text/html"])
            #expect(browser.status == 406)
            let health = try await RawHTTP.shared.send("GET", URL(string: "\(base)/dev/health")!)
            #expect(health.status == 200)
        }
    }
}
