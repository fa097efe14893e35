import Foundation
import HaapiTesting
import HaapiClient
import HaapiDevServerTesting
import HaapiOnboarding
import HaapiUI
import HaapiWeb
import HaapiWebSQLite
import Testing

/// The "Hosting sign-in pages" article's `WebHost` example in `hostExample` (compiled), and
/// run here with a free port and the dev server's client.
@MainActor
@Suite("HaapiWeb documentation examples")
struct DocumentationExamplesTests {
    /// The article's lines (with the port and the store's path as parameters).
    func hostExample(configuration: HaapiUIKitConfiguration, store path: String, port: Int) async throws -> (WebHost, URL) {
        let host = WebHost(configuration: WebHostConfiguration(store: try SQLiteWebSessionStore(path: path))) { language in
            try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: configuration)
                .setLanguage(tag: language.code)
                .build()
        }
        let url = try await host.start(port: port)
        return (host, url)
    }

    @Test func theExampleServesTheSignInPage() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try await TestDevServer.run { server in
            let (host, url) = try await hostExample(configuration: try server.configurationBuilder().build(), store: path, port: 0)
            var browser = try await PlainBrowser.open(url)
            // The article's host keeps the 30 s step bound, which a busy CI machine can pass: the page is then asked for again.
            let deadline = Date().addingTimeInterval(WebFixture.patience)
            while !browser.page.contains("Username and password"), Date() < deadline {
                try await Task.sleep(for: .milliseconds(200))
                try await browser.reload()
            }
            await host.stop()
            #expect(browser.page.contains("Username and password"), "\(browser.page.suffix(1200))")
        }
    }

    /// The "Managing passkeys" article's lines (the port as a parameter).
    func passkeysExample(configuration: HaapiUIKitConfiguration, port: Int) async throws -> (WebHost, URL) {
        var settings = WebHostConfiguration()
        // The account API on the authorization server's origin (a relative URL is taken there).
        settings.passkeyAccount = WebPasskeyAccount(endpoint: URL(string: "/account/passkeys")!)
        let host = WebHost(configuration: settings) { language in
            // `configuration` asks for the account API's scope: setScopes(["openid", "passkeys"]).
            try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: configuration)
                .setLanguage(tag: language.code)
                .build()
        }
        let url = try await host.start(port: port)
        return (host, url)
    }

    @Test func thePasskeysExampleLinksToThePasskeysPageAfterASignIn() async throws {
        try await TestDevServer.run { server in
            let configuration = try server.configurationBuilder().setScopes(["openid", "passkeys"]).build()
            let (host, url) = try await passkeysExample(configuration: configuration, port: 0)
            var browser = try await PlainBrowser.open(url)
            try await browser.press("Username and password")
            try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
            let base = url.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            _ = try await browser.reload(base + "/account/passkeys")
            await host.stop()
            #expect(browser.page.contains("You have no passkey yet."), "\(browser.page.suffix(1200))")
        }
    }

    /// The "Operating the host" article's lines (the store, address and port as parameters).
    func operationsExample(
        configuration: HaapiUIKitConfiguration, store: any WebSessionStore, address: String, port: Int
    ) async throws -> (WebHost, URL) {
        var settings = WebHostConfiguration(store: store)
        settings.publicURL = try WebHostConfiguration.checkedPublicURL("https://login.example.com")
        settings.metricsPath = "/internal/metrics"
        settings.shutdownGracePeriod = .seconds(20)
        let host = WebHost(configuration: settings) { language in
            try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: configuration)
                .setLanguage(tag: language.code)
                .build()
        }
        let url = try await host.start(bind: address, port: port)
        return (host, url)
    }

    @Test func theOperationsExampleServesMetricsAtItsPathAndStops() async throws {
        try await TestDevServer.run { server in
            let (host, url) = try await operationsExample(
                configuration: try server.configurationBuilder().build(), store: InMemoryWebSessionStore(), address: "127.0.0.1", port: 0)
            let http = URLSessionTransport(defaultTimeout: WebFixture.patience)
            let page = try await http.send(TransportRequest(method: "GET", url: url))
            #expect(page.headers["Set-Cookie"]?.contains("; Secure") == true, "the public URL is https")
            let metrics = try await http.send(TransportRequest(method: "GET", url: url.appendingPathComponent("internal/metrics")))
            #expect(String(decoding: metrics.body, as: UTF8.self).contains("haapi_web_logins_started_total 1"))
            await host.stop()
            #expect(host.liveLogins == 0)
        }
    }

    /// The "Operating the host" article's budget line.
    @Test func theMemoryExampleGivesTheStoreItsBudget() throws {
        // A host given 256 MB: 128 MB for the records of its sessions.
        let settings = WebHostConfiguration(store: InMemoryWebSessionStore(maximumBytes: 128 << 20))
        let store = try #require(settings.store as? InMemoryWebSessionStore)
        #expect(store.maximumBytes == 134_217_728)
    }

    /// The article's onboarding and images lines (the logo's file as a parameter).
    func onboardingExample(logoFile: URL) throws -> WebHostConfiguration {
        var configuration = WebHostConfiguration()
        configuration.images["bankid_logo"] = try WebImage(data: Data(contentsOf: logoFile))
        configuration.onboarding = WebOnboarding(
            configuration: OnboardingConfiguration(
                welcomeState: .notConfigured, configurationOptions: .discoveryService,
                eula: EULAContent(text: "The licence agreement.")),
            serverForEmail: { email in
                guard email.hasSuffix("@example.com") else { return .refused(message: "No organisation is known for \(email).") }
                return .found(OnboardingServer(name: "Example", address: "https://login.example.com", loginHint: String(email.prefix { $0 != "@" })))
            },
            serverForScanResult: { _ in .refused(message: "Activation codes are not used here.") })
        return configuration
    }

    @Test func theOnboardingExampleStartsAtTheWelcomeScreenAndSignsIn() async throws {
        let logo = FileManager.default.temporaryDirectory.appendingPathComponent("readme-logo-\(UUID().uuidString).png")
        try WebImagesTests.pixel.write(to: logo)
        defer { try? FileManager.default.removeItem(at: logo) }
        try await WebFixture.run(try onboardingExample(logoFile: logo)) { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            #expect(browser.page.contains("Welcome"))
            try await browser.press("Next", ["emailTextField": "demo@example.com"])
            try await browser.press("Agree")
            try await browser.press("Username and password")
            try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
            #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(1500))")
        }
    }
}
