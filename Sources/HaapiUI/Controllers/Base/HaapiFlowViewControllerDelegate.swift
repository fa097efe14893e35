public import HaapiFlow

/// What a screen calls to move the flow on: the flow view controller implements it.
///
/// Stock screens call it after their `preSubmit` / `preSelect` / `preFollow`
/// hooks agreed; a custom screen (seed 004) calls it directly.
@MainActor
public protocol HaapiFlowViewControllerDelegate: AnyObject {
    /// Submits `interactionActionModel` with the person's input, by field name.
    func submit(interactionActionModel: InteractionActionModel, parameters: [String: String])
    /// Chooses one option of a selector.
    func select(selectorItemModel: SelectorItemInteractionActionModel)
    /// Follows a link.
    func follow(linkItemModel: LinkItemModel)
    /// Goes back from a selector option's form to the options it was chosen from
    /// (the form's Back, when its model `offersBack`).
    func goBack()
    /// Hides the flow's header while `screen` shows (a screen's `hideHeaderView()`
    /// calls it). The default does nothing.
    func hideHeaderView(requestedBy screen: any HaapiUIViewController)
}

extension HaapiFlowViewControllerDelegate {
    /// Does nothing: a delegate without a header has nothing to hide.
    public func hideHeaderView(requestedBy screen: any HaapiUIViewController) {}
}

/// What a screen asks about its theme: the flow view controller implements it and
/// answers with its `ThemeRegistry`.
@MainActor
public protocol UIStylableThemeDelegate: AnyObject {
    /// The registry screens take styles and texts from.
    var themeRegistry: ThemeRegistry { get }
}
