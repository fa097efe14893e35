import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiTesting
import HaapiUI
import Testing
@testable import HaapiApp

/// The facade's logins ask the dev server for the language of the facade's screens
/// (`ui_locales`), so the server's steps come in that language too; a login link's own
/// `ui_locales` wins.
@MainActor
@Suite("HaapiKit logins ask for the screens' language", .timeLimit(.minutes(10)))
struct HaapiKitLoginLanguageTests {
    /// A facade for `server` whose environment is `LANG=lang`.
    func kit(_ server: TestDevServer, _ delegate: PresentingDelegate, lang: String) throws -> HaapiKit {
        let kit = HaapiKit(environment: ["LANG": lang], logger: .quiet("HaapiAppTests"))
        kit.transport = server.transport
        try kit.configure(with: try server.appSecret().encoded, delegate: delegate)
        return kit
    }

    /// Opens `url` and waits until the picker shows `option`: the server's title of the
    /// password authenticator, in the language it was asked for. Returns the renderer and the login.
    func picker(_ kit: HaapiKit, _ delegate: PresentingDelegate, url: String, option: String) async throws
        -> (RecordingRenderer, Task<HaapiKitResult, any Error>)
    {
        let login = Task { @MainActor in try await kit.handleURL(URL(string: url)!) }
        let renderer = try await delegate.renderer()
        try await renderer.waitFor(option)
        return (renderer, login)
    }

    @Test func aLoginAsksForTheEnvironmentsLanguageAndSignsIn() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate()
            let kit = try kit(server, delegate, lang: "nl_NL.UTF-8")
            let (renderer, login) = try await picker(kit, delegate, url: "haapidemo://login", option: "Gebruikersnaam en wachtwoord")
            #expect(renderer.text.shows("Inloggen"), "the stock title is Dutch as well")
            try renderer.activate(titled: "Gebruikersnaam en wachtwoord")
            try await waitUntil("the password form") { renderer.controls.ids.contains("textField-password") }
            try renderer.type(DevServerConfiguration.demoUsername, into: "textField-userName")
            try renderer.type(DevServerConfiguration.demoPassword, into: "textField-password")
            try renderer.activate(role: .primary)
            guard case .signedIn(let tokens) = try await login.value else { Issue.record("not signed in"); return }
            #expect(tokens.idTokenClaims?.subject == DevServerConfiguration.demoUsername)
        }
    }

    @Test func setLanguageChangesWhatTheNextLoginAsksFor() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate()
            let kit = try kit(server, delegate, lang: "en_US.UTF-8")
            try kit.setLanguage(tag: "sv-SE")
            let (_, login) = try await picker(kit, delegate, url: "haapidemo://login", option: "Användarnamn och lösenord")
            await delegate.presentations.last?.cancel()
            await #expect(throws: HaapiKitError.flowCancelled) { try await login.value }
        }
    }

    @Test func aLoginLinksOwnUILocalesWin() async throws {
        try await TestDevServer.run { server in
            let delegate = PresentingDelegate()
            let kit = try kit(server, delegate, lang: "sv_SE.UTF-8")
            let (renderer, login) = try await picker(
                kit, delegate, url: "haapidemo://login?ui_locales=is+nl-BE", option: "Gebruikersnaam en wachtwoord")
            #expect(renderer.text.shows("Logga in"), "the facade's own texts stay Swedish")
            #expect(!renderer.text.shows("Användarnamn och lösenord"))
            await delegate.presentations.last?.cancel()
            await #expect(throws: HaapiKitError.flowCancelled) { try await login.value }
        }
    }
}
