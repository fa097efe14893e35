import HaapiUI
import Testing
@testable import HaapiTerminal

@MainActor
@Suite("Keyboard model of a screen")
struct TerminalScreenTests {
    final class Log {
        var events: [String] = []
    }

    func loginScreen(_ log: Log) -> (View, TextField, TextField) {
        let root = StackView()
        let user = TextField(name: "username", label: "Username")
        let password = TextField(name: "password", label: "Password", isSecure: true)
        root.addArrangedSubview(user)
        root.addArrangedSubview(password)
        root.addArrangedSubview(Button(type: .primary, title: "Sign in", action: { log.events.append("submit") }))
        root.addArrangedSubview(LinkView(title: "Forgot?", action: { log.events.append("forgot") }))
        root.addArrangedSubview(Button(identifier: "cancelButton", type: .text, title: "Cancel", role: .cancel, action: { log.events.append("cancel") }))
        return (root, user, password)
    }

    @Test("typing fills the first field, Enter moves on and then submits")
    func typing() {
        let log = Log()
        let (root, user, password) = loginScreen(log)
        var screen = TerminalScreen(root: root)
        for character in "demo" { screen.handle(.character(character)) }
        screen.handle(.character("x"))
        screen.handle(.backspace)
        #expect(user.text == "demo")
        screen.handle(.enter)
        #expect(screen.focus == controlID(password))
        for character in "Pa55 word" { screen.handle(.character(character)) }
        #expect(password.text == "Pa55 word")
        #expect(!screen.layout().plainText.contains("Pa55"))
        screen.handle(.enter)
        #expect(log.events == ["submit"])
    }

    @Test("arrows and Tab move the focus; Enter acts on it")
    func arrows() {
        let log = Log()
        let (root, _, _) = loginScreen(log)
        var screen = TerminalScreen(root: root)
        screen.handle(.down)
        screen.handle(.tab)
        screen.handle(.down)
        screen.handle(.enter)
        #expect(log.events == ["forgot"])
        screen.handle(.up)
        screen.handle(.character(" "))
        #expect(log.events == ["forgot", "submit"])
        screen.handle(.backTab)
        screen.handle(.backTab)
        screen.handle(.backTab)
        screen.handle(.enter)
        #expect(log.events == ["forgot", "submit", "cancel"])
    }

    @Test("numbers pick controls outside text fields; Escape cancels; Ctrl-C ends")
    func numbers() {
        let log = Log()
        let (root, user, _) = loginScreen(log)
        var screen = TerminalScreen(root: root)
        screen.handle(.character("2"))
        #expect(user.text == "2", "digits are typed into a focused field")
        screen.handle(.tab)
        screen.handle(.tab)
        screen.handle(.character("2"))
        #expect(log.events == ["forgot"])
        screen.handle(.escape)
        #expect(log.events == ["forgot", "cancel"])
        #expect(screen.handle(.interrupt) == .cancel)
    }

    @Test("pickers are chosen by arrows or number; more than nine controls take two digits")
    func pickers() {
        let root = StackView()
        let options = (1...12).map { Picker.Option(title: "Option \($0)", value: "\($0)") }
        let picker = Picker(name: "p", title: "Pick", options: options)
        root.addArrangedSubview(picker)
        var screen = TerminalScreen(root: root)
        screen.handle(.down)
        screen.handle(.enter)
        #expect(picker.selectedIndex == 1)
        screen.handle(.character("1"))
        #expect(picker.selectedIndex == 1, "1 could start 10, 11 or 12")
        screen.handle(.character("2"))
        #expect(picker.selectedIndex == 11)
        screen.handle(.character("4"))
        #expect(picker.selectedIndex == 3)
        screen.handle(.character("1"))
        screen.handle(.enter)
        #expect(picker.selectedIndex == 0)
    }

    @Test("checkboxes and expandable views toggle")
    func toggles() {
        let root = StackView()
        let checkbox = Checkbox(name: "c", title: "Accept")
        let expandable = ExpandableView(title: "More", contentView: Label(text: "Details"))
        root.addArrangedSubview(checkbox)
        root.addArrangedSubview(expandable)
        var screen = TerminalScreen(root: root)
        screen.handle(.character(" "))
        #expect(checkbox.isChecked)
        #expect(!screen.layout().plainText.contains("Details"))
        screen.handle(.character("2"))
        #expect(expandable.isExpanded)
        #expect(screen.layout().plainText.contains("Details"))
    }

    @Test("without a field the focus starts on the primary button, not a link or Back")
    func initialFocusOnThePrimaryButton() {
        let log = Log()
        let root = StackView(identifier: "root")
        root.addArrangedSubview(LinkView(identifier: "moreLink", title: "Learn more") { log.events.append("more") })
        root.addArrangedSubview(Button(identifier: "backButton", type: .text, title: "Back", role: .secondary) { log.events.append("back") })
        let next = Button(identifier: "nextButton", type: .primary, title: "Next", role: .primary) { log.events.append("next") }
        root.addArrangedSubview(next)
        var screen = TerminalScreen(root: root)
        #expect(screen.focus == controlID(next))
        screen.handle(.enter)
        #expect(log.events == ["next"])
        next.isHidden = true
        _ = screen.layout()
        #expect(screen.focus == ControlID(rawValue: "backButton"), "a focus that went away moves to the next best control")
    }
}
