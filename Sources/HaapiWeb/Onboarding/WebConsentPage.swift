public import HaapiOnboarding

/// A consent page the web host serves alone at ``path`` (seed 002's simple form: the
/// onboarding's `UserConsentPageViewController` used alone), in the browser's language:
/// the title, the body as rich text (`RichText`'s markup: paragraphs, `**bold**`,
/// `[links](https://…)`), and Deny (``isMandatory``) or Not Now, and Agree.
///
/// The answer goes to ``onAnswer``; the browser then sees that its answer was saved and
/// a link to the sign-in. The page's form carries the browser session's CSRF token, as
/// every page of the host does.
///
/// ```swift
/// var configuration = WebHostConfiguration()
/// configuration.consentPage = WebConsentPage(
///     content: ConsentPageContent(title: "Data Privacy", body: "We keep **little**. See [our notice](https://example.com/privacy)."),
///     isMandatory: false) { agreed in await analytics.setAllowed(agreed) }
/// ```
public struct WebConsentPage: Sendable {
    /// Where the host serves the page.
    public static let path = "/consent"

    /// The page: its title and body (`actionTitle` and `actionURL` are not shown: a
    /// link in the body's markup leads further).
    public var content: ConsentPageContent
    /// Whether the left button is Deny (`true`) or Not Now.
    public var isMandatory: Bool
    /// Called with the person's answer: `true` for Agree.
    public var onAnswer: @Sendable @MainActor (_ agreed: Bool) async -> Void

    /// Creates the page.
    public init(
        content: ConsentPageContent, isMandatory: Bool = true, onAnswer: @escaping @Sendable @MainActor (_ agreed: Bool) async -> Void
    ) {
        self.content = content
        self.isMandatory = isMandatory
        self.onAnswer = onAnswer
    }
}
