public import HaapiModel

/// What a screen model is made from: the server's document and where the flow is.
public struct MappingInput: Sendable {
    /// The step or problem the server sent.
    public var document: HaapiDocument
    /// The screen shown when the document arrived (to keep it for `continue-same-step`).
    public var currentModel: HaapiUIModel?
    /// The action whose submission produced the document.
    public var submittedAction: InteractionActionModel?

    /// The client operations the flow can run here; a step with any other operation is
    /// shown as a `GenericModel` offering the operation's `errorActions`. `nil`: all
    /// operations this version knows.
    public var supportedClientOperations: Set<ClientOperationName>?

    /// Creates an input.
    public init(
        document: HaapiDocument, currentModel: HaapiUIModel? = nil, submittedAction: InteractionActionModel? = nil,
        supportedClientOperations: Set<ClientOperationName>? = nil
    ) {
        self.document = document
        self.currentModel = currentModel
        self.submittedAction = submittedAction
        self.supportedClientOperations = supportedClientOperations
    }
}

/// Turns each server document into a screen model, with the app's customisations
/// applied after the default mapping.
///
/// ```swift
/// var mapper = DataMapper()
/// mapper.customize(modelType: FormModel.self) { model, input in
///     var model = model
///     model.extras["promo"] = "spring"        // read by the app's own screen
///     return model
/// }
/// ```
///
/// Customisations of the same model type run in the order they were added.
public struct DataMapper: Sendable {
    private var customizations: [@Sendable (HaapiUIModel, MappingInput) -> HaapiUIModel] = []

    /// A mapper with the default mapping only.
    public init() {}

    /// Adds a customisation for screens of `modelType`: `handler` gets the model the
    /// default mapping (and earlier customisations) made and returns the one to show.
    public mutating func customize<Model: UIModel>(
        modelType: Model.Type, handler: @escaping @Sendable (Model, MappingInput) -> Model
    ) {
        customizations.append { uiModel, input in
            uiModel.transformed(as: modelType) { handler($0, input) }
        }
    }

    /// The screen model for `input`.
    public func map(_ input: MappingInput) -> HaapiUIModel {
        customizations.reduce(DefaultMapping.map(input)) { model, customize in customize(model, input) }
    }
}

extension HaapiUIModel {
    /// This model with `transform` applied when it is a `Model`; otherwise unchanged.
    func transformed<Model: UIModel>(as type: Model.Type, _ transform: (Model) -> Model) -> HaapiUIModel {
        func apply<Concrete: UIModel>(_ model: Concrete, wrap: (Concrete) -> HaapiUIModel) -> HaapiUIModel {
            guard let typed = model as? Model, let result = transform(typed) as? Concrete else { return self }
            return wrap(result)
        }
        switch self {
        case .form(let m): return apply(m, wrap: HaapiUIModel.form)
        case .selector(let m): return apply(m, wrap: HaapiUIModel.selector)
        case .polling(let m): return apply(m, wrap: HaapiUIModel.polling)
        case .bankID(let m): return apply(m, wrap: HaapiUIModel.bankID)
        case .problem(let m): return apply(m, wrap: HaapiUIModel.problem)
        case .generic(let m): return apply(m, wrap: HaapiUIModel.generic)
        case .continueSame(let m): return apply(m, wrap: HaapiUIModel.continueSame)
        case .webAuthn(let m): return apply(m, wrap: HaapiUIModel.webAuthn)
        case .oauth(let m): return apply(m, wrap: HaapiUIModel.oauth)
        }
    }
}
