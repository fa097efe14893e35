import ArgumentParser
import Foundation
import HaapiClient
import HaapiDevServer
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
            on standard error. With --attestation and no server options, the embedded dev server is started \
            and the login is its client \(DevServerConfiguration.attestationClientID), authenticated by the \
            development attester.
            """
    )

    @OptionGroup var server: ServerOptions

    @OptionGroup var terminal: TerminalOptions
    @OptionGroup var passkeys: PasskeyOptions

    func validate() throws {
        guard server.clientID != nil || (server.attestation && !server.isGiven) else {
            throw ValidationError("give --client-id (or --attestation alone, for the embedded dev server)")
        }
    }

    func run() async throws {
        let status = try await reportingFailures { @MainActor () async throws -> LoginExitStatus in
            var server = self.server
            var embedded: DevServer?
            if !server.isGiven {
                let started = try await DemoCommand.startServer()
                embedded = started
                do {
                    server.issuer = try await started.start().absoluteString
                } catch {
                    throw CommandFailure("the dev server did not start: \(error)")
                }
                server.clientID = DevServerConfiguration.attestationClientID
            }
            let prompt = PasskeyPrompt()
            let authenticator = try passkeys.authenticator(prompt: prompt)
            let application = try terminal.application(try server.configuration(language: terminal.language)) {
                $0.setClientOperationHandlers(.standard(webAuthn: authenticator))
            }
            var runner = LoginRunner(options: terminal)
            runner.commands = [prompt.command]
            runner.answerLines = try terminal.answerLines()
            let status = await runner.run(application.makeFlowSession())
            await embedded?.stop()
            return status
        }
        if status != .tokens { throw ExitCode(status.rawValue) }
    }

    static var quietLogger: Logger { Logger(label: "haapi") { _ in SwiftLogNoOpLogHandler() } }
}
