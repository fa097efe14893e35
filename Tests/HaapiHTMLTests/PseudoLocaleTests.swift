import Foundation
import HaapiHTML
import HaapiRecording
import HaapiTesting
import HaapiUI
import Testing

/// Every stock screen in the pseudo-locales: each text on the page either came through the
/// string catalog (it carries the pseudo-locale's marks) or is the server's (it is in the
/// document); anything else is a text written into the code, which no translator can reach.
@MainActor
@Suite("Every stock screen in the pseudo-locales")
struct PseudoLocaleTests {
    /// The texts of a page's `<main>`: its text nodes and its `alt`, `placeholder`, `title`
    /// and `aria-label` attributes, unescaped.
    static func texts(_ html: String) -> [String] {
        guard let start = html.range(of: "<main"), let end = html.range(of: "</main>") else { return [] }
        let main = String(html[start.lowerBound..<end.upperBound])
        var found: [String] = []
        let patterns = [#">([^<>]+)<"#, #"(?:alt|placeholder|title|aria-label)="([^"]*)""#]
        for pattern in patterns {
            let expression = try! NSRegularExpression(pattern: pattern)
            for match in expression.matches(in: main, range: NSRange(main.startIndex..., in: main)) {
                guard let range = Range(match.range(at: 1), in: main) else { continue }
                let text = unescaped(String(main[range])).trimmingCharacters(in: .whitespacesAndNewlines)
                if !text.isEmpty { found.append(text) }
            }
        }
        return found
    }

    static func unescaped(_ text: String) -> String {
        [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")].reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// Every string value of the document's JSON (the server's texts), and of the step it answers.
    static func serverStrings(_ entry: StockDocuments.Entry) throws -> [String] {
        func strings(_ value: Any) -> [String] {
            switch value {
            case let text as String: [text]
            case let array as [Any]: array.flatMap(strings)
            case let object as [String: Any]: object.values.flatMap(strings)
            default: []
            }
        }
        return try ([entry.url] + (entry.base.map { [$0] } ?? [])).flatMap { url in
            strings(try JSONSerialization.jsonObject(with: Data(contentsOf: url)))
        }
    }

    /// Whether `text` needs no translation: the server's, digits and punctuation, or the catalog's.
    static func isAccountedFor(_ text: String, server: [String]) -> Bool {
        if text.contains("⟪") { return true }
        if !text.contains(where: \.isLetter) { return true }
        return server.contains { $0.contains(text) || text.contains($0) && !$0.isEmpty }
    }

    @Test(arguments: StockDocuments.entries)
    func everyTextComesFromTheCatalogOrTheServer(_ entry: StockDocuments.Entry) throws {
        for language in [Language.pseudoAccented, .pseudoRightToLeft] {
            let registry = ThemeRegistry.standard.withLanguage(tag: language.code)
            let root = try StockDocuments.run(entry, themeRegistry: registry).container.view
            var context = TestPage.context
            context.languageTag = language.code
            context.direction = language.isRightToLeft ? .rtl : .ltr
            let html = TestPage.render(root, renderer: HTMLPageRenderer(themeRegistry: registry), context: context).html
            let server = try Self.serverStrings(entry)
            let leaks = Self.texts(html).filter { !Self.isAccountedFor($0, server: server) }
            #expect(leaks.isEmpty, "\(entry.url.lastPathComponent) in \(language): texts not from the catalog: \(leaks)")
            #expect(html.contains(#"dir="\#(language.isRightToLeft ? "rtl" : "ltr")""#))
        }
    }

    @Test func thePseudoLocalesTransformTextsButNotPlaceholdersOrLinkTargets() throws {
        let catalog = StringCatalog.standard
        let accented = try catalog.string(.pollingSeconds, language: .pseudoAccented, arguments: [.int(2)])
        #expect(accented.hasPrefix("⟪2 šéçöñðš") && accented.hasSuffix("⟫"), "\(accented)")
        #expect(accented.count > "2 seconds".count * 13 / 10, "longer than English")
        let rightToLeft = try catalog.string(.or, language: .pseudoRightToLeft)
        #expect(rightToLeft.hasPrefix("\u{200F}⟪") && rightToLeft.hasSuffix("⟫\u{200F}"))
        #expect(Language.pseudoRightToLeft.isRightToLeft && !Language.pseudoAccented.isRightToLeft)
        let linked = try catalog.overriding("app_more", with: .text("Read [the notice](https://example.com/a) for %d%%"), language: .english)
            .string("app_more", language: .pseudoAccented, arguments: [.int(5)])
        #expect(linked.contains("(https://example.com/a)") && linked.contains("5%"), "\(linked)")
    }

    @Test(arguments: [("ar", true), ("he-IL", true), ("fa", true), ("ur-PK", true), ("az-Arab", true), ("sr-Latn", false), ("en", false), ("ja", false)])
    func rightToLeftLanguagesAreKnown(_ tag: String, _ isRightToLeft: Bool) throws {
        #expect(try #require(Language(tag: tag)).isRightToLeft == isRightToLeft)
    }
}
