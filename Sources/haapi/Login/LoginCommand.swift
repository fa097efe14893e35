import ArgumentParser
import Foundation
import HaapiClient
import HaapiDevServer
import HaapiFlow
import HaapiTerminal
import HaapiUI
import Logging

/// `haapi login`: signs in against any HAAPI server in the terminal, or against the
/// embedded dev server without server options.
struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Sign in against a HAAPI server in the terminal and print the tokens.",
        discussion: """
            Without --issuer or --client-id it signs in against the embedded dev server, as 'haapi demo' \
            does. The login asks the server for the language of the screens (ui_locales from --language). \
            Exit status: 0 tokens issued, 1 failure (network, server, configuration, answers ran out), \
            2 OAuth error from the server, 3 cancelled (Ctrl-C, a cancel button). Failures print one line \
            on standard error. With --attestation and no server options, the embedded dev server is started \
            and the login is its client \(DevServerConfiguration.attestationClientID), authenticated by the \
            development attester.
            """
    )

    @OptionGroup var server: ServerOptions
    @OptionGroup(title: "Authorization request") var request: AuthorizationRequestOptions

    @OptionGroup var terminal: TerminalOptions
    @OptionGroup var passkeys: PasskeyOptions

    func run() async throws {
        let status = try await reportingFailures { @MainActor () async throws -> LoginExitStatus in
            guard server.isGiven else {
                return try await DemoCommand.login(
                    terminal: terminal, passkeys: passkeys, consent: false, attestation: server.attestation, request: request
                ).status
            }
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
