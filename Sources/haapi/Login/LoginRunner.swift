import Foundation
import HaapiClient
import HaapiFlow
import HaapiTerminal
import HaapiUI
import Logging

/// Runs one login of `haapi login` or `haapi demo` in the terminal with
/// HaapiTerminal's ``TerminalFlowRunner``: full screen when both ends are
/// terminals, otherwise printed screens answered line by line (`--plain`,
/// `--answers`, pipes).
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

    /// Runs the login with `client`.
    func run(client: HaapiClient) async -> TerminalFlowOutcome {
        let quiet = Logger(label: "haapi") { _ in SwiftLogNoOpLogHandler() }
        let driver = HaapiFlowDriver(client: client, clientOperations: clientOperations, logger: quiet)
        var runner = TerminalFlowRunner(themeRegistry: themeRegistry, encoder: options.encoder)
        runner.headerViews = headerViews()
        runner.commands = commands
        let mode: TerminalFlowRunner.Mode
        if let answerLines {
            mode = .answers(answerLines)
        } else {
            mode = options.isInteractive ? .fullScreen : .lines
        }
        return await runner.run(driver, mode: mode)
    }
}
