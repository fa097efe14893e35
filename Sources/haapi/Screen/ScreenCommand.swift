import ArgumentParser
import Foundation
import HaapiOnboarding
import HaapiTerminal
import HaapiUI

/// `haapi screen NAME`: one of seed 002's screens that the onboarding does not show
/// by itself, alone in the terminal with a demo delegate, and how it was answered.
struct ScreenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen",
        abstract: "Show one onboarding screen alone (multi-user passcode, basic or dynamic authentication, a consent page) and report the answer.",
        discussion: """
            multi-user-passcode: two demo users (Anna van Berg, passcode anna-123; Bert Nilsson, bert-456), with \
            Switch User, Forgot Passcode and Add New User. basic-authentication and dynamic-authentication: the \
            dev server's demo user is accepted, anything else is refused on the screen. consent: a required \
            consent page used alone (Deny or Agree), its text with bold words and a link. No server is started. \
            Exit status: 0 answered (signed in, unlocked, agreed, a user to add or a passcode reset asked), \
            1 failure, 3 cancelled, 4 consent denied, 64 bad options.
            """
    )

    @ArgumentParser.Argument(help: ArgumentHelp(
        "The screen: \(DemoScreen.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "name"))
    var screen: DemoScreen

    @OptionGroup var terminal: TerminalOptions

    func run() async throws {
        let status = try await reportingFailures { @MainActor () async throws -> Int32 in
            let answerLines = try terminal.answerLines()
            // The screens use the same theme and language loading as every command; no request is made.
            let application = try terminal.application(
                try DemoCommand.demoConfiguration(URL(string: "http://127.0.0.1")!, consent: false, language: terminal.language)) {
                $0.addModule(.onboarding)
            }
            let registry = application.themeRegistry
            let session = DemoScreenSession(screen, themeRegistry: registry)
            var runner = TerminalFlowRunner(encoder: terminal.encoder)
            let hint = MessageView(identifier: "demoHint", style: .info, text: screen.hint)
            hint.style = registry.style(for: .recipientOfCommunicationMessageView)
            runner.headerViews = [hint]
            let run = await runner.run(session, mode: terminal.runMode(answerLines: answerLines))
            return DemoScreenOutcome.report(run, screen: screen, json: terminal.json)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
