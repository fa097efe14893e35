import ArgumentParser
import Foundation
import HaapiFlow
import HaapiRecording
import HaapiUI

/// `haapi record`: signs in in the terminal, like `haapi login` (or `haapi demo`
/// without server options), and writes what went back and forth as a folder that a
/// test replays with no server.
struct RecordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Sign in in the terminal and write the exchange as a replayable folder, secrets redacted.",
        discussion: """
            Without --issuer or --client-id it signs in against the embedded dev server, as 'haapi demo' \
            does (same keys and answers). The folder gets exchange.json (the index), a numbered request \
            and response file per exchange and a README.md listing the steps; passwords, codes, tokens, \
            client secrets, DPoP proofs, cookies and session ids are replaced by redacted-… placeholders. \
            The folder is written however the login ends. Replay it in a test with HaapiTesting's \
            ReplayTransport; show its screens with 'haapi preview FOLDER'. Exit statuses as for 'haapi login'.
            """
    )

    @ArgumentParser.Argument(help: ArgumentHelp("The folder to write (created when missing; a recording in it is replaced).", valueName: "FOLDER"))
    var folder: String

    @ArgumentParser.Flag(help: "With the embedded dev server: use the demo client that asks for consent.")
    var consent = false

    @OptionGroup var server: ServerOptions

    @OptionGroup var terminal: TerminalOptions
    @OptionGroup var passkeys: PasskeyOptions

    func validate() throws {
        if consent, server.isGiven { throw ValidationError("--consent is for the embedded dev server; leave out the server options") }
        try server.requireServerForRegistration()
    }

    func run() async throws {
        let status = try await reportingFailures { @MainActor () async throws -> LoginExitStatus in
            let target = URL(fileURLWithPath: folder)
            let tap = TransportTap(CommandHTTP.transport)
            let (status, configuration) = try await login(through: tap)
            let written: RecordedFolder
            do {
                written = try tap.write(to: target, configuration: configuration.clientConfiguration)
            } catch {
                throw CommandFailure("recording: \(error)")
            }
            FileHandle.standardError.write(Data("Recorded \(written.exchanges.count) requests to \(target.path) (README.md lists them).\n".utf8))
            return status
        }
        if status != .tokens { throw ExitCode(status.rawValue) }
    }

    @MainActor
    private func login(through tap: TransportTap) async throws -> (status: LoginExitStatus, configuration: HaapiUIKitConfiguration) {
        guard server.isGiven else {
            let login = try await DemoCommand.login(
                terminal: terminal, passkeys: passkeys, consent: consent, attestation: server.attestation, transport: tap)
            return (login.status, login.configuration)
        }
        let configuration = try server.configuration(language: terminal.language)
        let prompt = PasskeyPrompt()
        let authenticator = try passkeys.authenticator(prompt: prompt)
        let application = try terminal.application(configuration) {
            $0.setTransport(tap).setClientOperationHandlers(.standard(webAuthn: authenticator))
        }
        var runner = LoginRunner(options: terminal)
        runner.commands = [prompt.command]
        runner.answerLines = try terminal.answerLines()
        return (await runner.run(application.makeFlowSession()), configuration)
    }
}
