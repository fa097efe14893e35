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
@Suite("Web sign-in by language", .serialized, .enabled(if: Browser.missing == nil, "\(Browser.missing ?? "")"))
struct PseudoLocaleBrowserTests {
    @Test(arguments: [("en-XA", false), ("ar-XB", false), ("ar-XB", true)])
    func aSignInFitsANarrowScreenInEachDirection(language: String, dark: Bool) async throws {
        var configuration = WebHostConfiguration()
        configuration.languages = Language.shipped + [.pseudoAccented, .pseudoRightToLeft]
        try await WebFixture.run(configuration) { web in
            let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-\(language)\(dark ? "-dark" : "").png").path
            let report = try await Browser.scenario(
                "sign_in_in_language", base: web.baseURL, ["--lang", language, "--screenshot", screenshot] + (dark ? ["--dark"] : []) + Browser.axeArguments)
            #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        }
    }

    /// Arabic and Hebrew read right to left, Japanese left to right; each page passes axe,
    /// light and dark, on a narrow screen.
    @Test(arguments: [("ar", false), ("ar", true), ("he", false), ("ja", false), ("ja", true)])
    func aSignInInARealLanguage(language: String, dark: Bool) async throws {
        try await WebFixture.run(WebHostConfiguration()) { web in
            let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-\(language)\(dark ? "-dark" : "").png").path
            let report = try await Browser.scenario(
                "sign_in_in_language", base: web.baseURL, ["--lang", language, "--screenshot", screenshot] + (dark ? ["--dark"] : []) + Browser.axeArguments)
            #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        }
    }
}
