import ArgumentParser
import Foundation
import HaapiClient
import HaapiDevServer
import HaapiFlow
import HaapiUI
import Logging

/// `haapi demo`: starts the embedded dev server and signs the demo user in, in the terminal.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Start the embedded dev server and sign in through the terminal.",
        discussion: """
            The dev server listens on a free loopback port for as long as the demo runs. Sign in as \
            \(DevServerConfiguration.demoUsername) / \(DevServerConfiguration.demoPassword). Press 'a' to \
            approve the BankID simulator or finish the external-browser login, and Ctrl-F to fill in the \
            e-mail or TOTP code. With --answers, write 'approve' and '!code' instead. Exit statuses as for \
            'haapi login'.
            """
    )

    @ArgumentParser.Flag(help: "Use the demo client that asks for consent.")
    var consent = false

    @OptionGroup var terminal: TerminalOptions

    func run() async throws {
        let status = try await reportingFailures { () async throws -> LoginExitStatus in
            let registry = try terminal.themeRegistry()
            let answerLines = try terminal.answerLines()
            let server = try await Self.startServer()
            let baseURL = try await server.start()
            defer { Task { await server.stop() } }
            let helper = DemoHelper(baseURL: baseURL)
            var runner = LoginRunner(options: terminal, themeRegistry: registry)
            runner.answerLines = answerLines
            runner.clientOperations = .standard(opener: helper.opener, browserTimeout: .seconds(120))
            runner.commands = { container in helper.commands(container) }
            runner.headerViews = { [helper.hint(registry: registry, lineMode: !terminal.isInteractive)] }
            let client = HaapiClient(configuration: try clientConfiguration(baseURL), logger: LoginCommand.quietLogger)
            let outcome = await runner.run(client: client)
            await server.stop()
            return LoginOutcome.report(outcome.result, json: terminal.json, inputEnded: outcome.answersRanOut)
        }
        if status != .tokens { throw ExitCode(status.rawValue) }
    }

    static func startServer() async throws -> DevServer {
        let options = DevServer.Options(configuration: .default, logger: LoginCommand.quietLogger)
        do {
            return try await DevServer(options: options)
        } catch {
            throw CommandFailure("the dev server did not start: \(error)")
        }
    }

    private func clientConfiguration(_ baseURL: URL) throws -> HaapiClientConfiguration {
        let id = consent ? "haapi-consent" : DevServerConfiguration.demoClientID
        let secret = consent ? "haapi-consent-secret" : DevServerConfiguration.demoClientSecret
        var builder = HaapiClientConfiguration.Builder(
            clientID: id, issuer: baseURL, redirectURI: URL(string: "app://callback")!,
            clientAuthentication: .clientSecretBasic(ClientSecret(secret)))
        builder.scopes = ["openid", "profile", "email"]
        builder.extraAuthorizationParameters = ["ui_locales": terminal.language]
        do {
            return try builder.build()
        } catch {
            throw CommandFailure("demo client configuration: \(error)")
        }
    }
}
