import Foundation
import HaapiUI
import Testing
@testable import HaapiTerminal

/// The terminal's own words (footer, line-mode hints, yes and no) come from the
/// `hui_terminal_*` strings, in the registry's language and with its overrides.
@MainActor
@Suite("The terminal's own words")
struct TerminalWordsTests {
    func registry(_ tag: String) -> ThemeRegistry {
        ThemeRegistry.standard.withLanguage(tag: tag)
    }

    /// A screen of `count` lines and no controls.
    func lines(_ count: Int) -> View {
        let root = StackView()
        root.addArrangedSubview(Label(text: (1...count).map { "Line \($0)" }.joined(separator: "\n")))
        return root
    }

    /// A screen of two choices and a way back (a cancel button).
    func choices() -> View {
        let root = StackView()
        root.addArrangedSubview(Button(title: "Yes"))
        root.addArrangedSubview(Button(type: .secondary, title: "No"))
        root.addArrangedSubview(Button(type: .secondary, title: "Back", role: .cancel))
        return root
    }

    func footer(_ registry: ThemeRegistry, columns: Int = 100, rows: Int = 10, screen: View? = nil) -> String {
        let terminal = InteractiveTerminal(output: MemoryOutputStream(), encoder: .plain, themeRegistry: registry, size: (columns, rows))
        terminal.show(screen ?? choices())
        return terminal.frame.last ?? ""
    }

    @Test("the footer says what each key does", arguments: [
        ("en", "↑↓/Tab move · Enter choose · 1-9 pick · Esc back · Ctrl-C cancel"),
        ("nl", "↑↓/Tab verplaatsen · Enter kiezen · 1-9 direct kiezen · Esc terug · Ctrl-C annuleren"),
        ("sv", "↑↓/Tab flytta · Enter välj · 1-9 välj direkt · Esc tillbaka · Ctrl-C avbryt"),
    ])
    func footerKeys(tag: String, expected: String) {
        #expect(footer(registry(tag)) == expected)
    }

    @Test("the footer offers only the keys that work: digits go into a focused PIN field, Escape needs a way back")
    func footerFollowsTheFocus() {
        let root = StackView()
        root.addArrangedSubview(TextField(name: "pin", label: "PIN", keyboard: .number))
        root.addArrangedSubview(Button(title: "Unlock"))
        let terminal = InteractiveTerminal(output: MemoryOutputStream(), encoder: .plain, size: (100, 10))
        terminal.show(root)
        #expect(terminal.frame.last == "↑↓/Tab move · Enter choose · Ctrl-C cancel")
        terminal.handle(.character("1"))
        #expect(terminal.frame.joined().contains("1"))   // typed, not a pick
        terminal.handle(.tab)   // on the button, a number acts on it
        #expect(terminal.frame.last == "↑↓/Tab move · Enter choose · 1-9 pick · Ctrl-C cancel")

        let nothing = InteractiveTerminal(output: MemoryOutputStream(), encoder: .plain, size: (100, 10))
        nothing.show(lines(1))
        #expect(nothing.frame.last == "Ctrl-C cancel")
    }

    @Test("the lines out of sight are counted first, with the language's plural", arguments: [
        ("en", 1, "↓ 1 more line below · PgUp/PgDn scroll · Ctrl-C cancel"),
        ("en", 2, "↓ 2 more lines below · PgUp/PgDn scroll · Ctrl-C cancel"),
        ("nl", 1, "↓ nog 1 regel hieronder · PgUp/PgDn scrollen · Ctrl-C annuleren"),
        ("nl", 2, "↓ nog 2 regels hieronder · PgUp/PgDn scrollen · Ctrl-C annuleren"),
        ("sv", 1, "↓ ytterligare 1 rad nedanför · PgUp/PgDn rulla · Ctrl-C avbryt"),
        ("sv", 2, "↓ ytterligare 2 rader nedanför · PgUp/PgDn rulla · Ctrl-C avbryt"),
    ])
    func moreLinesBelow(tag: String, hidden: Int, expectedStart: String) {
        // Five rows: four for the screen, one for the footer.
        let text = footer(registry(tag), rows: 5, screen: lines(4 + hidden))
        #expect(text.hasPrefix(expectedStart), "\(text)")
    }

    @Test("plural boundaries follow the CLDR rule of each language (one: i = 1 and v = 0)", arguments: [
        ("en", 0, "↓ 0 more lines below"), ("en", 1, "↓ 1 more line below"), ("en", 2, "↓ 2 more lines below"),
        ("en", 21, "↓ 21 more lines below"),
        ("nl", 0, "↓ nog 0 regels hieronder"), ("nl", 1, "↓ nog 1 regel hieronder"), ("nl", 2, "↓ nog 2 regels hieronder"),
        ("sv", 0, "↓ ytterligare 0 rader nedanför"), ("sv", 1, "↓ ytterligare 1 rad nedanför"),
        ("sv", 2, "↓ ytterligare 2 rader nedanför"), ("sv", 101, "↓ ytterligare 101 rader nedanför"),
    ])
    func pluralBoundaries(tag: String, count: Int, expected: String) {
        #expect(TerminalWords(registry: registry(tag)).moreLinesBelow(count) == expected)
    }

    @Test("the footer is cut to the width, the app's commands before the keys")
    func footerWidth() {
        let terminal = InteractiveTerminal(output: MemoryOutputStream(), encoder: .plain, size: (40, 5), commands: [
            TerminalCommand(key: "a", name: "approve", help: "approve") {},
        ])
        terminal.show(lines(6))
        let text = terminal.frame.last ?? ""
        #expect(text == "↓ 2 more lines below · a: approve · PgUp")
        #expect(DisplayWidth.of(text) == 40)
        #expect(footer(registry("sv"), columns: 20) == "↑↓/Tab flytta · Ente")
    }

    @Test("overridden texts are used; an override that loses a placeholder is refused")
    func overrides() throws {
        var strings = try ThemeRegistry.standard.registering(.terminal).strings
            .overriding(.terminalFooterMove, with: .text("Tab next"), language: .english)
            .overriding(.terminalFooterScroll, with: .text("PgUp/PgDn page"), language: .english)
            .overriding(.terminalMoreLinesBelow, with: .plural([[.one]: "%d hidden line", [.other]: "%d hidden lines"]), language: .english)
            .overriding(.terminalAnswerYesOrNo, with: .text("Type j or n, please."), language: .dutch)
        try strings.override(.terminalYesAnswers, with: .text("j, ja, jazeker"), language: .dutch)
        let english = ThemeRegistry(strings: strings)
        #expect(footer(english, rows: 5, screen: lines(5)).hasPrefix("1 hidden line · PgUp/PgDn page · Ctrl-C cancel"))
        #expect(footer(english, rows: 5, screen: lines(7)).hasPrefix("3 hidden lines · PgUp/PgDn page · Ctrl-C cancel"))
        #expect(footer(english).hasPrefix("Tab next · Enter choose"))

        let dutch = ThemeRegistry(strings: strings, language: .dutch)
        let (terminal, output, checkbox) = checkboxScreen(dutch)
        terminal.receive("misschien")
        #expect(output.text.contains("✗ Type j or n, please.\n"))
        terminal.receive("jazeker")
        #expect(checkbox.isChecked)

        #expect(throws: StringOverrideError.self) {
            try StringCatalog.standard.overriding(.terminalAnswerNumberRange, with: .text("Pick a number."), language: .english)
        }
    }

    // MARK: Line mode

    func checkboxScreen(_ registry: ThemeRegistry) -> (LineTerminal, MemoryOutputStream, Checkbox) {
        let output = MemoryOutputStream()
        let terminal = LineTerminal(output: output, themeRegistry: registry)
        let root = StackView()
        let checkbox = Checkbox(name: "remember", title: "Remember me")
        root.addArrangedSubview(checkbox)
        root.addArrangedSubview(Button(title: "Go"))
        terminal.show(root)
        return (terminal, output, checkbox)
    }

    @Test("line-mode hints are sentences in the language", arguments: [
        ("en", "Answer with a number from 1 to 3.", "Answer y or n.", "Answer with a number from 5 to 6.", "[y/n]"),
        ("nl", "Antwoord met een getal van 1 tot en met 3.", "Antwoord met j of n.", "Antwoord met een getal van 5 tot en met 6.", "[j/n]"),
        ("sv", "Svara med ett tal från 1 till 3.", "Svara med j eller n.", "Svara med ett tal från 5 till 6.", "[j/n]"),
    ])
    func lineHints(tag: String, picker: String, yesOrNo: String, action: String, prompt: String) {
        let output = MemoryOutputStream()
        let terminal = LineTerminal(output: output, themeRegistry: registry(tag))
        let root = StackView()
        root.addArrangedSubview(Picker(name: "p", title: "Pick", options: ["A", "B", "C"].map { .init(title: $0, value: $0) }))
        root.addArrangedSubview(Checkbox(name: "c", title: "Accept"))
        root.addArrangedSubview(Button(type: .secondary, title: "Go"))
        root.addArrangedSubview(Button(type: .secondary, title: "Stop"))
        terminal.show(root)
        terminal.receive("nope")
        #expect(output.text.hasSuffix("nope\n✗ \(picker)\nPick [1-3]: "))
        terminal.receive("2")
        #expect(output.text.hasSuffix("Accept \(prompt): "))
        terminal.receive("maybe")
        #expect(output.text.hasSuffix("maybe\n✗ \(yesOrNo)\nAccept \(prompt): "))
        terminal.receive("")
        terminal.receive("9")
        #expect(output.text.hasSuffix("9\n✗ \(action)\n[5-6]: "))
    }

    @Test("the action question says that Enter alone presses the primary button, in the language", arguments: [
        ("en", "[1-2] (Enter alone: Sign in): "), ("nl", "[1-2] (alleen Enter: Sign in): "), ("sv", "[1-2] (bara Enter: Sign in): "),
    ])
    func emptyAnswerPressesThePrimaryButton(_ language: String, _ prompt: String) {
        let output = MemoryOutputStream()
        let terminal = LineTerminal(output: output, themeRegistry: registry(language))
        var pressed: [String] = []
        let root = StackView()
        root.addArrangedSubview(Button(type: .text, title: "Help", action: { pressed.append("help") }))
        root.addArrangedSubview(Button(type: .primary, title: "Sign in", role: .primary, action: { pressed.append("sign in") }))
        terminal.show(root)
        #expect(output.text.hasSuffix(prompt), "\(output.text)")
        terminal.receive("")
        #expect(pressed == ["sign in"])
    }

    @Test("one number offered: the hint names it")
    func singleNumber() {
        let output = MemoryOutputStream()
        let terminal = LineTerminal(output: output, themeRegistry: registry("nl"))
        let root = StackView()
        root.addArrangedSubview(Button(type: .secondary, title: "Verder"))
        terminal.show(root)
        terminal.receive("7")
        #expect(output.text.hasSuffix("✗ Antwoord met het getal 1.\n[1]: "))
    }

    @Test("yes and no follow the language; y, n, yes and no count in every language", arguments: [
        ("nl", "j", true), ("nl", "ja", true), ("nl", "nee", false), ("nl", "y", true), ("nl", "no", false),
        ("sv", "J", true), ("sv", "nej", false), ("sv", "yes", true), ("sv", "n", false),
        ("en", "y", true), ("en", "Yes", true), ("en", "n", false), ("en", "NO", false),
    ])
    func yesAndNo(tag: String, answer: String, checked: Bool) {
        let (terminal, output, checkbox) = checkboxScreen(registry(tag))
        checkbox.isChecked = !checked
        terminal.receive(answer)
        #expect(checkbox.isChecked == checked)
        #expect(!output.text.contains("✗"))
    }

    @Test("a checkbox answered j in Dutch is checked; in English j is not an answer")
    func dutchJ() {
        let (dutch, dutchOutput, dutchBox) = checkboxScreen(registry("nl"))
        #expect(dutchOutput.text.hasSuffix("Remember me [j/n]: "))
        dutch.receive("j")
        #expect(dutchBox.isChecked)

        let (english, englishOutput, englishBox) = checkboxScreen(registry("en"))
        english.receive("j")
        #expect(!englishBox.isChecked)
        #expect(englishOutput.text.hasSuffix("✗ Answer y or n.\nRemember me [y/n]: "))
    }

    @Test("an image without a description is named in the language")
    func imageWord() {
        let root = StackView()
        root.addArrangedSubview(ImageView(image: .png(Data([0x89, 0x50]))))
        let options = LayoutOptions(width: 40, themeRegistry: registry("sv"))
        #expect(FrameLayouter(options: options).layout(root, focus: nil).plainText == "  [Bild]")
    }
}
