import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiModel
import HaapiTesting
import Testing

/// `login_hint` fills in the password step's user name field, as a real server's
/// login form does; a hint that is not worth showing is ignored.
@Suite("login_hint")
struct LoginHintTests {
    static let passwordOnly = TestDevServer.options { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }

    /// The user name field's value on the password step of a flow authorized with `extra`.
    static func userNameValue(_ client: ScriptedClient, extra: [(String, String)]) async throws -> String? {
        let redirection = try await client.authorize(extra: extra).representation()
        let login = try await client.submit(try #require(redirection.actions.first?.form), [:]).representation()
        let form = try #require(login.form(.login))
        return try #require(form.fields.first { $0.name == "userName" }).value
    }

    @Test func theHintIsTheUserNamesValue() async throws {
        try await withServer(Self.passwordOnly) { _, base in
            let client = ScriptedClient(baseURL: base)
            let hinted = try await Self.userNameValue(client, extra: [("login_hint", " demo ")])
            let plain = try await Self.userNameValue(client, extra: [])
            #expect(hinted == "demo")
            #expect(plain == nil)
        }
    }

    @Test(arguments: ["", "   ", "demo\u{0A}admin", String(repeating: "a", count: 255)])
    func aHintNotWorthShowingIsIgnored(_ hint: String) async throws {
        try await withServer(Self.passwordOnly) { _, base in
            let client = ScriptedClient(baseURL: base)
            let value = try await Self.userNameValue(client, extra: [("login_hint", hint)])
            #expect(value == nil)
        }
    }

    @Test func aPushedHintIsUsedToo() async throws {
        try await withServer(Self.passwordOnly) { _, base in
            let client = ScriptedClient(baseURL: base)
            let pushed = try await client.push(extra: [("login_hint", "demo@example.com")])
            let uri = try #require(pushed.json?["request_uri"]?.stringValue)
            let redirection = try await client.authorize(requestURI: uri).representation()
            let login = try await client.submit(try #require(redirection.actions.first?.form), [:]).representation()
            let form = try #require(login.form(.login))
            #expect(form.fields.first { $0.name == "userName" }?.value == "demo@example.com")
        }
    }
}
