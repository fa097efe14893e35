import ArgumentParser
import Crypto
import Foundation
import HaapiApp
import HaapiClient
import HaapiDevServer
import HaapiModel
import HaapiOnboarding
import HaapiTerminal
import HaapiUI
import HaapiWeb
import HaapiHTTPServer
import HaapiWebPostgres
import HaapiWebSQLite
import Logging
import ServiceLifecycle
import UnixSignals

/// `haapi web`: a sign-in page in the browser, on the embedded dev server or in front
/// of any HAAPI server.
struct WebCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "web",
        abstract: "Serve a sign-in page for the browser, on the embedded dev server or any HAAPI server.",
        discussion: """
            Without --issuer or --client-id it starts the embedded dev server too (sign in as \
            \(DevServerConfiguration.demoUsername) / \(DevServerConfiguration.demoPassword)) and prints one URL to open. \
            With the options of 'haapi login' it fronts that server. Pages work without JavaScript; the language \
            follows the browser (Accept-Language) or ?lang= (27 languages: ?lang=de, ?lang=pt-BR, ?lang=ar...). --store keeps logins in an SQLite file, so a \
            restarted host continues them, or in PostgreSQL (postgres://...), so several hosts behind a load balancer \
            share them. HAAPI_WEB_STORE_KEY (32 bytes of base64, the same on every host) seals them; during a key \
            rotation HAAPI_WEB_STORE_PREVIOUS_KEYS (comma-separated) still reads the old ones. \
            --onboarding (dev server only) starts every sign-in with the onboarding of 'haapi onboard': the welcome \
            screen finds the server from an e-mail address at --domain or the activation code \
            '\(DemoOnboardingDelegate.activationCode)', then the licence agreement and the consent forms. \
            --consent-page also serves a consent page alone at /consent (Deny or Agree; each answer is printed). \
            The page is at http://localhost:<port>, where browsers use the dev server's passkeys (RP ID localhost): \
            'Passkey' in the picker signs in with one, the user name field offers them for autofill, a password \
            sign-in ends with the browser's password manager making one without asking (where the browser can), and \
            the signed-in page links to /account/passkeys (see, rename, delete and add passkeys). Behind a proxy, --public-url names the origin browsers use (its passkeys, \
            the external sign-in's way back, Secure cookies under https) and --bind 0.0.0.0 takes the proxy's \
            connections from another machine; /healthz, /readyz and /metrics are for the proxy and monitoring (keep \
            /metrics internal). Ctrl-C or SIGTERM stops gracefully: the requests under way are answered first, \
            then the store closes and the traces are sent. --config FILE (YAML, or JSON for .json) gives any of \
            these options by name (port: 8080, public-url: ..., store: ..., store-key-file: /run/secrets/key), \
            as do HAAPI_WEB_<OPTION> variables (HAAPI_WEB_PUBLIC_URL); the command line wins over them. \
            --otel-endpoint or OTEL_EXPORTER_OTLP_ENDPOINT sends traces and metrics to an OpenTelemetry collector \
            (OTLP/HTTP); no span, log line or metric holds personal data.
            """
    )

    @ArgumentParser.Option(help: ArgumentHelp(
        "A configuration file: any option below by name (YAML, or JSON for .json); HAAPI_WEB_<OPTION> variables too.",
        valueName: "FILE"))
    var config: String?

    @ArgumentParser.Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 0

    @ArgumentParser.Option(help: ArgumentHelp(
        "The address to listen on: an IPv4 or IPv6 address, or localhost (0.0.0.0 for a proxy on another machine).",
        valueName: "ADDRESS"))
    var bind = Self.loopback

    /// Where the page listens by default: this machine only.
    static let loopback = "127.0.0.1"

    @ArgumentParser.Option(name: .customLong("public-url"), help: ArgumentHelp(
        "The origin browsers reach the page at behind a proxy, e.g. https://login.example.com (default: http://localhost:<port>).",
        valueName: "URL"))
    var publicURL: String?

    @ArgumentParser.Option(help: ArgumentHelp(
        "Where browser sessions are kept: an SQLite FILE (the processes of one machine), or "
            + "postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE (hosts on several machines; needs HAAPI_WEB_STORE_KEY; "
            + "the password may come from PGPASSWORD instead, out of sight of ps). Default: in memory.",
        valueName: "FILE|URL"))
    var store: String?

    @ArgumentParser.Option(help: ArgumentHelp("A theme file (.plist, .json or .nss style sheet) over the standard theme.", valueName: "FILE"))
    var theme: String?

    @ArgumentParser.Option(name: .customLong("image"), help: ArgumentHelp(
        "A picture for a screen's named image, e.g. bankid_logo=logo.png (PNG, JPEG, GIF or SVG; repeatable).", valueName: "NAME=FILE"))
    var images: [String] = []

    @ArgumentParser.Flag(help: "Start every sign-in with the onboarding (welcome, licence agreement, consent forms).")
    var onboarding = false

    @ArgumentParser.Flag(help: "Also serve a consent page alone at /consent (the one of 'haapi screen consent'); each answer is printed.")
    var consentPage = false

    @ArgumentParser.Flag(help: "Also offer the pseudo-locales: ?lang=en-XA (accented, 40 % longer) and ?lang=ar-XB (right to left), to see that every text is translatable and fits.")
    var pseudoLocales = false

    @ArgumentParser.Option(name: .customLong("screen"), help: ArgumentHelp(
        "Also serve one of seed 002's authentication screens alone at /screens/NAME, as 'haapi screen NAME' shows it: basic-authentication or dynamic-authentication (repeat for both; the demo user signs in).",
        valueName: "NAME"))
    var screens: [DemoScreen] = []

    @ArgumentParser.Flag(help: """
        Run the app facade (haapi app) for each browser instead: a home page (sign in, scan a QR code), the app's \
        links at this address (/haapi/login, /haapi/onboard, /haapi/activate?code=…, /haapi/approve?request=…), \
        and every facade error as a page. Dev server only.
        """)
    var app = false

    @ArgumentParser.Option(help: ArgumentHelp(
        "With --app: how a person reaches the app's support (an address, a phone number); errors only support can help with show it.",
        valueName: "TEXT"))
    var support: String?

    @ArgumentParser.Option(name: .customLong("support-url"), help: ArgumentHelp(
        "With --app and --support: the https page \"Contact support\" opens.", valueName: "URL"))
    var supportURL: String?

    @ArgumentParser.Option(help: "With --onboarding: the e-mail domain the discovery service knows.")
    var domain = "example.com"

    @ArgumentParser.Option(help: """
        With --onboarding: the welcome screen's launch setting: standard, discovery, scanner or activation \
        (link, which waits for an activation link, is the terminal's: 'haapi onboard --setting link').
        """)
    var setting: OnboardSetting = .discovery

    @ArgumentParser.Option(help: ArgumentHelp("With --onboarding: the app's name on the welcome screen.", valueName: "NAME"))
    var appName: String?

    @ArgumentParser.Option(help: ArgumentHelp(
        "With --onboarding: the app's logo on the welcome screen (PNG, JPEG, GIF or SVG).", valueName: "FILE"))
    var logo: String?

    @ArgumentParser.Option(name: .customLong("log-level"), help: ArgumentHelp(
        "Log to standard error from this level: trace, debug, info, notice, warning, error, critical (default: no log); lines in a traced request carry trace-id and span-id.",
        valueName: "LEVEL"))
    var logLevel: String?

    @ArgumentParser.Option(name: .customLong("otel-endpoint"), help: ArgumentHelp(
        "An OpenTelemetry collector's OTLP/HTTP address, e.g. http://127.0.0.1:4318, for traces and metrics, when OTEL_EXPORTER_OTLP_ENDPOINT is unset (off without either).",
        valueName: "URL"))
    var otelEndpoint: String?

    @OptionGroup var server: ServerOptions

    /// The `--config` file among `arguments`, before they are parsed.
    static func configFile(in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("--config=") { return String(argument.dropFirst("--config=".count)) }
            if argument == "--config", index + 1 < arguments.count { return arguments[index + 1] }
        }
        return nil
    }

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0...65535") }
        if let logLevel, Logger.Level(rawValue: logLevel) == nil {
            throw ValidationError("--log-level \(logLevel) is not one of trace, debug, info, notice, warning, error, critical")
        }
        if let otelEndpoint, URL(string: otelEndpoint)?.host == nil || !(otelEndpoint.hasPrefix("http://") || otelEndpoint.hasPrefix("https://")) {
            throw ValidationError("--otel-endpoint \(otelEndpoint): expected an http or https URL such as http://127.0.0.1:4318")
        }
        do throws(WebHostError) {
            _ = try WebHost.checkedBindAddress(bind)
        } catch {
            throw ValidationError("--bind: \(error.reason)")
        }
        _ = try checkedPublicURL()
        if onboarding, server.isGiven {
            throw ValidationError("--onboarding shows the dev server's demo onboarding; leave out --issuer and --client-id")
        }
        if !onboarding, setting != .discovery || appName != nil || logo != nil {
            throw ValidationError("--setting, --app-name and --logo shape the onboarding: add --onboarding")
        }
        if app, onboarding || server.isGiven {
            throw ValidationError("--app runs the facade with the dev server's demo client; leave out --onboarding, --issuer and --client-id")
        }
        if !app, support != nil || supportURL != nil {
            throw ValidationError("--support and --support-url are the app facade's: add --app")
        }
        if let supportURL {
            guard support != nil else { throw ValidationError("--support-url needs --support (the text the error page shows)") }
            guard let url = URL(string: supportURL), URLPolicy.standard.allowed(supportURL, for: .externalBrowser) != nil, url.host != nil else {
                throw ValidationError("--support-url \(supportURL): expected an https URL (http only on this machine)")
            }
        }
        if let other = screens.first(where: { !DemoScreen.webScreens.contains($0) }) {
            throw ValidationError("--screen \(other.rawValue): the browser serves \(DemoScreen.webScreens.map(\.rawValue).joined(separator: " and ")) alone; --consent-page serves the consent page")
        }
        if setting == .link {
            throw ValidationError("--setting link waits for an activation link, which a browser has no way to hand over; use it with 'haapi onboard'")
        }
        try server.requireServerForRegistration()
    }

    func run() async throws {
        try await reportingFailures { @MainActor () async throws -> Void in
            let settings = try await WebSettings.load(file: config, environment: ProcessInfo.processInfo.environment)
            let telemetry = try Telemetry.start(serviceName: "haapi-web", environment: ProcessInfo.processInfo.environment, endpoint: otelEndpoint)
            let logger = Telemetry.logger(label: "haapi-web", level: logLevel.flatMap(Logger.Level.init(rawValue:)), tracer: telemetry.tracer)
            // The store first: a bad --store fails before any server starts.
            var hostConfiguration = try await hostConfiguration(settings)
            hostConfiguration.tracer = telemetry.tracer
            hostConfiguration.metricsExport = telemetry.metrics
            // The pages are at the public URL, else at http://localhost:<port> (the port known first): browsers
            // use passkeys of its RP ID there, and the embedded dev server accepts the ceremonies of that origin.
            let given = try checkedPublicURL()
            guard let port = port == 0 && given == nil ? FreePort.find() : port,
                let pages = given ?? URL(string: "http://localhost:\(port)")
            else { throw CommandFailure("no free port on 127.0.0.1") }
            hostConfiguration.publicURL = pages
            var devServer: DevServer?
            let configuration: @MainActor (Language) throws -> HaapiUIKitConfiguration
            if server.isGiven {
                configuration = { [server] language in try server.configuration(language: language.code) }
            } else {
                // The browser runs every passkey step: the offer after a password, autofill, the ceremonies.
                var serverConfiguration = DevServerConfiguration.default
                for index in serverConfiguration.authenticators.indices where serverConfiguration.authenticators[index].type == .passkey {
                    let account = pages.appendingPathComponent(String(WebPasskeyAccount.path.dropFirst()))
                    // No offer page after a password: the result page asks the browser for an automatic passkey instead.
                    serverConfiguration.authenticators[index].passkey = PasskeySettings(
                        origins: [pages.absoluteString], offerRegistrationAfter: [],
                        accountPages: PasskeyAccountPages(enroll: account, manage: account))
                }
                let started = try await DemoCommand.startServer(configuration: serverConfiguration, tracer: telemetry.tracer)
                let url = try await started.start()
                // The sign-in's tokens also manage the person's passkeys (the passkeys page after it).
                let scopes = DemoCommand.demoScopes + [PasskeyAccount.devServerScope]
                configuration = { language in try DemoCommand.demoConfiguration(url, consent: false, language: language.code, scopes: scopes) }
                if !app, !onboarding {
                    hostConfiguration.passkeyAccount = WebPasskeyAccount(endpoint: url.appendingPathComponent(PasskeyAccount.devServerPath))
                }
                devServer = started
                if app {
                    let secret = try AppOptions.demoSecret(url, linkHost: pages.host.map { host in pages.port.map { "\(host):\($0)" } ?? host })
                    hostConfiguration.app = WebApp(
                        secret: secret, support: support.map { WebSupportContact(text: $0, url: supportURL.flatMap(URL.init(string:))) },
                        appActionHandlers: Self.demoAppActions)
                }
                if onboarding {
                    hostConfiguration.onboarding = Self.demoOnboarding(
                        baseURL: url, domain: domain, setting: setting, appName: appName, logoImageName: logo == nil ? nil : Self.logoImageName)
                }
            }
            if consentPage {
                hostConfiguration.consentPage = WebConsentPage(content: DemoScreen.consentPage) { agreed in
                    FileHandle.standardOutput.write(Data("Consent page answered: \(agreed ? "agreed" : "denied").\n".utf8))
                }
            }
            hostConfiguration.screenPages = screens.map(\.webPage)
            if pseudoLocales { hostConfiguration.languages += [.pseudoAccented, .pseudoRightToLeft] }
            // Each language's login asks the server for its texts in that language too (ui_locales).
            let host = WebHost(configuration: hostConfiguration, logger: logger) { [theme] language in
                var builder = HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try configuration(language))
                    .setLanguage(tag: language.code)
                    .setLogger(LoginCommand.quietLogger)
                    .setTransport(CommandHTTP.transport)
                if let theme { builder = builder.setTheme(fileURL: URL(fileURLWithPath: theme)) }
                return try builder.build()
            }
            // Build the default language's screens now, so a bad theme fails here, not in the browser.
            do {
                _ = try host.application(for: .english)
            } catch {
                throw CommandFailure("theme \(theme ?? ""): \(error)")
            }
            let listening = try await host.start(bind: bind, port: port)
            if publicURL != nil || bind != Self.loopback {
                FileHandle.standardOutput.write(Data("Listening on \(bind) port \(listening.port ?? port) (from this machine: \(listening.absoluteString)).\n".utf8))
            }
            if onboarding {
                let code = "the activation code \(DemoOnboardingDelegate.activationCode) (typed, or a picture of its QR code)"
                let hint = switch setting {
                case .standard: "Onboarding: the app is configured, Start begins it."
                case .discovery, .link: "Onboarding: an e-mail address at \(domain)."
                case .scanner: "Onboarding: \(code)."
                case .activation: "Onboarding: an e-mail address at \(domain), or \(code)."
                }
                FileHandle.standardOutput.write(Data((hint + "\n").utf8))
            }
            if app {
                FileHandle.standardOutput.write(Data("App links: \(pages.absoluteString)/haapi/login (also /haapi/onboard, /haapi/activate?code=AB12-CD34); the home page scans QR codes.\n".utf8))
            }
            for screen in screens {
                FileHandle.standardOutput.write(Data("Screen alone: \(pages.absoluteString)/screens/\(screen.rawValue) (user \(DevServerConfiguration.demoUsername) / \(DevServerConfiguration.demoPassword))\n".utf8))
            }
            if consentPage {
                FileHandle.standardOutput.write(Data("Consent page: \(pages.absoluteString)\(WebConsentPage.path)\n".utf8))
            }
            FileHandle.standardOutput.write(Data("Open \(pages.absoluteString)/ in a browser. Press Ctrl-C to stop.\n".utf8))
            // SIGTERM or SIGINT stops them in the reverse order: the host (its requests answered, its logins
            // saved), the embedded dev server, the store, and last the exporter, which sends the spans of it all.
            var services = telemetry.services
            if let postgres = hostConfiguration.store as? PostgresWebSessionStore {
                services.append(StopOnShutdown { await postgres.close() })
            }
            if let devServer { services.append(devServer) }
            services.append(host)
            let group = ServiceGroup(configuration: ServiceGroupConfiguration(
                services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
            try await group.run()
        }
    }

    /// The --public-url origin, if given.
    private func checkedPublicURL() throws(ValidationError) -> URL? {
        guard let publicURL else { return nil }
        do throws(WebHostError) {
            return try WebHostConfiguration.checkedPublicURL(publicURL)
        } catch {
            throw ValidationError("--public-url: \(error.reason)")
        }
    }

    private func hostConfiguration(_ settings: WebSettings) async throws -> WebHostConfiguration {
        var configuration = WebHostConfiguration()
        if let store {
            let keys = (current: try settings.secret("store-key"), previous: try settings.secret("store-previous-keys"))
            configuration.store = try await Self.sessionStore(store, key: keys.current, previousKeys: keys.previous)
        }
        for argument in images {
            let (name, file) = (argument.prefix { $0 != "=" }, argument.drop { $0 != "=" }.dropFirst())
            guard !name.isEmpty, !file.isEmpty else { throw CommandFailure("--image \(argument): give NAME=FILE") }
            guard WebImage.isValidName(String(name)) else {
                throw CommandFailure("--image \(argument): a name is letters, digits, '_', '-' and '.' (such as bankid_logo)")
            }
            guard let data = FileManager.default.contents(atPath: String(file)) else {
                throw CommandFailure("--image \(argument): cannot read \(file)")
            }
            do {
                configuration.images[String(name)] = try WebImage(data: data)
            } catch {
                throw CommandFailure("--image \(argument): \(error)")
            }
        }
        if let logo {
            do {
                configuration.images[Self.logoImageName] = try WebImage(data: CommandFiles.read(logo, what: "--logo", limit: Self.largestImage))
            } catch let error as CommandFailure {
                throw error
            } catch {
                throw CommandFailure("--logo \(logo): \(error)")
            }
        }
        return configuration
    }

    /// The store `--store` names: PostgreSQL for a `postgres://` URL (which needs a key:
    /// its sessions travel between machines), else an SQLite file; sealed with `key`
    /// (HAAPI_WEB_STORE_KEY, or `store-key` in the configuration), reading `previousKeys`
    /// (comma-separated) too. A URL without a password takes PGPASSWORD's.
    static func sessionStore(_ store: String, key currentKey: String?, previousKeys: String?) async throws -> any WebSessionStore {
        let environment = ProcessInfo.processInfo.environment
        func key(_ encoded: String, _ variable: String) throws -> SymmetricKey {
            guard let data = Data(base64Encoded: encoded.trimmingCharacters(in: .whitespaces)), data.count == 32 else {
                throw CommandFailure("\(variable) must be 32 bytes in base64 (openssl rand -base64 32)")
            }
            return SymmetricKey(data: data)
        }
        let current = try currentKey.map { try key($0, "HAAPI_WEB_STORE_KEY") }
        let previous = try (previousKeys ?? "").split(separator: ",").map {
            try key(String($0), "HAAPI_WEB_STORE_PREVIOUS_KEYS")
        }
        let sealer = WebSessionSealer(key: current, previousKeys: previous)
        do {
            guard store.hasPrefix("postgres://") || store.hasPrefix("postgresql://") else {
                return try SQLiteWebSessionStore(path: store, sealer: sealer)
            }
            var settings = try PostgresStoreSettings(url: store)
            // As libpq does: the password from PGPASSWORD when the URL has none (a URL's password shows in `ps`).
            settings.password = settings.password ?? environment["PGPASSWORD"]
            guard current != nil else {
                throw CommandFailure(
                    "--store \(settings.name): set HAAPI_WEB_STORE_KEY (32 bytes in base64, the same on every host) to seal the sessions")
            }
            return try await PostgresWebSessionStore.connect(settings, sealer: sealer, logger: LoginCommand.quietLogger)
        } catch let error as WebSessionStoreError {
            throw CommandFailure("--store \(error.store): \(error.reason)")
        }
    }

    /// The onboarding of `haapi onboard` for the browser: found by e-mail or activation code, no passcode.
    /// The largest picture `--logo` reads.
    static let largestImage = 1024 * 1024

    /// The named image `--logo` is served as.
    static let logoImageName = "app_logo"

    static func demoOnboarding(
        baseURL: URL, domain: String, setting: OnboardSetting = .discovery, appName: String? = nil, logoImageName: String? = nil
    ) -> WebOnboarding {
        var configuration = DemoOnboardingDelegate.configuration(setting: setting, baseURL: baseURL, appName: appName)
        configuration.welcome.logoImageName = logoImageName
        configuration.createsPasscode = false
        return WebOnboarding(
            configuration: configuration,
            serverForEmail: { email in DemoOnboardingDelegate.discover(email: email, domain: domain, baseURL: baseURL) },
            serverForScanResult: { code in DemoOnboardingDelegate.discover(scanResult: code, baseURL: baseURL) })
    }

    /// The demo app's own flows for the seed's evidence upload and smart card links: they
    /// print what they were given (parameter names only: values may be personal).
    static let demoAppActions = Dictionary(uniqueKeysWithValues: HaapiKitURLRouter.unsupportedActions.map { action in
        (action, HaapiKitAppActionHandler { action in
            let names = action.parameters.keys.sorted().joined(separator: ", ")
            FileHandle.standardOutput.write(Data("The app's own \(action.name) flow (a demo) ran with: \(names.isEmpty ? "no parameters" : names).\n".utf8))
        })
    })
}
