public import HaapiScreenKit

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
    public var title: UserConsentText
    /// The details, in `RichText`'s markup: paragraphs separated by an empty line,
    /// `**bold**` and `[links](https://…)`; anything else shows as written.
    public var body: UserConsentText
    /// The text of the link to more information; the link is hidden when it is
    /// empty or ``actionHandler`` is `nil`.
    public var actionTitle: UserConsentText
    /// The title as rich text, shown instead of ``title`` when set (a heading shows its
    /// words; its emphasis is the heading's own).
    public var titleAttributedText: RichText?
    /// The details as rich text, shown instead of ``body`` when set.
    public var bodyAttributedText: RichText?
    /// The link's text as rich text, shown (as its words) instead of ``actionTitle`` when set.
    public var actionTitleAttributedText: RichText?
    /// Called with the page's controller when the person follows the link.
    public var actionHandler: (@MainActor (UserConsentPageViewController) -> Void)?

    /// Creates a page.
    public init(
        title: String = "", body: String = "", actionTitle: String = "",
        actionHandler: (@MainActor (UserConsentPageViewController) -> Void)? = nil
    ) {
        self.title = UserConsentText(title)
        self.body = UserConsentText(body)
        self.actionTitle = UserConsentText(actionTitle)
        self.actionHandler = actionHandler
    }

    /// The title shown: the attributed one's words when set, else ``title``.
    var shownTitle: String { titleAttributedText?.plainText ?? title.text }
    /// The details shown: ``bodyAttributedText`` when set, else ``body``'s markup.
    var shownBody: RichText { bodyAttributedText ?? RichText(markup: body.text) }
    /// The link's text shown: the attributed one's words when set, else ``actionTitle``.
    var shownActionTitle: String { actionTitleAttributedText?.plainText ?? actionTitle.text }

    /// Whether the page offers its link.
    var hasAction: Bool { !shownActionTitle.isEmpty && actionHandler != nil }
}

/// One text of a consent page (seed 002's `page.title.text = …`): a string, also written
/// as a literal (`page.title = "Data Privacy"`).
public struct UserConsentText: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The text.
    public var text: String

    /// Creates a text.
    public init(_ text: String = "") {
        self.text = text
    }

    public init(stringLiteral value: String) {
        self.text = value
    }

    public var description: String { text }
}
