import HaapiModel

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
}

/// One screen's model: what the flow hands the UI layer for each step.
public enum HaapiUIModel: Sendable, Equatable {
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
