import Testing
@testable import HaapiTerminal

@Suite("Server text is made safe for the terminal")
struct TerminalTextTests {
    @Test("escape sequences and controls are removed", arguments: [
        ("plain", "plain"),
        ("\u{1B}[2J\u{1B}[Hfake prompt", "fake prompt"),
        ("red \u{1B}[31mtext\u{1B}[0m", "red text"),
        ("\u{1B}]0;evil title\u{07}ok", "ok"),
        ("\u{1B}]52;c;ZXZpbA==\u{1B}\\clip", "clip"),
        ("\u{9B}31mC1 CSI", "C1 CSI"),
        ("\u{1B}Preset\u{1B}\\x", "x"),
        ("bell\u{07} del\u{7F} nul\u{00}", "bell del nul"),
        ("a\tb", "a b"),
        ("line1\r\nline2\rline3", "line1\nline2\nline3"),
        ("\u{202E}desrever", "desrever"),
        ("Smörgåsbord 日本", "Smörgåsbord 日本"),
        ("\u{1B}c reset", " reset"),
    ])
    func sanitize(input: String, expected: String) {
        #expect(TerminalText.sanitize(input) == expected)
    }

    @Test("one-line text has no line breaks")
    func oneLine() {
        #expect(TerminalText.sanitizeLine("a\nb") == "a b")
    }

    @Test("wrapping keeps words and breaks long ones")
    func wrapping() {
        #expect(TextWrapper.wrap("the quick brown fox", width: 9) == ["the quick", "brown fox"])
        #expect(TextWrapper.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWrapper.wrap("a\n\nb", width: 4) == ["a", "", "b"])
        #expect(DisplayWidth.of("日本a") == 5)
    }
}
