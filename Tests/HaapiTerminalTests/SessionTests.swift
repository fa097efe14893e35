import HaapiUI
import Testing
@testable import HaapiTerminal

@MainActor
@Suite("Terminal sessions")
struct SessionTests {
    final class Log {
        var events: [String] = []
    }

    func form(_ log: Log) -> View {
        let root = StackView()
        root.addArrangedSubview(MessageView(style: .heading, text: "Sign in"))
        let user = TextField(name: "username", label: "Username")
        let password = TextField(name: "password", label: "Password", isSecure: true)
        root.addArrangedSubview(user)
        root.addArrangedSubview(password)
        root.addArrangedSubview(Button(type: .primary, title: "Sign in", action: {
            log.events.append("submit \(user.text) \(password.text)")
        }))
        root.addArrangedSubview(Button(identifier: "cancelButton", type: .text, title: "Cancel", action: { log.events.append("cancel") }))
        return root
    }

    @Test("interactive: draws on the alternate screen, types without echoing the password, restores on Ctrl-C")
    func interactive() async {
        let log = Log()
        let output = MemoryOutputStream()
        let terminal = InteractiveTerminal(output: output, encoder: ANSIEncoder(colorDepth: .ansi256, usesTextStyles: true), size: (60, 12))
        terminal.show(form(log))
        let keys: [Key] = Array("demo".map(Key.character)) + [.enter] + "hunter2".map(Key.character) + [.enter, .interrupt]
        let stream = AsyncStream<Key> { continuation in
            for key in keys { continuation.yield(key) }
        }
        let result = await terminal.run(keys: stream, refreshInterval: .seconds(10))
        #expect(result == .cancelled(signal: nil))
        #expect(log.events == ["submit demo hunter2"])
        #expect(output.text.hasPrefix("\u{1B}[?1049h"))
        #expect(output.text.hasSuffix("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
        #expect(!output.text.contains("hunter2"))
        #expect(terminal.frame.contains("  Password: •••••••"))
        #expect(terminal.frame.last?.contains("Ctrl-C") == true)
    }

    @Test("interactive: a countdown label and progress bar change in place, one row each")
    func inPlace() {
        let output = MemoryOutputStream()
        let terminal = InteractiveTerminal(output: output, encoder: .plain, size: (40, 10))
        let root = StackView()
        let bar = ProgressBar(identifier: "progressBar", progress: 1)
        let count = Label(identifier: "countLabel", text: ThemeRegistry.standard.remainingTimeText(seconds: 61))
        root.addArrangedSubview(bar)
        root.addArrangedSubview(count)
        terminal.show(root)
        #expect(terminal.frame[2] == "  1 minute and 1 second remaining")
        bar.progress = 0.5
        count.text = ThemeRegistry.standard.remainingTimeText(seconds: 1)
        terminal.setNeedsDisplay()
        #expect(terminal.frame[0] == "  ███████████████████░░░░░░░░░░░░░░░░░░░")
        #expect(terminal.frame[2] == "  1 second remaining")
    }

    @Test("interactive: app commands run from their key; the footer lists them")
    func commands() {
        let log = Log()
        let terminal = InteractiveTerminal(output: MemoryOutputStream(), encoder: .plain, size: (80, 10), commands: [
            TerminalCommand(key: "a", name: "approve", help: "approve BankID") { log.events.append("approve") },
        ])
        let root = StackView()
        root.addArrangedSubview(Button(title: "Cancel"))
        terminal.show(root)
        terminal.handle(.character("a"))
        #expect(log.events == ["approve"])
        #expect(terminal.frame.last?.contains("a: approve BankID") == true)
    }

    @Test("interactive and line mode: a command offered on some screens is listed and run only there")
    func commandsOfferedPerScreen() {
        let log = Log()
        let approve = TerminalCommand(key: "a", name: "approve", help: "approve BankID",
                                      isOffered: { $0.view(withIdentifier: "bankIdImageView") != nil }) { log.events.append("approve") }
        let terminal = InteractiveTerminal(output: MemoryOutputStream(), encoder: .plain, size: (80, 10), commands: [approve])
        let agreement = StackView()
        agreement.addArrangedSubview(Button(identifier: "confirmButton", type: .primary, title: "Agree"))
        terminal.show(agreement)
        #expect(terminal.frame.last?.contains("a: approve") == false, "\(terminal.frame.last ?? "")")
        #expect(terminal.handle(.character("a")) == .ignored)
        let bankID = StackView()
        bankID.addArrangedSubview(ImageView(identifier: "bankIdImageView"))
        bankID.addArrangedSubview(Button(identifier: "cancelButton", type: .text, title: "Cancel", role: .cancel))
        terminal.show(bankID)
        #expect(terminal.frame.last?.contains("a: approve BankID") == true)
        terminal.handle(.character("a"))
        #expect(log.events == ["approve"])

        let lines = LineTerminal(output: MemoryOutputStream(), commands: [approve])
        lines.show(agreement)
        lines.receive("approve")
        #expect(log.events == ["approve"], "not offered on the agreement")
        lines.show(bankID)
        lines.receive("approve")
        #expect(log.events == ["approve", "approve"])
    }

    @Test("line mode: answers fill fields and submit; secrets are masked")
    func lineMode() async {
        let log = Log()
        let output = MemoryOutputStream()
        let terminal = LineTerminal(output: output)
        var secretStates: [Bool] = []
        terminal.secretInput = { secretStates.append($0) }
        terminal.show(form(log))
        let lines = AsyncStream<String> { continuation in
            for line in ["demo", "hunter2", ""] { continuation.yield(line) }
            continuation.finish()
        }
        let runner = Task { @MainActor in await terminal.run(lines: lines) }
        while log.events.isEmpty { await Task.yield() }
        terminal.finish()
        #expect(await runner.value == .finished)
        #expect(log.events == ["submit demo hunter2"])
        #expect(secretStates == [true, false])
        #expect(output.text == """
              Sign in

              Username, text field, required: 

              Password, password field, required: 

              [1] Sign in, button

              [2] Cancel, button
            Username: demo
            Password: •••••••
            [1-2] (Enter alone: Sign in): 

            """)
    }

    @Test("line mode: choices by number or title, commands, and waiting screens")
    func lineChoices() async {
        let log = Log()
        let terminal = LineTerminal(output: MemoryOutputStream(), commands: [
            TerminalCommand(key: "a", name: "approve", help: "") { log.events.append("approve") },
        ])
        let selector = StackView()
        for name in ["Username/Password", "BankID", "E-mail"] {
            selector.addArrangedSubview(Button(type: .secondary, title: name, action: { log.events.append(name) }))
        }
        terminal.show(selector)
        terminal.receive("nope")
        terminal.receive("bank")
        #expect(log.events == ["BankID"])
        let polling = StackView()
        polling.addArrangedSubview(ProgressBar(progress: 0.5))
        polling.addArrangedSubview(Button(identifier: "cancelButton", type: .text, title: "Cancel", action: { log.events.append("cancel") }))
        terminal.show(polling)
        terminal.receive("approve")
        terminal.receive("3")
        #expect(log.events == ["BankID", "approve"], "after a command, answers wait for the next screen")
        terminal.show(selector)
        #expect(log.events == ["BankID", "approve"], "showing a screen uses no answer: the event loop does, afterwards")
        let run = Task { @MainActor in await terminal.run(lines: AsyncStream { $0.finish() }) }
        #expect(await waitUntil { log.events.count == 3 })
        #expect(log.events == ["BankID", "approve", "E-mail"])
        terminal.finish()
        _ = await ended(run)
    }

    @Test("line mode: a screen an answer shows at once in the same root is asked, not waited for")
    func lineModeSameRootScreenChange() {
        let log = Log()
        let terminal = LineTerminal(output: MemoryOutputStream())
        let root = StackView()
        func page(_ name: String, next: String?) {
            for view in root.subviews { view.removeFromSuperview() }
            root.addArrangedSubview(Button(type: .primary, title: "Agree \(name)", action: {
                log.events.append(name)
                // Like a container swapping screens: the same root, changed and shown at once.
                if let next { page(next, next: nil) }
                terminal.display(root, after: .newScreen)
            }))
        }
        page("first", next: "second")
        terminal.show(root)
        terminal.receive("")
        terminal.receive("")
        #expect(log.events == ["first", "second"], "the second page's question was asked and answered")
    }

    @Test("full screen: Page Up and Page Down scroll a long text whose button has the focus; another key follows the focus again")
    func pageKeysScrollALongText() {
        let terminal = InteractiveTerminal(output: MemoryOutputStream(), encoder: .plain, size: (40, 8))
        let root = StackView()
        root.addArrangedSubview(Label(identifier: "eulaTextView", text: (1...20).map { "Clause \($0)." }.joined(separator: "\n")))
        root.addArrangedSubview(Button(type: .primary, title: "Agree"))
        terminal.show(root)
        #expect(terminal.frame.contains { $0.contains("Agree") }, "the focused button is in sight: \(terminal.frame)")
        #expect(!terminal.frame.contains { $0.contains("Clause 1.") })
        terminal.handle(.pageUp)
        terminal.handle(.pageUp)
        terminal.handle(.pageUp)
        #expect(terminal.frame.contains { $0.contains("Clause 1.") }, "the top of the text: \(terminal.frame)")
        terminal.handle(.pageDown)
        #expect(!terminal.frame.contains { $0.contains("Clause 1.") })
        terminal.handle(.tab)
        #expect(terminal.frame.contains { $0.contains("Agree") }, "another key brings the focus back in sight")
    }
}
