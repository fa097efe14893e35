import HaapiHTML
import HaapiUI
import Testing

/// A label's rich text on a page: paragraphs, `<strong>`, and links that are
/// escaped and limited to `http`, `https` and `mailto`.
@MainActor
@Suite("Rich text in HTML")
struct RichTextRenderingTests {
    func render(_ text: RichText) -> (html: String, parsed: ParsedHTML) {
        let root = StackView(identifier: "root")
        root.addArrangedSubview(MessageView(identifier: "headline", style: .heading, text: "Agreement"))
        let label = Label(identifier: "eulaTextView")
        label.richText = text
        root.addArrangedSubview(label)
        return TestPage.render(root)
    }

    @Test func paragraphsBoldAndLinksAreWritten() throws {
        let (html, parsed) = render(RichText(markup: "You agree to the **terms**.\nLine two.\n\nSee [the notice](https://example.com/n?a=1&b=2)."))
        TestPage.expectSafe(html, parsed)
        #expect(html.contains(#"<div class="hui-label hui-rich"><p dir="auto">You agree to the <strong>terms</strong>.<br>Line two.</p>"#))
        let link = try #require(parsed.first("a") { $0.attribute("class") == "hui-link" })
        #expect(html.contains(#"href="https://example.com/n?a=1&amp;b=2""#))
        #expect(link.attribute("rel") == "noopener noreferrer")
        #expect(parsed.all("p").filter { $0.attribute("dir") == "auto" }.count == 2)
    }

    @Test func textAndURLsAreEscaped() {
        let text = RichText(paragraphs: [[
            .text("<script>alert(1)</script>"), .bold("<img src=x onerror=alert(1)>"),
            .link(text: "</a><b>", url: "https://example.com/\"><script>x</script>"),
        ]])
        let (html, parsed) = render(text)
        TestPage.expectSafe(html, parsed)
        #expect(!html.contains("<script>alert") && !html.contains("<img src=x"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains(#"<strong>&lt;img src=x onerror=alert(1)&gt;</strong>"#))
        #expect(html.contains(#"href="https://example.com/&quot;&gt;&lt;script&gt;x&lt;/script&gt;""#))
    }

    @Test(arguments: ["javascript:alert(1)", "data:text/html,<b>x</b>", "vbscript:x", "//example.com", "file:///etc/passwd"])
    func aLinkToAnotherSchemeIsItsWordsOnly(url: String) {
        let (html, parsed) = render(RichText(paragraphs: [[.text("Go "), .link(text: "there", url: url)]]))
        TestPage.expectSafe(html, parsed)
        #expect(parsed.first("a") { $0.attribute("class") == "hui-link" } == nil)
        #expect(html.contains(#"<p dir="auto">Go there</p>"#))
    }

    @Test func aMailtoLinkIsALink() {
        let (html, _) = render(RichText(markup: "[Write to us](mailto:privacy@example.com)"))
        #expect(html.contains(#"<a href="mailto:privacy@example.com" class="hui-link" rel="noopener noreferrer">Write to us</a>"#))
    }
}
