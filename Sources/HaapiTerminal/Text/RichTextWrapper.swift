import HaapiScreenKit

/// Lays rich text out in lines of styled spans no wider than a number of columns:
/// bold words in the terminal's bold, a link's words underlined and followed by its
/// URL in brackets (dim), paragraphs separated by an empty line.
///
/// Words are broken at spaces; a word wider than the width (a long URL) is cut by
/// characters, at least one character a line, so every line takes something from
/// the text and laying it out always ends.
enum RichTextWrapper {
    /// A word: spans with no space between them (`**bold**,` is one word of two spans).
    typealias Word = [StyledSpan]

    /// The lines of `text`, each at most `width` columns (at least 1), in `attributes`
    /// (the label's) with each run's own styling added.
    static func lines(of text: RichText, attributes: TextAttributes, width: Int) -> [[StyledSpan]] {
        let width = max(width, 1)
        var lines: [[StyledSpan]] = []
        for (index, paragraph) in text.paragraphs.enumerated() {
            if index > 0 { lines.append([]) }
            for line in split(paragraph) {
                lines += wrap(words(of: line, attributes: attributes), width: width)
            }
        }
        return lines
    }

    /// The paragraph's runs between its line breaks.
    private static func split(_ paragraph: [RichText.Run]) -> [[RichText.Run]] {
        var lines: [[RichText.Run]] = [[]]
        for run in paragraph {
            if run == .lineBreak { lines.append([]) } else { lines[lines.count - 1].append(run) }
        }
        return lines
    }

    /// The pieces a run is drawn as.
    private static func pieces(of run: RichText.Run, attributes: TextAttributes) -> [StyledSpan] {
        switch run {
        case .text(let text):
            return [StyledSpan(text, attributes)]
        case .bold(let text):
            var bold = attributes
            bold.isBold = true
            return [StyledSpan(text, bold)]
        case .link(let text, let url):
            var words = attributes
            var target = attributes
            guard RichText.allowsLink(to: url) else { return [StyledSpan(text, attributes)] }
            words.isUnderlined = true
            target.isDim = true
            let shown = url.hasPrefix("mailto:") ? String(url.dropFirst("mailto:".count)) : url
            if shown == text { return [StyledSpan(text, words)] }
            return [StyledSpan(text, words), StyledSpan(" <" + url + ">", target)]
        case .lineBreak:
            return []
        }
    }

    /// The words of one line of runs, their text made safe for the terminal.
    private static func words(of runs: [RichText.Run], attributes: TextAttributes) -> [Word] {
        var words: [Word] = []
        var current: Word = []
        for piece in runs.flatMap({ pieces(of: $0, attributes: attributes) }) {
            let text = TerminalText.sanitizeLine(piece.text)
            for (index, part) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                if index > 0, !current.isEmpty {
                    words.append(current)
                    current = []
                }
                if !part.isEmpty { current.append(StyledSpan(String(part), piece.attributes)) }
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `words` in lines of at most `width` columns: one space between words, a
    /// word wider than `width` cut by characters.
    static func wrap(_ words: [Word], width: Int) -> [[StyledSpan]] {
        var lines: [[StyledSpan]] = []
        var line: [StyledSpan] = []
        var lineWidth = 0
        for word in words {
            var word = word
            var wordWidth = Self.width(of: word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line.append(StyledSpan(" ", word[0].attributes.isUnderlined ? TextAttributes.plain : word[0].attributes))
                line += word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 { lines.append(line) }
            while wordWidth > width {
                let (head, rest) = cut(word, columns: width)
                lines.append(head)
                word = rest
                wordWidth = Self.width(of: word)
            }
            line = word
            lineWidth = wordWidth
        }
        // The last line, unless a cut word ended exactly at the width (an empty line then).
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The columns `word` takes.
    static func width(of word: Word) -> Int {
        word.reduce(0) { $0 + DisplayWidth.of($1.text) }
    }

    /// The first `columns` columns of `word` and the rest; the head holds at least
    /// one character, so the rest is always shorter than `word`.
    static func cut(_ word: Word, columns: Int) -> (head: Word, rest: Word) {
        var head: Word = []
        var rest: Word = []
        var used = 0
        var full = false
        for span in word {
            if full {
                rest.append(span)
                continue
            }
            var taken = ""
            var index = span.text.startIndex
            while index < span.text.endIndex {
                let width = DisplayWidth.of(span.text[index])
                if used + width > columns, used > 0 {
                    full = true
                    break
                }
                taken.append(span.text[index])
                used += width
                index = span.text.index(after: index)
            }
            if !taken.isEmpty { head.append(StyledSpan(taken, span.attributes)) }
            if index < span.text.endIndex { rest.append(StyledSpan(String(span.text[index...]), span.attributes)) }
        }
        return (head, rest)
    }
}
