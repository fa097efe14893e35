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

    @Option(name: .long, help: ArgumentHelp("Make the embedded server a hostile one (see 'haapi dev-server --help').", valueName: "behaviour"))
    var hostile: String?

    @OptionGroup var terminal: TerminalOptions
    @OptionGroup var passkeys: PasskeyOptions

    func validate() throws {
        _ = try DevServerCommand.hostileBehaviour(hostile)
    }

    func run() async throws {
        let behaviour = try DevServerCommand.hostileBehaviour(hostile)
        let status = try await reportingFailures { @MainActor () async throws -> LoginExitStatus in
            try await Self.login(terminal: terminal, passkeys: passkeys, consent: consent, hostile: behaviour).status
        }
        if status != .tokens { throw ExitCode(status.rawValue) }
    }

    /// Starts the dev server, signs in against it in the terminal (through
    /// `transport` when given, e.g. a recorder) and stops it; returns the exit status
    /// and the configuration the login ran with.
    @MainActor
    static func login(
        terminal: TerminalOptions, passkeys: PasskeyOptions, consent: Bool, transport: (any HTTPTransport)? = nil,
        hostile: HostileBehaviour? = nil
    ) async throws -> (status: LoginExitStatus, configuration: HaapiUIKitConfiguration) {
        let answerLines = try terminal.answerLines()
        let server = try await Self.startServer(hostile: hostile, offersPasskeys: true, databasePath: try passkeys.demoServerDatabase())
        let baseURL = try await server.start()
        defer { Task { await server.stop() } }
        let helper = DemoHelper(baseURL: baseURL)
        let configuration = try Self.demoConfiguration(baseURL, consent: consent, language: terminal.language)
        let prompt = PasskeyPrompt()
        let authenticator = try passkeys.authenticator(prompt: prompt)
        let application = try terminal.application(configuration) { builder in
            let withOperations = builder.setClientOperationHandlers(
                .standard(opener: helper.opener, webAuthn: authenticator, browserTimeout: .seconds(120)))
            return transport.map { withOperations.setTransport($0) } ?? withOperations
        }
        let session = application.makeFlowSession()
        var runner = LoginRunner(options: terminal)
        runner.answerLines = answerLines
        runner.commands = helper.commands { [weak session] in session?.flowViewController } + [prompt.command]
        runner.headerViews = [helper.hint(registry: application.themeRegistry, lineMode: !terminal.isInteractive)]
        let status = await runner.run(session)
        await server.stop()
        return (status, configuration)
    }

    /// Starts the embedded dev server with `configuration`; `offersPasskeys` turns on its
    /// passkey offer after a password sign-in (and passkey autofill on the password step);
    /// `databasePath` keeps the server's users (and their passkeys and registered clients)
    /// in that SQLite file; `port` 0 picks a free one.
    static func startServer(
        hostile: HostileBehaviour? = nil, configuration: DevServerConfiguration = .default, offersPasskeys: Bool = false,
        databasePath: String? = nil, port: Int = 0
    ) async throws -> DevServer {
        var configuration = configuration
        if offersPasskeys {
            for index in configuration.authenticators.indices where configuration.authenticators[index].type == .passkey {
                configuration.authenticators[index].passkey.offerRegistrationAfter = nil
                configuration.authenticators[index].passkey.autofill = true
            }
        }
        var options = DevServer.Options(configuration: configuration, port: port, databasePath: databasePath, logger: LoginCommand.quietLogger)
        options.hostile = hostile
        do {
            return try await DevServer(options: options)
        } catch {
            throw CommandFailure("the dev server did not start: \(error)")
        }
    }

    /// The demo client of the dev server at `baseURL`, as an app would configure it
    /// (`consent`: the client that asks for consent).
    static func demoConfiguration(_ baseURL: URL, consent: Bool, language: String) throws -> HaapiUIKitConfiguration {
        let id = consent ? "haapi-consent" : DevServerConfiguration.demoClientID
        let secret = consent ? "haapi-consent-secret" : DevServerConfiguration.demoClientSecret
        do {
            return try HaapiUIKitConfigurationBuilder(clientId: id, baseURL: baseURL, appRedirect: "app://callback")
                .setClientAuthenticationMethod(.clientSecretBasic(ClientSecret(secret)))
                .setScopes(["openid", "profile", "email"])
                .setExtraRequestParameters(["ui_locales": language])
                .build()
        } catch {
            throw CommandFailure("demo client configuration: \(error)")
        }
    }
}
