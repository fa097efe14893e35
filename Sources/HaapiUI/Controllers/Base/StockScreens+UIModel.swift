public import HaapiFlow

// Seed 001's initializers: a stock screen (or a subclass of one) made from its model
// alone, as a factory registered with `register(modelType:factory:)` makes it. The
// screen starts with the stock theme and takes the application's from the registry
// that shows it, before its view loads.

extension FormViewController {
    /// A form screen for `uiModel`, themed by the application when it is shown.
    public convenience init(uiModel: FormModel) {
        self.init(model: uiModel, themeRegistry: .standard)
        takesContainerTheme = true
    }
}

extension SelectorViewController {
    /// A selector screen for `uiModel`, themed by the application when it is shown.
    public convenience init(uiModel: SelectorModel) {
        self.init(model: uiModel, themeRegistry: .standard)
        takesContainerTheme = true
    }
}

extension PollingViewController {
    /// A polling screen for `uiModel`, themed by the application when it is shown.
    public convenience init(uiModel: PollingModel) {
        self.init(model: uiModel, themeRegistry: .standard)
        takesContainerTheme = true
    }
}

extension BankIdViewController {
    /// A BankID screen for `uiModel`, themed by the application when it is shown.
    public convenience init(uiModel: some BankIdScreenModel) {
        self.init(model: uiModel, themeRegistry: .standard)
        takesContainerTheme = true
    }
}

extension ProblemViewController {
    /// A problem screen for `uiModel`, themed by the application when it is shown.
    public convenience init(uiModel: ProblemModel) {
        self.init(model: uiModel, themeRegistry: .standard)
        takesContainerTheme = true
    }
}

extension GenericViewController {
    /// A generic screen for `uiModel`, themed by the application when it is shown.
    public convenience init(uiModel: GenericModel) {
        self.init(model: uiModel, themeRegistry: .standard)
        takesContainerTheme = true
    }
}

extension WebAuthnViewController {
    /// A passkey screen for `uiModel`, themed by the application when it is shown.
    public convenience init(uiModel: WebAuthnOperationModel) {
        self.init(model: uiModel, themeRegistry: .standard)
        takesContainerTheme = true
    }
}
