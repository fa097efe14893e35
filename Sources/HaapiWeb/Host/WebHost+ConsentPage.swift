import Foundation
import HTTPTypes
import HaapiHTML
import HaapiOnboarding
import HaapiUI
import Hummingbird

/// The consent page used alone (``WebConsentPage``): `GET /consent` shows it, `POST
/// /consent` takes the answer.
extension WebHost {
    func consentPage(_ request: Request) async -> Response {
        await respond(request) { @MainActor [self] in
            guard let consent = configuration.consentPage else { return Response(status: .notFound, headers: SecurityHeaders.fields(nonce: nil)) }
            let (login, setCookie) = try await loginForPage(request)
            let registry = try logins.renderer(login.language).themeRegistry
            let (container, _) = Self.consentScreen(consent, registry: registry)
            return try await render(login, setCookie: setCookie, root: container.view, formAction: WebConsentPage.path)
        }
    }

    func consentAnswer(_ request: Request) async -> Response {
        let form = await PostedForm.result(request)
        return await respond(request) { @MainActor [self] in
            guard let consent = configuration.consentPage else { return Response(status: .notFound, headers: SecurityHeaders.fields(nonce: nil)) }
            // Without a session (or its token) nothing is taken: the page is shown again.
            guard let login = try await existingLogin(request) else { return seeOther(to: WebConsentPage.path) }
            let registry = try logins.renderer(login.language).themeRegistry
            guard let submission = accepted(form, for: login, words: registry) else { return seeOther(to: WebConsentPage.path) }
            // The container holds the page, whose buttons reach the delegate: it lives until the answer is in.
            let (container, answers) = Self.consentScreen(consent, registry: registry)
            let pressed = withExtendedLifetime(container) { submission.apply(to: container.view)?.activate() == true }
            guard pressed, let agreed = answers.agreed else { return seeOther(to: WebConsentPage.path) }
            await consent.onAnswer(agreed)
            return try await render(login, setCookie: nil, root: Self.answeredScreen(registry: registry))
        }
    }

    /// The page in a container (its header and heading), and what records the answer.
    @MainActor
    static func consentScreen(_ consent: WebConsentPage, registry: ThemeRegistry) -> (ScreenContainerViewController, ConsentAnswers) {
        let container = ScreenContainerViewController(themeRegistry: registry)
        let page = UserConsentPageViewController(
            themeRegistry: registry, page: UserConsentPage(title: consent.content.title, body: consent.content.body))
        page.isMandatory = consent.isMandatory
        let answers = ConsentAnswers()
        page.delegate = answers
        container.loadViewIfNeeded()
        container.showScreen(page)
        // A page alone has nothing to close: its answers are Deny (or Not Now) and Agree.
        container.closeButton.isHidden = true
        return (container, answers)
    }

    /// The page after the answer: it was saved, and the way to the sign-in.
    @MainActor
    static func answeredScreen(registry: ThemeRegistry) -> View {
        let root = StackView(identifier: "web.consentAnswered")
        root.style = registry.style(for: .haapiFlowViewController)
        let heading = MessageView(identifier: "headerLabel", style: .heading, text: registry.text(.webConsentAnswered))
        heading.style = registry.style(for: .headingMessageView)
        let back = LinkView(identifier: "web.back", title: registry.text(.webBackToSignIn), href: "/")
        back.style = registry.style(for: .link)
        for view in [heading, back] as [View] { _ = root.addArrangedSubview(view) }
        return root
    }
}

/// Records the answer of a consent page used alone.
@MainActor
final class ConsentAnswers: UserConsentPageViewControllerDelegate {
    /// `true` for Agree, `false` for Deny or Not Now; `nil` before an answer.
    private(set) var agreed: Bool?

    func didAllow(_ controller: UserConsentPageViewController) { agreed = true }
    func didDeny(_ controller: UserConsentPageViewController) { agreed = false }
}
