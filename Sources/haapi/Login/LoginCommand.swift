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
            on standard error. With --dcr-template, one line on standard error says whether the client \
            registered or reused its registration.
            """
    )

    @OptionGroup var server: ServerOptions

    @ArgumentParser.Flag(help: "With --dcr-template: delete the registered client at the server and forget it here, then exit.")
    var forgetRegistration = false

    @OptionGroup var terminal: TerminalOptions
    @OptionGroup var passkeys: PasskeyOptions

    func validate() throws {
        guard server.clientID != nil || server.registration.dcrTemplate != nil else {
            throw ValidationError("give --client-id, or --dcr-template")
        }
        if forgetRegistration, server.registration.dcrTemplate == nil {
            throw ValidationError("--forget-registration goes with --dcr-template")
        }
    }

    func run() async throws {
        let status = try await reportingFailures { @MainActor () async throws -> LoginExitStatus in
            let registered = server.registration.dcrTemplate.map { _ in RegisteredLogin(options: server.registration, passkeys: passkeys) }
            let before = await registered?.kept()
            var embedded: DevServer?
            if let registered, !server.isGiven { embedded = try await registered.startEmbeddedServer(kept: before) }
            do {
                let configuration = try server.configuration(language: terminal.language, embeddedIssuer: await embedded?.baseURL)
                let status: LoginExitStatus
                if forgetRegistration, let registered {
                    try await registered.forget(configuration.clientConfiguration)
                    status = .tokens
                } else {
                    status = try await login(configuration)
                    await registered?.report(before: before)
                }
                await embedded?.stop()
                return status
            } catch {
                await embedded?.stop()
                throw error
            }
        }
        if status != .tokens { throw ExitCode(status.rawValue) }
    }

    @MainActor
    private func login(_ configuration: HaapiUIKitConfiguration) async throws -> LoginExitStatus {
        let prompt = PasskeyPrompt()
        let authenticator = try passkeys.authenticator(prompt: prompt)
        let application = try terminal.application(configuration) {
            $0.setClientOperationHandlers(.standard(webAuthn: authenticator))
        }
        var runner = LoginRunner(options: terminal)
        runner.commands = [prompt.command]
        runner.answerLines = try terminal.answerLines()
        return await runner.run(application.makeFlowSession())
    }

    static var quietLogger: Logger { Logger(label: "haapi") { _ in SwiftLogNoOpLogHandler() } }
}
