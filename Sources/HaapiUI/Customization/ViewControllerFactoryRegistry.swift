import HaapiFlow

/// Which screen shows each UI model: the stock screens, unless the app registered
/// its own (customisation method 3 of seed 001) or a layout for a stock screen
/// (method 1). Handed to the application builder; there is no shared instance.
///
/// ```swift
/// let registry = ViewControllerFactoryRegistry()
/// registry.register(modelType: FormModel.self) { uiModel in
///     MyCompletelyCustomFormVC(uiModel: uiModel)
/// }
/// try registry.register(layout: ScreenLayout(json: layoutData, file: "BankIdLayout.json"))
/// ```
@MainActor
public final class ViewControllerFactoryRegistry {
    /// Makes a screen for a model, or `nil` to fall back to the stock screen.
    public typealias Factory = @MainActor (HaapiUIModel, ThemeRegistry) -> (any HaapiUIViewController)?

    private var factories: [ObjectIdentifier: Factory] = [:]
    private var layouts: [String: ScreenLayout] = [:]
    /// How the stock selector screen shows its options.
    public var selectorPresentation: SelectorPresentation = .list
    /// Whether the stock passkey screen may run WebAuthn (the renderer can).
    public var isWebAuthnSupported = false

    /// Creates a registry with only the stock screens.
    public init() {}

    /// Shows models of `modelType` with the screens `factory` makes.
    ///
    /// Registering again for the same type replaces the earlier factory.
    public func register<Model: UIModel>(
        modelType: Model.Type,
        factory: @escaping @MainActor (Model, ThemeRegistry) -> any HaapiUIViewController
    ) {
        factories[ObjectIdentifier(modelType)] = { model, themeRegistry in
            (model.model as? Model).map { factory($0, themeRegistry) }
        }
    }

    /// Shows models of `modelType` with the screens `factory` makes from the model
    /// alone (seed 001's form).
    public func register<Model: UIModel>(modelType: Model.Type, factory: @escaping @MainActor (Model) -> any HaapiUIViewController) {
        register(modelType: modelType) { model, _ in factory(model) }
    }

    /// Uses `layout` for its stock screen (customisation method 1).
    ///
    /// - Throws: ``ScreenLayoutError`` when the layout names no stock screen or
    ///   does not place its outlets exactly once.
    public func register(layout: ScreenLayout) throws(ScreenLayoutError) {
        guard let outlets = ScreenOutlets.stock[layout.controller] else {
            throw ScreenLayoutError(reason: .unknownController(layout.controller))
        }
        try outlets.check(layout)
        layouts[layout.controller] = layout
    }

    /// The layout registered for the stock screen `controller`, if any.
    public func layout(for controller: String) -> ScreenLayout? {
        layouts[controller]
    }

    /// The screen for `model`: the app's registered one, else the stock screen
    /// (with its registered layout). `nil` for models that need no screen (the
    /// OAuth result ends the flow).
    public func makeViewController(for model: HaapiUIModel, themeRegistry: ThemeRegistry) -> (any HaapiUIViewController)? {
        if let factory = factories[ObjectIdentifier(type(of: model.model))], let custom = factory(model, themeRegistry) {
            return custom
        }
        guard let stock = makeStockViewController(for: model, themeRegistry: themeRegistry) else { return nil }
        if stock.layout == nil { stock.layout = layouts[stock.screenStyleTarget.name] }
        return stock
    }

    /// The stock screen for `model` (seed 001's mapping table), ignoring registrations.
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
