import Foundation
import HaapiClient
import HaapiModel

/// A scripted HAAPI server on an ``InMemoryTransport``: a token endpoint, a pushed
/// authorization request endpoint, an authorize endpoint (taking its parameters from the
/// query or a pushed request) answering with a username/password form, a login endpoint that ends the flow,
/// a revocation endpoint, an end-session endpoint and a JWKS. Its ID tokens are signed, carry the authorization
/// request's nonce and are stamped with ``clock``. Tests change its behaviour through ``State``.
struct MockAuthorizationServer {
    /// What the server remembers and how it should misbehave.
    actor State {
        var issuedHaapiTokens = 0
        var issuedUserTokens = 0
        var lastState: String?
        var lastCodeChallenge: String?
        var overrideState: String?
        var iss: String?
        var sessionID = "session-7f3a"
        var tokenType = "DPoP"
        var haapiTokenLifetime = 300
        var userTokenLifetime = 600
        var returnRefreshTokenOnRefresh = true
        var revoked: [String] = []
        /// The `id_token_hint`s the end-session endpoint received.
        var endedSessions: [String] = []
        var expectedPassword = "correct horse"
        var lastNonce: String?
        var signingKey = TestSigningKey(id: "key-1")
        var publishedKeys: [TestSigningKey]
        var authTime: Int64?
        var idTokenOnRefresh = false
        var changeIDToken: (@Sendable (inout IDTokenDraft) -> Void)?
        /// The bodies of pushed authorization requests by the `request_uri` answered.
        var pushedRequests: [String: String] = [:]
        /// What the PAR endpoint answers instead of a `request_uri` of its own.
        var parResponse: TransportResponse?

        init() {
            publishedKeys = [signingKey]
        }

        func set(_ change: (State) -> Void) { change(self) }
        func setOverrideState(_ value: String?) { overrideState = value }
        func setIss(_ value: String?) { iss = value }
        func setTokenType(_ value: String) { tokenType = value }
        func setHaapiTokenLifetime(_ value: Int) { haapiTokenLifetime = value }
        func setUserTokenLifetime(_ value: Int) { userTokenLifetime = value }
        func setReturnRefreshToken(_ value: Bool) { returnRefreshTokenOnRefresh = value }
        func setExpectedPassword(_ value: String) { expectedPassword = value }
        func setIDTokenOnRefresh(_ value: Bool) { idTokenOnRefresh = value }
        /// Changes every ID token issued from now on.
        func setIDTokenChange(_ change: (@Sendable (inout IDTokenDraft) -> Void)?) { changeIDToken = change }
        /// Signs with `key` from now on; the JWKS lists `published`.
        func rotate(to key: TestSigningKey, published: [TestSigningKey]) {
            signingKey = key
            publishedKeys = published
        }

        func nextHaapiToken() -> Int {
            issuedHaapiTokens += 1
            return issuedHaapiTokens
        }

        func nextUserToken() -> Int {
            issuedUserTokens += 1
            return issuedUserTokens
        }

        func remember(state: String?, challenge: String?, nonce: String?) {
            lastState = state
            lastCodeChallenge = challenge
            lastNonce = nonce
        }

        /// The sign-in time every ID token of this server names, set on the first one.
        func authTime(now: Int64) -> Int64 {
            if let authTime { return authTime }
            authTime = now - 30
            return now - 30
        }

        func recordRevocation(_ token: String) { revoked.append(token) }
        func setPARResponse(_ response: TransportResponse?) { parResponse = response }

        /// Keeps a pushed request and names it.
        func push(_ body: String?) -> String {
            let uri = "urn:ietf:params:oauth:request_uri:mock-\(pushedRequests.count + 1)"
            pushedRequests[uri] = body ?? ""
            return uri
        }
        func recordEndedSession(_ hint: String) { endedSessions.append(hint) }
    }

    static let code = "authz-code-5521"
    let transport = InMemoryTransport()
    let state = State()
    /// The time the ID tokens are stamped with; the clients of ``client(configuration:clock:random:keyStore:logger:)`` read it too.
    let clock: WallClock

    /// The login form the authorize endpoint answers with (a relative href on purpose).
    static let loginStep = """
        {"type":"authentication-step","actions":[{"template":"form","kind":"login","model":{
          "href":"/authn/login","method":"POST","type":"application/x-www-form-urlencoded",
          "fields":[{"name":"userName","type":"username"},{"name":"password","type":"password"},
                    {"name":"_csrf","type":"hidden","value":"csrf-1"}]}}]}
        """

    init(clock: WallClock = .system) async {
        self.clock = clock
        let state = self.state
        await transport.route("POST", TestValues.token.path) { request in
            let body = request.bodyText
            switch formValue("grant_type", in: body) {
            case "client_credentials":
                let n = await state.nextHaapiToken()
                let life = await state.haapiTokenLifetime
                return .json(#"{"access_token":"haapi-token-\#(n)","token_type":"DPoP","expires_in":\#(life)}"#)
            case "authorization_code":
                guard formValue("code", in: body) == Self.code else {
                    return .json(#"{"error":"invalid_grant"}"#, status: 400)
                }
                let n = await state.nextUserToken()
                let life = await state.userTokenLifetime
                let type = await state.tokenType
                let nonce = await state.lastNonce
                let idToken = await Self.idToken(state: state, clock: clock, nonce: nonce)
                return .json(#"{"access_token":"user-access-\#(n)","token_type":"\#(type)","expires_in":\#(life),"refresh_token":"user-refresh-\#(n)","id_token":"\#(idToken)"}"#)
            case "refresh_token":
                let n = await state.nextUserToken()
                let life = await state.userTokenLifetime
                var idToken = ""
                if await state.idTokenOnRefresh {
                    let token = await Self.idToken(state: state, clock: clock, nonce: nil)
                    idToken = #","id_token":"\#(token)""#
                }
                if await state.returnRefreshTokenOnRefresh {
                    return .json(#"{"access_token":"user-access-\#(n)","token_type":"DPoP","expires_in":\#(life),"refresh_token":"user-refresh-\#(n)"\#(idToken)}"#)
                }
                return .json(#"{"access_token":"user-access-\#(n)","token_type":"DPoP","expires_in":\#(life)\#(idToken)}"#)
            default:
                return .json(#"{"error":"unsupported_grant_type"}"#, status: 400)
            }
        }
        await transport.route("POST", TestValues.par.path) { request in
            if let answer = await state.parResponse { return answer }
            let uri = await state.push(request.bodyText)
            return .json(#"{"request_uri":"\#(uri)","expires_in":60}"#, status: 201)
        }
        await transport.route("GET", TestValues.authorize.path) { request in
            // The parameters: pushed (RFC 9126), or in the query.
            var parameters = URLComponents(url: request.url, resolvingAgainstBaseURL: true)?.percentEncodedQuery
            if let uri = queryValue("request_uri", in: request.url) {
                parameters = await state.pushedRequests[uri]
            }
            await state.remember(
                state: formValue("state", in: parameters), challenge: formValue("code_challenge", in: parameters),
                nonce: formValue("nonce", in: parameters))
            let session = await state.sessionID
            return .json(Self.loginStep, contentType: "application/vnd.auth+json", headers: ["Set-Session-Id": session])
        }
        await transport.route("POST", "/authn/login") { request in
            let password = formValue("password", in: request.bodyText)
            let expected = await state.expectedPassword
            guard password == expected else {
                return .json(
                    #"{"type":"https://curity.se/problems/incorrect-credentials","title":"Wrong username or password"}"#,
                    status: 400, contentType: "application/problem+json")
            }
            let override = await state.overrideState
            let last = await state.lastState
            let returned = override ?? last ?? ""
            var properties = #""code":"\#(Self.code)","state":"\#(returned)""#
            if let iss = await state.iss { properties += #","iss":"\#(iss)""# }
            return .json(
                #"{"type":"oauth-authorization-response","properties":{\#(properties)},"links":[{"href":"app.example:/callback?code=\#(Self.code)","rel":"authorization-response"}]}"#,
                contentType: "application/vnd.auth+json")
        }
        await transport.route("POST", TestValues.revoke.path) { request in
            if let token = formValue("token", in: request.bodyText) { await state.recordRevocation(token) }
            return TransportResponse(status: 200)
        }
        await transport.route("POST", TestValues.endSession.path) { request in
            if let hint = formValue("id_token_hint", in: request.bodyText) { await state.recordEndedSession(hint) }
            return .json(#"{"signed_out":true}"#)
        }
        await transport.route("GET", TestValues.jwks.path) { _ in
            .json(Self.jwks(await state.publishedKeys), contentType: "application/jwk-set+json")
        }
    }

    /// A client on this server, by default with the server's clock.
    func client(
        configuration: HaapiClientConfiguration? = nil,
        clock: WallClock? = nil,
        random: (any RandomSource)? = nil,
        keyStore: any DPoPKeyStore = InMemoryDPoPKeyStore(),
        logger: Logger = .quiet("test")
    ) throws -> HaapiClient {
        HaapiClient(
            configuration: try configuration ?? TestValues.configuration(),
            transport: transport, dpopKeyStore: keyStore, clock: clock ?? self.clock,
            random: random ?? SystemRandomSource(), logger: logger)
    }
}

import HaapiJOSE
import HaapiTesting
import Logging
