public import HaapiModel

/// What every screen model has: the server's hints for choosing a screen, and the
/// messages and links to show.
///
/// The flow maps each step to one of the concrete models (`FormModel`,
/// `SelectorModel`, `PollingModel`, `BankIdModel`, `ProblemModel`, `GenericModel`,
/// `ContinueSameModel`, `WebAuthnOperationModel`, `OAuthModel`); screens and
/// customisations register against those types.
public protocol UIModel: Sendable, Equatable {
    /// `metadata.viewName` of the step, for choosing a custom screen.
    var viewName: String? { get }
    /// `metadata.templateArea` of the step.
    var templateArea: String? { get }
    /// Texts to show, in order.
    var messages: [InfoMessageModel] { get set }
    /// Links to offer (image links carry their picture).
    var links: [LinkItemModel] { get set }
    /// Values an app's data-mapper customisation added, for its own screens.
    var extras: [String: JSONValue] { get set }
    /// What the screen's header says: the step's heading message or a title for
    /// what the step is for; `nil` leaves the container's default title.
    var heading: ScreenHeading? { get set }
}

/// One screen's model: what the flow hands the UI layer for each step.
///
/// It is `Codable` so that a flow in progress can be persisted with its screen.
public enum HaapiUIModel: Sendable, Equatable, Codable {
    case form(FormModel)
    case selector(SelectorModel)
    case polling(PollingModel)
    case bankID(BankIdModel)
    case problem(ProblemModel)
    case generic(GenericModel)
    case continueSame(ContinueSameModel)
    case webAuthn(WebAuthnOperationModel)
    case oauth(OAuthModel)

    /// The model, whatever its type.
    public var model: any UIModel {
        switch self {
        case .form(let m): m
        case .selector(let m): m
        case .polling(let m): m
        case .bankID(let m): m
        case .problem(let m): m
        case .generic(let m): m
        case .continueSame(let m): m
        case .webAuthn(let m): m
        case .oauth(let m): m
        }
    }
}

extension HaapiUIModel {
    /// The model's type name, for diagnostics (`FormModel`, `PollingModel`, ...).
    public var modelTypeName: String {
        String(describing: type(of: model))
    }

    /// The same screen with `messages` put before its own messages.
    func prependingMessages(_ messages: [InfoMessageModel]) -> HaapiUIModel {
        guard !messages.isEmpty else { return self }
        return replacing(messages: messages + model.messages, heading: model.heading)
    }

    /// The same screen headed by `heading`: a heading message it names is taken out
    /// of the messages (the header shows it; the body does not repeat it).
    func headed(_ heading: ScreenHeading) -> HaapiUIModel {
        replacing(messages: heading.removingHeadingMessage(from: model.messages), heading: heading)
    }

    /// The same screen with `messages` and `heading`.
    func replacing(messages: [InfoMessageModel], heading: ScreenHeading?) -> HaapiUIModel {
        func replace<Model: UIModel>(_ model: Model, _ wrap: (Model) -> HaapiUIModel) -> HaapiUIModel {
            var copy = model
            copy.messages = messages
            copy.heading = heading
            return wrap(copy)
        }
        switch self {
        case .form(let m): return replace(m, HaapiUIModel.form)
        case .selector(let m): return replace(m, HaapiUIModel.selector)
        case .polling(let m): return replace(m, HaapiUIModel.polling)
        case .bankID(let m): return replace(m, HaapiUIModel.bankID)
        case .problem(let m): return replace(m, HaapiUIModel.problem)
        case .generic(let m): return replace(m, HaapiUIModel.generic)
        case .continueSame(let m): return replace(m, HaapiUIModel.continueSame)
        case .webAuthn(let m): return replace(m, HaapiUIModel.webAuthn)
        case .oauth(let m): return replace(m, HaapiUIModel.oauth)
        }
    }
}
