import Foundation
import HaapiDevServerTesting
import HaapiTesting
import HaapiUI
import HaapiWeb
import Testing

/// A sign-in in the pseudo-locales in Chromium on a 320-CSS-pixel-wide screen: the
/// right-to-left one reads right to left, nothing is wider than the screen, every page's
/// catalog texts are marked, and axe finds no serious violation, light and dark.
@MainActor
@Suite("Web sign-in in the pseudo-locales", .serialized, .enabled(if: Browser.missing == nil, "\(Browser.missing ?? "")"))
struct PseudoLocaleBrowserTests {
    @Test(arguments: [("en-XA", false), ("ar-XB", false), ("ar-XB", true)])
    func aSignInFitsANarrowScreenInEachDirection(language: String, dark: Bool) async throws {
        var configuration = WebHostConfiguration()
        configuration.languages = Language.shipped + [.pseudoAccented, .pseudoRightToLeft]
        try await WebFixture.run(configuration) { web in
            let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-\(language)\(dark ? "-dark" : "").png").path
            let report = try await Browser.scenario(
                "pseudo_locale", base: web.baseURL, ["--lang", language, "--screenshot", screenshot] + (dark ? ["--dark"] : []) + Browser.axeArguments)
            #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        }
    }
}
