public import HaapiFlow
import Synchronization

/// Which screen shows each UI model: the stock screens, unless the app registered
/// its own (customisation method 3 of seed 001) or a layout for a screen
/// (method 1). There is no shared instance. Registering changes the registry in
/// place and returns it, so registrations chain; the application builder keeps a
/// copy, so changing the registry after `setViewControllerFactoryRegistry(_:)` changes
/// no application.
///
/// ```swift
/// let registry = ViewControllerFactoryRegistry()
/// registry.register(modelType: FormModel.self) { uiModel in
///     MyCompletelyCustomFormVC(uiModel: uiModel)
/// }
/// try registry.register(layout: ScreenLayout(json: layoutData, file: "BankIdLayout.json"))
/// ```
public final class ViewControllerFactoryRegistry: Sendable {
    /// Makes a screen for a model, or `nil` to fall back to the stock screen.
    public typealias Factory = @MainActor @Sendable (HaapiUIModel, ThemeRegistry) -> (any HaapiUIViewController)?

    private struct State: Sendable {
        var factories: [ObjectIdentifier: Factory] = [:]
        /// Layouts by the screen they rearrange.
        var layouts: [String: ScreenLayout] = [:]
        /// Layouts by their own name, for screens whose `nibName` names one.
        var namedLayouts: [String: ScreenLayout] = [:]
        var screens: ScreenCatalog = .standard
        var selectorPresentation: SelectorPresentation = .list
        var isWebAuthnSupported = false
    }

    private let state: Mutex<State>

    /// Creates a registry with only the stock screens.
    public init() {
        state = Mutex(State())
    }

    private init(_ state: State) {
        self.state = Mutex(state)
    }

    /// A registry with this one's registrations, which changes apart from it.
    public func copy() -> ViewControllerFactoryRegistry {
        ViewControllerFactoryRegistry(state.withLock { $0 })
    }

    /// The screens layouts may name: HaapiUI's stock screens and the ones modules registered.
    public var screens: ScreenCatalog { state.withLock { $0.screens } }

    /// How the stock selector screen shows its options.
    public var selectorPresentation: SelectorPresentation {
        get { state.withLock { $0.selectorPresentation } }
        set { state.withLock { $0.selectorPresentation = newValue } }
    }

    /// Whether the stock passkey screen may run WebAuthn (the renderer can).
    public var isWebAuthnSupported: Bool {
        get { state.withLock { $0.isWebAuthnSupported } }
        set { state.withLock { $0.isWebAuthnSupported = newValue } }
    }

    /// Shows models of `modelType` with the screens `factory` makes.
    ///
    /// Registering again for the same type replaces the earlier factory.
    @discardableResult
    public func register<Model: UIModel>(
        modelType: Model.Type,
        factory: @escaping @MainActor @Sendable (Model, ThemeRegistry) -> any HaapiUIViewController
    ) -> Self {
        let made: Factory = { model, themeRegistry in (model.model as? Model).map { factory($0, themeRegistry) } }
        state.withLock { $0.factories[ObjectIdentifier(modelType)] = made }
        return self
    }

    /// Shows models of `modelType` with the screens `factory` makes from the model
    /// alone (seed 001's form). A stock screen made with the stock theme
    /// (`init(uiModel:)`) gets the application's theme before it is shown.
    @discardableResult
    public func register<Model: UIModel>(
        modelType: Model.Type, factory: @escaping @MainActor @Sendable (Model) -> any HaapiUIViewController
    ) -> Self {
        register(modelType: modelType) { model, _ in factory(model) }
    }

    /// Adds a screen class that layouts may name (a module's or the app's own).
    ///
    /// - Throws: `ScreenKitRegistrationError.duplicateScreen(_:)` when a screen of
    ///   that name is registered already.
    public func register(screen: ScreenViewController.Type) throws(ScreenKitRegistrationError) {
        try state.withLock { (current: inout State) throws(ScreenKitRegistrationError) in
            current.screens = try current.screens.registering(screen)
        }
    }

    /// Uses `layout` for its screen (customisation method 1), and for the screens whose
    /// `nibName` is the layout's `ScreenLayout.name`.
    ///
    /// - Throws: `ScreenLayoutError` when the layout names no registered screen
    ///   or does not place its outlets exactly once.
    public func register(layout: ScreenLayout) throws(ScreenLayoutError) {
        try check(layout)
        state.withLock { current in
            current.layouts[layout.controller] = layout
            if let name = layout.name { current.namedLayouts[name] = layout }
        }
    }

    /// Uses `layout` only for the screens whose `nibName` is `name` (seed 001's method 1:
    /// a subclass of a stock screen names its own layout, and the stock screen keeps
    /// its arrangement).
    ///
    /// - Throws: `ScreenLayoutError` when the layout names no registered screen
    ///   or does not place its outlets exactly once.
    public func register(layout: ScreenLayout, named name: String) throws(ScreenLayoutError) {
        try check(layout)
        state.withLock { $0.namedLayouts[name] = layout }
    }

    private func check(_ layout: ScreenLayout) throws(ScreenLayoutError) {
        guard let outlets = screens.outlets(of: layout.controller) else {
            throw ScreenLayoutError(reason: .unknownController(layout.controller))
        }
        try outlets.check(layout)
    }

    /// The layout registered for the screen `controller` (not one registered by name), if any.
    public func layout(for controller: String) -> ScreenLayout? {
        state.withLock { $0.layouts[controller] }
    }

    /// The layout registered under `name` (see `ScreenLayout.name`), if any.
    public func layout(named name: String) -> ScreenLayout? {
        state.withLock { $0.namedLayouts[name] }
    }

    /// The layout `screen` takes: the one its `nibName` names, else its class's.
    @MainActor
    func layout(for screen: ScreenViewController) -> ScreenLayout? {
        if let name = screen.nibName { return layout(named: name) }
        return layout(for: type(of: screen).screenName)
    }

    /// The screen for `model`: the app's registered one, else the stock screen
    /// (with its registered layout). `nil` for models that need no screen (the
    /// OAuth result ends the flow).
    @MainActor
    public func makeViewController(for model: HaapiUIModel, themeRegistry: ThemeRegistry) -> (any HaapiUIViewController)? {
        let factory = state.withLock { $0.factories[ObjectIdentifier(type(of: model.model))] }
        if let factory, let custom = factory(model, themeRegistry) {
            if let screen = custom as? ScreenViewController {
                if !screen.isViewLoaded, screen.takesContainerTheme { screen.themeRegistry = themeRegistry }
                if screen.layout == nil { screen.layout = layout(for: screen) }
            }
            return custom
        }
        guard let stock = makeStockViewController(for: model, themeRegistry: themeRegistry) else { return nil }
        if stock.layout == nil { stock.layout = layout(for: stock) }
        return stock
    }

    /// The stock screen for `model` (seed 001's mapping table), ignoring registrations.
    @MainActor
    public func makeStockViewController(for model: HaapiUIModel, themeRegistry: ThemeRegistry) -> BaseViewController? {
        switch model {
        case .form(let form): FormViewController(model: form, themeRegistry: themeRegistry)
        case .continueSame(let same): FormViewController(model: same.form ?? FormModel(messages: same.messages, links: same.links),
                                                         themeRegistry: themeRegistry)
        case .selector(let selector): SelectorViewController(model: selector, themeRegistry: themeRegistry, presentation: selectorPresentation)
        case .polling(let polling): PollingViewController(model: polling, themeRegistry: themeRegistry)
        case .bankID(let bankID): BankIdViewController(model: bankID, themeRegistry: themeRegistry)
        case .problem(let problem): ProblemViewController(model: problem, themeRegistry: themeRegistry)
        case .generic(let generic): GenericViewController(model: generic, themeRegistry: themeRegistry)
        case .webAuthn(let webAuthn): WebAuthnViewController(model: webAuthn, themeRegistry: themeRegistry, isWebAuthnSupported: isWebAuthnSupported)
        case .oauth: nil
        }
    }
}
