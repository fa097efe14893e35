public import HaapiClient
public import HaapiFlow
import HaapiModel

/// What the flow needs from a screen, stock or custom (seed 004).
///
/// A full replacement (customisation method 3) subclasses `ViewController`,
/// conforms to this protocol, builds its own view tree, and forwards the
/// person's actions through ``haapiFlowViewControllerDelegate``. Stock screens
/// conform through ``BaseViewController``.
///
/// A screen is also the flow's `HaapiFlow/FlowHooks` for its own actions: its
/// `preSubmit`, `preSelect` and `preFollow` (seed 004's hooks) run before the
/// app's hooks and before anything is sent; their defaults let every action
/// through unchanged. There is one hook system: the same protocol at both levels.
@MainActor
public protocol HaapiUIViewController: ViewController, FlowHooks {
    /// Where the screen sends the person's actions.
    var haapiFlowViewControllerDelegate: (any HaapiFlowViewControllerDelegate)? { get set }
    /// Where the screen asks for its theme.
    var uiStylableThemeDelegate: (any UIStylableThemeDelegate)? { get set }

    /// Stops the screen's own loading indicator (the flow's answer arrived).
    func stopLoading()
    /// Whether the screen shows its own loading indicator (then the flow view
    /// controller does not show one).
    func hasLoading() -> Bool
    /// Shows a problem on this screen. Returns `false` to let the flow view
    /// controller show it in its notification banner instead.
    func handleProblemModel(_ problemModel: ProblemModel) -> Bool
    /// Replaces the messages shown.
    func handleInfoMessageModels(_ infoMessageModels: [InfoMessageModel])
    /// Replaces the links shown.
    func handleLinkItemModels(_ linkItemModels: [LinkItemModel])
    /// Takes new form content for this screen (a continue-same step). Returns
    /// `false` when the screen cannot, so the flow shows a new screen.
    func handleFormModel(_ formModel: FormModel) -> Bool
    /// Hides the flow's header (title and close button) while this screen shows.
    /// The default asks ``haapiFlowViewControllerDelegate`` to hide it; call it
    /// from `viewDidLoad()` or later.
    func hideHeaderView()
    /// Takes a newer model of the same flow screen (each poll of a polling step
    /// brings one) and shows it in place. Return `false` to be replaced by a new
    /// screen made for the model; the default does.
    func update(with model: HaapiUIModel) -> Bool

    /// Seed 004's spelling of the submission hook: call `closure` before returning, with
    /// whether to send and the parameters to send (changed or not). The default sends
    /// them unchanged. A screen that implements `HaapiFlow/FlowHooks`' `async` form
    /// instead is not asked this one.
    func preSubmit(interactionActionModel: InteractionActionModel, parameters: [String: Any], closure: (Bool, [String: Any]) -> Void)
    /// Seed 004's spelling of the selection hook: call `closure` with whether to go on.
    func preSelect(selectorItemModel: SelectorItemInteractionActionModel, closure: (Bool) -> Void)
    /// Seed 004's spelling of the link hook: call `closure` with whether to follow it.
    func preFollow(linkItemModel: LinkItemModel, closure: (Bool) -> Void)
}

extension HaapiUIViewController {
    /// Asks the flow container to hide its header while this screen shows.
    public func hideHeaderView() {
        haapiFlowViewControllerDelegate?.hideHeaderView(requestedBy: self)
    }

    /// Asks to be replaced by a new screen.
    public func update(with model: HaapiUIModel) -> Bool { false }

    /// Sends the parameters unchanged.
    public func preSubmit(interactionActionModel: InteractionActionModel, parameters: [String: Any], closure: (Bool, [String: Any]) -> Void) {
        closure(true, parameters)
    }

    /// Lets the selection through.
    public func preSelect(selectorItemModel: SelectorItemInteractionActionModel, closure: (Bool) -> Void) { closure(true) }

    /// Lets the link be followed.
    public func preFollow(linkItemModel: LinkItemModel, closure: (Bool) -> Void) { closure(true) }

    // The flow asks a screen's hooks in their `async` form; these defaults ask the
    // closure forms above, so a screen may implement either. A closure never called
    // stops the action (nothing is sent on a decision that was not made).

    /// Asks ``preSubmit(interactionActionModel:parameters:closure:)``. Values come to it
    /// as `String` (text), `Bool` (a checkbox) or `JSONValue`; a `String` or `Bool` that
    /// comes back is sent as text or as the checkbox's state.
    public func preSubmit(
        interactionActionModel: InteractionActionModel, parameters: [String: FormSubmission.Value]
    ) async -> PreSubmitDecision {
        var decision = PreSubmitDecision.stop
        preSubmit(interactionActionModel: interactionActionModel, parameters: parameters.mapValues(\.seedValue)) { proceed, changed in
            guard proceed else { return }
            decision = .proceed(parameters: changed.compactMapValues(FormSubmission.Value.init(seedValue:)))
        }
        return decision
    }

    /// Asks ``preSelect(selectorItemModel:closure:)``.
    public func preSelect(selectorItemModel: SelectorItemInteractionActionModel) async -> Bool {
        var proceed = false
        preSelect(selectorItemModel: selectorItemModel) { proceed = $0 }
        return proceed
    }

    /// Asks ``preFollow(linkItemModel:closure:)``.
    public func preFollow(linkItemModel: LinkItemModel) async -> Bool {
        var proceed = false
        preFollow(linkItemModel: linkItemModel) { proceed = $0 }
        return proceed
    }
}

extension FormSubmission.Value {
    /// The value as seed 004's hooks see it: text as `String`, a checkbox as `Bool`, JSON as `JSONValue`.
    var seedValue: Any {
        switch self {
        case .text(let text): text
        case .checked(let checked): checked
        case .json(let json): json
        }
    }

    /// A value a seed hook gave back; `nil` (the parameter is dropped) for any other type.
    init?(seedValue: Any) {
        switch seedValue {
        case let text as String: self = .text(text)
        case let checked as Bool: self = .checked(checked)
        case let json as JSONValue: self = .json(json)
        case let value as FormSubmission.Value: self = value
        default: return nil
        }
    }
}
