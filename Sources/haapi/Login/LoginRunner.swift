import Foundation
import HaapiClient
import HaapiFlow
import HaapiTerminal
import HaapiUI

/// Runs one login of `haapi login` or `haapi demo` in the terminal with
/// HaapiTerminal's ``TerminalFlowRunner``: full screen when both ends are
/// terminals, otherwise printed screens answered line by line (`--plain`,
/// `--answers`, pipes). The login is a session of the command's
/// `HaapiUIKitApplication`, the one assembly path.
@MainActor
struct LoginRunner {
    var options: TerminalOptions
    /// The answers read from `--answers FILE` (see ``TerminalOptions/answerLines()``).
    var answerLines: [String]?
    /// Views put on top of every screen (the demo's hints).
    var headerViews: [View] = []
    /// The app's commands (the demo's shortcuts).
    var commands: [TerminalCommand] = []
    /// Whether the tokens are printed at the end (`false`: "Signed in." alone).
    var showsTokens = true

    /// Runs `session` and reports how it ended; returns the exit status.
    func run(_ session: HaapiFlowSession) async -> LoginExitStatus {
        await runForTokens(session).status
    }

    /// ``run(_:)``, also returning the tokens the login ended with (if it did).
    func runForTokens(_ session: HaapiFlowSession) async -> (status: LoginExitStatus, tokens: OAuthTokens?) {
        var runner = TerminalFlowRunner(encoder: options.encoder)
        runner.headerViews = headerViews
        runner.commands = commands
        let outcome = await runner.run(session, mode: options.runMode(answerLines: answerLines))
        guard let result = outcome.result else {
            let status = LoginOutcome.report(.failed(.invalidState(outcome.failure ?? "the terminal cannot be used")), json: false, inputEnded: false)
            return (status, nil)
        }
        let tokens: OAuthTokens? = if case .tokens(let tokens) = result { tokens } else { nil }
        return (LoginOutcome.report(result, json: options.json, inputEnded: outcome.answersRanOut, showsTokens: showsTokens), tokens)
    }
}
