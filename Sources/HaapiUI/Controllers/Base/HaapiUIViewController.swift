import HaapiFlow

/// What the flow needs from a screen, stock or custom (seed 004).
///
/// A full replacement (customisation method 3) subclasses ``ViewController``,
/// conforms to this protocol, builds its own view tree, and forwards the
/// person's actions through ``haapiFlowViewControllerDelegate``. Stock screens
/// conform through ``BaseViewController``.
///
/// The hooks ``preSubmit(interactionActionModel:parameters:)``,
/// ``preSelect(selectorItemModel:)`` and ``preFollow(linkItemModel:)`` run before
/// an action is forwarded; their defaults let every action through unchanged.
@MainActor
public protocol HaapiUIViewController: ViewController {
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
    func hideHeaderView()

    /// Runs before a submission; return `nil` to cancel it, or the parameters to send.
    func preSubmit(interactionActionModel: InteractionActionModel, parameters: [String: String]) async -> [String: String]?
    /// Runs before a selection; return `false` to cancel it.
    func preSelect(selectorItemModel: SelectorItemInteractionActionModel) async -> Bool
    /// Runs before a link is followed; return `false` to cancel it.
    func preFollow(linkItemModel: LinkItemModel) async -> Bool
}

extension HaapiUIViewController {
    /// Lets the submission through unchanged.
    public func preSubmit(interactionActionModel: InteractionActionModel, parameters: [String: String]) async -> [String: String]? {
        parameters
    }

    /// Lets the selection through.
    public func preSelect(selectorItemModel: SelectorItemInteractionActionModel) async -> Bool { true }

    /// Lets the link be followed.
    public func preFollow(linkItemModel: LinkItemModel) async -> Bool { true }
}
