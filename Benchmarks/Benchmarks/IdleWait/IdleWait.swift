import Benchmark
import Foundation
import HaapiClient
import HaapiClientNIO
import NIOCore
import NIOPosix
import ProcessStats

/// What a request costs while it waits (issue 43): the process's CPU time while requests
/// wait on a server that accepts connections and never answers, per transport, against
/// the same process sleeping for the same time (the baseline).
///
/// - *idle wait: sleeping* — the baseline: the process does nothing for ``waitSeconds``.
/// - *idle wait: URLSessionTransport* / *idle wait: NIOHTTPTransport* — ``waiting``
///   requests (a `GET` each) wait on the silent server until their deadline,
///   ``waitSeconds`` from their start.
///
/// Each reports *CPU per mille of a core* (CPU time over wall time, ‰) — the issue's
/// target is at most 50 ‰ (5 % of a core) — and the wall time.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, cpuPerMille], timeUnits: .milliseconds, units: [cpuPerMille: .count],
        warmupIterations: 0, scalingFactor: .one, maxDuration: .seconds(120), maxIterations: 3)

    Benchmark("idle wait: sleeping", configuration: configuration) { benchmark in
        try await measureWait(benchmark) { _ in try await Task.sleep(for: .seconds(waitSeconds)) }
    }
    Benchmark("idle wait: URLSessionTransport", configuration: configuration) { benchmark in
        let transport = URLSessionTransport(defaultTimeout: waitSeconds)
        try await measureWait(benchmark) { url in try await waitOn(url, transport) }
    }
    Benchmark("idle wait: NIOHTTPTransport", configuration: configuration) { benchmark in
        let transport = NIOHTTPTransport(defaultTimeout: waitSeconds)
        try await measureWait(benchmark) { url in try await waitOn(url, transport) }
        try await transport.shutdown()
    }
}

/// How long each wait lasts.
let waitSeconds: TimeInterval = 10
/// How many requests wait at once.
let waiting = 5
/// CPU time over wall time, in thousandths of a core.
let cpuPerMille = BenchmarkMetric.custom("CPU per mille of a core", useScalingFactor: false)

/// Sends ``waiting`` requests to `url` at once and waits for each to end by its deadline.
func waitOn(_ url: URL, _ transport: any HTTPTransport) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
        for _ in 0..<waiting {
            group.addTask {
                do {
                    _ = try await transport.send(TransportRequest(method: "GET", url: url))
                    throw IdleWaitError("the silent server answered")
                } catch HaapiClientError.network(let error) where error.reason.hasPrefix("no complete answer") {
                    return
                }
            }
        }
        try await group.waitForAll()
    }
}

/// Starts a silent server, runs `wait` against it, and records the process's CPU over
/// the wait as a share of one core.
func measureWait(_ benchmark: Benchmark, _ wait: @escaping @Sendable (URL) async throws -> Void) async throws {
    let server = try await SilentServer.start()
    benchmark.startMeasurement()
    let (cpu, wall) = try await ProcessCPU.measure { try await wait(server.url) }
    benchmark.stopMeasurement()
    try await server.stop()
    benchmark.measurement(cpuPerMille, cpu * 1000 / max(1, wall))
}

/// A TCP server on 127.0.0.1 that accepts connections and never answers (nor reads).
struct SilentServer {
    let channel: any Channel
    let url: URL

    static func start() async throws -> SilentServer {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 64)
            .childChannelOption(.autoRead, value: false)
            .bind(host: "127.0.0.1", port: 0).get()
        guard let port = channel.localAddress?.port, let url = URL(string: "http://127.0.0.1:\(port)/silent") else {
            throw IdleWaitError("the silent server has no port")
        }
        return SilentServer(channel: channel, url: url)
    }

    func stop() async throws {
        try await channel.close()
    }
}

struct IdleWaitError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
