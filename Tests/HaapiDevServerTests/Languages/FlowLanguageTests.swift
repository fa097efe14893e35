import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiModel
import Testing

/// The language is chosen once, at `/oauth/authorize`, and kept by the flow; texts from
/// the configuration stay as configured.
@Suite("A flow keeps the language chosen at /oauth/authorize")
struct FlowLanguageTests {
    @Test func laterStepsKeepTheLanguageAndConfiguredTitlesStayAsTheyAre() async throws {
        let options = TestDevServer.options {
            $0.authenticators[0].title = "Acme password"
        }
        try await withServer(options) { _, base in
            let client = ScriptedClient(baseURL: base, uiLocales: "sv-SE nl")
            let redirection = try await client.authorize()
            #expect(redirection.header("Content-Language") == "sv")
            let selector = try await client.submit(try #require(redirection.representation().actions.first?.form), [:])
            #expect(selector.header("Content-Language") == "sv")
            let options = try #require(try selector.representation().actions.first?.selector?.options)
            #expect(options.map(\.title) == [
                "Acme password", "Kod via e-post", "Autentiseringsapp (TOTP)", "BankID", "Logga in i webbläsaren", "Godkänn i telefonen",
                "Lösennyckel",
            ])
            // A step's own query cannot change the flow's language.
            let step = try await client.haapi("GET", client.url("/authn/authenticate/totp"), form: [("ui_locales", "en")])
            #expect(step.header("Content-Language") == "sv")
            #expect(try step.representation().action(ofKind: .login)?.title == "Ange din engångskod")
        }
    }

    @Test func withoutAFlowTheAnswerIsEnglish() async throws {
        try await withServer { _, base in
            let client = ScriptedClient(baseURL: base, uiLocales: "nl")
            _ = try await client.authorize()
            let unknown = try await client.haapi("GET", client.url("/authn/authenticate"), extraHeaders: ["Session-Id": "no-such-flow"])
            #expect(unknown.status == 400)
            #expect(try unknown.problem().title == "The session is unknown or has expired")
            #expect(unknown.header("Content-Language") == nil)
        }
    }
}
