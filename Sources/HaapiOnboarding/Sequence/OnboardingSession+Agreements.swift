import Foundation
import HaapiFlow
import HaapiUI
import Logging

extension OnboardingSession {
    /// The licence agreement of the configuration.
    func makeEULA() -> EULAViewController {
        let eula = screenFactory.eula(themeRegistry)
        prepare(eula)
        eula.headline = sequence.configuration.eula?.headline
        eula.eulaText = sequence.configuration.eula?.text ?? ""
        eula.delegate = self
        offerBack(on: eula, from: .eula)
        return eula
    }

    /// Gives `screen` of `step` the screen of the step before (``OnboardingStateMachine/stepBefore(_:)``)
    /// for its Back, and follows the person there.
    private func offerBack(on screen: OnboardingScreen, from step: OnboardingStateMachine.Step) {
        guard let before = sequence.stepBefore(step) else { return }
        switch before {
        case .eula: screen.previousScreen = makeEULA()
        case .activation: screen.previousScreen = makeActivation()
        default: screen.previousScreen = makeWelcome()
        }
        screen.onGoBack = { [weak self] _ in self?.handle(.wentBack(to: before)) }
    }

    /// The consent forms of the configuration; a page's link opens its `https`
    /// page in a ``WebViewContainer`` and comes back to the form.
    func makeConsents() -> UserConsentViewController {
        let forms: [any UserConsentForm] = sequence.configuration.consentForms.map { content in
            let pages = content.pages.map { page in makePage(page) }
            let form: any UserConsentForm = pages.count == 1
                ? SinglePageUserConsentForm(
                    title: pages[0].title.text, body: pages[0].body.text, actionTitle: pages[0].actionTitle.text,
                    actionHandler: pages[0].actionHandler)
                : MultiPageUserConsentForm(pages: pages)
            form.isRequired = content.isRequired
            return form
        }
        let consents = screenFactory.consents(themeRegistry, forms)
        prepare(consents)
        consents.delegate = self
        if let saved = sequence.consentProgress {
            do {
                try consents.restore(saved)
            } catch {
                logger.info("the saved consent progress does not fit the forms; they start again: \(error)")
            }
        }
        consents.onSequenceChange = { [weak self] progress in self?.handle(.consentsProgressed(progress)) }
        offerBack(on: consents, from: .consents)
        return consents
    }

    private func makePage(_ page: ConsentPageContent) -> UserConsentPage {
        var handler: (@MainActor (UserConsentPageViewController) -> Void)?
        if let address = page.actionURL {
            let title = page.actionTitle
            handler = { [weak self] _ in self?.showPage(address, title: title) }
        }
        return UserConsentPage(title: page.title, body: page.body, actionTitle: page.actionTitle ?? "", actionHandler: handler)
    }

    /// Shows `address` in a web page container over the current screen; Cancel comes back.
    private func showPage(_ address: String, title: String?) {
        let current = onboardingContainer.currentScreen
        let page = WebViewContainer(themeRegistry: themeRegistry, url: URL(string: address), opener: urlOpener, logger: logger, clock: clock)
        prepare(page)
        page.pageTitle = title
        page.previousScreen = current as? ScreenViewController
        page.delegate = self
        onboardingContainer.showScreen(page)
    }
}

extension OnboardingSession: EULADelegate {
    public func eulaAccepted(_ controller: EULAViewController) { handle(.eulaAccepted) }
    public func eulaRejected(_ controller: EULAViewController) { handle(.eulaRejected) }
    public func eulaCancelled(_ controller: EULAViewController) { handle(.cancelled) }
}

extension OnboardingSession: UserConsentViewControllerDelegate {
    public func userConsentViewController(_ viewController: UserConsentViewController, didCancelConsentForms forms: [any UserConsentForm]) {
        handle(.cancelled)
    }

    public func userConsentViewController(
        _ viewController: UserConsentViewController, didReceiveResponseToConsentForms forms: [any UserConsentForm]
    ) {
        var responses: [String: Bool] = [:]
        for (content, form) in zip(sequence.configuration.consentForms, forms) { responses[content.id] = form.isUserAccepted }
        handle(.consentsAnswered(responses))
    }
}

extension OnboardingSession: WebViewContainerDelegate {
    public func webViewContainerDidCancel(_ container: WebViewContainer) {
        container.goBack()
    }
}
