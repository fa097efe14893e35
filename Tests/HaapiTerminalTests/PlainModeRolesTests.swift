import Foundation
import HaapiRecording
import HaapiUI
import Testing
@testable import HaapiTerminal

/// Line mode (`--plain`) as a screen reader reads it: every control of every stock screen
/// says its role and state in words, in reading order, with none of the marks that stand
/// for them on screen (`[x]`, `(•)`, `▸`, bars of blocks, a padded primary button).
@MainActor
@Suite("Every stock screen in plain mode says each control's role and state")
struct PlainModeRolesTests {
    static func spoken(_ root: View, registry: ThemeRegistry, width: Int = 80) -> FrameLayout {
        FrameLayouter(options: LineTerminal.spokenOptions(width: width, themeRegistry: registry)).layout(root, focus: nil)
    }

    @Test(arguments: TerminalPseudoLocaleTests.entries)
    func everyControlSaysItsRoleAndState(_ entry: PreviewCorpus.Entry) throws {
        let registry = try ThemeRegistry.standard.registering(.terminal)
        let base = try entry.base.map { try PreviewDocument(contentsOf: $0) }
        let step = StepPreview(themeRegistry: registry).preview(try PreviewDocument(contentsOf: entry.url), over: base)
        guard let container = step.screens.first?.container else { return }
        let layout = Self.spoken(container.view, registry: registry)
        let text = layout.plainText
        for placed in layout.controls {
            let line = text.split(separator: "\n", omittingEmptySubsequences: false)[placed.line]
            let role: String? = switch placed.control {
            case .button: ", button"
            case .link: ", link"
            case .textField(let field): field.isSecure ? ", password field" : ", text field"
            case .checkbox(let box): box.isChecked ? ", checkbox, checked" : ", checkbox, not checked"
            case .pickerOption: ", option"
            case .expandable(let view): view.isExpanded ? ", section, expanded" : ", section, collapsed"
            case .fileChooser: nil
            }
            if let role { #expect(line.contains(role), "\(entry): \(line)") }
        }
        // A QR code is still drawn (to scan from the screen); everything else is in words.
        let words = text.replacingOccurrences(of: "[▀▄█ ]+\n", with: "\n", options: .regularExpression)
        for mark in ["[x] ", "[ ] ", "(•) ", "( ) ", "▸ ", "▾ ", "░", "✗ ", "! ", "✓ "] {
            #expect(!words.contains(mark), "\(entry): \(mark) in plain mode")
        }
    }

    /// The words make lines longer: in the pseudo-locales (40 % longer, right-to-left marks)
    /// every line still keeps to the terminal's width, and no word is left in English.
    @Test(arguments: TerminalPseudoLocaleTests.entries)
    func theWordsKeepToTheWidthInThePseudoLocales(_ entry: PreviewCorpus.Entry) throws {
        for (language, registry, view) in try TerminalPseudoLocaleTests.pseudoLocaleScreens(entry) {
            for width in [32, 80] {
                let text = Self.spoken(view, registry: registry, width: width).plainText
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                #expect(lines.filter { DisplayWidth.of($0) > width }.isEmpty, "\(entry) in \(language) at \(width) columns")
                for english in [", button", ", link", ", checkbox", "text field"] {
                    #expect(!text.contains(english), "\(entry) in \(language): \(english) left in English")
                }
            }
        }
    }

    @Test func eachKindInWordsAndInTheLanguage() throws {
        let root = StackView()
        let field = TextField(identifier: "user", name: "user", label: "User name", text: "anna")
        let password = TextField(identifier: "password", name: "password", label: "Password", isSecure: true, isRequired: false)
        password.errorText = "Too short"
        let box = Checkbox(identifier: "agree", name: "agree", title: "I agree")
        let picker = Picker(
            identifier: "pick", name: "country", title: "Country",
            options: [Picker.Option(title: "Sweden", value: "se"), Picker.Option(title: "Norway", value: "no")], selectedIndex: 1)
        let bar = ProgressBar(identifier: "bar", progress: 0.4)
        let button = Button(identifier: "go", title: "Sign In")
        let off = Button(identifier: "off", type: .secondary, title: "Later")
        off.isEnabled = false
        for view in [field, password, box, picker, bar, button, off] as [View] { _ = root.addArrangedSubview(view) }
        let english = Self.spoken(root, registry: try ThemeRegistry.standard.registering(.terminal)).plainText
        for line in [
            "User name, text field, required: anna", "Password, password field: ", "Error: Too short", "[1] I agree, checkbox, not checked",
            "[2] Sweden, option", "[3] Norway, option, selected", "Progress: 40 percent", "[4] Sign In, button", "Later, button, unavailable",
        ] {
            #expect(english.contains(line), "\(line) in \(english)")
        }
        let japanese = Self.spoken(root, registry: try ThemeRegistry.standard.registering(.terminal).withLanguage(tag: "ja")).plainText
        #expect(!japanese.contains("button") && !japanese.contains("checkbox"), "\(japanese)")
        #expect(japanese.contains("Sign In、"), "the language's list separator: \(japanese)")
    }
}
