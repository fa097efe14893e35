import Foundation
import HaapiRecording
import HaapiUI
import Testing
@testable import HaapiTerminal

/// Every stock screen drawn in the terminal in the pseudo-locales, 40 % longer: every line
/// keeps to the terminal's width (a long button title or field wraps), the right-to-left
/// marks of `ar-XB` included (they take no column).
@MainActor
@Suite("Every stock screen in the terminal, in the pseudo-locales")
struct TerminalPseudoLocaleTests {
    nonisolated static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    nonisolated static let entries = PreviewCorpus.recorded(in: tests.appendingPathComponent("HaapiModelTests/Fixtures"), over: "usernamePassword.json")
        + PreviewCorpus.listed(in: tests.appendingPathComponent("HaapiUITests/FidelityDocuments"))

    @Test func theCorpusIsThere() {
        #expect(Self.entries.count >= 38)
    }

    /// `entry`'s first screen in each pseudo-locale, with that language's terminal registry.
    static func pseudoLocaleScreens(_ entry: PreviewCorpus.Entry) throws -> [(language: Language, registry: ThemeRegistry, view: View)] {
        let base = try entry.base.map { try PreviewDocument(contentsOf: $0) }
        return try [Language.pseudoAccented, .pseudoRightToLeft].compactMap { language in
            let registry = try ThemeRegistry.standard.registering(.terminal).withLanguage(tag: language.code)
            let step = StepPreview(themeRegistry: registry).preview(try PreviewDocument(contentsOf: entry.url), over: base)
            return step.screens.first.map { (language, registry, $0.container.view) }
        }
    }

    @Test(arguments: entries)
    func everyLineKeepsToItsWidth(_ entry: PreviewCorpus.Entry) throws {
        for (language, registry, view) in try Self.pseudoLocaleScreens(entry) {
            for width in [32, 80] {
                let layout = FrameLayouter(options: LayoutOptions(width: width, themeRegistry: registry)).layout(view, focus: nil)
                let lines = layout.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let wide = lines.filter { DisplayWidth.of($0) > width }
                #expect(wide.isEmpty, "\(entry.url.lastPathComponent) in \(language) at \(width) columns: \(wide)")
            }
        }
    }

    @Test func invisibleFormatCharactersTakeNoColumn() {
        #expect(DisplayWidth.of("\u{200F}⟪ábç⟫\u{200F}") == 5)
        #expect(DisplayWidth.of("e\u{301}") == 1, "a combining accent joins its letter")
        #expect(DisplayWidth.of("a\u{00AD}b") == 3, "a soft hyphen is drawn")
        #expect(DisplayWidth.of("日本") == 4)
    }
}
