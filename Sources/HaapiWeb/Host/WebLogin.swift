import Foundation
import HaapiFlow
import HaapiUI

/// One browser's login, live in this process: its record, its flow session and the
/// latest screen.
@MainActor
final class WebLogin {
    /// What is kept in the store.
    var record: WebSessionRecord
    /// The language its screens are in.
    let language: Language
    /// The flow, while it runs (`nil` once it ended, or for a result restored from the store).
    let session: HaapiFlowSession?
    /// The latest screen of ``session``.
    let screen = LatestScreen()
    /// A message to show once on the next page (a stale form, an expired session).
    var notice: String?
    /// When a request last used it.
    var lastUsed: Date
    /// Set when the host unloads it (to the store): its session's end is not the person's.
    var isUnloading = false

    init(record: WebSessionRecord, language: Language, session: HaapiFlowSession?, now: Date) {
        self.record = record
        self.language = language
        self.session = session
        self.lastUsed = now
    }

    /// Whether the login ended (the result page is shown).
    var isFinished: Bool { record.result != nil }

    /// What the browser is shown: the result, or the flow's latest screen.
    func root(registry: ThemeRegistry) -> View {
        if let result = record.result { return ResultScreen.view(result, registry: registry) }
        return screen.root ?? session?.rootView ?? View()
    }

    /// Whether the screen polls the server (so a page without script reloads itself).
    var isPolling: Bool {
        guard !isFinished, let current = session?.flowViewController.currentViewController else { return false }
        return current is PollingViewController || current is BankIdViewController
    }
}
