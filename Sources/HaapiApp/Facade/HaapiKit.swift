import Foundation
public import HaapiClient
package import HaapiFlow
import HaapiModel
public import HaapiOnboarding
public import HaapiUI
public import Logging

/// The one object an app meets (seed 003's `DigidentityIDK`): configured once with
/// the secret it was given, it starts flows from a deep link, a scanned QR code or a
/// push notification, reports one error type (``HaapiKitError``), and takes a theme
/// and a language.
///
/// ```swift
/// try HaapiKit.sharedInstance.configure(with: secret, delegate: appDelegate)
/// let presentation = HaapiKit.sharedInstance.handleURL(url, calledFromExternalApp: true,
///     success: { result in dismiss() },
///     failure: { error in dismiss(); report(error) })
/// await presentation.run(renderer: renderer)      // the app presents it
/// ```
///
/// Every flow API is `async throws(HaapiKitError)` (the flow is handed to the
/// delegate to present, and the call returns when it ends); the seed's closure forms
/// wrap them: they return the presentation before the closures run, and call one
/// closure once, on the main actor. One flow is on screen at a time: starting
/// another while one runs fails with ``HaapiKitError/flowInProgress``.
///
/// Every API called before ``configure(with:delegate:)`` fails with
/// ``HaapiKitError/notConfigured``. Configuring again replaces the configuration:
/// with the same secret only the delegate changes; with another secret the tokens,
/// answered approvals and push registration of the previous one are dropped. It is
/// refused while a flow is on screen.
@MainActor
public final class HaapiKit {
    /// The instance apps use; there is no need to keep it.
    public static let sharedInstance = HaapiKit()

    /// The configuration, once configured.
    public private(set) var secret: HaapiKitSecret?
    /// Where the facade asks the app; held weakly (the app owns it).
    public private(set) weak var delegate: (any HaapiKitDelegate)?
    /// The language tag of the screens, from the environment unless the app sets one.
    public private(set) var languageTag: String
    /// The app's theme, if it set one.
    public private(set) var theme: HaapiKitTheme?
    /// The app's camera for the QR scanner; without one the scanner reads an image
    /// file or typed text.
    public var qrCodeSource: (any QRCodeSource)?
    /// Opens the system settings (where the person allows the camera); when set, a
    /// scan that was refused the camera offers "Open Settings" before it ends.
    public var settingsOpener: (@MainActor () -> Void)?
    /// How a person reaches the app's support; an error only support can help with
    /// shows it (and a "Contact support" button when it can be opened).
    public var supportContact: HaapiKitSupportContact?
    /// The app's own flows for URL actions the facade does not run (seed 003's
    /// `evidence-upload` and `smartcard`), by action name: a link or QR code naming one
    /// runs its handler (``HaapiKitResult/appActionDone(_:)``); without one it ends with
    /// ``HaapiKitError/urlActionNotSupported(action:)``. The facade's own actions (`login`,
    /// `onboard`, `activate`, `approve`) cannot be taken over.
    public var appActionHandlers: [String: HaapiKitAppActionHandler] = [:] {
        didSet { rebuildRouter() }
    }
    /// The hosts (`host[:port]`) of the app's dynamic links (seed 003's Firebase or
    /// Digidentity Dynamic Links): a link's long form on one of them opens the link its
    /// `link` parameter holds; a short link, which only its service could resolve, ends with
    /// ``HaapiKitError/noUniquelyMatchedFirebaseDynamicLinkError(_:)``.
    public var dynamicLinkHosts: Set<String> = [] {
        didSet { rebuildRouter() }
    }
    /// Posts the facade's local notifications (``HaapiKitLocalNotification``) on the
    /// device; without it a sign-in request that arrives during another flow fails
    /// with ``HaapiKitError/flowInProgress`` only.
    public var localNotificationPoster: (@MainActor (HaapiKitLocalNotification) -> Void)?
    /// Whether the person was told why the camera is used (once, before the scanner first
    /// asks the app's ``qrCodeSource``, which is where the system asks for permission).
    var cameraExplained = false
    /// The HTTP transport (URLSession unless set); set it before configuring.
    public var transport: (any HTTPTransport)?
    /// Where tokens are kept (in memory unless set); set it before configuring.
    public var tokenStore: (any TokenStore)?
    /// Screen-kit modules the app's renderer brings (the terminal's words,
    /// ``HaapiScreenKit/ScreenKitModule`` `.terminal`); set them before configuring.
    public var modules: [ScreenKitModule] = []
    /// Light or dark screens; set it before configuring.
    public var appearance: Appearance = .light
    /// Where the scanner takes a picture of a code from when the app gives no camera
    /// (``qrCodeSource``): a path typed in (a terminal), an upload (a web host), or none.
    public var scanImageInput: ScanImageInput = .filePath
    /// The facade's log; never holds secrets, tokens or signed requests.
    public var logger: Logger
    /// What a host that is not the device changes in the facade's flows (a web host: the
    /// person's browser runs client operations and opens pages).
    package var hostHooks = HostHooks()

    /// What a host that is not the device changes in the facade's flows; set before configuring.
    package struct HostHooks {
        /// The registry the screens start from (the host's theme and modules), instead of the standard one.
        package var baseThemeRegistry: ThemeRegistry?
        /// The client operation handlers of every login, from the application's.
        package var clientOperations: (@MainActor (HaapiUIKitApplication) -> ClientOperationHandlers)?
        /// What opens the pages an onboarding's screens ask for.
        package var urlOpener: (any URLOpener)?

        package init() {}
    }

    /// What configuring built.
    struct Configured {
        var secret: HaapiKitSecret
        var application: HaapiUIKitApplication
        var client: HaapiClient
        var router: HaapiKitURLRouter
        /// The client operation handlers of every login (the application's unless a host changes them).
        var clientOperations: ClientOperationHandlers

        /// A login with `parameters` on the facade's client.
        @MainActor
        func makeFlowSession(parameters: [String: String]) -> HaapiFlowSession {
            application.makeFlowSession(parameters: parameters, client: client, clientOperations: clientOperations)
        }
    }

    private(set) var configured: Configured?
    /// The presentation on screen, if any.
    public private(set) var currentPresentation: HaapiKitPresentation?
    /// Whether a delegate was given (so that its absence later means it was deallocated).
    private var delegateWasSet = false
    /// The push token the app gave last, and the one registered with the server.
    var pushToken: String?
    var registeredPushToken: String?
    /// The approval requests answered on this device (each is answered once).
    var answeredApprovals: Set<String> = []
    /// The wall clock, for checking approval requests.
    var clock = WallClock.system

    /// Creates a facade; apps use ``sharedInstance``. `environment` gives the
    /// language (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    /// `languageTag`, when given, is the language instead (a web host: the browser's).
    package init(
        environment: [String: String] = ProcessInfo.processInfo.environment, languageTag: String? = nil, logger: Logger = Logger(label: "HaapiApp")
    ) {
        self.languageTag = languageTag ?? HaapiKitLanguage.deviceTag(environment: environment)
        self.logger = logger
    }

    // MARK: Configuration

    /// Configures the facade with the secret the app was given and the delegate it owns.
    ///
    /// - Throws: ``HaapiKitError/invalidInput(_:)`` when the secret is incomplete or
    ///   modified (nothing is configured then); ``HaapiKitError/flowInProgress`` while a
    ///   flow is on screen; ``HaapiKitError/internalError(message:)`` when the theme
    ///   cannot be applied.
    public func configure(with secret: String, delegate: any HaapiKitDelegate) throws(HaapiKitError) {
        guard currentPresentation == nil else { throw .flowInProgress }
        let decoded = try HaapiKitSecret(encoded: secret)
        if let configured, configured.secret == decoded {
            self.delegate = delegate
            delegateWasSet = true
            logger.info("configured again with the same secret; the delegate is replaced")
            return
        }
        let built = try build(decoded)
        if configured != nil { logger.info("configured with another secret; the previous one's state is dropped") }
        configured = built
        self.secret = decoded
        self.delegate = delegate
        delegateWasSet = true
        answeredApprovals = []
        registeredPushToken = nil
        logger.info("configured", metadata: ["issuer": .string(decoded.issuer.absoluteString), "client": .string(decoded.clientID)])
    }

    /// Uses `theme` for every flow started from now on (seed 003's `setTheme`).
    ///
    /// - Throws: ``HaapiKitError/notConfigured``; ``HaapiKitError/internalError(message:)``
    ///   when the theme does not apply.
    public func setTheme(_ theme: HaapiKitTheme) throws(HaapiKitError) {
        let previous = self.theme
        self.theme = theme
        do {
            try rebuild()
        } catch {
            self.theme = previous
            throw error
        }
    }

    /// Shows the screens in the language of `tag` (`nl`, `sv-SE`, `en_GB`); languages
    /// without texts fall back to English.
    ///
    /// - Throws: ``HaapiKitError/notConfigured``.
    public func setLanguage(tag: String) throws(HaapiKitError) {
        languageTag = tag
        try rebuild()
    }

    /// Builds the application again (a new theme or language) but keeps the client:
    /// its tokens and DPoP key belong to the secret, which did not change.
    private func rebuild() throws(HaapiKitError) {
        guard let configured else { throw .notConfigured }
        var rebuilt = try build(configured.secret)
        rebuilt.client = configured.client
        self.configured = rebuilt
    }

    private func build(_ secret: HaapiKitSecret) throws(HaapiKitError) -> Configured {
        let application: HaapiUIKitApplication
        do {
            var configuration = HaapiUIKitConfigurationBuilder(
                clientId: secret.clientID, baseURL: secret.issuer, appRedirect: secret.redirectURI.absoluteString)
                .setScopes(secret.scopes)
            if let clientSecret = secret.clientSecret {
                configuration = configuration.setClientAuthenticationMethod(.clientSecretBasic(ClientSecret(clientSecret)))
            }
            var base = hostHooks.baseThemeRegistry ?? .standard
            if hostHooks.baseThemeRegistry == nil { base.appearance = appearance }
            var builder = HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try configuration.build())
                .setThemeRegistry(base)
                .addModule(.onboarding)
                .addModule(.haapiApp)
                .setLanguage(tag: languageTag)
                .setLogger(logger)
            for module in modules { builder = builder.addModule(module) }
            if let theme { builder = builder.setTheme(fileURL: theme.fileURL) }
            if let transport { builder = builder.setTransport(transport) }
            if let tokenStore { builder = builder.setTokenStore(tokenStore) }
            application = try builder.build()
        } catch {
            throw .internalError(message: "the secret's configuration cannot be used: \(error)")
        }
        return Configured(
            secret: secret, application: application, client: application.makeClient(), router: router(for: secret),
            clientOperations: hostHooks.clientOperations?(application) ?? application.clientOperationHandlers)
    }

    /// The configuration, or ``HaapiKitError/notConfigured``.
    /// The router for `secret` with the app's actions and dynamic-link hosts.
    private func router(for secret: HaapiKitSecret) -> HaapiKitURLRouter {
        HaapiKitURLRouter(secret: secret, appActions: Set(appActionHandlers.keys), dynamicLinkHosts: dynamicLinkHosts)
    }

    /// Gives the configured facade a router with the app's current actions and dynamic-link hosts.
    private func rebuildRouter() {
        guard let secret = configured?.secret else { return }
        configured?.router = router(for: secret)
    }

    func requireConfigured() throws(HaapiKitError) -> Configured {
        guard let configured else { throw .notConfigured }
        return configured
    }

    /// The delegate, or an error saying it is gone (logged: the app must own it).
    func requireDelegate() throws(HaapiKitError) -> any HaapiKitDelegate {
        if let delegate { return delegate }
        let message = delegateWasSet
            ? "the delegate was deallocated: the app must keep a strong reference to it"
            : "no delegate"
        logger.error("HaapiKitDelegate missing", metadata: ["reason": .string(message)])
        throw .internalError(message: message)
    }

    // MARK: Presentations

    /// Makes the presentation of `start`, refused while another one is on screen.
    func makePresentation(_ start: HaapiKitPresentation.Start) throws(HaapiKitError) -> HaapiKitPresentation {
        let configured = try requireConfigured()
        guard currentPresentation == nil else { throw .flowInProgress }
        let presentation = HaapiKitPresentation(
            start: start, kit: self, configured: configured, themeRegistry: configured.application.themeRegistry)
        currentPresentation = presentation
        Task { @MainActor [weak self, weak presentation] in
            guard let presentation else { return }
            _ = await presentation.outcome()
            if self?.currentPresentation === presentation { self?.currentPresentation = nil }
        }
        return presentation
    }

    /// A presentation that ends at once with `error` (what the closure forms return
    /// when a flow cannot start): the closures still run after the call returned.
    func failedPresentation(_ error: HaapiKitError) -> HaapiKitPresentation {
        var registry = (try? ThemeRegistry.standard.registering(.onboarding).registering(.haapiApp)) ?? .standard
        registry.setLanguage(tag: languageTag)
        let presentation = HaapiKitPresentation(start: .failure(error), kit: self, configured: configured, themeRegistry: registry)
        Task { @MainActor in await presentation.cancel() }
        return presentation
    }

    /// The presentation `start` makes, or one that ends with the error that kept it from starting.
    func presentation(_ start: () throws(HaapiKitError) -> HaapiKitPresentation.Start) -> HaapiKitPresentation {
        do {
            return try makePresentation(try start())
        } catch {
            logger.info("flow not started", metadata: ["error": .string(error.description)])
            return failedPresentation(error)
        }
    }

    /// Hands `presentation` to the delegate and waits for its outcome.
    func presentAndWait(_ presentation: HaapiKitPresentation) async throws(HaapiKitError) -> HaapiKitResult {
        let delegate: any HaapiKitDelegate
        do {
            delegate = try requireDelegate()
        } catch {
            await presentation.cancel()
            if currentPresentation === presentation { currentPresentation = nil }
            throw error
        }
        delegate.haapiKit(self, present: presentation)
        let outcome = await presentation.outcome()
        if currentPresentation === presentation { currentPresentation = nil }
        return try outcome.get()
    }

    /// Calls `success` or `failure` once, on the main actor, after `presentation` ended.
    func report(
        _ presentation: HaapiKitPresentation, success: @escaping @MainActor (HaapiKitResult) -> Void,
        failure: @escaping @MainActor (HaapiKitError) -> Void
    ) {
        Task { @MainActor in
            switch await presentation.outcome() {
            case .success(let result): success(result)
            case .failure(let error): failure(error)
            }
        }
    }
}
