public import Foundation
public import HaapiClient
public import HaapiFlow
public import Logging

/// Puts a HaapiUI login together: the configuration, the theme file, string
/// overrides and the language, the data mapper, the screens registry, and the
/// client's services. ``build()`` loads and checks everything and names the
/// first bad setting.
///
/// ```swift
/// let registry = ViewControllerFactoryRegistry()
/// registry.register(modelType: FormModel.self) { model in CustomFormLoginViewController(model: model) }
/// let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: configuration)
///     .setThemingPlistFileName("CustomTheme")          // CustomTheme.plist in the main bundle
///     .setLanguage(tag: "sv")
///     .setViewControllerFactoryRegistry(registry)
///     .build()
/// let session = application.makeFlowSession()
/// ```
@MainActor
public struct HaapiUIKitApplicationBuilder {
    /// Where the theme comes from.
    enum ThemeSource {
        case bundleResource(name: String, bundle: Bundle)
        case file(URL)
        case propertyList(Data, file: String)
        case json(Data, file: String)
        case styleSheet(Data, file: String)
    }

    /// Strings overrides, in the order they were set.
    enum StringsSource {
        case file(Data, language: Language, file: String)
        case entry(StringKey, StringOverride, language: Language)
    }

    let configuration: HaapiUIKitConfiguration
    var baseThemeRegistry = ThemeRegistry.standard
    var themeSources: [ThemeSource] = []
    var stringsSources: [StringsSource] = []
    var languageTag: String?
    var unknownKeys = UnknownKeyPolicy.report
    var dataMapper = DataMapper()
    var registry = ViewControllerFactoryRegistry()
    var modules: [ScreenKitModule] = []
    var services = HaapiUIKitServices()

    /// Starts a builder for `haapiUIKitConfiguration`.
    public init(haapiUIKitConfiguration: HaapiUIKitConfiguration) {
        self.configuration = haapiUIKitConfiguration
    }

    // MARK: Theme and strings

    /// Loads the theme property list `name.plist` from `bundle` (seed 004's
    /// `CustomTheme`) over the standard theme.
    public func setThemingPlistFileName(_ name: String, bundle: Bundle = .main) -> Self {
        with { $0.themeSources.append(.bundleResource(name: name, bundle: bundle)) }
    }

    /// Loads a theme file (`.plist`, `.json` or `.nss`) over the standard theme.
    public func setTheme(fileURL: URL) -> Self { with { $0.themeSources.append(.file(fileURL)) } }

    /// Loads a theme property list (seeds 000 / 004) over the standard theme.
    public func setTheme(propertyList data: Data, file: String) -> Self {
        with { $0.themeSources.append(.propertyList(data, file: file)) }
    }

    /// Loads a JSON theme (seed 003) over the standard theme.
    public func setTheme(json data: Data, file: String) -> Self { with { $0.themeSources.append(.json(data, file: file)) } }

    /// Loads a style sheet in the NSS form of seed 002 over the standard theme
    /// (see `ThemeRegistry.loadingStyleSheet(_:file:unknownKeys:)`).
    public func setTheme(styleSheet data: Data, file: String) -> Self {
        with { $0.themeSources.append(.styleSheet(data, file: file)) }
    }

    /// Starts from `registry` instead of `ThemeRegistry.standard` (theme files
    /// and overrides are still loaded over it).
    public func setThemeRegistry(_ registry: ThemeRegistry) -> Self { with { $0.baseThemeRegistry = registry } }

    /// Loads a `.strings` file of overrides for `language`.
    public func setStrings(_ data: Data, language: Language, file: String) -> Self {
        with { $0.stringsSources.append(.file(data, language: language, file: file)) }
    }

    /// Overrides one string for `language`; its placeholders must match the default's.
    public func setStringOverride(_ key: StringKey, _ value: StringOverride, language: Language = .english) -> Self {
        with { $0.stringsSources.append(.entry(key, value, language: language)) }
    }

    /// Chooses the language of the texts by tag (`sv`, `nl-BE`); languages without
    /// texts fall back to English. Logins ask the server for the same language
    /// (`ui_locales`; see ``HaapiUIKitApplication/makeFlowSession(parameters:client:clientOperations:)``).
    public func setLanguage(tag: String) -> Self { with { $0.languageTag = tag } }

    /// Whether unknown keys in theme and strings files are reported (the default)
    /// or refused.
    public func setUnknownThemeKeys(_ policy: UnknownKeyPolicy) -> Self { with { $0.unknownKeys = policy } }

    // MARK: Screens and flow

    /// Sets the data mapper that turns steps into screen models (with the app's customisations).
    public func setDataMapper(_ mapper: DataMapper) -> Self { with { $0.dataMapper = mapper } }

    /// Sets the data mapper from seed 001's registry: what is registered in it now
    /// (``setDataMapper(_:)`` with `registry.dataMapper`).
    public func setDataMapperRegistry(_ registry: DataMapperRegistry) -> Self { setDataMapper(registry.dataMapper) }

    /// Sets the registry of screens (customisation methods 1 to 3). The builder
    /// keeps a copy: the application's registry gets the configuration's
    /// `selectorPresentation` and the modules' screens, `registry` stays as it is, and
    /// later registrations in it change no application.
    public func setViewControllerFactoryRegistry(_ registry: ViewControllerFactoryRegistry) -> Self {
        with { $0.registry = registry.copy() }
    }

    /// Adds a module's screens, style targets and texts (an onboarding module, a
    /// renderer's own words). Modules are registered before theme and strings
    /// files are loaded, so those files may override the module's keys and styles.
    public func addModule(_ module: ScreenKitModule) -> Self {
        with { $0.modules.append(module) }
    }

    /// Sets the registry of screens; seed 004's spelling of ``setViewControllerFactoryRegistry(_:)``.
    public func setViewControllerFactoryRegistry(registry: ViewControllerFactoryRegistry) -> Self {
        setViewControllerFactoryRegistry(registry)
    }

    /// Sets the hooks the flow driver calls before each action leaves the app.
    public func setFlowHooks(_ hooks: any FlowHooks) -> Self { with { $0.services.hooks = hooks } }

    /// Sets the client-operation handlers (external browser, BankID, WebAuthn).
    public func setClientOperationHandlers(_ handlers: ClientOperationHandlers) -> Self {
        with { $0.services.clientOperations = handlers }
    }

    // MARK: Client services

    /// Sets how requests are sent (`URLSessionTransport` by default; on Linux, pass
    /// HaapiClientNIO's `NIOHTTPTransport`, whose waits cost no CPU).
    public func setTransport(_ transport: any HTTPTransport) -> Self {
        with {
            $0.services.transport = transport
            $0.services.transportIsDefault = false
        }
    }

    /// Sets where the DPoP key lives (a new in-memory key by default).
    public func setDPoPKeyStore(_ store: any DPoPKeyStore) -> Self { with { $0.services.dpopKeyStore = store } }

    /// Sets where the person's tokens are kept (in memory by default).
    public func setTokenStore(_ store: any TokenStore) -> Self { with { $0.services.tokenStore = store } }

    /// Sets the clock of polling, time limits and stuck-screen checks (a manual
    /// clock in tests; the continuous clock by default).
    public func setClock(_ clock: any Clock<Duration>) -> Self { with { $0.services.clock = clock } }

    /// Sets the logger of the client and the flow; they never log secrets.
    public func setLogger(_ logger: Logger) -> Self { with { $0.services.logger = logger } }

    private func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
