import Foundation
import HaapiFlow
import HaapiHTML
import HaapiModel
import HaapiUI
import Hummingbird
import Logging

/// Passkeys: the ceremony on the page, and the browser's answer.
extension WebHost {
    /// The answer to ceremony or autofill offer `id` from the page's script (a form post
    /// with the CSRF token and `credential` or `error`), taken only from the session it
    /// belongs to; then the next screen. Nothing of the answer is logged.
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
            let owner = login.record.key
            let version = journey.displayVersion
            if logins.passkeys.answer(id, owner: owner, with: answer) {
                await settle(journey, after: version, login: login)
            } else if let offer = logins.passkeys.autofillOffer(id, owner: owner) {
                // A passkey picked from autofill: the form's passkey action runs with it.
                guard case .credential(let credential) = answer, let (form, action, _) = Self.autofill(of: login),
                    action.id == offer.actionID
                else {
                    login.notice = words.text(.webPageOutOfDate)
                    return seeOther()
                }
                logins.passkeys.hold(credential, challenge: offer.challenge, owner: owner)
                if form.submit(action) { await settle(journey, after: version, login: login) }
            } else {
                logger.notice("a passkey answer came for no ceremony of its session")
                login.notice = words.text(.webPageOutOfDate)
            }
            return seeOther()
        }
    }

    /// What `login`'s page runs: the ceremony its flow waits for, else the passkey
    /// autofill its form offers, if any.
    @MainActor
    func passkeyCeremony(for login: WebLogin, words: ThemeRegistry) -> HTMLPasskeyCeremony? {
        guard !login.isFinished else { return nil }
        let owner = login.record.key
        if let ceremony = logins.passkeys.ceremony(for: owner) {
            return HTMLPasskeyCeremony(
                kind: ceremony.kind, optionsJSON: ceremony.optionsJSON, answerPath: Self.passkeyPath(ceremony.id),
                startLabel: words.text(ceremony.kind == .create ? .webPasskeyCreate : .webPasskeyUse),
                noScriptText: words.text(.webPasskeyNeedsScript),
                anchorIdentifier: WebAuthnViewController.Outlet.statusView.rawValue)
        }
        guard let (_, action, publicKey) = Self.autofill(of: login), let challenge = publicKey["challenge"]?.stringValue else { return nil }
        let offer = logins.passkeys.offerAutofill(owner: owner, actionID: action.id, challenge: challenge)
        return HTMLPasskeyCeremony(kind: .autofill, optionsJSON: publicKey.jsonString(), answerPath: Self.passkeyPath(offer.id))
    }

    /// The form on `login`'s screen that offers a passkey for autofill, its passkey
    /// action, and the action's `publicKey` options.
    @MainActor
    static func autofill(of login: WebLogin) -> (FormViewController, InteractionActionModel, JSONValue)? {
        guard let form = login.journey?.visibleLogin?.currentViewController as? FormViewController,
            let action = form.model.passkeyAutofill,
            let publicKey = action.action.clientOperation?.arguments["credentialRequestOptions"]?["publicKey"],
            case .object = publicKey
        else { return nil }
        return (form, action, publicKey)
    }

    static func passkeyPath(_ id: String) -> String {
        "/\(PasskeyCeremonies.path)/\(id)"
    }
}
