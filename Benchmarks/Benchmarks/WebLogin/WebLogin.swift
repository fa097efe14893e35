import Benchmark
import Foundation
import HaapiClient
import HaapiWeb

/// Requests the login sent to the dev server (per iteration).
let roundTrips = BenchmarkMetric.custom("HAAPI round trips", useScalingFactor: false)
/// Requests the browser sent to the web host (per iteration; 0 for the bare login).
let browserRequests = BenchmarkMetric.custom("browser requests", useScalingFactor: false)

/// The web host's speed and memory (issue 15's targets), against the dev server in
/// the same process. Each benchmark runs in its own process (the benchmark tool's
/// rule), which starts one dev server and one web host in front of it (in-memory
/// store, default limits), both on loopback, once.
///
/// **web login** — a browser's whole username/password login through the web host
/// over HTTP: `GET /` (a new session: the authenticator picker), a post choosing
/// "Username and password" and the `GET /` its 303 leads to (the password form), a
/// post of the user name and password with the page's CSRF token and the `GET /` that
/// shows "You are signed in". Behind it the web host's flow makes the login's HAAPI
/// round trips to the dev server (discovery, the HAAPI token, the authorization
/// request and its redirection, the choice, the password, the code exchange, the
/// issuer's keys for the ID token).
///
/// **bare HAAPI login** — the baseline: the same login done directly with a
/// `HaapiClient` made with the web host's client settings, over the same transport to
/// the same kind of server: exactly the round trips the web host wraps, checked
/// request by request before measuring, without view trees, HTML, cookies or browser
/// requests. Both create a fresh client (a new DPoP key) per login, as the host does
/// per browser. `compare.py` prints web / bare: the same number of HAAPI steps, so
/// the ratio is the cost per step too (target ≤ 1.5×). The browser is a small
/// swift-nio HTTP/1.1 client on one keep-alive connection that reads pages as bytes;
/// its work runs in this process and is counted against the web host (a real browser
/// is another process), so the ratio errs on the high side. Connections are made
/// before measuring on both sides (the HAAPI transport keeps its connections too).
///
/// **web login, traced** — the same with tracing on in the host and the dev server
/// (swift-otel, exporting to a collector in this process): `compare.py` prints it against
/// *web login*, what tracing costs a sign-in.
///
/// **idle web sessions** / **idle dev server flows** — memory: see `MemoryBenchmarks.swift`.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, roundTrips, browserRequests],
        timeUnits: .microseconds,
        units: [roundTrips: .count, browserRequests: .count],
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 300
    )

    /// A browser's login through the web host of `holder`'s rig.
    func webLogin(_ name: String, _ holder: RigHolder) {
        Benchmark(name, closure: { benchmark in
            let rig = try await holder.rig()
            let before = rig.haapi.count
            var run = WebLoginRun()
            try await run.signIn(rig.browser)
            benchmark.measurement(roundTrips, rig.haapi.count - before)
            benchmark.measurement(browserRequests, run.browserRequests)
        }, setup: { try await checkSameRoundTrips(holder) })
    }
    /// The baseline: the same login with a bare client of `holder`'s rig.
    func bareLogin(_ name: String, _ holder: RigHolder) {
        Benchmark(name, closure: { benchmark in
            let rig = try await holder.rig()
            let before = rig.haapi.count
            blackHole(try await BareLogin.signIn(rig.bareClient()))
            benchmark.measurement(roundTrips, rig.haapi.count - before)
            benchmark.measurement(browserRequests, 0)
        }, setup: { try await checkSameRoundTrips(holder) })
    }
    webLogin("web login", rigs)
    if postgresURL != nil { webLogin("web login (PostgreSQL)", postgresRigs) }
    bareLogin("bare HAAPI login", rigs)
    // Tracing on (swift-otel, OTLP/HTTP): each page, HAAPI request and store call a span.
    webLogin("web login, traced", tracedRigs)
    // What kept connections save: the same bare login on URLSessionTransport.
    bareLogin("bare HAAPI login, URLSessionTransport", urlSessionRigs)
    // The same through a proxy that puts the dev server 20 ms away (target: web ≤ 1.1× bare).
    webLogin("web login, server 20 ms away", farRigs)
    if postgresURL != nil { webLogin("web login (PostgreSQL), server 20 ms away", farPostgresRigs) }
    bareLogin("bare HAAPI login, server 20 ms away", farRigs)

    registerMemoryBenchmarks()
    registerSessionKindBenchmarks()
}

/// Starts the rig and checks, once per process, that a web login and a bare login send
/// the dev server the same requests (method and path, in order).
func checkSameRoundTrips(_ holder: RigHolder = rigs) async throws {
    let rig = try await holder.rig()
    rig.haapi.startRecording()
    var run = WebLoginRun()
    try await run.signIn(rig.browser)
    // The host saves and unloads on its own time; let it settle before comparing.
    try await Task.sleep(for: .milliseconds(200))
    let web = rig.haapi.stopRecording()
    rig.haapi.startRecording()
    _ = try await BareLogin.signIn(rig.bareClient())
    let bare = rig.haapi.stopRecording()
    guard web == bare else {
        throw BenchmarkFailure("the web login and the bare login differ:\nweb:  \(web)\nbare: \(bare)")
    }
}
