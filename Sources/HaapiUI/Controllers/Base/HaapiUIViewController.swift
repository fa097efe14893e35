public import HaapiFlow

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
}

extension HaapiUIViewController {
    /// Asks the flow container to hide its header while this screen shows.
    public func hideHeaderView() {
        haapiFlowViewControllerDelegate?.hideHeaderView(requestedBy: self)
    }

    /// Asks to be replaced by a new screen.
    public func update(with model: HaapiUIModel) -> Bool { false }
}
