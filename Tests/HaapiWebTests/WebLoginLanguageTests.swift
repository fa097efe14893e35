import Foundation
import HaapiClient
import HaapiDevServerTesting
import HaapiOnboarding
import HaapiTesting
import HaapiWeb
import Testing

/// Every login the web host starts asks the server for the page's language
/// (`ui_locales`), so the server's steps come in the browser's language: from the first
/// page, and after the onboarding.
@MainActor
@Suite("The web host's logins ask for the page's language")
struct WebLoginLanguageTests {
    @Test(arguments: [("nl-BE,nl;q=0.9", "nl", "Gebruikersnaam en wachtwoord"), ("sv", "sv", "Användarnamn och lösenord"),
                      ("is", "en", "Username and password"), ("pt", "pt-BR", "Nome de usuário e senha")])
    func theFirstPageIsInTheBrowsersLanguage(acceptLanguage: String, code: String, option: String) async throws {
        try await WebFixture.run { web in
            let page = try await URLSessionTransport(defaultTimeout: WebFixture.patience).send(
                TransportRequest(method: "GET", url: web.baseURL, headers: ["Accept-Language": acceptLanguage]))
            let html = WebHostHTTPTests.text(page)
            #expect(html.contains(#"<html lang="\#(code)""#))
            #expect(html.contains(option), "the server's picker in \(code): \(html.suffix(1500))")
        }
    }

    @Test func theLoginAfterTheOnboardingIsInTheSessionsLanguage() async throws {
        try await TestDevServer.run { server in
            let onboarding = WebOnboarding(
                configuration: OnboardingConfiguration(
                    welcomeState: .notConfigured, configurationOptions: .discoveryService, eula: EULAContent(text: "Gebruik deze test vrij.")),
                serverForEmail: { email in
                    .found(OnboardingServer(name: "Dev", address: server.baseURL.absoluteString, loginHint: String(email.prefix { $0 != "@" })))
                },
                serverForScanResult: { _ in .refused(message: "Geen activeringscodes.") })
            let host = WebFixture.makeHost(server, WebHostConfiguration(onboarding: onboarding))
            let url = try await host.start()
            defer { Task { await host.stop() } }
            var browser = try await PlainBrowser.open(url.appending(queryItems: [URLQueryItem(name: "lang", value: "sv")]))
            browser.base = url
            try await browser.press("Nästa", ["emailTextField": "demo@example.com"])
            try await browser.press("Godkänn")
            #expect(browser.page.contains("Användarnamn och lösenord"), "the server's picker in Swedish: \(browser.page.suffix(1500))")
            try await browser.press("Användarnamn och lösenord")
            try await browser.press("Logga in", ["textField-userName": "demo", "textField-password": "Password1"])
            #expect(browser.page.contains("Du är inloggad"), "\(browser.page.suffix(1500))")
        }
    }
}
