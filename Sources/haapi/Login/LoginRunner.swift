import Foundation
import HaapiClient
import HaapiFlow
import HaapiTerminal
import HaapiUI
import Logging

/// Runs one login in the terminal: the full-screen terminal when both ends are
/// terminals, otherwise printed screens answered line by line (`--plain`,
/// `--answers`, pipes).
///
/// The flow runs in HaapiUI's own container: a ``HaapiFlowSession`` connects the
/// driver to a ``HaapiFlowViewController``, and the terminal renderer draws the
/// container's view whenever it reports a display change.
@MainActor
struct LoginRunner {
    var options: TerminalOptions
    var themeRegistry: ThemeRegistry
    /// The answers read from `--answers FILE` (see ``TerminalOptions/answerLines()``).
    var answerLines: [String]?
    var clientOperations: ClientOperationHandlers = .standard()
    /// The app's commands, given the flow's container.
    var commands: @MainActor (HaapiFlowViewController) -> [TerminalCommand] = { _ in [] }
    /// Views put on top of every screen (the demo's hints).
    var headerViews: @MainActor () -> [View] = { [] }

    /// Runs the login with `client` and returns how it ended and whether the answers ran out.
    func run(client: HaapiClient) async -> (result: FlowResult, inputEnded: Bool) {
        let quiet = Logger(label: "haapi") { _ in SwiftLogNoOpLogHandler() }
        let driver = HaapiFlowDriver(client: client, clientOperations: clientOperations, logger: quiet)
        if options.isInteractive {
            return await runInteractive(driver)
        }
        return await runLines(driver)
    }

    /// The container and its session, drawn by `renderer`.
    ///
    /// The container's close button is hidden: in the terminal, Ctrl-C (and Esc
    /// on screens with a cancel button) ends the flow, and the numbers of the
    /// screen's own choices start at 1.
    private func makeSession(_ driver: HaapiFlowDriver, renderer: any ViewTreeRenderer) -> HaapiFlowSession {
        let container = HaapiFlowViewController(themeRegistry: themeRegistry, viewControllerFactoryRegistry: ViewControllerFactoryRegistry())
        container.loadViewIfNeeded()
        container.closeButton.isHidden = true
        let header = headerViews()
        var root = container.view
        if !header.isEmpty {
            let stack = StackView(identifier: "terminalScreen")
            stack.style = container.view.style
            for view in header { stack.addArrangedSubview(view) }
            stack.addArrangedSubview(container.view)
            root = stack
        }
        container.onDisplayChange = { [root] change in renderer.display(root, after: change) }
        return HaapiFlowSession(driver: driver, flowViewController: container)
    }

    private func runInteractive(_ driver: HaapiFlowDriver) async -> (result: FlowResult, inputEnded: Bool) {
        let environment = ProcessInfo.processInfo.environment
        let size = TerminalDevice.size(of: 1, environment: environment) ?? (80, 24)
        let terminal = InteractiveTerminal(output: FileDescriptorOutputStream(fileDescriptor: 1), encoder: options.encoder,
                                           themeRegistry: themeRegistry, size: size)
        terminal.sizeProvider = { TerminalDevice.size(of: 1, environment: environment) }
        let session = makeSession(driver, renderer: terminal)
        terminal.commands = commands(session.flowViewController)
        let mode: TerminalMode
        do {
            mode = try TerminalMode.enterRaw(fileDescriptor: 0)
        } catch {
            return (.failed(.invalidState(String(describing: error))), false)
        }
        defer { mode.restore() }
        let flow = Task { @MainActor in
            let result = await session.run()
            terminal.finish()
            return result
        }
        let ended = await terminal.run(keys: TerminalInput.keys(fileDescriptor: 0), signals: TerminalInput.signals())
        if ended != .finished { await driver.cancel() }
        return (await Self.result(of: flow, cancelled: ended != .finished), ended == .inputEnded)
    }

    /// The flow's result; after a cancel, at most 3 seconds are waited for the driver
    /// to confirm, so a lost terminal (SIGHUP) never leaves the process behind.
    private static func result(of flow: Task<FlowResult, Never>, cancelled: Bool) async -> FlowResult {
        guard cancelled else { return await flow.value }
        return await withTaskGroup(of: FlowResult?.self) { group in
            group.addTask { await flow.value }
            group.addTask {
                try? await Task.sleep(for: .seconds(3))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? .cancelled
        }
    }

    private func runLines(_ driver: HaapiFlowDriver) async -> (result: FlowResult, inputEnded: Bool) {
        let terminal = LineTerminal(output: FileDescriptorOutputStream(fileDescriptor: 1), encoder: options.encoder,
                                    themeRegistry: themeRegistry, width: TerminalDevice.size(of: 1)?.columns ?? 80)
        let lines: AsyncStream<String>
        if let fileLines = answerLines {
            lines = AsyncStream { continuation in
                for line in fileLines { continuation.yield(line) }
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
            let result = await session.run()
            terminal.finish()
            return result
        }
        let ended = await terminal.run(lines: lines, signals: TerminalInput.signals())
        if ended != .finished { await driver.cancel() }
        return (await Self.result(of: flow, cancelled: ended != .finished), ended == .inputEnded)
    }
}
