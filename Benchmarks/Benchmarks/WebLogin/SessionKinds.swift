import Benchmark
import Foundation
import HaapiWeb
import HaapiWebPostgres
import HaapiWebSQLite
import ProcessStats

/// How many sessions of one kind the session-kind benchmarks open.
let sessionsPerKind = ProcessInfo.processInfo.environment["HAAPI_BENCH_SESSIONS"].flatMap { Int($0) } ?? 1_000
/// How many the setup opens first (what is made once is then not counted).
let warmUpSessions = 50

let keptMallocPerSession = BenchmarkMetric.custom("kept malloc bytes per session", useScalingFactor: false)
let keptResidentPerSession = BenchmarkMetric.custom("kept RSS bytes per session", useScalingFactor: false)
let grownMallocPerSession = BenchmarkMetric.custom("grown malloc bytes per session", useScalingFactor: false)
let grownResidentPerSession = BenchmarkMetric.custom("grown RSS bytes per session", useScalingFactor: false)
let storeBytesPerSession = BenchmarkMetric.custom("store bytes per session", useScalingFactor: false)

/// What a browser session has done when the host is left with it.
enum SessionKind: String, CaseIterable, Sendable {
    /// `GET /` without a cookie: the authenticator picker.
    case opened = "just opened"
    /// "Username and password" chosen: the password form.
    case onForm = "on a form"
    /// BankID on another device chosen: its polling step (with its QR code), pending.
    case polling
    /// Signed in as the demo user: the result page.
    case finished
    /// The login ended in an OAuth error (a scope the client may not ask for): the failure page.
    case failed

    /// Leaves one new browser session in this kind's state, checking the page it shows.
    func open(_ rig: Rig) async throws {
        var run = WebLoginRun()
        switch self {
        case .opened:
            try await openWebSession(rig)
            return
        case .onForm:
            try await run.open(rig.browser)
            try await run.press("Username and password", rig.browser)
            try run.expect(#"type="password""#)
        case .polling:
            try await run.open(rig.browser)
            try await run.press("BankID", rig.browser)
            try await run.press("Login", rig.browser)
            try run.expect(#"http-equiv="refresh""#)
        case .finished:
            try await run.signIn(rig.browser)
        case .failed:
            try await run.open(rig.browser)
            try run.expect("You are not signed in")
        }
    }
}

extension WebLoginRun {
    /// Posts the first button whose text contains `label` and loads `/` after its 303.
    mutating func press(_ label: String, _ browser: Browser) async throws {
        guard let cookie else { throw BenchmarkFailure("no session to post to") }
        let form = PageForm(html: html)
        guard let control = form.button(labelled: label) else { throw BenchmarkFailure("no button \(label): \(text)") }
        let posted = try await browser.post([("_csrf", form.csrf), ("_control", control)], cookie: cookie)
        browserRequests += 1
        guard posted.status == 303 else { throw BenchmarkFailure("POST / answered \(posted.status), not 303") }
        let page = try await browser.get(cookie: cookie)
        browserRequests += 1
        guard page.status == 200 else { throw BenchmarkFailure("GET / answered \(page.status)") }
        html = page.body
    }

    /// Throws unless the page contains `needle`.
    func expect(_ needle: String) throws {
        guard contains(html, needle) else { throw BenchmarkFailure("the page lacks \(needle): \(text)") }
    }
}

/// The stores the session-kind benchmarks keep sessions in.
enum KindStore: String, CaseIterable, Sendable {
    case memory
    case sqlite = "SQLite"
    case postgres = "PostgreSQL"

    /// A new, empty store of this kind; `nil` for PostgreSQL without a database.
    func make() async throws -> (any WebSessionStore)? {
        switch self {
        case .memory:
            return InMemoryWebSessionStore()
        case .sqlite:
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-bench-\(getpid()).sqlite").path
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            return try SQLiteWebSessionStore(path: path)
        case .postgres:
            guard let postgresURL else { return nil }
            let store = try await PostgresWebSessionStore.connect(url: postgresURL, logger: .quiet("WebLogin.postgres"))
            // A run of its own: what earlier runs left is not counted.
            try await store.evict(now: .distantFuture, limits: SessionLimits())
            return store
        }
    }
}

/// **kept: KIND (STORE)** — ``sessionsPerKind`` browsers (1 000), four at a time, each
/// left in one ``SessionKind``, with the host's sessions in one ``KindStore``. One
/// iteration in a process of its own; its setup starts the rig and opens 50 sessions of
/// the kind first, so that what is made once is not counted.
///
/// Reported per session, from `MemorySnapshot` (`mallinfo2` and `VmRSS` after
/// `malloc_trim`):
/// - **grown**: the process's growth while the sessions were opened (and two seconds
///   after, for the host's saves): the host's, the dev server's state for the same flows
///   (it runs in this process) and the benchmark's browser;
/// - **kept**: what the host gave back when it let go of them: stopped (its live logins
///   saved and unloaded), then every record removed from the store. That is what the host
///   kept for them, and nothing of the dev server's. Resident memory comes back only in
///   whole free pages, so the malloc figure is the one to read.
/// - **store bytes**: what the in-memory store counts for a record (its budget's unit).
func registerSessionKindBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, keptMallocPerSession, keptResidentPerSession, grownMallocPerSession, grownResidentPerSession,
                  storeBytesPerSession, liveLogins],
        timeUnits: .milliseconds,
        units: [keptMallocPerSession: .count, keptResidentPerSession: .count, grownMallocPerSession: .count,
                grownResidentPerSession: .count, storeBytesPerSession: .count, liveLogins: .count],
        warmupIterations: 0, scalingFactor: .one, maxDuration: .seconds(600), maxIterations: 1)
    // Each kind live (the host's default: logins idle for a minute stay), and the mid-login
    // kinds once idle (`liveIdleTime` 3 s: the sessions wait in the store, and the next
    // browser's arrival lets go of them).
    let idleTime = Duration.seconds(3)
    let variants = KindStore.allCases.filter { $0 != .postgres || postgresURL != nil }.flatMap { storeKind in
        SessionKind.allCases.map { (storeKind, $0, false) } + (storeKind == .memory ? [(storeKind, .onForm, true), (storeKind, .polling, true)] : [])
    }
    for (storeKind, kind, idle) in variants {
        do {
            let holder = RigHolder {
                guard let store = try await storeKind.make() else { throw BenchmarkFailure("no \(storeKind.rawValue) store") }
                return try await Rig.start(
                    store: store, scopes: kind == .failed ? ["openid", "no-such-scope"] : ["openid", "profile"],
                    liveIdleTime: idle ? idleTime : nil)
            }
            Benchmark("kept: \(kind.rawValue)\(idle ? ", idle" : "") (\(storeKind.rawValue))", configuration: configuration, closure: { benchmark in
                let rig = try await holder.rig()
                try await Task.sleep(for: .seconds(1))
                let before = MemorySnapshot.now()
                try await concurrently(0..<sessionsPerKind, width: openingWidth) { _ in try await kind.open(rig) }
                try await Task.sleep(for: .seconds(2))
                if idle {
                    try await Task.sleep(for: idleTime + .seconds(1))
                    try await SessionKind.opened.open(rig)
                    try await Task.sleep(for: .seconds(1))
                }
                let grown = MemorySnapshot.now()
                benchmark.measurement(liveLogins, await MainActor.run { rig.host.liveLogins })
                // The in-memory store's count of its records' bytes (its budget's unit); 0 for the others.
                let stored = try await rig.store.storedBytes() ?? 0
                benchmark.measurement(storeBytesPerSession, stored / max(try await rig.store.count(), 1))
                // Only the host: the dev server keeps its state for these flows.
                await rig.host.stop()
                try await rig.store.evict(now: .distantFuture, limits: SessionLimits())
                try await Task.sleep(for: .seconds(2))
                let released = MemorySnapshot.now()
                benchmark.measurement(grownMallocPerSession, (grown.mallocInUse - before.mallocInUse) / sessionsPerKind)
                benchmark.measurement(grownResidentPerSession, (grown.resident - before.resident) / sessionsPerKind)
                // The host lets go of the warm-up's sessions too.
                let dropped = sessionsPerKind + warmUpSessions
                benchmark.measurement(keptMallocPerSession, (grown.mallocInUse - released.mallocInUse) / dropped)
                benchmark.measurement(keptResidentPerSession, (grown.resident - released.resident) / dropped)
            }, setup: {
                let rig = try await holder.rig()
                try await concurrently(0..<warmUpSessions, width: openingWidth) { _ in try await kind.open(rig) }
            })
        }
    }
}
