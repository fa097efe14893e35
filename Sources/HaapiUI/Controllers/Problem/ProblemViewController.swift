public import HaapiFlow
import HaapiModel

/// The stock screen for a `ProblemModel` that ends a flow or needs a screen of its
/// own (an unexpected error, an OAuth error response, a session mismatch).
///
/// Hierarchy: `rootStackView` holding `titleView` (an error message: the server's
/// title, or the problem type's `hui_problem_*` text), `messagesStackView` (the
/// problem's messages, then what it says about invalid fields),
/// `detailLabel` (the server's detail or OAuth error description, when given)
/// and `linksStackView`.
@MainActor
open class ProblemViewController: BaseViewController {
    /// The outlets this screen adds to ``BaseViewController``'s, declared once: the
    /// views take their identifiers from them and layouts are checked against them.
    public enum Outlet: String, ScreenOutletSet {
        case titleView, detailLabel
    }

    nonisolated open override class var styleTarget: StyleTarget { .problemViewController }
    nonisolated open override class var outlets: ScreenOutlets { super.outlets.adding(Outlet.self) }

    /// The model shown.
    public let model: ProblemModel
    /// The problem's title.
    public let titleView = MessageView(identifier: Outlet.titleView.rawValue, style: .error, text: "")
    /// The problem's detail.
    public let detailLabel = Label(identifier: Outlet.detailLabel.rawValue)

    /// Creates the screen.
    public init(model: ProblemModel, themeRegistry: ThemeRegistry) {
        self.model = model
        super.init(themeRegistry: themeRegistry)
    }

    /// Builds the hierarchy.
    open override func loadView() {
        super.loadView()
        titleView.style = style(for: .errorMessageView)
        detailLabel.style = style(for: .label)
        for view in [titleView, messagesStackView, detailLabel, linksStackView] as [View] {
            rootStackView.addArrangedSubview(view)
        }
    }

    /// Fills the views from the model.
    open override func viewDidLoad() {
        super.viewDidLoad()
        titleView.text = model.title ?? text(.problemTitleKey(for: model.type))
        // Without the form it answers, what the problem says about its fields is told as messages.
        let fieldTexts = model.invalidFieldTexts(invalidText: text(.fieldInvalid))
        handleInfoMessageModels(model.messages + fieldTexts.map { InfoMessageModel(text: $0, style: .error) })
        handleLinkItemModels(model.links)
        detailLabel.text = model.detail ?? model.errorDescription ?? ""
        detailLabel.isHidden = detailLabel.text.isEmpty
    }
}
