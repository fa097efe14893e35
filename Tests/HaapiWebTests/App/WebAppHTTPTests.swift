import Foundation
import HaapiApp
import HaapiClient
import HaapiDevServerTesting
import HaapiGraphics
import HaapiJOSE
import HaapiTesting
import HaapiUI
@testable import HaapiWeb
import Testing

/// The app facade in the web host (`WebApp`), as a browser without JavaScript uses it:
/// the home page, the app's links at the host's address, the scanner, and errors as pages
/// with the way out they allow.
@MainActor
@Suite("Web app facade over HTTP")
struct WebAppHTTPTests {
    static let support = WebSupportContact(text: "support@example.com, weekdays 9-17", url: URL(string: "https://support.example.com/help"))

    /// A web host running the facade for the test dev server's demo client.
    func withApp<T>(_ body: (WebFixture) async throws -> T) async throws -> T {
        try await WebFixture.run({ server in
            var configuration = WebHostConfiguration()
            configuration.app = WebApp(secret: try server.appSecret(scopes: ["openid", "profile"]), support: Self.support)
            return configuration
        }, body)
    }

    /// Signs in with the demo password from the authenticator picker.
    static func signIn(_ browser: inout PlainBrowser) async throws {
        try await browser.press("Username and password")
        try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
        if browser.page.contains("Not now") { try await browser.press("Not now") }
    }

    /// Opens the link `pathAndQuery` on the host and the page it leads to.
    static func open(_ pathAndQuery: String, _ browser: inout PlainBrowser) async throws {
        let answer = try await browser.reload(browser.base.absoluteString + pathAndQuery)
        #expect(answer.status == 303, "a link leads to the page: \(answer.status)")
        try await browser.reload()
    }

    @Test func theHomePageLeadsToASignInAndBack() async throws {
        try await withApp { fixture in
            var browser = try await PlainBrowser.open(fixture.baseURL)
            #expect(browser.page.contains("Welcome") && browser.page.contains("Scan a QR code"), "\(browser.page.suffix(900))")
            #expect(fixture.host.liveLogins == 0, "the home page keeps nothing live")
            try await browser.press("Sign in")
            #expect(browser.page.contains("Username and password"), "the authenticator picker: \(browser.page.suffix(900))")
            try await Self.signIn(&browser)
            #expect(browser.page.contains("You are signed in") && browser.page.contains("preferred_username: demo"), "\(browser.page.suffix(1200))")
            #expect(!browser.page.contains("Sign in again"), "the app's result goes back to its home page")
            try await browser.press("Back to the start")
            #expect(browser.page.contains("Welcome") && browser.page.contains("Scan a QR code"))
        }
    }

    @Test func anAppLinkStartsItsFlowInTheBrowserThatOpensIt() async throws {
        try await withApp { fixture in
            var browser = try await PlainBrowser.open(fixture.baseURL)
            try await Self.open("/haapi/login?login_hint=demo", &browser)
            #expect(browser.page.contains("Username and password"), "\(browser.page.suffix(900))")
            try await Self.signIn(&browser)
            #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(1200))")
            // A new browser that opens a link first gets its session with it.
            var fresh = PlainBrowser(base: fixture.baseURL, cookie: "", page: "")
            let answer = try await fresh.reload(fixture.baseURL.absoluteString + "/haapi/login")
            #expect(answer.status == 303)
            fresh.cookie = try PlainBrowser.cookie(answer)
            try await fresh.reload()
            #expect(fresh.page.contains("Username and password"), "\(fresh.page.suffix(900))")
        }
    }

    @Test func anUnknownActionIsAPageInThePersonsWordsWithSupport() async throws {
        try await withApp { fixture in
            var browser = try await PlainBrowser.open(fixture.baseURL)
            try await Self.open("/haapi/frobnicate?secret=hunter2", &browser)
            #expect(browser.page.contains("This app cannot handle this yet."), "\(browser.page.suffix(900))")
            #expect(browser.page.contains("support@example.com, weekdays 9-17") && browser.page.contains("Contact support"))
            #expect(!browser.page.contains("hunter2") && !browser.page.contains("frobnicate"), "no value of the link, no developer detail")
            let answer = try await browser.press("Contact support")
            #expect(answer.headers["Location"] == OpenPageScreen.path, "the browser is given the support page")
            try await browser.reload(OpenPageScreen.path)
            #expect(browser.page.contains("https://support.example.com/help"), "\(browser.page.suffix(900))")
            try await browser.reload()
            #expect(browser.page.contains("You are not signed in") && browser.page.contains("Back to the start"), "\(browser.page.suffix(900))")
        }
    }

    @Test func theScannerReadsTheAppsCodeAndRefusesAnother() async throws {
        try await withApp { fixture in
            var browser = try await PlainBrowser.open(fixture.baseURL)
            try await browser.press("Scan a QR code")
            #expect(browser.page.contains(#"type="file""#) && !browser.page.contains("imagePath"), "an upload, never a path on the host")
            let foreign = PlainBrowser.Upload(fileName: "other.png", mediaType: "image/png", data: try QRCode(text: "https://elsewhere.example/x").pngData(scale: 4))
            try await browser.upload(pressing: "Read Image", files: ["imageFileChooser": foreign])
            #expect(browser.page.contains("Read Image") && !browser.page.contains("Confirmation"), "refused, the scanner stays: \(browser.page.suffix(900))")
            let ours = PlainBrowser.Upload(fileName: "code.png", mediaType: "image/png", data: try QRCode(text: "haapidemo://login").pngData(scale: 4))
            try await browser.upload(pressing: "Read Image", files: ["imageFileChooser": ours])
            #expect(browser.page.contains("Confirmation"), "\(browser.page.suffix(900))")
            try await browser.press("Continue")
            #expect(browser.page.contains("Username and password"), "the code's sign-in: \(browser.page.suffix(900))")
        }
    }

    @Test func anActivationLinkContinuesTheOnboardingWaitingForIt() async throws {
        try await withApp { fixture in
            var browser = try await PlainBrowser.open(fixture.baseURL)
            let config = Base64URL.encode(utf8: #"{"welcomeState": 1, "configurationOptions": 0, "isDemoAvailable": false, "consentForms": [], "eula": {"text": "Be nice."}}"#)
            try await Self.open("/haapi/onboard?config=\(config)", &browser)
            #expect(browser.page.contains("open the activation link"), "launch with link waits: \(browser.page.suffix(900))")
            try await Self.open("/haapi/activate?code=AB12-CD34", &browser)
            #expect(browser.page.contains("End User License Agreement"), "the same onboarding went on: \(browser.page.suffix(900))")
            try await browser.press("Agree")
            try await Self.signIn(&browser)
            #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(1200))")
        }
    }

    /// The "Hosting sign-in pages" article's example (compiled; `secret` is the facade's secret text).
    func articleExample(secret: String) throws -> WebHostConfiguration {
        var configuration = WebHostConfiguration()
        configuration.app = WebApp(
            secret: try HaapiKitSecret(encoded: secret),
            support: WebSupportContact(text: "support@example.com", url: URL(string: "https://example.com/help")))
        return configuration
    }

    @Test func theArticlesExampleConfiguresTheApp() async throws {
        try await TestDevServer.run { server in
            let configuration = try articleExample(secret: try server.appSecret().encoded)
            #expect(configuration.app?.secret == (try server.appSecret()))
            #expect(configuration.app?.support?.url?.host == "example.com")
            #expect(configuration.problem == nil)
        }
    }

    @Test func theAppIsRefusedBesideAnOnboarding() async throws {
        try await TestDevServer.run { server in
            var configuration = WebHostConfiguration(onboarding: WebOnboardingFixture.onboarding(server))
            configuration.app = WebApp(secret: try server.appSecret())
            let host = WebFixture.makeHost(server, configuration)
            await #expect(throws: WebHostError.self) { _ = try await host.start() }
        }
    }
}

/// The facade's own screens in a web host are drawn with the host's theme: its custom
/// font (seed 003's `fontFamily` in textStyles) reaches the facade's error page too.
@MainActor
@Suite("Web app facade theme")
struct WebAppThemeTests {
    static let theme = Data("""
        {
          "textStyles": { "brand": { "fontFamily": "Atkinson Hyperlegible", "style": "Bold", "size": 18 } },
          "styles": { "PrimaryButton": { "textAppearance": "brand" } }
        }
        """.utf8)

    @Test func theHostsCustomFontStylesTheFacadesScreens() async throws {
        try await TestDevServer.run { server in
            var configuration = WebHostConfiguration()
            configuration.app = WebApp(secret: try server.appSecret(), support: WebAppHTTPTests.support)
            let host = WebFixture.makeHost(server, configuration) { server, language in
                try WebFixture.demoLogin(server, language).setTheme(json: Self.theme, file: "theme.json")
            }
            let url = try await host.start()
            var browser = try await PlainBrowser.open(url)
            try await WebAppHTTPTests.open("/haapi/frobnicate", &browser)
            await host.stop()
            #expect(browser.page.contains(#"--hui-f-brand:700 18px/1.4 "Atkinson Hyperlegible""#), "the theme's font is in the page's styles")
            #expect(browser.page.contains(".hui-t-PrimaryButton{") && browser.page.contains("font:var(--hui-f-brand)}"),
                    "the primary button's style uses it")
            #expect(browser.page.contains(#"class="hui-button hui-t-PrimaryButton" autofocus><bdi>Contact support"#),
                    "the facade's own error screen draws its button with that style: \(browser.page.suffix(900))")
        }
    }
}
