import Crypto
import Foundation
import HaapiJOSE
import HaapiModel
import HaapiTesting

/// A small HAAPI client for the tests: client-secret authentication, DPoP proofs made
/// with HaapiJOSE (retrying once on `use_dpop_nonce`), the HAAPI token, `Session-Id`, and
/// form submission as the protocol describes.
actor ScriptedClient {
    let baseURL: URL
    let clientID: String
    let secret: String
    let key: P256.Signing.PrivateKey
    let redirectURI: String
    var nonce: String?
    var haapiToken: String?
    var sessionID: String?
    var clock: @Sendable () -> Date
    /// The `ui_locales` every authorization request sends, if any.
    let uiLocales: String?
    private var jtiCounter = 0

    /// PKCE and state of the current authorization request.
    var verifier = ""
    var state = ""

    init(
        baseURL: URL, clientID: String = "haapi-demo", secret: String = "haapi-demo-secret",
        redirectURI: String = "app://callback", key: P256.Signing.PrivateKey = P256.Signing.PrivateKey(),
        clock: @escaping @Sendable () -> Date = { Date() }, uiLocales: String? = nil
    ) {
        self.baseURL = baseURL
        self.clientID = clientID
        self.secret = secret
        self.key = key
        self.redirectURI = redirectURI
        self.clock = clock
        self.uiLocales = uiLocales
    }

    func url(_ path: String) -> URL { URL(string: baseURL.absoluteString + path)! }

    func setClock(_ clock: @escaping @Sendable () -> Date) { self.clock = clock }

    func nextJTI() -> String {
        jtiCounter += 1
        return "jti-\(jtiCounter)-\(UUID().uuidString)"
    }

    /// A DPoP proof for a request (with `ath` when a token is given).
    func proof(_ method: String, _ url: URL, accessToken: String? = nil, nonce: String?? = nil, jti: String? = nil, iat: Date? = nil) throws -> String {
        let proof = try DPoPProof(method: method, url: url, accessToken: accessToken, nonce: nonce ?? self.nonce)
        return try proof.sign(with: key, now: iat ?? clock(), jti: jti ?? nextJTI())
    }

    private func remember(_ result: HTTPResult) {
        if let n = result.header("DPoP-Nonce") { nonce = n }
    }

    private func isNonceChallenge(_ r: HTTPResult) -> Bool {
        (r.status == 400 && r.json?["error"]?.stringValue == "use_dpop_nonce")
            || (r.status == 401 && (r.header("WWW-Authenticate") ?? "").contains("use_dpop_nonce"))
    }

    var basicAuthorization: String {
        "Basic " + Data("\(percentEncode(clientID)):\(percentEncode(secret))".utf8).base64EncodedString()
    }

    /// POST to the token endpoint with client authentication and DPoP.
    func tokenRequest(
        _ pairs: [(String, String)], path: String = "/oauth/token", dpop: Bool = true, basic: Bool = true,
        extraHeaders: [String: String] = [:]
    ) async throws -> HTTPResult {
        let target = url(path)
        for attempt in 0..<2 {
            var headers = ["Content-Type": "application/x-www-form-urlencoded"]
            if basic { headers["Authorization"] = basicAuthorization }
            for (k, v) in extraHeaders { headers[k] = v }
            if dpop { headers["DPoP"] = try proof("POST", target) }
            let result = try await RawHTTP.shared.send("POST", target, headers: headers, body: formEncode(pairs))
            remember(result)
            if attempt == 0, isNonceChallenge(result) { continue }
            return result
        }
        fatalError("unreachable")
    }

    /// Gets the HAAPI access token.
    @discardableResult
    func fetchHaapiToken() async throws -> String {
        let result = try await tokenRequest([("grant_type", "client_credentials"), ("scope", "urn:se:curity:scopes:haapi")])
        guard result.status == 200, let token = result.json?["access_token"]?.stringValue else {
            throw TestError("HAAPI token: HTTP \(result.status) \(result.text)")
        }
        haapiToken = token
        return token
    }

    /// A HAAPI request: Accept, Authorization DPoP, proof with `ath`, Session-Id; a form
    /// (query for GET, form-encoded body otherwise) or a JSON body.
    func haapi(
        _ method: String, _ target: URL, form: [(String, String)]? = nil, json: JSONValue? = nil, extraHeaders: [String: String] = [:]
    ) async throws -> HTTPResult {
        if haapiToken == nil { try await fetchHaapiToken() }
        for attempt in 0..<2 {
            var headers = [
                "Accept": "application/vnd.auth+json", "Authorization": "DPoP \(haapiToken!)",
                "DPoP": try proof(method, target, accessToken: haapiToken),
            ]
            if let sessionID { headers["Session-Id"] = sessionID }
            var body: [UInt8]?
            var requestURL = target
            if let form {
                if method == "GET" {
                    var c = URLComponents(url: target, resolvingAgainstBaseURL: true)!
                    c.percentEncodedQuery = String(decoding: formEncode(form), as: UTF8.self)
                    requestURL = c.url!
                } else {
                    headers["Content-Type"] = "application/x-www-form-urlencoded"
                    body = formEncode(form)
                }
            }
            if let json {
                headers["Content-Type"] = "application/json"
                body = json.serialized()
            }
            for (k, v) in extraHeaders { headers[k] = v }
            let result = try await RawHTTP.shared.send(method, requestURL, headers: headers, body: body)
            remember(result)
            if let session = result.header("Set-Session-Id") { sessionID = session }
            if attempt == 0, isNonceChallenge(result) { continue }
            return result
        }
        fatalError("unreachable")
    }

    /// A request to a resource endpoint with a user's access token (`/oauth/userinfo`,
    /// `/push/...`): `Authorization: DPoP <token>` (none when `accessToken` is `nil`), a
    /// proof with `ath`, a form body for POST; retried once on `use_dpop_nonce`.
    /// A `json` body goes as `application/json`; `proof` false leaves the DPoP proof out.
    func resource(
        _ method: String, _ path: String, accessToken: String?, form: [(String, String)] = [], json: JSONValue? = nil, proof withProof: Bool = true
    ) async throws -> HTTPResult {
        let target = url(path)
        for attempt in 0..<2 {
            var headers: [String: String] = [:]
            if let accessToken {
                headers["Authorization"] = "DPoP \(accessToken)"
                if withProof { headers["DPoP"] = try proof(method, target, accessToken: accessToken) }
            }
            var body: [UInt8]?
            if let json {
                headers["Content-Type"] = "application/json"
                body = json.serialized()
            } else if method != "GET", method != "DELETE" {
                headers["Content-Type"] = "application/x-www-form-urlencoded"
                body = formEncode(form)
            }
            let result = try await RawHTTP.shared.send(method, target, headers: headers, body: body)
            remember(result)
            if attempt == 0, isNonceChallenge(result) { continue }
            return result
        }
        fatalError("unreachable")
    }

    /// The parameters of an authorization request with fresh PKCE and state.
    func authorizationParameters(scope: String = "openid profile", acr: String? = nil, extra: [(String, String)] = []) throws -> [(String, String)] {
        verifier = try PKCE.generateVerifier(using: SystemRandomSource())
        state = "state-\(UUID().uuidString)"
        var query: [(String, String)] = [
            ("client_id", clientID), ("response_type", "code"), ("redirect_uri", redirectURI), ("scope", scope),
            ("state", state), ("nonce", "n-1"), ("code_challenge", PKCE.challenge(for: verifier)),
            ("code_challenge_method", "S256"),
        ]
        if let acr { query.append(("acr_values", acr)) }
        if let uiLocales { query.append(("ui_locales", uiLocales)) }
        return query + extra
    }

    /// `GET /oauth/authorize` with fresh PKCE and state (and ``uiLocales``).
    func authorize(scope: String = "openid profile", acr: String? = nil, extra: [(String, String)] = []) async throws -> HTTPResult {
        let query = try authorizationParameters(scope: scope, acr: acr, extra: extra)
        sessionID = nil
        return try await haapi("GET", url("/oauth/authorize"), form: query)
    }

    /// `POST /oauth/par` (RFC 9126) with client authentication and, unless `dpop` is
    /// `false`, a DPoP proof: fresh PKCE and state, plus `extra`.
    func push(scope: String = "openid profile", extra: [(String, String)] = [], dpop: Bool = true) async throws -> HTTPResult {
        try await tokenRequest(try authorizationParameters(scope: scope, extra: extra), path: "/oauth/par", dpop: dpop)
    }

    /// `GET /oauth/authorize` with `client_id` and `request_uri` (and `extra`).
    func authorize(requestURI: String, extra: [(String, String)] = []) async throws -> HTTPResult {
        sessionID = nil
        return try await haapi("GET", url("/oauth/authorize"), form: [("client_id", clientID), ("request_uri", requestURI)] + extra)
    }

    /// Authorize, then follow the redirection step: the first real step.
    func begin(scope: String = "openid profile", acr: String? = nil) async throws -> HTTPResult {
        let first = try await authorize(scope: scope, acr: acr)
        let step = try first.representation()
        guard step.type == .redirectionStep, let form = step.actions.first?.form else {
            throw TestError("expected a redirection step: \(first.text)")
        }
        return try await submit(form, [:])
    }

    /// Submits a form action: hidden and pre-filled values, overridden by `values`;
    /// checkboxes only when checked.
    func submit(_ form: FormActionModel, _ values: [String: String]) async throws -> HTTPResult {
        var pairs: [(String, String)] = []
        for field in form.fields {
            if field.type == .checkbox {
                if let value = values[field.name] { pairs.append((field.name, value)) }
                else if field.checked == true { pairs.append((field.name, field.value ?? "on")) }
                continue
            }
            if let value = values[field.name] ?? field.value { pairs.append((field.name, value)) }
        }
        return try await haapi(form.method.rawValue, form.href.url, form: pairs)
    }

    /// Submits a form of type `application/json`: `values` (a WebAuthn credential in a
    /// context field) as a JSON object.
    func submitJSON(_ form: FormActionModel, _ values: [String: JSONValue]) async throws -> HTTPResult {
        try await haapi(form.method.rawValue, form.href.url, json: .object(values))
    }

    /// Exchanges a code for tokens.
    func exchange(code: String, verifier: String? = nil, redirectURI: String? = nil) async throws -> HTTPResult {
        try await tokenRequest([
            ("grant_type", "authorization_code"), ("code", code), ("redirect_uri", redirectURI ?? self.redirectURI),
            ("code_verifier", verifier ?? self.verifier), ("client_id", clientID),
        ])
    }
}
