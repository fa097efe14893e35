import Foundation
import HaapiFlow
import HaapiOnboarding
import HaapiUI
import Tracing

/// One browser's login (or onboarding), live in this process: its record, what it
/// runs and the latest screen.
@MainActor
final class WebLogin {
    /// What is kept in the store.
    var record: WebSessionRecord
    /// The language its screens are in.
    let language: Language
    /// What runs (`nil` once it ended, or for a result restored from the store).
    /// An ended login lets go of it (``letGoOfJourney()``): its result page is made from ``record`` alone.
    private(set) var journey: (any WebJourney)?
    /// What the journey holds weakly (an onboarding's delegate), kept alive here.
    private var retained: AnyObject?
    /// The latest screen of ``journey``.
    let screen = LatestScreen()
    /// A message to show once on the next page (a stale form, an expired session).
    var notice: String?
    /// When a request last used it.
    var lastUsed: Date
    /// Set when the host unloads it (to the store): its journey's end is not the person's.
    var isUnloading = false
    /// Why this copy is out of date, once a write of it failed: another host saved the
    /// session first (`conflict`), or the store could not take it. It is then unloaded,
    /// and the browser's next request continues from the store.
    var staleness: WebSessionStoreError?
    /// The last write of ``record`` to the store (writes of one login go in order).
    var pendingWrite: Task<WebSessionStoreError?, Never>?
    /// How many writes were started (a read of the store that raced one is repeated).
    var writes = 0
    /// A page the screen asked to open (a consent form's "learn more", an external
    /// sign-in, the BankID app); the browser is given a link to it (kept in the record,
    /// so the browser's next request finds it on any host).
    var pendingPage: (location: String, purpose: OpenedPage)? { record.pendingLink.map { ($0.location, $0.purpose) } }
    /// Ends the waits for the next screen (a post's, a script's) when the page has something else to show.
    private var interrupters: [Int: () -> Void] = [:]
    private var nextInterrupter = 0

    /// The trace context of the latest request that served it (its span): what its requests
    /// to the HAAPI server are traced under, until the next request.
    var requestTrace: ServiceContext?
    /// The latest step the server showed it (for the sign-in funnel; not kept in the store).
    var reachedStep = FunnelStep.start
    /// Whether the server offered to make a passkey and the person has not answered yet.
    var passkeyOfferPending = false

    /// Whether the host runs the app facade (``WebApp``) for its browsers.
    let inApp: Bool

    init(record: WebSessionRecord, language: Language, now: Date, inApp: Bool = false) {
        self.record = record
        self.language = language
        self.lastUsed = now
        self.inApp = inApp
    }

    /// The facade runs no flow for this browser: the app's home page is shown.
    var showsAppHome: Bool { inApp && record.result == nil && record.appLink == nil }

    /// The browser's facade, while its flow runs.
    var appDevice: WebAppDevice? { retained as? WebAppDevice }

    /// Starts showing `journey` (holding `retained` as long as it runs).
    func attach(_ journey: any WebJourney, retaining retained: AnyObject? = nil) {
        self.journey = journey
        self.retained = retained
    }

    /// Lets go of the journey once it ended: its client (keys, tokens), driver, screens and
    /// view tree. Nothing of them is used again: the result page is made from the record.
    func letGoOfJourney() {
        journey = nil
        retained = nil
        screen.clear()
    }

    /// Whether it ended (the result page is shown).
    var isFinished: Bool { record.result != nil }

    /// What the browser is shown: the result, or the journey's latest screen.
    func root(registry: ThemeRegistry) -> View {
        if let result = record.result {
            return ResultScreen.view(result, registry: registry, inApp: inApp, passkeysLink: record.account != nil)
        }
        if showsAppHome { return AppHomeScreen.view(registry: registry) }
        return screen.root ?? journey?.rootView ?? View()
    }

    /// Whether the screen polls the server (so a page without script reloads itself).
    var isPolling: Bool {
        guard !isFinished, let current = journey?.visibleLogin?.currentViewController else { return false }
        return current is PollingViewController || current is BankIdViewController
    }

    /// Gives the browser a link to `location` after the current post. An app's link is
    /// given once: a login continued from the store (on another host) that launches the
    /// same app link again does not send the browser there again.
    func open(_ location: String, purpose: OpenedPage) {
        if purpose == .app {
            guard location != record.opened else { return }
            record.opened = location
        }
        record.pendingLink = PendingLink(location: location, purpose: purpose)
        interruptWaits()
    }

    /// Ends the waits for the next screen: the page has something to show now (a page
    /// to open, a passkey ceremony).
    func interruptWaits() {
        for interrupt in interrupters.values { interrupt() }
    }

    /// Runs `interrupt` when the waits are interrupted, until the returned id is removed.
    func onOpen(_ interrupt: @escaping () -> Void) -> Int {
        nextInterrupter += 1
        interrupters[nextInterrupter] = interrupt
        return nextInterrupter
    }

    /// Stops telling interrupter `id`.
    func removeInterrupter(_ id: Int) {
        interrupters[id] = nil
    }

    /// The page to link to, once (the caller saves the record).
    func takePendingPage() -> (location: String, purpose: OpenedPage)? {
        defer { record.pendingLink = nil }
        return pendingPage
    }
}
