import ArgumentParser
import Foundation
import HaapiClient
import HaapiDevServer
import HaapiFlow
import HaapiOnboarding
import HaapiTerminal
import HaapiUI

/// `haapi onboard`: the onboarding screens of seed 002 in the terminal, ending in a
/// login against the embedded dev server.
struct OnboardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "onboard",
        abstract: "Walk through the onboarding (welcome, EULA, consent forms) and sign in, against the embedded dev server.",
        discussion: """
            The welcome screen finds the server from an e-mail address at the --domain (any other address is \
            refused, as a discovery service would), or from a QR code (--setting scanner or activation: give a \
            picture (PNG or JPEG) of a QR code holding '\(DemoOnboardingDelegate.activationCode)' or the dev server's address, or \
            type it; --setting link waits for the activation link, which 'haapi app open \(DemoOnboardingDelegate.activationLink)' \
            hands over from another terminal). Then the licence \
            agreement, a required and an optional consent form, and the login as in 'haapi demo' (user \
            \(DevServerConfiguration.demoUsername) / \(DevServerConfiguration.demoPassword)). With --state the \
            unfinished onboarding is kept in FILE and the next run resumes there. Exit status: 0 signed in (or \
            the demo chosen), 1 failure, 2 OAuth error, 3 cancelled, 4 the agreement or a required consent \
            refused, 64 bad options. After the login a passcode is created (at least 6 characters with a digit, or --passcode-policy FILE's; \
            simulated biometrics can be enabled) and the tokens are kept encrypted under it in --store, where \
            'haapi unlock' opens them; --no-passcode skips it.
            """
    )

    @ArgumentParser.Option(help: "The welcome screen's launch setting: standard, link, discovery, scanner or activation.")
    var setting: OnboardSetting = .discovery

    @ArgumentParser.Option(help: ArgumentHelp("The app's name on the welcome screen (default: HaapiKit Demo).", valueName: "NAME"))
    var appName: String?

    @ArgumentParser.Option(help: "The e-mail domain the discovery service knows.")
    var domain = "example.com"

    @ArgumentParser.Option(help: ArgumentHelp("Keep the unfinished onboarding in FILE and resume from it.", valueName: "FILE"))
    var state: String?

    @ArgumentParser.Flag(help: "Do not create a passcode after the login (the tokens are then not kept).")
    var noPasscode = false

    @ArgumentParser.Option(help: ArgumentHelp(
        "Sign in at the dev server running at URL ('haapi dev-server') instead of an embedded one, so that the session outlives this command ('haapi unlock --sign-out' ends it there).",
        valueName: "URL"))
    var server: String?

    @ArgumentParser.Option(help: "The passcode screens' order: passcode-first, or biometrics-first (the seed's newer order).")
    var passcodeOrder: PasscodeOrderOption = .passcodeFirst

    @OptionGroup var secure: SecureStoreOptions
    @OptionGroup var terminal: TerminalOptions

    func validate() throws {
        if let server, URL(string: server)?.host == nil { throw ValidationError("--server \(server) is not an absolute URL") }
    }

    func run() async throws {
        let status = try await reportingFailures { @MainActor () async throws -> OnboardExitStatus in
            let answerLines = try terminal.answerLines()
            let embedded = server == nil ? try await DemoCommand.startServer() : nil
            let baseURL = try await embedded?.start() ?? URL(string: server ?? "")!
            defer { Task { await embedded?.stop() } }
            let helper = DemoHelper(baseURL: baseURL)
            // The login's DPoP key goes into the secure store with the tokens bound to it.
            let dpopKeys = InMemoryDPoPKeyStore()
            let application = try terminal.application(try DemoCommand.demoConfiguration(baseURL, consent: false, language: terminal.language)) {
                $0.addModule(.onboarding)
                    .setDPoPKeyStore(dpopKeys)
                    .setClientOperationHandlers(.standard(opener: helper.opener, browserTimeout: .seconds(120)))
            }
            let discovery = DemoOnboardingDelegate(application: application, baseURL: baseURL, domain: domain)
            discovery.waitsForLink = setting == .link
            let store: any OnboardingStore = state.map { FileOnboardingStore(fileURL: URL(fileURLWithPath: $0)) } ?? InMemoryOnboardingStore()
            var configuration = DemoOnboardingDelegate.configuration(setting: setting, baseURL: baseURL, appName: appName)
            configuration.createsPasscode = !noPasscode
            let passcode = noPasscode ? nil : OnboardingPasscodeSetup(
                store: secure.secureStore(), policy: try secure.policy(), biometrics: secure.simulatedBiometrics(),
                dpopKeyStore: dpopKeys, lockout: try secure.lockout(), order: passcodeOrder.order)
            let session: OnboardingSession
            do {
                session = try OnboardingSession(
                    configuration: configuration, themeRegistry: application.themeRegistry, store: store, passcode: passcode,
                    delegate: discovery, logger: LoginCommand.quietLogger)
            } catch {
                throw CommandFailure("\(error)")
            }
            // Diagnostics (a state file that is not ours, a slow answer) are printed
            // after the screens, so they never garble a full-screen terminal.
            session.layouts = application.viewControllerFactoryRegistry
            var diagnostics: [String] = []
            session.onDiagnostic = { diagnostics.append("\($0)") }
            var runner = TerminalFlowRunner(encoder: terminal.encoder)
            runner.headerViews = [discovery.hint(registry: application.themeRegistry, lineMode: !terminal.isInteractive)]
            runner.commands = helper.commands { [weak session] in session?.loginSession?.flowViewController }
            // The link setting waits for the activation link: 'haapi app open LINK' in another terminal hands it over.
            let mailbox: LinkMailbox.Listener?
            do {
                mailbox = setting == .link ? try LinkMailbox.listen { [weak session] url in await session?.openActivationLink(url) ?? false } : nil
            } catch {
                throw CommandFailure("\(error)")
            }
            defer { mailbox?.close() }
            let outcome = await runner.run(session, mode: terminal.runMode(answerLines: answerLines))
            await embedded?.stop()
            for line in diagnostics { FileHandle.standardError.write(Data("haapi: warning: \(line)\n".utf8)) }
            return OnboardExitStatus.report(outcome, json: terminal.json, storePath: secure.storeURL.path)
        }
        if status != .signedIn { throw ExitCode(status.rawValue) }
    }
}

/// The launch settings `haapi onboard` offers.
enum OnboardSetting: String, ExpressibleByArgument, CaseIterable {
    case standard, link, discovery, scanner, activation

    var welcome: (state: WelcomeControllerState, options: WelcomeControllerConfigurationOption) {
        switch self {
        case .standard: (.isConfigured, [])
        case .link: (.notConfigured, [])
        case .discovery: (.notConfigured, .discoveryService)
        case .scanner: (.notConfigured, .barcodeScanner)
        case .activation: (.notConfigured, [.discoveryService, .barcodeScanner])
        }
    }
}
