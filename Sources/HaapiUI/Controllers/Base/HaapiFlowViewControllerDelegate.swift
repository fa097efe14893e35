import HaapiFlow

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
}

/// What a screen asks about its theme: the flow view controller implements it and
/// answers with its ``ThemeRegistry``.
@MainActor
public protocol UIStylableThemeDelegate: AnyObject {
    /// The registry screens take styles and texts from.
    var themeRegistry: ThemeRegistry { get }
}
