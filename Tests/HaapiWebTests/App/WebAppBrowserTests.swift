import Foundation
import HaapiDevServerTesting
import HaapiTesting
@testable import HaapiWeb
import Testing

/// The app facade's pages in headless Chromium (`browser_scenarios.py`, scenario `app`):
/// usable with and without JavaScript, light and dark, with no serious axe violation.
@MainActor
@Suite("Web app facade in Chromium", .serialized, .enabled(if: Browser.missing == nil, "\(Browser.missing ?? "")"))
struct WebAppBrowserTests {
    @Test(arguments: [(false, false), (false, true), (true, false)])
    func theHomePageASignInAndAnErrorPage(withoutScript: Bool, dark: Bool) async throws {
        try await WebFixture.run({ server in
            var configuration = WebHostConfiguration()
            configuration.app = WebApp(secret: try server.appSecret(scopes: ["openid", "profile"]), support: WebSupportContact(text: "support@example.com", url: URL(string: "https://support.example.com/help")))
            return configuration
        }) { web in
            let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-app-\(dark ? "dark" : "light").png").path
            let arguments = ["--screenshot", screenshot] + (withoutScript ? ["--no-js"] : []) + (dark ? ["--dark"] : [])
            let report = try await Browser.scenario("app", base: web.baseURL, arguments + Browser.axeArguments)
            #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        }
    }
}
