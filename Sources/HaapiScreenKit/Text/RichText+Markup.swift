/// The markup an app's configuration writes rich text in: a small subset of Markdown.
extension RichText {
    /// Reads `markup`, a small subset of Markdown:
    ///
    /// - **Paragraphs** are separated by one or more empty lines. A single line break
    ///   inside a paragraph (`\n`, `\r\n` or `\r`) is kept as a line break; spaces at the start and end of
    ///   each line are dropped.
    /// - `**bold words**` on one line: the opening `**` is followed by, and the
    ///   closing one preceded by, a character that is not a space.
    /// - `[words](url)` on one line is a link when `url` is allowed
    ///   (``allowsLink(to:)``: `http`, `https` or `mailto`, no spaces) — the words
    ///   hold no `[` or `]` and at most 500 characters, the URL at most 2048.
    /// - A backslash before `\`, `*`, `[`, `]`, `(` or `)` shows that character as it is.
    ///
    /// Anything else — other Markdown, HTML tags, unterminated or unbalanced markup, a
    /// link to another scheme — stays as literal text: nothing is dropped and reading
    /// never fails. Each character is looked at a bounded number of times, so the work
    /// grows with the length of `markup` only.
    public init(markup: String) {
        var paragraphs: [[Run]] = []
        var current: [Run] = []
        for rawLine in markup.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = Self.trimmed(Array(rawLine))
            if line.isEmpty {
                if !current.isEmpty { paragraphs.append(current) }
                current = []
                continue
            }
            if !current.isEmpty { current.append(.lineBreak) }
            current += Self.runs(of: line)
        }
        if !current.isEmpty { paragraphs.append(current) }
        self.init(paragraphs: paragraphs)
    }

    /// The characters a backslash makes literal.
    private static let escapable: Set<Character> = ["\\", "*", "[", "]", "(", ")"]
    /// The longest words of a link.
    private static let maximumLinkText = 500
    /// The longest URL of a link.
    private static let maximumLinkURL = 2048

    private static func trimmed(_ line: [Character]) -> [Character] {
        guard let first = line.firstIndex(where: { !$0.isWhitespace }),
              let last = line.lastIndex(where: { !$0.isWhitespace }) else { return [] }
        return Array(line[first...last])
    }

    /// The runs of one line.
    private static func runs(of line: [Character]) -> [Run] {
        let closers = boldClosers(in: line)
        var builder = RunBuilder()
        var index = 0
        while index < line.count {
            let character = line[index]
            if character == "\\", index + 1 < line.count, escapable.contains(line[index + 1]) {
                builder.append(line[index + 1])
                index += 2
            } else if character == "*", let end = boldEnd(in: line, at: index, closers: closers) {
                builder.append(.bold(unescaped(line[(index + 2)..<end])))
                index = end + 2
            } else if character == "[", let (text, url, end) = link(in: line, at: index) {
                builder.append(.link(text: text, url: url))
                index = end
            } else {
                builder.append(character)
                index += 1
            }
        }
        return builder.finish()
    }

    /// For each position, the first closing `**` at or after it (a `**` preceded by
    /// neither a space nor a backslash), or `line.count` when there is none; one pass
    /// from the end, so finding a closer costs nothing however many openers fail.
    private static func boldClosers(in line: [Character]) -> [Int] {
        var closers = [Int](repeating: line.count, count: line.count + 1)
        var next = line.count
        for position in stride(from: line.count - 1, through: 0, by: -1) {
            if position + 1 < line.count, position > 0, line[position] == "*", line[position + 1] == "*",
               !line[position - 1].isWhitespace, line[position - 1] != "\\" {
                next = position
            }
            closers[position] = next
        }
        return closers
    }

    /// Where the bold text opened by `**` at `index` ends (its closing `**`), if it is bold.
    private static func boldEnd(in line: [Character], at index: Int, closers: [Int]) -> Int? {
        guard index + 3 < line.count, line[index + 1] == "*", !line[index + 2].isWhitespace, line[index + 2] != "*" else {
            return nil
        }
        let end = closers[index + 3]
        return end < line.count ? end : nil
    }

    /// The link that starts with `[` at `index`: its words, URL and the index after its `)`.
    private static func link(in line: [Character], at index: Int) -> (String, String, Int)? {
        var close = index + 1
        while close < line.count, line[close] != "]" {
            if line[close] == "[" || close - index > maximumLinkText { return nil }
            if line[close] == "\\", close + 1 < line.count { close += 1 }
            close += 1
        }
        guard close < line.count, close > index + 1, close + 1 < line.count, line[close + 1] == "(" else { return nil }
        var end = close + 2
        while end < line.count, line[end] != ")" {
            if line[end] == "(" || line[end].isWhitespace || end - close > maximumLinkURL { return nil }
            end += 1
        }
        guard end < line.count else { return nil }
        let text = unescaped(line[(index + 1)..<close])
        let url = String(line[(close + 2)..<end])
        guard !text.allSatisfy(\.isWhitespace), allowsLink(to: url) else { return nil }
        return (text, url, end + 1)
    }

    /// `characters` with their backslash escapes resolved.
    private static func unescaped(_ characters: ArraySlice<Character>) -> String {
        var text = ""
        var index = characters.startIndex
        while index < characters.endIndex {
            if characters[index] == "\\", index + 1 < characters.endIndex, escapable.contains(characters[index + 1]) {
                index += 1
            }
            text.append(characters[index])
            index += 1
        }
        return text
    }

    /// Collects runs, joining neighbouring plain characters into one text run.
    private struct RunBuilder {
        var runs: [Run] = []
        var pending = ""

        mutating func append(_ character: Character) {
            pending.append(character)
        }

        mutating func append(_ run: Run) {
            flush()
            runs.append(run)
        }

        private mutating func flush() {
            if !pending.isEmpty { runs.append(.text(pending)) }
            pending = ""
        }

        mutating func finish() -> [Run] {
            flush()
            return runs
        }
    }
}
