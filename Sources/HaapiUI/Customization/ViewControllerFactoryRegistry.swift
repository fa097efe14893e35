public import HaapiFlow

/// Which screen shows each UI model: the stock screens, unless the app registered
/// its own (customisation method 3 of seed 001) or a layout for a screen
/// (method 1). A value: handing it to the application builder copies it, and
/// building never changes the caller's registry. There is no shared instance.
///
/// ```swift
/// var registry = ViewControllerFactoryRegistry()
/// registry.register(modelType: FormModel.self) { uiModel in
///     MyCompletelyCustomFormVC(uiModel: uiModel)
/// }
/// try registry.register(layout: ScreenLayout(json: layoutData, file: "BankIdLayout.json"))
/// ```
public struct ViewControllerFactoryRegistry: Sendable {
    /// Makes a screen for a model, or `nil` to fall back to the stock screen.
    public typealias Factory = @MainActor @Sendable (HaapiUIModel, ThemeRegistry) -> (any HaapiUIViewController)?

    private var factories: [ObjectIdentifier: Factory] = [:]
    private var layouts: [String: ScreenLayout] = [:]
    /// The screens layouts may name: HaapiUI's stock screens and the ones modules registered.
    public private(set) var screens: ScreenCatalog = .standard
    /// How the stock selector screen shows its options.
    public var selectorPresentation: SelectorPresentation = .list
    /// Whether the stock passkey screen may run WebAuthn (the renderer can).
    public var isWebAuthnSupported = false

    /// Creates a registry with only the stock screens.
    public init() {}

    /// Shows models of `modelType` with the screens `factory` makes.
    ///
    /// Registering again for the same type replaces the earlier factory.
    public mutating func register<Model: UIModel>(
        modelType: Model.Type,
        factory: @escaping @MainActor @Sendable (Model, ThemeRegistry) -> any HaapiUIViewController
    ) {
        factories[ObjectIdentifier(modelType)] = { model, themeRegistry in
            (model.model as? Model).map { factory($0, themeRegistry) }
        }
    }

    /// Shows models of `modelType` with the screens `factory` makes from the model
    /// alone (seed 001's form).
    public mutating func register<Model: UIModel>(
        modelType: Model.Type, factory: @escaping @MainActor @Sendable (Model) -> any HaapiUIViewController
    ) {
        register(modelType: modelType) { model, _ in factory(model) }
    }

    /// Adds a screen class that layouts may name (a module's or the app's own).
    ///
    /// - Throws: `ScreenKitRegistrationError.duplicateScreen(_:)` when a screen of
    ///   that name is registered already.
    public mutating func register(screen: ScreenViewController.Type) throws(ScreenKitRegistrationError) {
        screens = try screens.registering(screen)
    }

    /// Uses `layout` for its screen (customisation method 1).
    ///
    /// - Throws: `ScreenLayoutError` when the layout names no registered screen
    ///   or does not place its outlets exactly once.
    public mutating func register(layout: ScreenLayout) throws(ScreenLayoutError) {
        guard let outlets = screens.outlets(of: layout.controller) else {
            throw ScreenLayoutError(reason: .unknownController(layout.controller))
        }
        try outlets.check(layout)
        layouts[layout.controller] = layout
    }

    /// The layout registered for the screen `controller`, if any.
    public func layout(for controller: String) -> ScreenLayout? {
        layouts[controller]
    }

    /// The screen for `model`: the app's registered one, else the stock screen
    /// (with its registered layout). `nil` for models that need no screen (the
    /// OAuth result ends the flow).
    @MainActor
    public func makeViewController(for model: HaapiUIModel, themeRegistry: ThemeRegistry) -> (any HaapiUIViewController)? {
        if let factory = factories[ObjectIdentifier(type(of: model.model))], let custom = factory(model, themeRegistry) {
            if let screen = custom as? ScreenViewController, screen.layout == nil { screen.layout = layouts[type(of: screen).screenName] }
            return custom
        }
        guard let stock = makeStockViewController(for: model, themeRegistry: themeRegistry) else { return nil }
        if stock.layout == nil { stock.layout = layouts[type(of: stock).screenName] }
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
