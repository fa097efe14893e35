import Foundation
import HaapiHTML
import HaapiRecording
import HaapiTesting
import HaapiUI
import Testing

/// Every stock screen (the recorded fixtures and the hand-written documents) as a page in
/// the pseudo-locales and in the languages whose texts run longest or right to left, opened
/// in Chromium 320 CSS pixels wide: no page is wider than the screen, and each reads in its
/// language's direction.
@MainActor
@Suite("Every stock page fits a narrow screen in every direction", .serialized, .enabled(if: Browser.missing == nil, "\(Browser.missing ?? "")"))
struct StockPagesBrowserTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let entries = PreviewCorpus.recorded(in: tests.appendingPathComponent("HaapiModelTests/Fixtures"), over: "usernamePassword.json")
        + PreviewCorpus.listed(in: tests.appendingPathComponent("HaapiUITests/FidelityDocuments"))

    /// The pseudo-locales, then German and Finnish (long words), Arabic and Hebrew (right to left).
    static let languages = ["en-XA", "ar-XB", "de", "fi", "ar", "he"]

    @Test func everyStockPageFitsAndReadsInItsDirection() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-stock-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var written = 0
        for tag in Self.languages {
            let language = try #require(Language(tag: tag))
            let registry = ThemeRegistry.standard.withLanguage(tag: tag)
            for entry in Self.entries {
                let base = try entry.base.map { try PreviewDocument(contentsOf: $0) }
                let step = StepPreview(themeRegistry: registry).preview(try PreviewDocument(contentsOf: entry.url), over: base)
                guard let screen = step.screens.first else { continue }
                let context = HTMLPageContext(
                    languageTag: tag, direction: language.isRightToLeft ? .rtl : .ltr, title: "page", nonce: "n0nce", csrfToken: "csrf",
                    formAction: "/login/step")
                let html = HTMLPageRenderer(themeRegistry: registry).page(screen.container.view, context: context)
                let name = "\(tag)--\(entry.url.deletingPathExtension().lastPathComponent).html"
                try Data(html.utf8).write(to: folder.appendingPathComponent(name))
                written += 1
            }
        }
        #expect(written >= Self.languages.count * 38, "\(written) pages")
        let report = try await Browser.scenario("pages_fit", base: folder, ["--path", folder.path])
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        #expect(report.notes["pages"] as? String == String(written), "every page was opened: \(report.notes)")
    }
}
