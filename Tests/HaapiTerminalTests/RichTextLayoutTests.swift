import HaapiUI
import Testing
@testable import HaapiTerminal

/// A label's rich text in the terminal: wrapped to the width, bold in the
/// terminal's bold, links with their URL, and words wider than the width cut.
@MainActor
@Suite("Rich text in the terminal")
struct RichTextLayoutTests {
    func layout(_ markup: String, width: Int) -> [StyledLine] {
        let root = StackView(identifier: "root")
        let label = Label(identifier: "eulaTextView")
        label.richText = RichText(markup: markup)
        root.addArrangedSubview(label)
        return FrameLayouter(options: LayoutOptions(width: width)).layout(root, focus: nil).lines
    }

    @Test func paragraphsWrapToTheWidthWithAnEmptyLineBetween() {
        // 22 columns less the 2 of the gutter leave 20 for text.
        let lines = layout("one two three four five six\n\nseven", width: 22).map(\.text)
        #expect(lines == ["  one two three four", "  five six", "  ", "  seven"])
        #expect(layout("first\nsecond", width: 22).map(\.text) == ["  first", "  second"])
    }

    @Test func boldRunsAreBoldAndGlueToTheirPunctuation() throws {
        let lines = layout("Read **this**, now", width: 40)
        #expect(lines.map(\.text) == ["  Read this, now"])
        let bold = try #require(lines[0].spans.first { $0.text == "this" })
        #expect(bold.attributes.isBold)
        #expect(lines[0].spans.filter { $0.text.contains(",") }.allSatisfy { !$0.attributes.isBold })
    }

    @Test func aLinkShowsItsWordsUnderlinedAndItsURL() throws {
        let lines = layout("See [the terms](https://example.com/t) or [a@b.example](mailto:a@b.example).", width: 60)
        #expect(lines.map(\.text) == ["  See the terms <https://example.com/t> or a@b.example."])
        let words = try #require(lines[0].spans.first { $0.text == "terms" })
        #expect(words.attributes.isUnderlined)
        let url = try #require(lines[0].spans.first { $0.text.contains("example.com/t") })
        #expect(url.attributes.isDim && !url.attributes.isUnderlined)
    }

    @Test(arguments: [1, 2, 3, 7, 10])
    func aWordWiderThanTheWidthIsCutByCharacters(width: Int) {
        let url = "https://example.com/a/very/long/path/that/never/fits/anywhere"
        let lines = RichTextWrapper.lines(of: RichText(markup: "Go to [here](\(url)) **now**"), attributes: .plain, width: width)
        #expect(lines.allSatisfy { RichTextWrapper.width(of: $0) <= width })
        let text = lines.map { $0.map(\.text).joined() }.joined(separator: " ")
        #expect(text.filter { $0 != " " } == "Gotohere<\(url)>now")
    }

    @Test func wideCharactersAndAWidthOfOneStillProgress() {
        let lines = RichTextWrapper.lines(of: RichText(markup: "漢字漢字 **漢字**"), attributes: .plain, width: 1)
        #expect(lines.map { $0.map(\.text).joined() } == ["漢", "字", "漢", "字", "漢", "字"])
    }

    @Test func escapeSequencesInTheTextAreRemoved() {
        let lines = layout("safe \u{1B}[2Jtext **bo\u{1B}]0;title\u{7}ld**", width: 40)
        #expect(lines.map(\.text) == ["  safe text bold"])
    }
}
