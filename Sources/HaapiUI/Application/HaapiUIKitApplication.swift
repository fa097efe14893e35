public import HaapiClient
public import HaapiFlow

/// A configured HaapiUI login, made by ``HaapiUIKitApplicationBuilder``: it makes
/// the client, the flow driver and the flow container for each login.
///
/// It is the one place a login is assembled: the terminal runner, the `haapi`
/// command, the web host and an app's own renderer all take the application (or
/// a session it made).
///
/// ```swift
/// let session = application.makeFlowSession()
/// let result = await session.run(renderer: renderer)
/// ```
@MainActor
public final class HaapiUIKitApplication {
    /// The validated settings.
    public let configuration: HaapiUIKitConfiguration
    /// Styles and texts, with the app's theme, strings and language.
    public let themeRegistry: ThemeRegistry
    /// Keys of the theme and strings files this version does not know (skipped).
    public let themeWarnings: [ThemeWarning]
    /// Which screen shows each model.
    public let viewControllerFactoryRegistry: ViewControllerFactoryRegistry
    /// Turns steps into screen models.
    public let dataMapper: DataMapper
    let services: HaapiUIKitServices
    /// The language the app chose for the screens
    /// (``HaapiUIKitApplicationBuilder/setLanguage(tag:)``), which new logins ask the
    /// server for too; `nil` when the app chose none.
    let chosenLanguage: Language?

    init(
        configuration: HaapiUIKitConfiguration, themeRegistry: ThemeRegistry, themeWarnings: [ThemeWarning],
        viewControllerFactoryRegistry: ViewControllerFactoryRegistry, dataMapper: DataMapper, services: HaapiUIKitServices,
        chosenLanguage: Language?
    ) {
        self.configuration = configuration
        self.chosenLanguage = chosenLanguage
        self.themeRegistry = themeRegistry
        self.themeWarnings = themeWarnings
        self.viewControllerFactoryRegistry = viewControllerFactoryRegistry
        self.dataMapper = dataMapper
        self.services = services
    }

    /// A client with the configuration and the builder's transport, key store,
    /// token store and logger; `dpopKeyStore`, `tokenStore` and `transport` replace the
    /// builder's for this client (a web host gives each browser its own key and tokens,
    /// and a transport that claims the browser's session before every request).
    public func makeClient(
        dpopKeyStore: (any DPoPKeyStore)? = nil, tokenStore: (any TokenStore)? = nil, transport: (any HTTPTransport)? = nil
    ) -> HaapiClient {
        HaapiClient(
            configuration: configuration.clientConfiguration, transport: transport ?? services.transport,
            dpopKeyStore: dpopKeyStore ?? services.dpopKeyStore, tokenStore: tokenStore ?? services.tokenStore,
            logger: services.logger)
    }

    /// A flow driver for one login, with the flow configuration, data mapper,
    /// client-operation handlers, hooks and clock.
    func makeFlowDriver(client: HaapiClient?, clientOperations: ClientOperationHandlers? = nil) -> HaapiFlowDriver {
        HaapiFlowDriver(
            client: client ?? makeClient(), configuration: configuration.flowConfiguration, mapper: dataMapper,
            clientOperations: clientOperations ?? services.clientOperations, hooks: services.hooks, clock: services.clock,
            logger: services.logger)
    }

    /// The transport the builder was given (``HaapiUIKitApplicationBuilder/setTransport(_:)``),
    /// to wrap for one client.
    public var transport: any HTTPTransport { services.transport }

    /// Whether the builder was given no transport, so that ``transport`` is the default
    /// `URLSessionTransport`: a host with a transport of its own (the web host's on
    /// SwiftNIO) sends with that one instead.
    public var hasDefaultTransport: Bool { services.transportIsDefault }

    /// The client operation handlers logins use
    /// (``HaapiUIKitApplicationBuilder/setClientOperationHandlers(_:)``): start from
    /// them to give one login handlers of its own.
    public var clientOperationHandlers: ClientOperationHandlers { services.clientOperations }

    /// A flow container with the theme, the registry, the configured close
    /// confirmation and the layout registered for `HaapiFlowViewController`.
    public func makeFlowViewController() -> HaapiFlowViewController {
        makeFlowViewController(for: nil)
    }

    /// The flow container for a login with its own `clientOperations` (the
    /// application's when `nil`): they decide whether its passkey screen says what is
    /// asked (``ViewControllerFactoryRegistry/isWebAuthnSupported``); without a login's
    /// own handlers, a registry the app marked as supporting passkeys stays so.
    func makeFlowViewController(for clientOperations: ClientOperationHandlers?) -> HaapiFlowViewController {
        let registry = viewControllerFactoryRegistry.copy()
        if (clientOperations ?? services.clientOperations).runsPasskeys {
            registry.isWebAuthnSupported = true
        } else if clientOperations != nil {
            registry.isWebAuthnSupported = false
        }
        let container = HaapiFlowViewController(
            themeRegistry: themeRegistry, viewControllerFactoryRegistry: registry,
            confirmsBeforeClosing: configuration.shouldConfirmFlowInterruption)
        container.layout = viewControllerFactoryRegistry.layout(for: HaapiFlowViewController.screenName)
        return container
    }

    /// A new login: a driver and a container, connected; run it with
    /// `ScreenSession.run(renderer:root:)`.
    ///
    /// When the app chose the screens' language
    /// (``HaapiUIKitApplicationBuilder/setLanguage(tag:)``), the login asks the server for
    /// its texts in that language too: `ui_locales` is the language's code (`nl` for
    /// `nl-BE`), unless `parameters` or the configuration's extra request parameters
    /// name `ui_locales` themselves (`parameters` first).
    ///
    /// - Parameters:
    ///   - parameters: extra authorization parameters for this login (e.g. `login_hint`).
    ///   - client: the client to use (one made by ``makeClient(dpopKeyStore:tokenStore:transport:)`` keeps its tokens
    ///     and DPoP key across logins); a new one by default.
    ///   - clientOperations: this login's client operation handlers; the application's
    ///     (``clientOperationHandlers``) by default. When they run passkeys (a web host's
    ///     browser does), the passkey screen says what is asked.
    public func makeFlowSession(
        parameters: [String: String] = [:], client: HaapiClient? = nil, clientOperations: ClientOperationHandlers? = nil
    ) -> HaapiFlowSession {
        HaapiFlowSession(
            driver: makeFlowDriver(client: client, clientOperations: clientOperations),
            flowViewController: makeFlowViewController(for: clientOperations), parameters: loginParameters(parameters))
    }

    /// `parameters` with `ui_locales` set to the chosen language when neither they nor
    /// the configuration name it.
    func loginParameters(_ parameters: [String: String]) -> [String: String] {
        let name = "ui_locales"
        guard let chosenLanguage, parameters[name] == nil,
            configuration.clientConfiguration.extraAuthorizationParameters[name] == nil
        else { return parameters }
        var all = parameters
        all[name] = chosenLanguage.code
        return all
    }

    /// A login that continues a saved one (``HaapiFlowSession/persistedState()``),
    /// after a restart or in another process: it shows the saved screen again and
    /// resumes polling. `client` must have the DPoP key the flow was started with.
    ///
    /// ```swift
    /// let saved = await session.persistedState()          // before the process ends
    /// let again = application.makeFlowSession(resuming: saved!, client: application.makeClient(dpopKeyStore: sameKey))
    /// ```
    public func makeFlowSession(resuming saved: PersistedFlow, client: HaapiClient, clientOperations: ClientOperationHandlers? = nil) -> HaapiFlowSession {
        HaapiFlowSession(
            driver: makeFlowDriver(client: client, clientOperations: clientOperations),
            flowViewController: makeFlowViewController(for: clientOperations), resuming: saved)
    }
}
