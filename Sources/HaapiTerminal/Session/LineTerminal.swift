import HaapiUI

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
/// ```swift
/// let terminal = LineTerminal(output: FileDescriptorOutputStream(), echoesAnswers: true)
/// terminal.show(root)
/// let result = await terminal.run(lines: TerminalInput.lines())
/// ```
@MainActor
public final class LineTerminal: ScreenRenderer {
    private enum Event: Sendable {
        case line(String)
        case inputEnded
        case signal(Int32)
        case finish
        case check
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
    private var root: View?
    private var queue: [String] = []
    private var waitsForScreen = false
    private var inputEnded = false
    private var echoIsOff = false
    private var hasShownScreen = false
    /// How many times a screen was printed: an answer that printed one (its action
    /// changed the display at once, in the same root) leaves that screen's questions standing.
    private var shownCount = 0
    private var events: AsyncStream<Event>.Continuation?
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

    /// Prints `root` and asks its questions.
    public func show(_ root: View) {
        self.root = root
        waitsForScreen = false
        let layout = ScreenLayouter(options: LayoutOptions(width: width, themeRegistry: themeRegistry), qrCache: qrCache)
            .layout(root, focus: nil)
        if hasShownScreen { output.write("\n") }
        hasShownScreen = true
        shownCount += 1
        for line in layout.encodedLines(encoder, width: 0) { output.write(line + "\n") }
        prompter = LinePrompter(layout: layout, themeRegistry: themeRegistry)
        askCurrent()
        process()
        if needsInputThatWillNotCome { events?.yield(.check) }
    }

    /// Prints the screen again when it is new or has new content to answer (a
    /// problem next to a field, a banner); progress (a countdown) is not printed.
    public func display(_ root: View, after change: DisplayChange) {
        if change != .progress { show(root) }
    }

    /// Takes `line` as the next answer (or command).
    public func receive(_ line: String) {
        queue.append(line)
        process()
    }

    /// Ends ``run(lines:signals:)`` with ``TerminalRunResult/finished``.
    public func finish() {
        setSecret(false)
        events?.yield(.finish)
    }

    /// Answers the screens' questions from `lines` until the flow finishes, the
    /// person cancels (a signal), or an answer is needed after the lines ended.
    public func run(lines: AsyncStream<String>, signals: AsyncStream<Int32>? = nil) async -> TerminalRunResult {
        let (stream, continuation) = AsyncStream<Event>.makeStream()
        events = continuation
        let lineTask = Task { @MainActor in
            for await line in lines { continuation.yield(.line(line)) }
            continuation.yield(.inputEnded)
        }
        let signalTask = Task { @MainActor in
            guard let signals else { return }
            for await number in signals where number != 28 { continuation.yield(.signal(number)) }
        }
        defer {
            lineTask.cancel()
            signalTask.cancel()
            events = nil
            continuation.finish()
            setSecret(false)
        }
        if needsInputThatWillNotCome { return .inputEnded }
        for await event in stream {
            switch event {
            case .line(let line):
                receive(line)
            case .inputEnded:
                inputEnded = true
            case .signal(let number):
                output.write("\n")
                return .cancelled(signal: number)
            case .finish:
                return .finished
            case .check:
                break
            }
            if needsInputThatWillNotCome { return .inputEnded }
        }
        return .finished
    }

    // MARK: Answering

    private var needsInputThatWillNotCome: Bool {
        inputEnded && queue.isEmpty && !waitsForScreen && prompter?.current != nil && !isWaitingScreen
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

    private func process() {
        while !waitsForScreen, !queue.isEmpty, var current = prompter {
            let line = queue.removeFirst()
            if let command = command(named: line, isTextQuestion: { if case .text? = current.current { true } else { false } }()) {
                echo(line)
                guard let answer = command.answer else {
                    waitsForScreen = true
                    command.action()
                    return
                }
                waitsForScreen = true
                Task { @MainActor in
                    let text = await answer() ?? ""
                    self.waitsForScreen = false
                    self.queue.insert(text, at: 0)
                    self.process()
                }
                return
            }
            guard current.current != nil else { queue.insert(line, at: 0); return }
            echo(current.currentIsSecret ? String(repeating: "•", count: line.count) : line)
            setSecret(false)
            let shownBefore = shownCount
            let outcome = current.answer(line)
            // The answer may have shown another screen already (even in the same
            // root, as a container swapping screens at once does); its questions stand.
            guard shownCount == shownBefore else { continue }
            prompter = current
            switch outcome {
            case .next:
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

    /// The command `line` names: `!name` anywhere, or the bare name where no text is asked for.
    private func command(named line: String, isTextQuestion: Bool) -> TerminalCommand? {
        var name = line.trimmingCharacters(in: .whitespaces).lowercased()
        if name.hasPrefix("!") {
            name.removeFirst()
        } else if isTextQuestion {
            return nil
        }
        return commands.first { $0.name.lowercased() == name }
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
