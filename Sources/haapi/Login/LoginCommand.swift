import ArgumentParser
import Foundation
import HaapiClient
import HaapiFlow
import HaapiTerminal
import HaapiUI
import Logging

/// `haapi login`: signs in against any HAAPI server in the terminal.
struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Sign in against a HAAPI server in the terminal and print the tokens.",
        discussion: """
            Exit status: 0 tokens issued, 1 failure (network, server, configuration, answers ran out), \
            2 OAuth error from the server, 3 cancelled (Ctrl-C, a cancel button). Failures print one line \
            on standard error.
            """
    )

    @OptionGroup var server: ServerOptions
    @OptionGroup(title: "Authorization request") var request: AuthorizationRequestOptions

    @OptionGroup var terminal: TerminalOptions
    @OptionGroup var passkeys: PasskeyOptions

    func validate() throws {
        guard server.clientID != nil else { throw ValidationError("give --client-id") }
    }

    func run() async throws {
        let status = try await reportingFailures { @MainActor () async throws -> LoginExitStatus in
            let prompt = PasskeyPrompt()
            let authenticator = try passkeys.authenticator(prompt: prompt)
            let configuration = try server.configuration(language: terminal.language, request: request)
            let application = try terminal.application(configuration) {
                $0.setClientOperationHandlers(.standard(webAuthn: authenticator))
            }
            var runner = LoginRunner(options: terminal)
            runner.commands = [prompt.command]
            runner.answerLines = try terminal.answerLines()
            return await runner.run(application.makeFlowSession())
        }
        if status != .tokens { throw ExitCode(status.rawValue) }
    }

    static var quietLogger: Logger { Logger(label: "haapi") { _ in SwiftLogNoOpLogHandler() } }
}
