public import HaapiFlow

/// The stock screen for a `GenericModel`: a step this version has no dedicated
/// screen for, shown with whatever it offers rather than dropped.
///
/// Hierarchy: `rootStackView` holding `messagesStackView`, `unsupportedLabel`
/// (`hui_generic_unsupported_step`, shown only when the step offers nothing to
/// do), `formStackView` (its interaction items, as on ``FormViewController``) and
/// `linksStackView`.
@MainActor
open class GenericViewController: BaseViewController {
    /// The outlets this screen adds to ``BaseViewController``'s, declared once: the
    /// views take their identifiers from them and layouts are checked against them.
    public enum Outlet: String, ScreenOutletSet {
        case unsupportedLabel, formStackView
    }

    nonisolated open override class var styleTarget: StyleTarget { .genericViewController }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// The model shown.
    public let model: GenericModel
    /// Says the step cannot be shown, when it offers no actions.
    public let unsupportedLabel = Label(identifier: Outlet.unsupportedLabel.rawValue)
    /// Holds the views of the interaction items.
    public let formStackView = StackView(identifier: Outlet.formStackView.rawValue)
    /// The item views and inputs.
    public private(set) var formViews: FormViews?

    /// Creates the screen.
    public init(model: GenericModel, themeRegistry: ThemeRegistry) {
        self.model = model
        super.init(themeRegistry: themeRegistry)
    }

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        unsupportedLabel.style = style(for: .label)
        formStackView.style = style(for: .stackView)
        for view in [messagesStackView, unsupportedLabel, formStackView, linksStackView] as [View] {
            rootStackView.addArrangedSubview(view)
        }
    }

    /// Fills the views from the model.
    open override func viewDidLoad() {
        super.viewDidLoad()
        handleInfoMessageModels(model.messages)
        handleLinkItemModels(model.links)
        unsupportedLabel.text = text(.genericUnsupportedStep)
        unsupportedLabel.isHidden = !model.interactionItems.isEmpty
        formViews = FormViews(items: model.interactionItems, into: formStackView, controller: self) { [weak self] button in
            guard let self, let formViews = self.formViews else { return }
            self.submit(button.actionModel, parameters: formViews.parameters(for: button.actionModel))
        }
    }
}
