import HaapiHTML
import HaapiUI
import Testing

/// Renders views as the tests look at them: a whole page, parsed strictly.
@MainActor
enum TestPage {
    static let context = HTMLPageContext(
        languageTag: "en", title: "Sign in", nonce: "n0nce", csrfToken: "csrf-token", formAction: "/login/step",
        scriptPath: "/assets/haapi.js")

    static func render(
        _ root: View, renderer: HTMLPageRenderer = HTMLPageRenderer(), context: HTMLPageContext = context
    ) -> (html: String, parsed: ParsedHTML) {
        let html = renderer.page(root, context: context)
        return (html, ParsedHTML(html))
    }

    /// Checks what every page must hold, whatever its views: well formed, one
    /// script (the nonce'd one), no handlers, one form with the CSRF field, one h1, a main.
    static func expectSafe(_ html: String, _ parsed: ParsedHTML, _ name: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(parsed.problems.isEmpty, "\(name): \(parsed.problems)", sourceLocation: sourceLocation)
        let scripts = html.ranges(of: "<script").count
        #expect(scripts <= 1, "\(name): \(scripts) script tags", sourceLocation: sourceLocation)
        #expect(parsed.all("form").count == 1, sourceLocation: sourceLocation)
        #expect(parsed.all("main").count == 1, sourceLocation: sourceLocation)
        #expect(parsed.all("h1").count == 1, "\(name): h1 count", sourceLocation: sourceLocation)
        #expect(parsed.elements.contains { $0.name == "input" && $0.attribute("name") == HTMLFormContract.csrfFieldName },
                sourceLocation: sourceLocation)
        // The parse above reports `style` and `on…` attributes; this looks at the raw text
        // as well, for tags the parse might have split differently.
        let styleAttribute = html.contains(" style=\"")
        #expect(!styleAttribute, "\(name): a style attribute", sourceLocation: sourceLocation)
        #expect(parsed.all("style").count == 1 && parsed.all("style")[0].attribute("nonce") == context.nonce, sourceLocation: sourceLocation)
    }
}
