import Foundation
import HaapiFlow
import HaapiUI

/// Runs a whole login in the terminal: HaapiUI's flow container
/// (``HaapiUI/HaapiFlowViewController``) driven by a ``HaapiUI/HaapiFlowSession``,
/// drawn by ``InteractiveTerminal`` (full screen, keys) or ``LineTerminal``
/// (printed screens, answers a line each), with Ctrl-C and termination signals
/// ending the flow as cancelled and the terminal restored on every way out.
///
/// ```swift
/// let client = HaapiClient(configuration: configuration)
/// let driver = HaapiFlowDriver(client: client)
/// let outcome = await TerminalFlowRunner(themeRegistry: .standard).run(driver)
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
        /// Printed screens answered from `answers`, a line each; the flow fails as
        /// ``TerminalFlowOutcome/answersRanOut`` when they end first.
        case answers([String])
    }

    /// Styles, texts and language.
    public var themeRegistry: ThemeRegistry
    /// How styled text becomes terminal text; ``ANSIEncoder/plain`` writes no escape codes.
    public var encoder: ANSIEncoder
    /// Which screen shows each model (customisation as in an app).
    public var viewControllerFactoryRegistry = ViewControllerFactoryRegistry()
    /// Views put above every screen (a hint, a banner of the app's).
    public var headerViews: [View] = []
    /// The app's own keys and answer words, given the flow's container.
    public var commands: @MainActor (HaapiFlowViewController) -> [TerminalCommand] = { _ in [] }
    /// Where screens are written: standard output unless changed (tests capture
    /// them in a ``MemoryOutputStream``). Keys and lines are read from standard input.
    public var output: any TerminalOutputStream = FileDescriptorOutputStream(fileDescriptor: 1)
    /// At most this long is waited for the flow to confirm a cancel, so a lost
    /// terminal never leaves the process behind.
    public var cancelGracePeriod: Duration = .seconds(3)

    /// Creates a runner; `encoder` defaults to what standard output supports.
    public init(themeRegistry: ThemeRegistry, encoder: ANSIEncoder? = nil) {
        self.themeRegistry = themeRegistry
        self.encoder = encoder ?? Self.detectedEncoder()
    }

    /// The colours standard output supports (none when it is not a terminal).
    nonisolated public static func detectedEncoder(environment: [String: String] = ProcessInfo.processInfo.environment) -> ANSIEncoder {
        guard TerminalDevice.isTerminal(1) else { return .plain }
        return ANSIEncoder(colorDepth: ColorDepth.detect(environment: environment, outputIsTerminal: true), usesTextStyles: true)
    }

    /// Runs `driver`'s flow until it ends or the person cancels.
    ///
    /// - Parameter parameters: extra authorization parameters for this flow (e.g. `login_hint`).
    public func run(_ driver: HaapiFlowDriver, mode: Mode = .automatic, parameters: [String: String] = [:]) async -> TerminalFlowOutcome {
        switch mode {
        case .automatic:
            let fullScreen = TerminalDevice.isTerminal(0) && TerminalDevice.isTerminal(1)
            return await run(driver, mode: fullScreen ? .fullScreen : .lines, parameters: parameters)
        case .fullScreen:
            return await runFullScreen(driver, parameters: parameters)
        case .lines:
            return await runLines(driver, answers: nil, parameters: parameters)
        case .answers(let answers):
            return await runLines(driver, answers: answers, parameters: parameters)
        }
    }

    /// The container and its session, drawn by `renderer`.
    ///
    /// The container's close button is hidden: in the terminal, Ctrl-C (and Esc on
    /// screens with a cancel button) ends the flow, and the numbers of a screen's
    /// own choices start at 1.
    private func makeSession(_ driver: HaapiFlowDriver, renderer: any ViewTreeRenderer) -> HaapiFlowSession {
        let container = HaapiFlowViewController(themeRegistry: themeRegistry, viewControllerFactoryRegistry: viewControllerFactoryRegistry)
        container.loadViewIfNeeded()
        container.closeButton.isHidden = true
        var root = container.view
        if !headerViews.isEmpty {
            let stack = StackView(identifier: "terminalScreen")
            stack.style = container.view.style
            for view in headerViews { stack.addArrangedSubview(view) }
            stack.addArrangedSubview(container.view)
            root = stack
        }
        container.onDisplayChange = { [root] change in renderer.display(root, after: change) }
        return HaapiFlowSession(driver: driver, flowViewController: container)
    }

    private func runFullScreen(_ driver: HaapiFlowDriver, parameters: [String: String]) async -> TerminalFlowOutcome {
        let environment = ProcessInfo.processInfo.environment
        let size = TerminalDevice.size(of: 1, environment: environment) ?? (80, 24)
        let terminal = InteractiveTerminal(output: output, encoder: encoder,
                                           themeRegistry: themeRegistry, size: size)
        terminal.sizeProvider = { TerminalDevice.size(of: 1, environment: environment) }
        let session = makeSession(driver, renderer: terminal)
        terminal.commands = commands(session.flowViewController)
        let mode: TerminalMode
        do {
            mode = try TerminalMode.enterRaw(fileDescriptor: 0)
        } catch {
            return TerminalFlowOutcome(result: .failed(.invalidState("the terminal cannot be used: \(error)")), answersRanOut: false)
        }
        defer { mode.restore() }
        let flow = Task { @MainActor in
            let result = await session.run(parameters: parameters)
            terminal.finish()
            return result
        }
        let ended = await terminal.run(keys: TerminalInput.keys(fileDescriptor: 0), signals: TerminalInput.signals())
        return await outcome(of: flow, driver: driver, ended: ended)
    }

    private func runLines(_ driver: HaapiFlowDriver, answers: [String]?, parameters: [String: String]) async -> TerminalFlowOutcome {
        let terminal = LineTerminal(output: output, encoder: encoder,
                                    themeRegistry: themeRegistry, width: TerminalDevice.size(of: 1)?.columns ?? 80)
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
                terminal.secretInput = { hidden in
                    if hidden {
                        echoMode = try? TerminalMode.disableEcho(fileDescriptor: 0)
                    } else {
                        echoMode?.restore()
                        echoMode = nil
                    }
                }
            }
        }
        let session = makeSession(driver, renderer: terminal)
        terminal.commands = commands(session.flowViewController)
        let flow = Task { @MainActor in
            let result = await session.run(parameters: parameters)
            terminal.finish()
            return result
        }
        let ended = await terminal.run(lines: lines, signals: TerminalInput.signals())
        return await outcome(of: flow, driver: driver, ended: ended)
    }

    /// The flow's result once the terminal session `ended`; after a cancel, at
    /// most ``cancelGracePeriod`` is waited for the driver to confirm.
    private func outcome(of flow: Task<FlowResult, Never>, driver: HaapiFlowDriver, ended: TerminalRunResult) async -> TerminalFlowOutcome {
        guard ended != .finished else { return TerminalFlowOutcome(result: await flow.value, answersRanOut: false) }
        await driver.cancel()
        let grace = cancelGracePeriod
        let result = await withTaskGroup(of: FlowResult?.self) { group in
            group.addTask { await flow.value }
            group.addTask {
                try? await Task.sleep(for: grace)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? .cancelled
        }
        return TerminalFlowOutcome(result: result, answersRanOut: ended == .inputEnded)
    }
}

/// How a login in the terminal ended.
public struct TerminalFlowOutcome: Sendable {
    /// The flow's result: tokens, an OAuth error, a failure, or cancelled.
    public var result: FlowResult
    /// Whether the answers (or standard input) ended while a screen still asked
    /// something; the result is then `cancelled`, but nobody cancelled.
    public var answersRanOut: Bool
}
