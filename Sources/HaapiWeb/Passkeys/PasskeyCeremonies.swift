import Foundation
import HaapiHTML
import HaapiWebAuthn

/// The passkey ceremonies waiting for their browser: each is shown on its session's
/// page and answered by a post to `/passkey/<id>` from that session only. A passkey
/// picked from a user name field's autofill is held here until the flow asks for it.
@MainActor
final class PasskeyCeremonies {
    /// The host path answers are posted to.
    nonisolated static let path = "passkey"

    /// A ceremony on a session's page.
    struct Ceremony: Sendable, Equatable {
        /// Names it in the answer's path.
        let id: String
        /// `create` or `get`.
        let kind: HTMLPasskeyCeremony.Kind
        /// The `publicKey` options, as JSON text.
        let optionsJSON: String
    }

    /// How a wait ended.
    enum End: Sendable, Equatable {
        case answered(PasskeyAnswer)
        case timedOut
        case cancelled
    }

    private var waiting: [String: (owner: String, ceremony: Ceremony, continuation: CheckedContinuation<End, Never>)] = [:]
    /// The latest ceremony of each session.
    private var latest: [String: String] = [:]
    /// The sessions' autofill offers.
    private var offers: [String: AutofillOffer] = [:]
    /// The sessions' passkeys picked from autofill, with the challenge they answer.
    private var held: [String: (challenge: String, credential: String)] = [:]

    /// The ceremony the page of session `owner` runs now, if any.
    func ceremony(for owner: String) -> Ceremony? {
        latest[owner].flatMap { waiting[$0]?.ceremony }
    }

    /// Shows `ceremony` on the page of session `owner` until it is answered, `limit`
    /// passes, or the task is cancelled. `shown` runs once the page can show it.
    func run(_ ceremony: Ceremony, owner: String, limit: Duration, shown: @MainActor () -> Void) async -> End {
        let id = ceremony.id
        let timer = Task { @MainActor [weak self] in
            guard (try? await Task.sleep(for: limit)) != nil else { return }
            self?.end(id, with: .timedOut)
        }
        defer { timer.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(returning: .cancelled)
                    return
                }
                waiting[id] = (owner, ceremony, continuation)
                latest[owner] = id
                shown()
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.end(id, with: .cancelled) }
        }
    }

    /// Hands `answer` to ceremony `id` of session `owner`; `false` when it does not
    /// wait (unknown, answered, timed out, or another session's).
    func answer(_ id: String, owner: String, with answer: PasskeyAnswer) -> Bool {
        guard waiting[id]?.owner == owner else { return false }
        end(id, with: .answered(answer))
        return true
    }

    private func end(_ id: String, with end: End) {
        guard let waiter = waiting.removeValue(forKey: id) else { return }
        if latest[waiter.owner] == id { latest[waiter.owner] = nil }
        waiter.continuation.resume(returning: end)
    }

    // MARK: Autofill

    /// A form's passkey sign-in offered in its user name field's autofill.
    struct AutofillOffer: Sendable, Equatable {
        /// Names it in the answer's path.
        let id: String
        /// The form's passkey action (`FormModel.passkeyAutofill`).
        let actionID: String
        /// The challenge of its options.
        let challenge: String
    }

    /// The offer on the page of session `owner` for the action `actionID` with `challenge`:
    /// the one made before for them, or a new one.
    func offerAutofill(owner: String, actionID: String, challenge: String) -> AutofillOffer {
        if let offer = offers[owner], offer.actionID == actionID, offer.challenge == challenge { return offer }
        let offer = AutofillOffer(id: WebCookies.randomToken(bytes: 16), actionID: actionID, challenge: challenge)
        offers[owner] = offer
        return offer
    }

    /// The offer `id` of session `owner`, if it is the session's latest.
    func autofillOffer(_ id: String, owner: String) -> AutofillOffer? {
        offers[owner].flatMap { $0.id == id ? $0 : nil }
    }

    /// Keeps `credential`, picked from autofill in session `owner`, for the sign-in
    /// with `challenge` that the flow runs next (replacing one kept before).
    func hold(_ credential: String, challenge: String, owner: String) {
        held[owner] = (challenge, credential)
    }

    /// The credential kept for session `owner` and `challenge`, once.
    func takeHeld(owner: String, challenge: String) -> String? {
        guard let kept = held[owner], kept.challenge == challenge else { return nil }
        held[owner] = nil
        return kept.credential
    }

    /// Drops the offer and credential of session `owner` (its login ended or left this process).
    func forget(owner: String) {
        offers[owner] = nil
        held[owner] = nil
    }
}
