import Crypto
import Foundation
import HaapiDevServer
import HaapiJOSE
import HaapiModel
import HaapiTesting

/// Dynamic client registration over HTTP, as the tests drive it.
extension ScriptedClient {
    /// A client acting as the default configuration's template client.
    static func template(_ base: URL) -> ScriptedClient {
        ScriptedClient(
            baseURL: base, clientID: DevServerConfiguration.demoTemplateClientID,
            secret: DevServerConfiguration.demoTemplateClientSecret)
    }

    /// The template's initial access token (`client_credentials`, scope `dcr`).
    func initialAccessToken() async throws -> String {
        let result = try await tokenRequest([("grant_type", "client_credentials"), ("scope", "dcr")])
        guard result.status == 200, let token = result.json?["access_token"]?.stringValue else {
            throw TestError("initial access token: HTTP \(result.status) \(result.text)")
        }
        return token
    }

    /// `POST /oauth/register` with `body` (JSON unless `contentType` says otherwise) and,
    /// when given, the initial access token as `DPoP` with a proof (retried once on
    /// `use_dpop_nonce`).
    func register(_ body: JSONValue, initialAccessToken token: String? = nil, contentType: String = "application/json") async throws -> HTTPResult {
        let target = url("/oauth/register")
        for attempt in 0..<2 {
            var headers = ["Content-Type": contentType]
            if let token {
                headers["Authorization"] = "DPoP \(token)"
                headers["DPoP"] = try proof("POST", target, accessToken: token)
            }
            let result = try await RawHTTP.shared.send("POST", target, headers: headers, body: body.serialized())
            if let fresh = result.header("DPoP-Nonce") { nonce = fresh }
            let challenge = (result.header("WWW-Authenticate") ?? "").contains("use_dpop_nonce")
            if attempt == 0, token != nil, result.status == 401, challenge { continue }
            return result
        }
        throw TestError("unreachable")
    }

    /// Registers with the template's initial access token and returns the client
    /// information (`body` defaults to the app's redirect URI only).
    func registerWithTemplate(_ body: JSONValue = ["redirect_uris": ["app://callback"]]) async throws -> JSONValue {
        let token = try await initialAccessToken()
        let result = try await register(body, initialAccessToken: token)
        guard result.status == 201, let json = result.json else { throw TestError("registration: HTTP \(result.status) \(result.text)") }
        return json
    }
}

/// `GET` or `DELETE` of a registration's client URI with a bearer token.
func manageRegistration(_ method: String, _ information: JSONValue, token: String? = nil) async throws -> HTTPResult {
    let uri = try requireURL(information["registration_client_uri"]?.stringValue)
    let bearer = token ?? information["registration_access_token"]?.stringValue ?? ""
    return try await RawHTTP.shared.send(method, uri, headers: ["Authorization": "Bearer \(bearer)"])
}

/// A URL from text, or a test failure.
func requireURL(_ text: String?) throws -> URL {
    guard let text, let url = URL(string: text) else { throw TestError("not a URL: \(text ?? "nil")") }
    return url
}

/// A software statement for `softwareID`, signed by `key`, with `claims` added.
func softwareStatement(_ softwareID: String, key: P256.Signing.PrivateKey, claims: JWTClaims = [:]) throws -> String {
    var all: JWTClaims = ["iss": "https://publisher.example", "software_id": .string(softwareID)]
    for (name, value) in claims { all[name] = value }
    return try JWTSigner(privateKey: key).sign(all)
}

/// A key's public half as configuration JWK members.
func jwkMembers(_ key: P256.Signing.PrivateKey) -> [String: String] {
    JWK(key.publicKey).members.compactMapValues(\.stringValue)
}
