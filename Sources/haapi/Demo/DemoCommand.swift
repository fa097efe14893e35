import ArgumentParser
import Foundation
import Tracing
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

    @ArgumentParser.Flag(help: ArgumentHelp(
        "Sign in as the client \(DevServerConfiguration.attestationClientID), authenticated by the dev server's development attester (as 'haapi login --attestation')."))
    var attestation = false

    @Option(name: .long, help: ArgumentHelp("Make the embedded server a hostile one (see 'haapi dev-server --help').", valueName: "behaviour"))
    var hostile: String?

    @OptionGroup var terminal: TerminalOptions
    @OptionGroup var passkeys: PasskeyOptions

    func validate() throws {
        _ = try DevServerCommand.hostileBehaviour(hostile)
        if consent, attestation { throw ValidationError("give --consent or --attestation, not both") }
    }

    func run() async throws {
        let behaviour = try DevServerCommand.hostileBehaviour(hostile)
        let status = try await reportingFailures { @MainActor () async throws -> LoginExitStatus in
            try await Self.login(terminal: terminal, passkeys: passkeys, consent: consent, attestation: attestation, hostile: behaviour).status
        }
        if status != .tokens { throw ExitCode(status.rawValue) }
    }

    /// Starts the dev server, signs in against it in the terminal (through
    /// `transport` when given, e.g. a recorder) and stops it; returns the exit status
    /// and the configuration the login ran with.
    @MainActor
    static func login(
        terminal: TerminalOptions, passkeys: PasskeyOptions, consent: Bool, attestation: Bool = false,
        registration: EmbeddedRegistration? = nil, request: AuthorizationRequestOptions? = nil,
        transport: (any HTTPTransport)? = nil, hostile: HostileBehaviour? = nil, scopes: [String] = demoScopes,
        showsTokens: Bool = true, afterSignIn: (@MainActor (HaapiClient, URL) async throws -> Void)? = nil
    ) async throws -> (status: LoginExitStatus, configuration: HaapiUIKitConfiguration, tokens: OAuthTokens?) {
        let answerLines = try terminal.answerLines()
        let (server, baseURL) = try await Self.startedServer(
            hostile: hostile, offersPasskeys: true, databasePath: try passkeys.demoServerDatabase(), preferredPort: registration?.port)
        defer { Task { await server.stop() } }
        let helper = DemoHelper(baseURL: baseURL)
        let configuration = try Self.demoConfiguration(
            baseURL, consent: consent, language: terminal.language, attestation: attestation,
            registration: registration?.registration, request: request, scopes: scopes)
        let prompt = PasskeyPrompt()
        let authenticator = try passkeys.authenticator(prompt: prompt)
        let application = try terminal.application(configuration) { builder in
            let withOperations = builder.setClientOperationHandlers(
                .standard(opener: helper.opener, webAuthn: authenticator, browserTimeout: .seconds(120)))
            return transport.map { withOperations.setTransport($0) } ?? withOperations
        }
        let client = application.makeClient()
        let session = application.makeFlowSession(client: client)
        var runner = LoginRunner(options: terminal)
        runner.showsTokens = showsTokens
        runner.answerLines = answerLines
        runner.commands = helper.commands { [weak session] in session?.flowViewController } + [prompt.command]
        runner.headerViews = [helper.hint(registry: application.themeRegistry, lineMode: !terminal.isInteractive)]
        let (status, tokens) = await runner.runForTokens(session)
        if tokens != nil, let afterSignIn {
            do {
                try await afterSignIn(client, baseURL)
            } catch {
                await server.stop()
                throw error
            }
        }
        await server.stop()
        return (status, configuration, tokens)
    }

    /// Starts the embedded dev server with `configuration`; `offersPasskeys` turns on its
    /// passkey offer after a password sign-in (and passkey autofill on the password step);
    /// `databasePath` keeps the server's users (and their passkeys and registered clients)
    /// in that SQLite file; `port` 0 picks a free one.
    static func startServer(
        hostile: HostileBehaviour? = nil, configuration: DevServerConfiguration = .default, offersPasskeys: Bool = false,
        databasePath: String? = nil, port: Int = 0, tracer: any Tracer = NoOpTracer()
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
        options.tracer = tracer
        do {
            return try await DevServer(options: options)
        } catch {
            throw CommandFailure("the dev server did not start: \(error)")
        }
    }

    /// Starts the embedded dev server (see ``startServer(hostile:configuration:offersPasskeys:databasePath:port:)``)
    /// on `preferredPort` when it is free, else on a free port; returns it with its URL.
    static func startedServer(
        hostile: HostileBehaviour? = nil, offersPasskeys: Bool = false, databasePath: String? = nil, preferredPort: Int? = nil
    ) async throws -> (server: DevServer, baseURL: URL) {
        if let preferredPort {
            let server = try await startServer(hostile: hostile, offersPasskeys: offersPasskeys, databasePath: databasePath, port: preferredPort)
            if let baseURL = try? await server.start() { return (server, baseURL) }
            await server.stop()   // the port was taken: let go of what it opened
        }
        let server = try await startServer(hostile: hostile, offersPasskeys: offersPasskeys, databasePath: databasePath)
        do {
            return (server, try await server.start())
        } catch {
            throw CommandFailure("the dev server did not start: \(error)")
        }
    }

    /// The demo client of the dev server at `baseURL`, as an app would configure it
    /// (`consent`: the client that asks for consent; `attestation`: the client that
    /// authenticates by the development attester; `registration`: a client registered from
    /// a template, on its own or as attestation's fallback).
    /// The scopes a demo login asks for.
    static let demoScopes = ["openid", "profile", "email"]

    static func demoConfiguration(
        _ baseURL: URL, consent: Bool, language: String, attestation: Bool = false,
        registration: DynamicClientRegistration? = nil, request: AuthorizationRequestOptions? = nil, scopes: [String] = demoScopes
    ) throws -> HaapiUIKitConfiguration {
        let secret = consent ? "haapi-consent-secret" : DevServerConfiguration.demoClientSecret
        let id: String
        let authentication: ClientAuthentication
        switch (attestation, registration) {
        case (true, let registration):
            id = DevServerConfiguration.attestationClientID
            authentication = AttestationLogin.authentication(devServer: baseURL, fallback: registration.map { .dynamicRegistration($0) })
        case (false, let registration?):
            id = registration.templateClientID
            authentication = .dynamicRegistration(registration)
        case (false, nil):
            id = consent ? "haapi-consent" : DevServerConfiguration.demoClientID
            authentication = .clientSecretBasic(ClientSecret(secret))
        }
        do {
            let builder = HaapiUIKitConfigurationBuilder(clientId: id, baseURL: baseURL, appRedirect: "app://callback")
            return try (request?.apply(to: builder) ?? builder)
                .setClientAuthenticationMethod(authentication)
                .setScopes(scopes)
                .setExtraRequestParameters(["ui_locales": language])
                .build()
        } catch {
            throw CommandFailure("demo client configuration: \(error)")
        }
    }
}
