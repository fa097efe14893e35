/// Breaks text into lines no wider than a number of columns.
enum TextWrapper {
    /// The lines of `text`: its own line breaks kept, long lines broken at spaces,
    /// and words longer than `width` broken inside.
    static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrapParagraph(String(paragraph), width: width)
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var wordWidth = DisplayWidth.of(word)
            if currentWidth > 0, currentWidth + 1 + wordWidth <= width {
                current += " " + word
                currentWidth += 1 + wordWidth
                continue
            }
            if currentWidth > 0 { lines.append(current) }
            while wordWidth > width {
                let (head, rest) = split(word, at: width)
                lines.append(head)
                word = rest
                wordWidth = DisplayWidth.of(word)
            }
            current = word
            currentWidth = wordWidth
        }
        lines.append(current)
        return lines
    }

    private static func split(_ word: String, at width: Int) -> (String, String) {
        var head = "", used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let w = DisplayWidth.of(word[index])
            if used + w > width, used > 0 { break }
            head.append(word[index])
            used += w
            index = word.index(after: index)
        }
        return (head, String(word[index...]))
    }
}
