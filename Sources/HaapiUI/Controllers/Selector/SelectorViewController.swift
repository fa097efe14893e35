public import HaapiFlow
import HaapiModel

/// How the authenticator picker shows its options (a configuration option).
public enum SelectorPresentation: String, Sendable, Hashable, CaseIterable {
    /// One button per option, in a column.
    case list
    /// One tab per option, in a row.
    case tabs
}

/// The stock screen for a `SelectorModel`, typically the authenticator picker.
///
/// Hierarchy: `rootStackView` holding `titleLabel`, `messagesStackView`,
/// `selectorStackView` (one `Button` per option, identified `option[n]`; an option
/// submitted as chosen whose `actionTitle` says more than its title has that on
/// its button, under the title in `optionCaption[n]`, both in `optionStackView[n]`; a
/// vertical stack of secondary buttons for ``SelectorPresentation/list``, a
/// horizontal stack styled `Tab` for ``SelectorPresentation/tabs``),
/// `buttonsStackView` (the step's other actions, such as cancel, each with its
/// caption: ``BaseViewController/makeButtonViews(for:index:action:)``) and `linksStackView`.
@MainActor
open class SelectorViewController: BaseViewController {
    /// The outlets this screen adds to ``BaseViewController``'s, declared once: the
    /// views take their identifiers from them and layouts are checked against them.
    public enum Outlet: String, ScreenOutletSet {
        case titleLabel, selectorStackView, buttonsStackView
    }

    nonisolated open override class var styleTarget: StyleTarget { .selectorViewController }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// The model shown.
    public private(set) var model: SelectorModel
    /// How options are shown.
    public let presentation: SelectorPresentation
    /// The selector's title (the server's, or `hui_authenticator_selector_title`).
    public let titleLabel = Label(identifier: Outlet.titleLabel.rawValue)
    /// Holds one button per option.
    public let selectorStackView = StackView(identifier: Outlet.selectorStackView.rawValue)
    /// Holds the step's other actions.
    public let buttonsStackView = StackView(identifier: Outlet.buttonsStackView.rawValue)

    /// Creates the screen.
    public init(model: SelectorModel, themeRegistry: ThemeRegistry, presentation: SelectorPresentation = .list) {
        self.model = model
        self.presentation = presentation
        super.init(themeRegistry: themeRegistry)
    }

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        titleLabel.style = style(for: .headingMessageView)
        selectorStackView.axis = presentation == .tabs ? .horizontal : .vertical
        selectorStackView.style = style(for: .stackView)
        buttonsStackView.style = style(for: .stackView)
        for view in [titleLabel, messagesStackView, selectorStackView, buttonsStackView, linksStackView] as [View] {
            rootStackView.addArrangedSubview(view)
        }
    }

    /// Fills the views from the model.
    open override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = model.title ?? text(.authenticatorSelectorTitle)
        handleInfoMessageModels(model.messages)
        handleLinkItemModels(model.links)
        for (index, item) in model.items.enumerated() {
            let title = item.label ?? item.authenticatorType ?? item.actionModel.id
            let actionTitle = Self.actionTitle(of: item, besides: title)
            let button = Button(
                identifier: "option[\(index)]", type: .secondary, title: actionTitle ?? title, actionIdentifier: item.actionModel.id
            ) { [weak self] in self?.choose(item) }
            button.style = presentation == .tabs ? style(for: .tab) : style(for: .secondaryButton)
            guard actionTitle != nil else {
                selectorStackView.addArrangedSubview(button)
                continue
            }
            // The option's title over a button saying what it does, as a form's
            // caption stands over its button.
            let caption = Label(identifier: "optionCaption[\(index)]", text: title)
            caption.style = style(for: .label)
            let pair = StackView(identifier: "optionStackView[\(index)]")
            pair.style = style(for: .stackView)
            pair.addArrangedSubview(caption)
            pair.addArrangedSubview(button)
            selectorStackView.addArrangedSubview(pair)
        }
        for (index, model) in model.buttons.enumerated() {
            for view in makeButtonViews(for: model, index: index, action: { [weak self] in self?.submit(model.actionModel) }) {
                buttonsStackView.addArrangedSubview(view)
            }
        }
        buttonsStackView.isHidden = model.buttons.isEmpty
    }

    /// The `actionTitle` of an option that is submitted as it is chosen (a form
    /// without fields to fill in), when it says something besides the option's `title`:
    /// the option's button then says it, under the title.
    static func actionTitle(of item: SelectorItemInteractionActionModel, besides title: String) -> String? {
        guard item.options.isEmpty, item.actionModel.visibleFields.isEmpty,
              let actionTitle = item.actionModel.action.form?.actionTitle, !actionTitle.isEmpty, actionTitle != title
        else { return nil }
        return actionTitle
    }

    /// Chooses `item` as the person did. Subclasses override it and call `super`.
    open func choose(_ item: SelectorItemInteractionActionModel) {
        select(item)
    }
}
