import Foundation
import HaapiHTML
import HaapiUI
import Hummingbird
import Logging

/// Passkeys: the ceremony on the page, and the browser's answer.
extension WebHost {
    /// The answer of ceremony `id` from the page's script (a form post with the CSRF
    /// token and `credential` or `error`): handed to the waiting flow when the
    /// ceremony is this session's, then the next screen. Nothing of the answer is logged.
    func passkeyAnswer(_ request: Request, id: String) async -> Response {
        let form = await PostedForm.result(request)
        return await respond(request) { @MainActor [self] in
            let now = Date()
            guard let login = try await existingLogin(request, now: now), let journey = login.journey, !login.isFinished else {
                return seeOther()
            }
            let words = try logins.renderer(login.language).themeRegistry
            guard let submission = accepted(form, for: login, words: words) else { return seeOther() }
            await logins.touch(login, now: now)
            guard let answer = PasskeyAnswer(fields: submission.values) else {
                login.notice = words.text(.webFormUnreadable)
                return seeOther()
            }
            let version = journey.displayVersion
            if logins.passkeys.answer(id, owner: login.record.key, with: answer) {
                await settle(journey, after: version, login: login)
            } else {
                logger.notice("a passkey answer came for no ceremony of its session")
                login.notice = words.text(.webPageOutOfDate)
            }
            return seeOther()
        }
    }

    /// The ceremony `login`'s page runs, if any: the one its flow waits for.
    @MainActor
    func passkeyCeremony(for login: WebLogin, words: ThemeRegistry) -> HTMLPasskeyCeremony? {
        guard !login.isFinished, let ceremony = logins.passkeys.ceremony(for: login.record.key) else { return nil }
        return HTMLPasskeyCeremony(
            kind: ceremony.kind, optionsJSON: ceremony.optionsJSON, answerPath: "/\(PasskeyCeremonies.path)/\(ceremony.id)",
            startLabel: words.text(ceremony.kind == .create ? .webPasskeyCreate : .webPasskeyUse),
            noScriptText: words.text(.webPasskeyNeedsScript),
            anchorIdentifier: WebAuthnViewController.Outlet.statusView.rawValue)
    }
}
