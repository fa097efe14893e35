/// Breaks text into lines no wider than a number of columns.
enum TextWrapper {
    /// The lines of `text`: its own line breaks kept, long lines broken at spaces,
    /// and words longer than `width` broken inside.
    static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        // Without a line break the text is one paragraph (no split by characters).
        if !text.utf8.contains(UInt8(ascii: "\n")) { return wrapParagraph(text, width: width) }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrapParagraph(String(paragraph), width: width)
        }
        return lines
    }

    /// One paragraph, by the same greedy breaking as rich text (``RichTextWrapper``):
    /// each word is one plain span.
    private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
        // A short printable ASCII paragraph with single spaces between its words is its own line.
        if let columns = DisplayWidth.printableASCIIWidth(paragraph), columns > 0, columns <= width,
           paragraph.utf8.first != UInt8(ascii: " "), paragraph.utf8.last != UInt8(ascii: " "),
           !zip(paragraph.utf8, paragraph.utf8.dropFirst()).contains(where: { $0 == 0x20 && $1 == 0x20 }) {
            return [paragraph]
        }
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: true).map { word in
            [StyledSpan(String(word), TextAttributes.plain)]
        }
        return RichTextWrapper.wrap(words, width: width).map { line in line.map(\.text).joined() }
    }
}
