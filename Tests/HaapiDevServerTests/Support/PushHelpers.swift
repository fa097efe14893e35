import Foundation
import HaapiModel
import HaapiTesting

extension ScriptedClient {
    /// Logs in with username and password and exchanges the code: the user's access token,
    /// bound to this client's DPoP key (what the app holds after signing in).
    func accessToken(username: String = "demo", password: String = "Password1") async throws -> String {
        let login = try await select("username-password")
        let form = try unwrap(login.form(.login), "no login form")
        let done = try await submit(form, ["userName": username, "password": password]).representation()
        let code = try unwrap(done.authorizationResponse?.code, "no code in a \(done.type) step")
        let tokens = try await exchange(code: code)
        return try unwrap(tokens.json?["access_token"]?.stringValue, "no access token: \(tokens.text)")
    }

    /// `POST /push/devices` with `token` (and `platform`) for the user of `accessToken`.
    func registerPushToken(_ token: String, platform: String? = nil, accessToken: String?) async throws -> HTTPResult {
        var form = [("token", token)]
        if let platform { form.append(("platform", platform)) }
        return try await resource("POST", "/push/devices", accessToken: accessToken, form: form)
    }

    /// `POST /push/approve` with the signed request and `approve` or `deny`.
    func answerPush(_ request: String, _ decision: String = "approve", accessToken: String?) async throws -> HTTPResult {
        try await resource("POST", "/push/approve", accessToken: accessToken, form: [("request", request), ("decision", decision)])
    }

    /// The pushes of the dev outbox (to `token`, or all), oldest first.
    func pushes(to token: String? = nil) async throws -> [JSONValue] {
        let query = token.map { "?to=\(percentEncode($0))" } ?? ""
        let result = try await RawHTTP.shared.send("GET", url("/dev/pushes" + query))
        return try unwrap(result.json?["pushes"]?.arrayValue, "no pushes list: \(result.text)")
    }
}

func unwrap<T>(_ value: T?, _ message: @autoclosure () -> String) throws -> T {
    guard let value else { throw TestError(message()) }
    return value
}
