import Foundation
import HaapiApp
import HaapiHTML
import HaapiUI
import Hummingbird

extension WebHost {
    /// An app link opened in a browser (`/haapi/<action>?…` at the host's address, ``WebApp``):
    /// its flow starts in that browser's session, in place of what it showed; an activation
    /// link opened while the browser's onboarding waits for one continues that onboarding.
    /// Whatever address the browser used (behind a proxy, say), a link to this host is the
    /// app's: it is handed to the facade in the app's own form (``WebApp/link(path:query:)``),
    /// whose router decides what it is; one it does not know ends on a page that says so,
    /// in the person's words.
    func appLink(_ request: Request) async -> Response {
        await respond(request) { @MainActor [self] in
            let (login, setCookie) = try await loginForPage(request)
            guard let app = configuration.app, let url = app.link(path: request.uri.path, query: request.uri.query) else {
                return seeOther(setCookie: setCookie)
            }
            if let device = login.appDevice, device.continueOnboarding(with: url) {
                if let journey = login.journey { await settle(journey, after: journey.displayVersion, login: login) }
                return seeOther(setCookie: setCookie)
            }
            let started = try await logins.restart(login, appLink: url.absoluteString, now: Date())
            if let journey = started.journey { await settle(journey, after: 0, login: started) }
            return seeOther(setCookie: setCookie)
        }
    }

    /// A choice on the app's home page (a sign-in, the scanner): its flow starts.
    @MainActor
    func startFromAppHome(_ submission: HTMLFormSubmission, login: WebLogin, words: ThemeRegistry, now: Date) async throws {
        guard let app = configuration.app,
            let link = AppHomeScreen.link(for: submission.apply(to: login.root(registry: words))?.view.identifier, app: app)
        else { return }
        let started = try await logins.restart(login, appLink: link, now: now)
        if let journey = started.journey { await settle(journey, after: 0, login: started) }
    }
}
