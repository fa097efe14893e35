public import Foundation
public import HaapiScreenKit

/// Runs a session of screens in the terminal — a login made by
/// HaapiUI's `HaapiUIKitApplication.makeFlowSession(parameters:client:clientOperations:)`, or any
/// other `HaapiScreenKit/ScreenSession` — drawn by ``InteractiveTerminal`` (full
/// screen, keys) or ``LineTerminal`` (printed screens, answers a line each), with
/// Ctrl-C and termination signals ending it as cancelled and the terminal
/// restored on every way out.
///
/// It is a thin front on HaapiUI's renderer contract: the session connects the
/// display changes and does the cancel with its grace period; this type only
/// picks the backend and wires the terminal's input to it.
///
/// ```swift
/// let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: configuration)
///     .addModule(.terminal)
///     .build()
/// let outcome = await TerminalFlowRunner().run(application.makeFlowSession())
/// if case .tokens(let tokens) = outcome.result { use(tokens) }
/// ```
@MainActor
public struct TerminalFlowRunner {
    /// How screens are shown and answered.
    public enum Mode: Sendable {
        /// Full screen when standard input and output are terminals, otherwise line mode.
        case automatic
        /// Full screen on the alternate screen, answered with keys.
        case fullScreen
        /// Printed screens answered from standard input a line at a time (passwords
        /// are read with echo off when standard input is a terminal).
        case lines
        /// Printed screens answered from `answers`, a line each; the run ends
        /// with ``TerminalRunOutcome/answersRanOut`` when they end first.
        case answers([String])
    }

    /// How styled text becomes terminal text; ``ANSIEncoder/plain`` writes no escape codes.
    public var encoder: ANSIEncoder
    /// Views put above every screen (a hint, a banner of the app's).
    public var headerViews: [View] = []
    /// The app's own keys and answer words.
    public var commands: [TerminalCommand] = []
    /// Where screens are written: standard output unless changed (tests capture
    /// them in a ``MemoryOutputStream``). Keys and lines are read from standard input.
    public var output: any TerminalOutputStream = FileDescriptorOutputStream(fileDescriptor: 1)
    /// At most this long is waited for the session to confirm a cancel, so a lost
    /// terminal never leaves the process behind.
    public var cancelGracePeriod: Duration = .seconds(3)

    /// Creates a runner; `encoder` defaults to what standard output supports.
    public init(encoder: ANSIEncoder? = nil) {
        self.encoder = encoder ?? Self.detectedEncoder()
    }

    /// The colours standard output supports (none when it is not a terminal).
    nonisolated public static func detectedEncoder(environment: [String: String] = ProcessInfo.processInfo.environment) -> ANSIEncoder {
        guard TerminalDevice.isTerminal(1) else { return .plain }
        return ANSIEncoder(colorDepth: ColorDepth.detect(environment: environment, outputIsTerminal: true), usesTextStyles: true)
    }

    /// Runs `session` until it ends or the person cancels.
    ///
    /// The container's close button is hidden: in the terminal, Ctrl-C (and Esc on
    /// screens with a cancel button) ends the session, and the numbers of a
    /// screen's own choices start at 1. Texts come from the container's theme
    /// registry, with the terminal's words (``HaapiScreenKit/ScreenKitModule/terminal``).
    public func run<Outcome>(_ session: ScreenSession<Outcome>, mode: Mode = .automatic) async -> TerminalRunOutcome<Outcome> {
        switch mode {
        case .automatic:
            let fullScreen = TerminalDevice.isTerminal(0) && TerminalDevice.isTerminal(1)
            return await run(session, mode: fullScreen ? .fullScreen : .lines)
        case .fullScreen:
            return await runFullScreen(session)
        case .lines:
            return await runLines(session, answers: nil)
        case .answers(let answers):
            return await runLines(session, answers: answers)
        }
    }

    /// What the renderer draws: the container's view, under ``headerViews``.
    private func root<Outcome>(of session: ScreenSession<Outcome>) -> View {
        let container = session.screenContainer
        container.loadViewIfNeeded()
        container.closeButton.isHidden = true
        guard !headerViews.isEmpty else { return container.view }
        let stack = StackView(identifier: "terminalScreen")
        stack.style = container.view.style
        for view in headerViews { stack.addArrangedSubview(view) }
        stack.addArrangedSubview(container.view)
        return stack
    }

    private func runFullScreen<Outcome>(_ session: ScreenSession<Outcome>) async -> TerminalRunOutcome<Outcome> {
        let environment = ProcessInfo.processInfo.environment
        let size = TerminalDevice.size(of: 1, environment: environment) ?? (80, 24)
        let terminal = InteractiveTerminal(
            output: output, encoder: encoder, themeRegistry: session.screenContainer.themeRegistry, size: size, commands: commands)
        terminal.sizeProvider = { TerminalDevice.size(of: 1, environment: environment) }
        let mode: TerminalMode
        do {
            mode = try TerminalMode.enterRaw(fileDescriptor: 0)
        } catch {
            return TerminalRunOutcome(result: nil, failure: "the terminal cannot be used: \(error)")
        }
        let removeCleanup = Self.restoreWhenEndedBySignal(mode, leavingAlternateScreen: true)
        let root = self.root(of: session)
        let flow = Task { @MainActor in
            let result = await session.run(renderer: terminal, root: root)
            terminal.finish()
            return result
        }
        let ended = await terminal.run(keys: TerminalInput.keys(fileDescriptor: 0), signals: TerminalInput.signals())
        // The terminal is given back before a cancel is awaited: a signal meanwhile ends
        // the process as it would any program, and must find the terminal as it was.
        removeCleanup()
        mode.restore()
        return await outcome(of: flow, session: session, ended: ended)
    }

    private func runLines<Outcome>(_ session: ScreenSession<Outcome>, answers: [String]?) async -> TerminalRunOutcome<Outcome> {
        let terminal = LineTerminal(
            output: output, encoder: encoder, themeRegistry: session.screenContainer.themeRegistry,
            width: TerminalDevice.size(of: 1)?.columns ?? 80, commands: commands)
        let lines: AsyncStream<String>
        if let answers {
            lines = AsyncStream { continuation in
                for line in answers { continuation.yield(line) }
                continuation.finish()
            }
            terminal.echoesAnswers = true
        } else {
            lines = TerminalInput.lines(fileDescriptor: 0)
            let inputIsTerminal = TerminalDevice.isTerminal(0)
            terminal.echoesAnswers = !inputIsTerminal
            if inputIsTerminal {
                var echoMode: TerminalMode?
                var removeCleanup: (@Sendable () -> Void)?
                terminal.secretInput = { hidden in
                    if hidden {
                        echoMode = try? TerminalMode.disableEcho(fileDescriptor: 0)
                        removeCleanup = echoMode.map { Self.restoreWhenEndedBySignal($0, leavingAlternateScreen: false) }
                    } else {
                        removeCleanup?()
                        echoMode?.restore()
                        echoMode = nil
                        removeCleanup = nil
                    }
                }
            }
        }
        let root = self.root(of: session)
        let flow = Task { @MainActor in
            let result = await session.run(renderer: terminal, root: root)
            terminal.finish()
            return result
        }
        let ended = await terminal.run(lines: lines, signals: TerminalInput.signals())
        return await outcome(of: flow, session: session, ended: ended)
    }

    /// Has `mode` put back (and the alternate screen left) should a second signal end
    /// the process before the run could (see ``TerminalInput/signals()``); returns what
    /// undoes that.
    private static func restoreWhenEndedBySignal(_ mode: TerminalMode, leavingAlternateScreen: Bool) -> @Sendable () -> Void {
        #if canImport(Glibc) || canImport(Darwin)
        return SignalRelay.shared.addCleanup {
            mode.restore()
            if leavingAlternateScreen, TerminalDevice.isTerminal(1) {
                FileHandle.standardOutput.write(Data("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8))
            }
        }
        #else
        return {}
        #endif
    }

    /// The session's outcome once the terminal `ended`; after a cancel, the
    /// session waits at most ``cancelGracePeriod`` for its sequence to confirm.
    private func outcome<Outcome>(
        of flow: Task<Outcome, Never>, session: ScreenSession<Outcome>, ended: TerminalRunResult
    ) async -> TerminalRunOutcome<Outcome> {
        if ended != .finished { await session.cancel(gracePeriod: cancelGracePeriod) }
        return TerminalRunOutcome(result: await flow.value, answersRanOut: ended == .inputEnded)
    }
}

/// How a session in the terminal ended.
public struct TerminalRunOutcome<Outcome: Sendable>: Sendable {
    /// The session's outcome (for a login: tokens, an OAuth error, a failure, or
    /// cancelled); `nil` when the terminal could not be used at all (see ``failure``).
    public var result: Outcome?
    /// Whether the answers (or standard input) ended while a screen still asked
    /// something; the result is then the session's cancelled outcome, but nobody cancelled.
    public var answersRanOut: Bool
    /// Why the terminal could not be used (raw mode refused), when it could not.
    public var failure: String?

    /// Creates an outcome.
    public init(result: Outcome?, answersRanOut: Bool = false, failure: String? = nil) {
        self.result = result
        self.answersRanOut = answersRanOut
        self.failure = failure
    }
}
