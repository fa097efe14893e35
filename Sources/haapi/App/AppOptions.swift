import ArgumentParser
import Foundation
import HaapiApp
import HaapiDevServer
import HaapiTerminal
import HaapiUI

/// What every `haapi app` subcommand shares: the facade's configuration (a secret,
/// or the embedded dev server's demo client) and the terminal.
struct AppOptions: ParsableArguments {
    @ArgumentParser.Option(help: ArgumentHelp(
        "The facade's secret (hk1.…, as 'haapi dev-server' prints it). Without it, an embedded dev server starts and its demo client's secret is used.",
        valueName: "SECRET"))
    var secret: String?

    @ArgumentParser.Option(help: ArgumentHelp("This device's push token (default: a new random one).", valueName: "TOKEN"))
    var deviceToken: String?

    @ArgumentParser.Option(name: .customLong("feature"), help: ArgumentHelp(
        """
        A feature flag of the embedded dev server's secret (seed 003's), repeated for several: \
        custom-forgot-pin-button ("Forgot your PIN?" ends the flow with userForgotPIN, for the app to handle), \
        disable-product-registration (an onboarding that needs one ends with productRegistrationNotAllowed), \
        disable-manual-account-addition (adding an account by hand ends with operationNotAllowed). \
        A --secret carries its own flags.
        """, valueName: "FLAG"))
    var features: [AppFeatureFlag] = []

    @ArgumentParser.Option(help: ArgumentHelp(
        "How a person reaches the app's support (an address, a phone number): errors only support can help with show it.",
        valueName: "TEXT"))
    var support: String?

    @ArgumentParser.Option(name: .customLong("dynamic-link-host"), help: ArgumentHelp(
        "A host (host[:port]) of the app's dynamic links, repeated for several: a link's long form there (…/?link=URL) opens the link it holds; a short link is refused.",
        valueName: "HOST"))
    var dynamicLinkHosts: [String] = []

    @OptionGroup var terminal: TerminalOptions

    func validate() throws {
        if let bad = dynamicLinkHosts.first(where: { !HaapiKitURLRouter.isHostAndPort($0) }) {
            throw ValidationError("--dynamic-link-host \(bad): expected host[:port], such as links.example.com")
        }
        if secret != nil, !features.isEmpty {
            throw ValidationError("--feature sets the embedded dev server's secret; a --secret carries its own flags")
        }
    }

    /// The demo client's secret for the dev server at `baseURL`: the app scheme
    /// `haapidemo`, universal links at `linkHost` (the server's host when `nil`), its push
    /// devices endpoint, and `featureFlags`.
    static func demoSecret(_ baseURL: URL, featureFlags: HaapiKitFeatureFlags = [], linkHost: String? = nil) throws -> HaapiKitSecret {
        do {
            return try HaapiKitSecret(
                issuer: baseURL, clientID: DevServerConfiguration.demoClientID, clientSecret: DevServerConfiguration.demoClientSecret,
                redirectURI: URL(string: "app://callback")!, scopes: ["openid", "profile", "email"], urlScheme: "haapidemo", linkHost: linkHost,
                pushDevicesEndpoint: baseURL.appendingPathComponent("push/devices"), featureFlags: featureFlags)
        } catch {
            throw CommandFailure("the demo secret cannot be made: \(error)")
        }
    }

    /// Runs `body` with the facade configured: from `--secret`, or against an embedded
    /// dev server (stopped afterwards). `body` gets the facade and the issuer's URL.
    @MainActor
    func withFacade(_ body: @MainActor (HaapiKit, TerminalAppDelegate, URL) async throws -> AppExitStatus) async throws -> AppExitStatus {
        var server: DevServer?
        let secretText: String
        if let secret {
            secretText = secret
        } else {
            let embedded = try await DemoCommand.startServer()
            let baseURL = try await embedded.start()
            server = embedded
            secretText = try Self.demoSecret(baseURL, featureFlags: HaapiKitFeatureFlags(features.map(\.flag))).encoded
            FileHandle.standardError.write(Data("haapi: dev server at \(baseURL.absoluteString) (user \(DevServerConfiguration.demoUsername) / \(DevServerConfiguration.demoPassword))\n".utf8))
        }
        let kit = HaapiKit.sharedInstance
        kit.modules = [.terminal]
        kit.supportContact = support.map { HaapiKitSupportContact(text: $0) }
        kit.dynamicLinkHosts = Set(dynamicLinkHosts)
        // The demo app's own flows for the seed's evidence upload and smart card links: they
        // say what they were given (parameter names only: values may be personal).
        kit.appActionHandlers = Dictionary(uniqueKeysWithValues: HaapiKitURLRouter.unsupportedActions.map { action in
            (action, HaapiKitAppActionHandler { action in
                let names = action.parameters.keys.sorted().joined(separator: ", ")
                FileHandle.standardError.write(Data("haapi: the app's own \(action.name) flow (a demo) ran with: \(names.isEmpty ? "no parameters" : names)\n".utf8))
            })
        })
        kit.appearance = terminal.isDark ? .dark : .light
        kit.logger = LoginCommand.quietLogger
        kit.transport = CommandHTTP.transport
        let delegate = TerminalAppDelegate(
            runner: TerminalFlowRunner(encoder: terminal.encoder), mode: terminal.runMode(answerLines: try terminal.answerLines()),
            deviceToken: deviceToken ?? "cli-" + UUID().uuidString.lowercased())
        do {
            try kit.configure(with: secretText, delegate: delegate)
            try kit.setLanguage(tag: terminal.language)
            if let theme = terminal.theme { try kit.setTheme(try HaapiKitTheme(URL(fileURLWithPath: theme))) }
        } catch {
            await server?.stop()
            throw CommandFailure("\(error)", exitCode: AppExitStatus.refused.rawValue)
        }
        let issuer = kit.secret?.issuer ?? URL(fileURLWithPath: "/")
        let status = try await body(kit, delegate, issuer)
        await delegate.running?.value
        await server?.stop()
        if let failure = delegate.failure { throw CommandFailure(failure) }
        return status
    }

    /// Runs one facade call with the facade configured, prints its outcome once the
    /// terminal is back, and exits with its status.
    func run(_ call: @escaping @MainActor @Sendable (HaapiKit) async throws(HaapiKitError) -> HaapiKitResult) async throws {
        let status = try await reportingFailures { @MainActor () async throws -> AppExitStatus in
            try await withFacade { kit, delegate, _ in
                await delegate.report(await Self.outcome { () throws(HaapiKitError) in try await call(kit) }, json: terminal.json)
            }
        }
        if status != .done { throw ExitCode(status.rawValue) }
    }

    /// The outcome of a facade call.
    static func outcome(_ call: @MainActor () async throws(HaapiKitError) -> HaapiKitResult) async -> HaapiKitOutcome {
        do {
            return .success(try await call())
        } catch {
            return .failure(error)
        }
    }
}
