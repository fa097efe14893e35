import Foundation
import HTTPTypes
import HaapiHTML
import HaapiOnboarding
import HaapiUI
import Hummingbird

/// Screens served alone (``WebScreenPage``, the consent page among them): a page load
/// shows the screen, a post fills in its form and presses its control, and waits (at most
/// the step bound) for a delegate the screen waits on.
extension WebHost {
    /// Every screen the host serves alone: the configured ones and the consent page.
    var screenPages: [WebScreenPage] {
        configuration.screenPages + (configuration.consentPage.map { [$0.screenPage] } ?? [])
    }

    func showScreenPage(_ page: WebScreenPage, _ request: Request) async -> Response {
        await respond(request) { @MainActor [self] in
            let (login, setCookie) = try await loginForPage(request)
            let registry = try logins.renderer(login.language).themeRegistry
            let (container, answer) = Self.screen(page, registry: registry)
            defer { withExtendedLifetime(answer) {} }
            return try await render(login, setCookie: setCookie, root: container.view, formAction: page.path)
        }
    }

    func answerScreenPage(_ page: WebScreenPage, _ request: Request) async -> Response {
        let form = await PostedForm.result(request)
        return await respond(request) { @MainActor [self] in
            // Without a session (or its token) nothing is taken: the screen is shown again.
            guard let login = try await existingLogin(request) else { return seeOther(to: page.path) }
            let registry = try logins.renderer(login.language).themeRegistry
            guard let submission = accepted(form, for: login, words: registry) else { return seeOther(to: page.path) }
            let (container, answer) = Self.screen(page, registry: registry)
            defer { withExtendedLifetime(answer) {} }
            guard let control = submission.apply(to: container.view), control.activate() else { return seeOther(to: page.path) }
            // A delegate's completion reaches the screen a moment later: the page shows what it said.
            let clock = ContinuousClock()
            let deadline = clock.now.advanced(by: configuration.stepTimeout)
            var version = container.displayVersion
            while answer.heading == nil, (container.currentScreen as? OnboardingScreen)?.isWaitingForDelegate == true, clock.now < deadline {
                guard await waitForChange(container, after: version, ignoringProgress: false, timeout: clock.now.duration(to: deadline)) != nil else { break }
                version = container.displayVersion
            }
            guard let heading = answer.heading else {
                // Not answered: the screen as the press left it (a refusal under its field, say).
                return try await render(login, setCookie: nil, root: container.view, formAction: page.path)
            }
            await answer.reaction?()
            return try await render(login, setCookie: nil, root: Self.answeredScreen(heading, registry: registry))
        }
    }

    /// The screen in a container (its header and heading), and where it answers.
    @MainActor
    static func screen(_ page: WebScreenPage, registry: ThemeRegistry) -> (ScreenContainerViewController, WebScreenPage.Answer) {
        let container = ScreenContainerViewController(themeRegistry: registry)
        let answer = WebScreenPage.Answer()
        answer.keep(container)
        container.loadViewIfNeeded()
        container.showScreen(page.make(registry, answer))
        // A screen alone has nothing to close: its own buttons answer it.
        container.closeButton.isHidden = true
        return (container, answer)
    }

    /// The page after the answer: `heading`, and the way to the sign-in.
    @MainActor
    static func answeredScreen(_ heading: String, registry: ThemeRegistry) -> View {
        let root = StackView(identifier: "web.screenAnswered")
        root.style = registry.style(for: .haapiFlowViewController)
        let title = MessageView(identifier: "headerLabel", style: .heading, text: heading)
        title.style = registry.style(for: .headingMessageView)
        let back = LinkView(identifier: "web.back", title: registry.text(.webBackToSignIn), href: "/")
        back.style = registry.style(for: .link)
        for view in [title, back] as [View] { _ = root.addArrangedSubview(view) }
        return root
    }
}
