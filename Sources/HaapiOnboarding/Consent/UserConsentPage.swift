/// One page of a consent form (seed 002's `FUIUserConsentPage`): a title, a body
/// with the details, and an optional link to more information.
///
/// ```swift
/// let privacy = UserConsentPage(title: "Data Privacy", body: "How the app uses your data …",
///                               actionTitle: "Learn more") { pageController in
///     pageController.presentingContainer?.showScreen(privacyDetails)
/// }
/// let form = MultiPageUserConsentForm(pages: [privacy, security])
/// ```
@MainActor
public final class UserConsentPage {
    /// The page's title.
    public var title: String
    /// The details, in `RichText`'s markup: paragraphs separated by an empty line,
    /// `**bold**` and `[links](https://…)`; anything else shows as written.
    public var body: String
    /// The text of the link to more information; the link is hidden when it is
    /// empty or ``actionHandler`` is `nil`.
    public var actionTitle: String
    /// Called with the page's controller when the person follows the link.
    public var actionHandler: (@MainActor (UserConsentPageViewController) -> Void)?

    /// Creates a page.
    public init(
        title: String = "", body: String = "", actionTitle: String = "",
        actionHandler: (@MainActor (UserConsentPageViewController) -> Void)? = nil
    ) {
        self.title = title
        self.body = body
        self.actionTitle = actionTitle
        self.actionHandler = actionHandler
    }

    /// Whether the page offers its link.
    var hasAction: Bool { !actionTitle.isEmpty && actionHandler != nil }
}
