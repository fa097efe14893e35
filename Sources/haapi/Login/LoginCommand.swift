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
            on standard error. With --attestation and no server options, the login is the embedded dev \
            server's client \(DevServerConfiguration.attestationClientID), authenticated by the development \
            attester. With --dcr-template, one line on standard error says whether the client registered \
            or reused its registration.
            """
    )

    @OptionGroup var server: ServerOptions
    @OptionGroup(title: "Authorization request") var request: AuthorizationRequestOptions

    @ArgumentParser.Flag(help: "With --dcr-template: delete the registered client at the server and forget it here, then exit.")
    var forgetRegistration = false

    @OptionGroup var terminal: TerminalOptions
    @OptionGroup var passkeys: PasskeyOptions

    func validate() throws {
        if forgetRegistration, server.registration.dcrTemplate == nil {
            throw ValidationError("--forget-registration goes with --dcr-template")
        }
    }

    func run() async throws {
        let status = try await reportingFailures { @MainActor () async throws -> LoginExitStatus in
            let registered = server.registration.dcrTemplate.map { _ in RegisteredLogin(options: server.registration, passkeys: passkeys) }
            let before = await registered?.kept()
            let login: (status: LoginExitStatus, tokens: OAuthTokens?)
            if forgetRegistration, let registered {
                try await forget(registered, kept: before)
                return .tokens
            } else if server.isGiven {
                login = try await self.login(try server.configuration(language: terminal.language, request: request))
            } else {
                let embedded = try await DemoCommand.login(
                    terminal: terminal, passkeys: passkeys, consent: false, attestation: server.attestation,
                    registration: try registered.map { try $0.embedded(kept: before) }, request: request)
                login = (embedded.status, embedded.tokens)
            }
            await registered?.report(before: before, signedInAs: login.tokens?.idTokenClaims.flatMap { $0.authorizedParty ?? $0.audience.first }, afterAttestation: server.attestation)
            return login.status
        }
        if status != .tokens { throw ExitCode(status.rawValue) }
    }

    @MainActor
    private func login(_ configuration: HaapiUIKitConfiguration) async throws -> (status: LoginExitStatus, tokens: OAuthTokens?) {
        let prompt = PasskeyPrompt()
        let authenticator = try passkeys.authenticator(prompt: prompt)
        // Without a program to open a browser page (no xdg-open), its address is shown
        // in a banner for the person to open, and the step goes on waiting for it.
        let addressBanner = BrowserAddressBanner()
        let opener = SystemURLOpener(presenter: { url in await addressBanner.show(url) })
        let application = try terminal.application(configuration) {
            $0.setClientOperationHandlers(.standard(opener: opener, webAuthn: authenticator))
        }
        var runner = LoginRunner(options: terminal)
        runner.commands = [prompt.command]
        runner.answerLines = try terminal.answerLines()
        let session = application.makeFlowSession()
        addressBanner.container = session.flowViewController
        return await runner.runForTokens(session)
    }

    /// `--forget-registration`: deletes the registration at the server given, or at the
    /// embedded dev server (started where the registration was made).
    @MainActor
    private func forget(_ registered: RegisteredLogin, kept: RegisteredClient?) async throws {
        guard !server.isGiven else {
            try await registered.forget(try server.configuration(language: terminal.language).clientConfiguration)
            return
        }
        let embedded = try registered.embedded(kept: kept)
        let (devServer, baseURL) = try await DemoCommand.startedServer(
            databasePath: try passkeys.demoServerDatabase(), preferredPort: embedded.port)
        do {
            let configuration = try DemoCommand.demoConfiguration(
                baseURL, consent: false, language: terminal.language, registration: embedded.registration)
            try await registered.forget(configuration.clientConfiguration)
        } catch {
            await devServer.stop()
            throw error
        }
        await devServer.stop()
    }

    static var quietLogger: Logger { Logger(label: "haapi") { _ in SwiftLogNoOpLogHandler() } }
}
