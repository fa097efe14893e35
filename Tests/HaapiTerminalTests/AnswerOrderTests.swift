import Foundation
import HaapiUI
import Testing
@testable import HaapiTerminal

/// Answers act on a screen only from the terminal's event loop, after the code that
/// showed the screen finished, and never on a screen that was replaced meanwhile.
@MainActor
@Suite("Terminal answer order")
struct AnswerOrderTests {
    final class Log {
        var events: [String] = []
    }

    /// Like `HaapiKitPresentation.ask()`: shows a question, then sets up what its
    /// buttons do (the handler does not exist while the screen is being displayed).
    @MainActor
    final class Question {
        var onChoice: ((String) -> Void)?

        func screen() -> View {
            let root = StackView()
            root.addArrangedSubview(MessageView(style: .heading, text: "Approve sign-in?"))
            root.addArrangedSubview(Button(type: .primary, title: "Approve", action: { [weak self] in self?.choose("approve") }))
            root.addArrangedSubview(Button(type: .secondary, title: "Deny", action: { [weak self] in self?.choose("deny") }))
            return root
        }

        private func choose(_ choice: String) {
            let handler = onChoice
            onChoice = nil
            handler?(choice)
        }
    }

    /// A screen that waits by itself (polling), with nothing to answer.
    func waitingScreen() -> View {
        let root = StackView()
        root.addArrangedSubview(ProgressBar(progress: 0.5))
        return root
    }

    /// A screen asking for one text field, then its primary button.
    func form(_ name: String, log: Log) -> (View, TextField) {
        let root = StackView()
        let field = TextField(name: name, label: name)
        root.addArrangedSubview(field)
        root.addArrangedSubview(Button(type: .primary, title: "Next", action: { log.events.append("\(name)=\(field.text)") }))
        return (root, field)
    }

    @Test("line mode: an answer queued before a screen is shown acts on it after display returned, not inside it")
    func answerWaitsForDisplayToReturn() async {
        let output = MemoryOutputStream()
        let terminal = LineTerminal(output: output)
        terminal.show(waitingScreen())
        let (lines, input) = AsyncStream<String>.makeStream()
        let run = Task { @MainActor in await terminal.run(lines: lines) }
        input.yield("1")
        #expect(await waitUntil { terminal.queuedAnswers == ["1"] }, "the answer was received and waits: the screen asks nothing")

        // The approval: the screen is displayed, and only then are its buttons connected.
        let question = Question()
        var choices: [String] = []
        terminal.display(question.screen(), after: .newScreen)
        #expect(terminal.queuedAnswers == ["1"], "display printed the screen and used no answer")
        question.onChoice = { choices.append($0) }

        #expect(await waitUntil { !choices.isEmpty }, "the answer reached the question's handler: \(output.text)")
        #expect(choices == ["approve"])
        terminal.finish()
        #expect(await ended(run) == .finished)
        #expect(output.text.contains("[1-2] (Enter alone: ") && output.text.hasSuffix("): 1\n"), "\(output.text)")
    }

    @Test("line mode: the answers after one whose action shows the next screen at once go to that screen")
    func answersAfterAnImmediateScreenChange() async {
        let log = Log()
        let terminal = LineTerminal(output: MemoryOutputStream())
        let (second, _) = form("second", log: log)
        let (first, _) = form("first", log: log)
        // The first screen's button shows the second screen inside its action.
        (first.subviews.last as? Button)?.action = { [weak terminal] in
            log.events.append("first")
            terminal?.display(second, after: .newScreen)
        }
        terminal.show(first)
        let lines = AsyncStream<String> { input in
            for line in ["a", "", "b", ""] { input.yield(line) }
        }
        let run = Task { @MainActor in await terminal.run(lines: lines) }
        #expect(await waitUntil { log.events.count == 2 }, "\(log.events)")
        #expect(log.events == ["first", "second=b"])
        terminal.finish()
        _ = await ended(run)
    }

    /// A command that finds its text when the test says so, and logs when it starts and ends.
    func slowCommand(_ log: Log) -> (TerminalCommand, AsyncStream<String>.Continuation) {
        let (found, foundInput) = AsyncStream<String>.makeStream()
        let command = TerminalCommand(key: "c", name: "code", help: "") { @MainActor in
            log.events.append("finding")
            var iterator = found.makeAsyncIterator()
            let text = await iterator.next()
            log.events.append("found")
            return text
        }
        return (command, foundInput)
    }

    @Test("line mode: a command's text found after its screen was replaced is not typed into the new screen")
    func lineCommandAnswerForAReplacedScreen() async {
        let log = Log()
        let (command, foundInput) = slowCommand(log)
        let terminal = LineTerminal(output: MemoryOutputStream(), commands: [command])
        let (codeScreen, codeField) = form("code", log: log)
        terminal.show(codeScreen)
        let (lines, input) = AsyncStream<String>.makeStream()
        let run = Task { @MainActor in await terminal.run(lines: lines) }
        input.yield("!code")
        #expect(await waitUntil { log.events == ["finding"] })

        // The flow moves on while the code is being found.
        let (nameScreen, nameField) = form("name", log: log)
        terminal.display(nameScreen, after: .newScreen)
        foundInput.yield("123456")
        #expect(await waitUntil { log.events == ["finding", "found"] })
        input.yield("Alice")
        input.yield("")
        #expect(await waitUntil { log.events.count == 3 }, "\(log.events)")
        #expect(log.events.last == "name=Alice", "the code was not typed into the new screen's field")
        #expect(nameField.text == "Alice")
        #expect(codeField.text.isEmpty)
        terminal.finish()
        _ = await ended(run)
    }

    @Test("interactive: a command's text found after its screen was replaced is not typed into the new screen")
    func interactiveCommandAnswerForAReplacedScreen() async {
        let log = Log()
        let (command, foundInput) = slowCommand(log)
        let terminal = InteractiveTerminal(output: MemoryOutputStream(), encoder: .plain, size: (60, 12), commands: [command])
        let (codeScreen, _) = form("code", log: log)
        terminal.show(codeScreen)
        let (keys, input) = AsyncStream<Key>.makeStream()
        let run = Task { @MainActor in await terminal.run(keys: keys, refreshInterval: .seconds(60)) }
        input.yield(.control("f"))
        #expect(await waitUntil { log.events == ["finding"] })

        let (nameScreen, nameField) = form("name", log: log)
        terminal.display(nameScreen, after: .newScreen)
        foundInput.yield("123456")
        #expect(await waitUntil { log.events == ["finding", "found"] })
        for character in "Al" { input.yield(.character(character)) }
        #expect(await waitUntil { nameField.text.hasSuffix("Al") }, "typed: '\(nameField.text)'")
        #expect(nameField.text == "Al", "the code was not typed into the new screen's field")
        terminal.finish()
        _ = await ended(run)
    }
}
