import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiModel
import HaapiTesting
import Testing

@Suite("Secrets stay out of the log")
struct LogSecrecyTests {
    @Test func passwordsCodesAndTokensAreNeverLogged() async throws {
        let capture = LogCapture()
        var options = TestDevServer.options { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }
        options.logger = capture.logger(label: "secrecy")
        try await withServer(options) { _, base in
            let client = ScriptedClient(baseURL: base)
            let login = try await client.begin().representation()
            let form = try #require(login.form(.login))
            _ = try await client.submit(form, ["userName": "demo", "password": "WrongSecret9"])
            let done = try await client.submit(form, ["userName": "demo", "password": "Password1"]).representation()
            let code = try #require(done.authorizationResponse?.code)
            let tokens = try await client.exchange(code: code)
            let secrets = [
                "Password1", "WrongSecret9", code, "haapi-demo-secret", await client.haapiToken ?? "-",
                tokens.json?["access_token"]?.stringValue ?? "-", tokens.json?["refresh_token"]?.stringValue ?? "-",
                tokens.json?["id_token"]?.stringValue ?? "-", await client.verifier,
            ]
            let lines = capture.lines
            #expect(lines.count > 5)
            for secret in secrets {
                #expect(!lines.contains { $0.contains(secret) }, "a secret reached the log")
            }
        }
    }
}
