import Foundation
import HaapiClient
import HaapiDevServerTesting
import HaapiFlow
import HaapiRecording
import HaapiTesting
import HaapiUI
import Testing

/// A login asks the server for the language of its screens (`ui_locales`), so the
/// server's texts and the stock texts agree; a login's own parameters and the
/// configuration's extra parameters say otherwise when they name `ui_locales`.
@MainActor
@Suite("Logins ask the server for the screens' language")
struct LoginLanguageTests {
    /// Starts a login of an application made by `change` from the test server's builder
    /// (with `parameters`), waits for the picker and cancels: the `ui_locales` of the
    /// authorization request and the picker's options as the server titled them.
    func firstPicker(
        parameters: [String: String] = [:], configuration: @escaping (HaapiUIKitConfigurationBuilder) -> HaapiUIKitConfigurationBuilder = { $0 },
        _ change: (HaapiUIKitApplicationBuilder) -> HaapiUIKitApplicationBuilder
    ) async throws -> (uiLocales: String?, options: [String]) {
        try await TestDevServer.run { server in
            let tap = TransportTap()
            let application = try change(server.applicationBuilder(change: configuration).setTransport(tap)).build()
            let session = application.makeFlowSession(parameters: parameters)
            let run = Task { await session.run() }
            let container = session.flowViewController
            try await waitUntil("the authenticator picker") { container.currentViewController is SelectorViewController }
            let picker = try #require(container.currentViewController as? SelectorViewController)
            #expect(container.closeButton.tap())
            _ = await run.value
            let authorize = try #require(tap.requests.first { $0.url.path == "/oauth/authorize" })
            let query = URLComponents(url: authorize.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            return (query.first { $0.name == "ui_locales" }?.value, picker.model.items.compactMap(\.label))
        }
    }

    @Test func theChosenLanguageIsAskedFor() async throws {
        let (uiLocales, options) = try await firstPicker { $0.setLanguage(tag: "nl-BE") }
        #expect(uiLocales == "nl-BE", "the tag as chosen: the server matches it as it can")
        #expect(options.first == "Gebruikersnaam en wachtwoord", "the server answered in Dutch: \(options)")
    }

    @Test func aLoginsOwnUILocalesWin() async throws {
        let (uiLocales, options) = try await firstPicker(parameters: ["ui_locales": "sv-SE en"]) { $0.setLanguage(tag: "nl") }
        #expect(uiLocales == "sv-SE en")
        #expect(options.first == "Användarnamn och lösenord")
    }

    @Test func theConfigurationsUILocalesWin() async throws {
        let (uiLocales, _) = try await firstPicker(configuration: { $0.setExtraRequestParameters(["ui_locales": "sv"]) }) {
            $0.setLanguage(tag: "nl")
        }
        #expect(uiLocales == "sv")
    }

    @Test func withoutAChosenLanguageNothingIsAskedFor() async throws {
        let (uiLocales, options) = try await firstPicker { $0 }
        #expect(uiLocales == nil)
        #expect(options.first == "Username and password")
    }
}
