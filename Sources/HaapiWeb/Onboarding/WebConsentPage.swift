public import HaapiOnboarding
import HaapiUI

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

extension WebConsentPage {
    /// The page as every screen served alone is served.
    var screenPage: WebScreenPage {
        WebScreenPage(path: Self.path) { [self] registry, answer in
            let page = UserConsentPageViewController(themeRegistry: registry, page: UserConsentPage(title: content.title, body: content.body))
            page.isMandatory = isMandatory
            let relay = ConsentAnswerRelay { agreed in
                answer.give(registry.text(.webConsentAnswered)) { await onAnswer(agreed) }
            }
            page.delegate = relay
            answer.keep(relay)
            return page
        }
    }
}

/// Passes a consent page's answer on (`true` for Agree).
@MainActor
final class ConsentAnswerRelay: UserConsentPageViewControllerDelegate {
    let answer: @MainActor (Bool) -> Void

    init(_ answer: @escaping @MainActor (Bool) -> Void) {
        self.answer = answer
    }

    func didAllow(_ controller: UserConsentPageViewController) { answer(true) }
    func didDeny(_ controller: UserConsentPageViewController) { answer(false) }
}
