import Benchmark
import Foundation
import HaapiClient
import HaapiWeb
import ProcessStats

/// How many idle sessions the memory benchmarks open.
let idleSessions = 10_000
/// How many of them are opened first and measured on their own: all of them stay
/// live (the host keeps 500 live logins by default).
let liveSessions = 500
/// Requests in flight at once while opening sessions.
let openingWidth = 4

let bytesPerSession = BenchmarkMetric.custom("RSS bytes per session", useScalingFactor: false)
let mallocBytesPerSession = BenchmarkMetric.custom("malloc bytes per session", useScalingFactor: false)
let bytesPerLiveSession = BenchmarkMetric.custom("RSS bytes per session, first 500", useScalingFactor: false)
let liveLogins = BenchmarkMetric.custom("live logins", useScalingFactor: false)

/// **idle web sessions** — 10 000 browsers each open one session (`GET /` without a
/// cookie: a new login, its first screen rendered) and leave it idle. Reported per
/// session: the growth of resident memory (`VmRSS`, after `malloc_trim`) and of bytes
/// in use by malloc (`mallinfo2`) from before the first session to after the last,
/// everything in the process: the web host's live logins (500 by default), the
/// store's records for the rest, and the dev server's state for 10 000 flows. The
/// first 500 (all live) are also reported on their own.
///
/// **idle dev server flows** — the same 10 000 first screens done by bare clients
/// (authorization request, redirection, selector: the same HAAPI round trips as the
/// web host's `GET /`), clients dropped: what the dev server keeps per flow.
/// `compare.py` subtracts it from the web figure to give the web host's own share.
///
/// Both run once (one iteration, no warm-up iteration); their setup starts the rig and
/// opens 50 sessions first, so that what is made once (applications, renderers,
/// connections) is not counted.
func registerMemoryBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResidentDelta, .memoryLeakedBytes, bytesPerSession, mallocBytesPerSession,
                  bytesPerLiveSession, liveLogins],
        timeUnits: .milliseconds,
        units: [bytesPerSession: .count, mallocBytesPerSession: .count, bytesPerLiveSession: .count, liveLogins: .count],
        warmupIterations: 0, scalingFactor: .one, maxDuration: .seconds(240), maxIterations: 1)

    Benchmark("idle web sessions", configuration: configuration, closure: { benchmark in
        let rig = try await rigs.rig()
        try await measureIdle(benchmark, rig: rig) { try await openWebSession(rig) }
        benchmark.measurement(liveLogins, await MainActor.run { rig.host.liveLogins })
    }, setup: {
        let rig = try await rigs.rig()
        try await concurrently(0..<50, width: openingWidth) { _ in try await openWebSession(rig) }
    })

    Benchmark("idle dev server flows", configuration: configuration, closure: { benchmark in
        let rig = try await rigs.rig()
        try await measureIdle(benchmark, rig: rig) { _ = try await BareLogin.firstScreen(rig.bareClient()) }
        benchmark.measurement(liveLogins, 0)
    }, setup: {
        let rig = try await rigs.rig()
        try await concurrently(0..<50, width: openingWidth) { _ in _ = try await BareLogin.firstScreen(rig.bareClient()) }
    })
}

/// One new browser session: `GET /` without a cookie, the first screen checked.
func openWebSession(_ rig: Rig) async throws {
    var run = WebLoginRun()
    try await run.open(rig.browser)
    guard contains(run.html, "Username and password") else {
        throw BenchmarkFailure("the first screen is not the authenticator picker: \(run.text)")
    }
}

/// Opens ``idleSessions`` sessions with `open`, and reports the memory they hold.
func measureIdle(_ benchmark: Benchmark, rig: Rig, open: @escaping @Sendable () async throws -> Void) async throws {
    try await Task.sleep(for: .seconds(1))
    let before = MemorySnapshot.now()
    try await concurrently(0..<liveSessions, width: openingWidth) { _ in try await open() }
    try await Task.sleep(for: .seconds(1))
    let live = MemorySnapshot.now()
    try await concurrently(liveSessions..<idleSessions, width: openingWidth) { _ in try await open() }
    // Saves and unloads run after the responses: let them finish.
    try await Task.sleep(for: .seconds(2))
    let after = MemorySnapshot.now()
    benchmark.measurement(bytesPerSession, (after.resident - before.resident) / idleSessions)
    benchmark.measurement(mallocBytesPerSession, (after.mallocInUse - before.mallocInUse) / idleSessions)
    benchmark.measurement(bytesPerLiveSession, (live.resident - before.resident) / liveSessions)
}
