import Foundation
public import HaapiScreenKit

/// The line-by-line terminal backend: prints each screen once, then asks its
/// questions one line at a time (see ``LinePrompter``). It needs no cursor
/// control, so it serves `--plain`, output that is not a terminal, and scripted
/// logins whose answers come from a file or a pipe.
///
/// Answers that name a ``TerminalCommand`` run the command instead (the demo's
/// `approve`). After a button, link or command acted, answers wait for the next
/// screen. Screens that wait by themselves (a progress bar or a running loading
/// indicator: polling) never need an answer.
///
/// Answers are used one at a time by the terminal's event loop, never inside
/// ``display(_:after:)``: a screen is printed when it is displayed, and its questions are
/// answered once the code that showed it has finished (a presentation that shows a question
/// and then waits for its buttons gets the tap). An answer acts on the screen current when
/// its turn comes; a command's text found after its screen was replaced is dropped.
///
/// ```swift
/// let terminal = LineTerminal(output: FileDescriptorOutputStream(), echoesAnswers: true)
/// terminal.show(root)
/// let result = await terminal.run(lines: TerminalInput.lines())
/// ```
@MainActor
public final class LineTerminal: ScreenRenderer {
    /// What the terminal posts to its own event loop.
    private enum Message: Sendable {
        /// A screen was shown (or the run started): its questions may be answered now.
        case screenShown
        /// A command found the text for the text question of screen number `screen`.
        case commandAnswered(String, screen: Int)
    }

    /// Where screens and prompts are written.
    public let output: any TerminalOutputStream
    /// How styled lines become text (``ANSIEncoder/plain`` for no escape codes).
    public var encoder: ANSIEncoder
    /// The texts of the renderer's own words, in the flow's language.
    public var themeRegistry: ThemeRegistry {
        didSet { themeRegistry = themeRegistry.withTerminalWords }
    }
    /// The columns text is wrapped to.
    public var width: Int
    /// Answers that run the app's actions.
    public var commands: [TerminalCommand]
    /// Whether answers are written after their prompts (when the input is not a
    /// terminal that shows them already); secret answers are written as `•`.
    public var echoesAnswers: Bool
    /// Called with `true` before a secret answer is read and `false` after, to turn
    /// the terminal's echo off and on.
    public var secretInput: (@MainActor (Bool) -> Void)?

    /// The questions of the current screen.
    public private(set) var prompter: LinePrompter?
    /// The answers received and not used yet, oldest first.
    private(set) var queuedAnswers: [String] = []
    private var root: View?
    private var waitsForScreen = false
    private var inputEnded = false
    private var echoIsOff = false
    private var hasShownScreen = false
    /// How many times a screen was printed: the number of the current screen. An
    /// answer that printed one (its action changed the display at once) ends the
    /// answers of its turn; the next ones go to the new screen on the loop's next turn.
    private var shownCount = 0
    private let loop = TerminalEventLoop<String, Message>()
    private let qrCache = QRCache()

    /// Creates the backend.
    public init(
        output: any TerminalOutputStream,
        encoder: ANSIEncoder = .plain,
        themeRegistry: ThemeRegistry = .standard,
        width: Int = 80,
        commands: [TerminalCommand] = [],
        echoesAnswers: Bool = true
    ) {
        self.output = output
        self.encoder = encoder
        self.themeRegistry = themeRegistry.withTerminalWords
        self.width = width
        self.commands = commands
        self.echoesAnswers = echoesAnswers
    }

    /// Prints `root` and asks its first question; the answers are used by the event
    /// loop of ``run(lines:signals:)`` once the caller is done, never inside this call.
    public func show(_ root: View) {
        self.root = root
        waitsForScreen = false
        let layout = FrameLayouter(options: Self.spokenOptions(width: width, themeRegistry: themeRegistry), qrCache: qrCache)
            .layout(root, focus: nil)
        if hasShownScreen { output.write("\n") }
        hasShownScreen = true
        shownCount += 1
        output.write(layout.encodedFrame(encoder, width: 0))
        prompter = LinePrompter(layout: layout, themeRegistry: themeRegistry)
        askCurrent()
        loop.post(.screenShown)
    }

    /// Prints the screen again when it is new or has new content to answer (a
    /// problem next to a field, a banner); progress (a countdown) is not printed.
    public func display(_ root: View, after change: DisplayChange) {
        if change != .progress { show(root) }
    }

    /// Takes `line` as the next answer (or command) and answers what it can now.
    /// ``run(lines:signals:)`` calls it for each line read; call it yourself only
    /// outside ``display(_:after:)``.
    public func receive(_ line: String) {
        queuedAnswers.append(line)
        process()
    }

    /// Ends ``run(lines:signals:)`` with ``TerminalRunResult/finished``.
    public func finish() {
        setSecret(false)
        loop.finish()
    }

    /// Answers the screens' questions from `lines` until the flow finishes, the
    /// person cancels (a signal), or an answer is needed after the lines ended.
    public func run(lines: AsyncStream<String>, signals: AsyncStream<Int32>? = nil) async -> TerminalRunResult {
        defer { setSecret(false) }
        loop.post(.screenShown)
        return await loop.run(input: lines, signals: signals) { event in
            switch event {
            case .input(let line):
                receive(line)
            case .inputEnded:
                inputEnded = true
            case .signal(let number):
                guard number != Self.windowChangeSignal else { break }
                output.write("\n")
                return .cancelled(signal: number)
            case .message(.screenShown):
                process()
            case .message(.commandAnswered(let text, let screen)):
                // Found for a screen that was replaced meanwhile: the new screen's questions stand.
                guard screen == shownCount else { break }
                waitsForScreen = false
                queuedAnswers.insert(text, at: 0)
                process()
            case .tick, .finish:
                break
            }
            return needsInputThatWillNotCome ? .inputEnded : nil
        }
    }

    /// `SIGWINCH`, the same number on Linux and Darwin: line mode does not redraw.
    private static let windowChangeSignal: Int32 = 28

    /// How line mode lays screens out: each control with its role and state in words.
    static func spokenOptions(width: Int, themeRegistry: ThemeRegistry) -> LayoutOptions {
        var options = LayoutOptions(width: width, themeRegistry: themeRegistry)
        options.speaksRoles = true
        return options
    }

    // MARK: Answering

    private var needsInputThatWillNotCome: Bool {
        inputEnded && queuedAnswers.isEmpty && !waitsForScreen && prompter?.current != nil && !isWaitingScreen
    }

    /// Whether the screen moves on by itself (polling): a visible progress bar or running loading indicator.
    private var isWaitingScreen: Bool {
        guard let root else { return false }
        var waiting = false
        root.walk { view, _ in
            if view.isHidden { return .skipChildren }
            if view is ProgressBar || (view as? LoadingIndicator)?.isAnimating == true {
                waiting = true
                return .stop
            }
            return .visitChildren
        }
        return waiting
    }

    /// Uses the queued answers on the current screen until one acts (a button,
    /// link or command: the next screen comes by the loop), a screen is shown
    /// meanwhile, or a question needs an answer not received yet.
    private func process() {
        while !waitsForScreen, !queuedAnswers.isEmpty, var current = prompter {
            let screen = shownCount
            let line = queuedAnswers.removeFirst()
            if let command = command(named: line, isTextQuestion: { if case .text? = current.current { true } else { false } }()) {
                echo(line)
                waitsForScreen = true
                guard let answer = command.answer else {
                    command.action()
                    return
                }
                Task { @MainActor in
                    let text = await answer() ?? ""
                    self.loop.post(.commandAnswered(text, screen: screen))
                }
                return
            }
            guard current.current != nil else { queuedAnswers.insert(line, at: 0); return }
            echo(current.currentIsSecret ? String(repeating: "•", count: line.count) : line)
            setSecret(false)
            let outcome = current.answer(line)
            // The answer showed another screen (even in the same root, as a container
            // swapping screens at once does): its questions stand, and the next answers
            // go to it on the loop's next turn.
            guard shownCount == screen else { return }
            prompter = current
            switch outcome {
            case .next:
                refreshActions()
                askCurrent()
            case .retry(let hint):
                output.write("✗ \(hint)\n")
                askCurrent()
            case .acted(let waits):
                if waits {
                    waitsForScreen = true
                } else if let root {
                    show(root)
                }
                return
            }
        }
    }

    /// The command `line` names, among those offered on the screen: `!name` anywhere,
    /// or the bare name where no text is asked for.
    private func command(named line: String, isTextQuestion: Bool) -> TerminalCommand? {
        var name = line.trimmingCharacters(in: .whitespaces).lowercased()
        if name.hasPrefix("!") {
            name.removeFirst()
        } else if isTextQuestion {
            return nil
        }
        return commands.first { command in command.name.lowercased() == name && root.map(command.isOffered) ?? true }
    }

    /// Before the buttons are asked for: when the answers to the fields changed
    /// which buttons can be pressed, prints the buttons again with their numbers.
    private func refreshActions() {
        guard var prompter, case .action? = prompter.current, let root else { return }
        let layout = FrameLayouter(options: Self.spokenOptions(width: width, themeRegistry: themeRegistry), qrCache: qrCache)
            .layout(root, focus: nil)
        guard prompter.refreshActions(from: layout) else { return }
        self.prompter = prompter
        guard case .action(let actions)? = prompter.current else { return }
        let encoded = layout.encodedLines(encoder, width: 0)
        for line in Set(actions.map(\.line)).sorted() where encoded.indices.contains(line) { output.write(encoded[line] + "\n") }
    }

    private func askCurrent() {
        guard let prompter, let prompt = prompter.prompt else { return }
        output.write(prompt)
        setSecret(prompter.currentIsSecret)
    }

    private func echo(_ answer: String) {
        output.write(echoesAnswers ? answer + "\n" : (echoIsOff ? "\n" : ""))
    }

    private func setSecret(_ on: Bool) {
        guard on != echoIsOff else { return }
        echoIsOff = on
        secretInput?(on)
    }
}
