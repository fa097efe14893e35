public import HaapiScreenKit

/// The full-screen terminal backend: draws the current view tree on the
/// alternate screen, redraws changed lines in place (countdowns, progress bars,
/// typing), and sends keys to the screen's controls.
///
/// Terminal I/O stays outside: keys come in as a stream (``TerminalInput/keys(fileDescriptor:)``
/// after ``TerminalMode/enterRaw(fileDescriptor:)``), text goes to a ``TerminalOutputStream``.
///
/// ```swift
/// let raw = try TerminalMode.enterRaw(fileDescriptor: 0)
/// defer { raw.restore() }
/// let terminal = InteractiveTerminal(output: FileDescriptorOutputStream(), encoder: ANSIEncoder(colorDepth: .trueColor, usesTextStyles: true))
/// terminal.show(root)
/// let result = await terminal.run(keys: TerminalInput.keys(), signals: TerminalInput.signals())
/// ```
///
/// Keys act on the screen only from the terminal's event loop, one at a time, never
/// inside ``display(_:after:)``; a command's text found after its screen was replaced
/// is dropped rather than typed into the new screen.
@MainActor
public final class InteractiveTerminal: ScreenRenderer {
    /// What the terminal posts to its own event loop.
    private enum Message: Sendable {
        /// A command found the text to type into screen number `screen`.
        case commandAnswered(String, screen: Int)
    }

    /// Where the screen is written.
    public let output: any TerminalOutputStream
    /// How styled lines become terminal text.
    public var encoder: ANSIEncoder
    /// The texts of the renderer's own words, in the flow's language.
    public var themeRegistry: ThemeRegistry {
        didSet { themeRegistry = themeRegistry.withTerminalWords }
    }
    /// The terminal's size; the screen scrolls to keep the focused control visible
    /// when it is taller.
    public var size: (columns: Int, rows: Int)
    /// Keys for the app's own actions, listed in the footer.
    public var commands: [TerminalCommand]
    /// Reads the terminal size again after a resize (`SIGWINCH`).
    public var sizeProvider: (@MainActor () -> (columns: Int, rows: Int)?)?

    /// The model of the current screen, if one is shown.
    public private(set) var screen: TerminalScreen?
    /// The plain text of the rows last drawn, top first (for tests and logs).
    public private(set) var frame: [String] = []

    private var drawn: [String] = []
    private var tick = 0
    private var scrollOffset = 0
    /// Whether the person scrolled with Page Up / Page Down: the view then stays
    /// where they put it (a long agreement read from the top) until another key.
    private var isScrolledByPerson = false
    /// How many screens were shown: a key whose action showed one (even in the
    /// same root, as a container swapping screens does) keeps that screen's state.
    private var shownCount = 0
    private var isActive = false
    private let loop = TerminalEventLoop<Key, Message>()
    private let qrCache = QRCache()

    /// Creates the backend.
    public init(
        output: any TerminalOutputStream,
        encoder: ANSIEncoder,
        themeRegistry: ThemeRegistry = .standard,
        size: (columns: Int, rows: Int) = (80, 24),
        commands: [TerminalCommand] = []
    ) {
        self.output = output
        self.encoder = encoder
        self.themeRegistry = themeRegistry.withTerminalWords
        self.size = size
        self.commands = commands
    }

    /// Shows a new screen (`HaapiScreenKit/DisplayChange/newScreen`) or redraws the current one.
    public func display(_ root: View, after change: DisplayChange) {
        if change == .newScreen || screen?.root !== root {
            show(root)
        } else {
            setNeedsDisplay()
        }
    }

    /// Shows `root` as the current screen, replacing the previous one.
    public func show(_ root: View) {
        screen = TerminalScreen(root: root, layouter: layouter())
        shownCount += 1
        scrollOffset = 0
        isScrolledByPerson = false
        drawn = []
        if isActive { output.write("\u{1B}[2J") }
        setNeedsDisplay()
    }

    /// Draws the current screen again after its views changed.
    public func setNeedsDisplay() {
        draw()
    }

    /// Applies one key to the current screen (or runs a command), then redraws.
    @discardableResult
    public func handle(_ key: Key) -> TerminalScreen.Outcome {
        guard var current = screen else { return key == .interrupt || key == .endOfInput ? .cancel : .ignored }
        if key == .pageUp || key == .pageDown { return scrollPage(down: key == .pageDown) }
        isScrolledByPerson = false
        let shownBefore = shownCount
        var outcome = current.handle(key)
        // The key's action may have shown another screen; keep that one.
        if shownCount == shownBefore { screen = current }
        if outcome == .ignored || key == .control("f"), let command = command(for: key) {
            run(command)
            outcome = .changed
        }
        if outcome == .changed { draw() }
        return outcome
    }

    /// The command a key runs: a command's own key (outside text fields, where
    /// letters are typed), or Ctrl-F for the first command that fills in a text
    /// field (it types its answer into the focused field).
    private func command(for key: Key) -> TerminalCommand? {
        switch key {
        case .character(let character): offeredCommands.first { $0.key == character }
        case .control("f"): offeredCommands.first { $0.answer != nil }
        default: nil
        }
    }

    /// The commands that do something on the current screen.
    private var offeredCommands: [TerminalCommand] {
        guard let root = screen?.root else { return [] }
        return commands.filter { $0.isOffered(root) }
    }

    private func run(_ command: TerminalCommand) {
        guard let answer = command.answer else {
            command.action()
            return
        }
        let screen = shownCount
        Task { @MainActor in
            guard let text = await answer() else { return }
            self.loop.post(.commandAnswered(text, screen: screen))
        }
    }

    /// Ends ``run(keys:signals:refreshInterval:)`` with ``TerminalRunResult/finished``.
    public func finish() {
        loop.finish()
    }

    /// Takes over the terminal until the flow finishes or the person cancels:
    /// switches to the alternate screen, applies keys, redraws every
    /// `refreshInterval` (animations, countdowns), and leaves the terminal as it
    /// was on every way out.
    public func run(
        keys: AsyncStream<Key>,
        signals: AsyncStream<Int32>? = nil,
        refreshInterval: Duration = .milliseconds(250)
    ) async -> TerminalRunResult {
        defer { leave() }
        enter()
        return await loop.run(input: keys, signals: signals, tickInterval: refreshInterval) { event in
            switch event {
            case .input(let key):
                if handle(key) == .cancel { return .cancelled(signal: nil) }
            case .tick:
                tick += 1
                draw()
            case .signal(let number) where number == Self.windowChangeSignal:
                if let newSize = sizeProvider?() { size = newSize }
                drawn = []
                output.write("\u{1B}[2J")
                draw()
            case .signal(let number):
                return .cancelled(signal: number)
            case .inputEnded:
                return .inputEnded
            case .message(.commandAnswered(let text, let screen)):
                // Found for a screen that was replaced meanwhile: not typed into the new one.
                guard screen == shownCount else { break }
                for character in text { _ = handle(.character(character)) }
            case .finish:
                break
            }
            return nil
        }
    }

    // MARK: Drawing

    private func layouter() -> FrameLayouter {
        let options = LayoutOptions(width: size.columns, isInteractive: true, themeRegistry: themeRegistry, tick: tick)
        return FrameLayouter(options: options, qrCache: qrCache)
    }

    private func enter() {
        isActive = true
        drawn = []
        output.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
        draw()
    }

    private func leave() {
        guard isActive else { return }
        isActive = false
        output.write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    }

    /// Lays the screen out and rewrites the rows that changed since the last draw.
    private func draw() {
        guard var current = screen else { return }
        current.layouter = layouter()
        let layout = current.layout()
        screen = current
        let bodyRows = max(size.rows - 1, 1)
        scroll(toShow: layout, rows: bodyRows)
        var rows = Array(layout.lines.dropFirst(scrollOffset).prefix(bodyRows))
        rows += Array(repeating: StyledLine(), count: bodyRows - rows.count)
        rows.append(footer(hiddenBelow: layout.lines.count - scrollOffset - bodyRows, keys: current.keys(in: layout)))
        frame = rows.map(\.text)
        guard isActive else { return }
        var text = ""
        for (index, line) in rows.enumerated() {
            let encoded = encoder.encode(line, screenBackground: layout.background, width: size.columns)
            if index < drawn.count, drawn[index] == encoded { continue }
            text += "\u{1B}[\(index + 1);1H\u{1B}[0m\u{1B}[2K" + encoded
        }
        drawn = rows.map { encoder.encode($0, screenBackground: layout.background, width: size.columns) }
        if !text.isEmpty { output.write(text) }
    }

    /// Scrolls a page (the body's height less one line) up or down.
    private func scrollPage(down: Bool) -> TerminalScreen.Outcome {
        let page = max(size.rows - 2, 1)
        scrollOffset = max(scrollOffset + (down ? page : -page), 0)
        isScrolledByPerson = true
        draw()
        return .changed
    }

    /// Moves the scroll offset so the focused control's line is on screen, unless
    /// the person scrolled by pages.
    private func scroll(toShow layout: FrameLayout, rows: Int) {
        let maxOffset = max(layout.lines.count - rows, 0)
        scrollOffset = min(scrollOffset, maxOffset)
        guard !isScrolledByPerson else { return }
        guard let focus = screen?.focus, let line = layout.controls.first(where: { $0.id == focus })?.line else { return }
        if line < scrollOffset { scrollOffset = line }
        if line >= scrollOffset + rows { scrollOffset = min(line - rows + 1, maxOffset) }
    }

    /// The bottom line: how many lines are out of sight below, the app's commands offered here,
    /// then what the keys do on this screen now, in the registry's language, cut to the width.
    private func footer(hiddenBelow: Int, keys: WorkingKeys) -> StyledLine {
        let words = TerminalWords(registry: themeRegistry)
        var parts: [String] = []
        if hiddenBelow > 0 { parts.append(words.moreLinesBelow(hiddenBelow)) }
        parts += offeredCommands.map { "\($0.key): \(TerminalText.sanitizeLine($0.help))" }
        if hiddenBelow > 0 || scrollOffset > 0 { parts.append(words.scrollHint) }
        parts += words.footerHints(for: keys)
        let text = DisplayWidth.prefix(parts.joined(separator: " · "), columns: size.columns)
        return StyledLine([StyledSpan(text, TextAttributes(isDim: true))])
    }

    /// `SIGWINCH`, the same number on Linux and Darwin.
    private static let windowChangeSignal: Int32 = 28
}
