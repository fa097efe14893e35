public import HaapiModel
import Synchronization

/// Seed 001's registry of data mappers: for a model type, a closure that makes the
/// screen model from the server's document, in place of the one the default mapping
/// made. It holds a ``DataMapper`` (``dataMapper``) and registers through
/// ``DataMapper/customize(modelType:handler:)``: the same customisation, in the seed's
/// shape. Registering changes the registry in place and returns it; the application
/// builder keeps what was registered when it is given the registry.
///
/// ```swift
/// let dataMapperRegistry = DataMapperRegistry()
/// dataMapperRegistry.register(modelType: FormModel.self) { input in
///     var model = FormModel(from: input)
///     model.extras["promo"] = "spring"        // read by the app's own screen
///     return model
/// }
/// ```
public final class DataMapperRegistry: Sendable {
    private let mapper = Mutex(DataMapper())

    /// A registry with the default mapping only.
    public init() {}

    /// Shows models of `modelType` as `mapper` makes them from the input: it runs for
    /// each document the default mapping made a `Model` of (and after the
    /// customisations registered before it). `Model(from: input)` makes the default.
    @discardableResult
    public func register<Model: UIModel>(modelType: Model.Type, mapper make: @escaping @Sendable (MappingInput) -> Model) -> Self {
        mapper.withLock { $0.customize(modelType: modelType) { _, input in make(input) } }
        return self
    }

    /// The mapper with everything registered so far.
    public var dataMapper: DataMapper { mapper.withLock { $0 } }
}

extension FormModel {
    /// The form the default mapping makes of `input` (seed 001's `FormModel(from:)`, for
    /// a ``DataMapperRegistry`` mapper to start from). A document the default mapping
    /// makes no form of gives a form with its messages and links and nothing to submit.
    public init(from input: MappingInput) {
        let mapped = DefaultMapping.map(input)
        if case .form(let form) = mapped {
            self = form
        } else if case .continueSame(let same) = mapped, let form = same.form {
            self = form
        } else {
            let model = mapped.model
            self.init(messages: model.messages, links: model.links, extras: model.extras, heading: model.heading)
        }
    }
}
