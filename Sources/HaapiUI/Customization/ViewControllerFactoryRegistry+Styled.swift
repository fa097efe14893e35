public import HaapiFlow
public import HaapiScreenKit

// Seed 004's registrations, one per model type: the factory gets the model, the
// resolved style of the stock screen it stands in for (colours, fonts and spacing the
// theme gives that screen), and the whole theme (its shared colours, texts and
// images: what Curity's SDK calls the common style).

extension ViewControllerFactoryRegistry {
    /// A factory of screens for one model type, given the model, the stock screen's
    /// style and the whole theme.
    public typealias StyledFactory<Model: UIModel> =
        @MainActor @Sendable (_ model: Model, _ style: ResolvedStyle, _ commonStyle: ThemeRegistry) -> any HaapiUIViewController

    private func registerStyled<Model: UIModel>(
        _ modelType: Model.Type, target: StyleTarget, _ factory: @escaping StyledFactory<Model>
    ) -> Self {
        register(modelType: modelType) { model, theme in factory(model, theme.style(for: target), theme) }
    }

    /// Shows form screens (`FormModel`) with the screens `factory` makes.
    @discardableResult
    public func registerViewControllerFactoryFormModel(_ factory: @escaping StyledFactory<FormModel>) -> Self {
        registerStyled(FormModel.self, target: .formViewController, factory)
    }

    /// Shows selector screens (`SelectorModel`) with the screens `factory` makes.
    @discardableResult
    public func registerViewControllerFactorySelectorModel(_ factory: @escaping StyledFactory<SelectorModel>) -> Self {
        registerStyled(SelectorModel.self, target: .selectorViewController, factory)
    }

    /// Shows polling screens (`PollingModel`) with the screens `factory` makes.
    @discardableResult
    public func registerViewControllerFactoryPollingModel(_ factory: @escaping StyledFactory<PollingModel>) -> Self {
        registerStyled(PollingModel.self, target: .pollingViewController, factory)
    }

    /// Shows BankID screens (`BankIdModel`) with the screens `factory` makes.
    @discardableResult
    public func registerViewControllerFactoryBankIdModel(_ factory: @escaping StyledFactory<BankIdModel>) -> Self {
        registerStyled(BankIdModel.self, target: .bankIdViewController, factory)
    }

    /// Shows problem screens (`ProblemModel`) with the screens `factory` makes.
    @discardableResult
    public func registerViewControllerFactoryProblemModel(_ factory: @escaping StyledFactory<ProblemModel>) -> Self {
        registerStyled(ProblemModel.self, target: .problemViewController, factory)
    }

    /// Shows generic screens (`GenericModel`) with the screens `factory` makes.
    @discardableResult
    public func registerViewControllerFactoryGenericModel(_ factory: @escaping StyledFactory<GenericModel>) -> Self {
        registerStyled(GenericModel.self, target: .genericViewController, factory)
    }

    /// Shows passkey screens (`WebAuthnOperationModel`) with the screens `factory` makes.
    @discardableResult
    public func registerViewControllerFactoryWebAuthnOperationModel(_ factory: @escaping StyledFactory<WebAuthnOperationModel>) -> Self {
        registerStyled(WebAuthnOperationModel.self, target: .webAuthnViewController, factory)
    }
}
