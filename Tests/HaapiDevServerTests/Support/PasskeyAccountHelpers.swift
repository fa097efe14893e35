import Foundation
import HaapiDevServerTesting
import HaapiModel
import HaapiTesting
import HaapiWebAuthn

extension ScriptedClient {
    /// The scopes of a token for the passkey account API.
    static let accountScope = "openid profile passkeys"

    /// Signs in with `pw` asking for `scope`, says "Not now" to a passkey offer, and
    /// returns the access token.
    func accountToken(_ username: String = "demo", _ password: String = "Password1", scope: String = accountScope) async throws -> String {
        let login = try await select("pw", scope: scope)
        let form = try unwrap(login.form(.login), "no login form in \(login.jsonData())")
        var step = try await submit(form, ["userName": username, "password": password]).representation()
        if let notNow = step.form(titled: "Not now") { step = try await submit(notNow, [:]).representation() }
        return try await token(from: step)
    }

    /// Signs in with `passkey1` on `authenticator` asking for `scope`; the access token.
    func passkeyAccountToken(with authenticator: SoftwareAuthenticator, scope: String = accountScope) async throws -> String {
        let step = try await select("passkey1", scope: scope)
        return try await token(from: try await answer(step, with: authenticator).representation())
    }

    /// The access token for the code of `step`.
    private func token(from step: Representation) async throws -> String {
        let code = try unwrap(step.authorizationResponse?.code, "no code in a \(step.type) step: \(step.jsonData())")
        let tokens = try await exchange(code: code)
        return try unwrap(tokens.json?["access_token"]?.stringValue, "no access token: \(tokens.text)")
    }

    /// `GET /account/passkeys`.
    func accountPasskeys(_ token: String) async throws -> HTTPResult {
        try await resource("GET", "/account/passkeys", accessToken: token)
    }

    /// Adds a passkey on `authenticator` through the account API (`conditional`: an automatic one).
    func addAccountPasskey(
        _ token: String, with authenticator: SoftwareAuthenticator, conditional: Bool = false, name: String? = nil
    ) async throws -> HTTPResult {
        let options = try await resource(
            "POST", "/account/passkeys/registration-options", accessToken: token, json: conditional ? ["mediation": "conditional"] : [:])
        guard options.status == 200 else { return options }
        let publicKey = try unwrap(options.json?["publicKey"], "no publicKey: \(options.text)")
        let credential = try await authenticator.register(try publicKey.decoded(as: PublicKeyCredentialCreationOptionsJSON.self))
        var body: [String: JSONValue] = ["credential": try JSONValue(encoding: credential)]
        if let name { body["name"] = .string(name) }
        return try await resource("POST", "/account/passkeys", accessToken: token, json: .object(body))
    }
}
