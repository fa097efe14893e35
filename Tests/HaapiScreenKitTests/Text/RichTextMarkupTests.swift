import HaapiScreenKit
import Testing

/// `RichText(markup:)`: the documented subset is read, everything else stays
/// literal, and hostile input neither crashes nor loses text.
@Suite("Rich text markup")
struct RichTextMarkupTests {
    @Test func paragraphsBoldAndLinks() {
        let text = RichText(markup: """
            You agree to the **terms** below.
            Second line.

            Read the [privacy notice](https://example.com/privacy) or [write](mailto:privacy@example.com).
            """)
        #expect(text.paragraphs == [
            [.text("You agree to the "), .bold("terms"), .text(" below."), .lineBreak, .text("Second line.")],
            [.text("Read the "), .link(text: "privacy notice", url: "https://example.com/privacy"), .text(" or "),
             .link(text: "write", url: "mailto:privacy@example.com"), .text(".")],
        ])
        #expect(text.plainText == "You agree to the terms below.\nSecond line.\n\nRead the privacy notice or write.")
    }

    @Test func blankLinesAndLineEndingsSeparateParagraphs() {
        let text = RichText(markup: "\r\n  one \r\n\r\n \t \n\n two\rthree  \n")
        #expect(text.paragraphs == [[.text("one")], [.text("two"), .lineBreak, .text("three")]])
        #expect(RichText(markup: "").paragraphs.isEmpty)
        #expect(RichText(markup: " \n\n ").paragraphs.isEmpty)
    }

    @Test(arguments: [
        "a ** b ** c",              // spaces inside the stars
        "**unterminated bold",
        "bold across**\nlines**",   // bold stays on one line
        "[no url]",
        "[text](https://x.example",  // unterminated link
        "[text] (https://x.example)",
        "[](https://x.example)",
        "[link](javascript:alert(1))",
        "[link](data:text/html,hi)",
        "[link](https://has space)",
        "[link](http:no-slashes)",
        "<b>html</b> & <a href=\"https://x.example\">tags</a>",
        "# heading, _emphasis_, `code`, > quote",
        "*",
        "**",
        "***",
        "****",
        "\\",
        "[",
        "](",
    ])
    func unknownOrBrokenMarkupStaysLiteral(markup: String) {
        let text = RichText(markup: markup)
        let runs = text.paragraphs.flatMap { $0 }
        #expect(!runs.contains { if case .link = $0 { true } else { false } }, "\(runs)")
        let shown = text.plainText.filter { !$0.isWhitespace }
        let written = markup.filter { !$0.isWhitespace }
        // Every character shows, except that bold's stars may be taken (only the
        // first case has none that pair up).
        #expect(shown.replacing("*", with: "") == written.replacing("*", with: ""), "\(runs)")
    }

    @Test func backslashesEscapeTheMarkupCharacters() {
        let text = RichText(markup: #"\*\*not bold\*\* and \[not a link\](https://x.example) \\ \q"#)
        #expect(text.paragraphs == [[.text(#"**not bold** and [not a link](https://x.example) \ \q"#)]])
        #expect(RichText(markup: #"**a \*\* b**"#).paragraphs == [[.bold("a ** b")]])
    }

    @Test func anUnbalancedBracketStaysLiteralBeforeALink() {
        #expect(RichText(markup: "[a [b](https://x.example)").paragraphs == [[.text("[a "), .link(text: "b", url: "https://x.example")]])
    }

    @Test func onlyHTTPAndMailtoLinksAreAllowed() {
        #expect(RichText.allowsLink(to: "https://example.com/a?b=c"))
        #expect(RichText.allowsLink(to: "HTTP://example.com"))
        #expect(RichText.allowsLink(to: "mailto:someone@example.com"))
        for refused in ["javascript:alert(1)", "https:", "https://", "//example.com", "ftp://x", "mailto:", "https://a\u{0}b", ""] {
            #expect(!RichText.allowsLink(to: refused), "\(refused)")
        }
    }

    @Test func deepNestingAndUnterminatedMarkupEndWithEveryCharacterKept() {
        let depth = 20_000
        let nested = String(repeating: "[**", count: depth) + "x" + String(repeating: "**](https://x.example)", count: depth)
        let text = RichText(markup: nested)
        #expect(text.paragraphs.count == 1)
        let stars = String(repeating: "**a ", count: depth)
        #expect(RichText(markup: stars).plainText.count == stars.count - 1, "a trailing space is dropped, nothing else")
        let brackets = String(repeating: "[a](", count: depth)
        #expect(RichText(markup: brackets).plainText == brackets)
    }

    @Test func hugeInputIsReadWhole() {
        let paragraph = "Clause with **bold words** and a [link](https://example.com/terms). "
        let markup = Array(repeating: String(repeating: paragraph, count: 50), count: 300).joined(separator: "\n\n")
        let text = RichText(markup: markup)
        #expect(text.paragraphs.count == 300)
        #expect(text.paragraphs[0].count == 50 * 4 + 1, "four runs a clause, and the last full stop")
        #expect(text.plainText.count == 300 * (50 * "Clause with bold words and a link. ".count - 1) + 299 * 2)
    }

    @Test @MainActor func aLabelKeepsThePlainTextAndForgetsRichTextWhenItsTextChanges() {
        let label = Label()
        label.richText = RichText(markup: "Hello **you**")
        #expect(label.text == "Hello you")
        label.text = "Hello you"
        #expect(label.richText != nil, "the same text keeps the rich text")
        label.text = "Other"
        #expect(label.richText == nil)
    }
}
