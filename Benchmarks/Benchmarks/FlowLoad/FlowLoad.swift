import Benchmark
import Foundation
import HaapiClient
import HaapiFlow
import ProcessStats

/// The flow engine under load (issue 31 item 4, issue 33 item 4): many
/// `HaapiFlowDriver`s in flight at once in one process, each with its own
/// `HaapiClient` (its own DPoP key), over ``FixtureServer`` — an in-memory transport
/// answering with the recorded fixture steps, so that nothing but the flows is measured.
///
/// **in-flight flows** — memory: see `InFlightFlows.swift`.
/// **polling flows** — CPU: see `PollingFlows.swift`.
/// **terminal BankID countdown** — bytes written: see `BankIDCountdown.swift`.
let benchmarks: @Sendable () -> Void = {
    registerInFlightBenchmark()
    registerPollingBenchmark()
    registerCountdownBenchmark()
}

/// How many flows each benchmark holds at once.
let flowCount = 10_000
/// Flows started (or ended) at a time.
let startingWidth = 8

/// A one-shot benchmark's settings: one iteration, no warm-up, reported as plain counts.
func oneShot(_ metrics: [BenchmarkMetric], seconds: Int) -> Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock] + metrics, timeUnits: .milliseconds,
        units: Dictionary(uniqueKeysWithValues: metrics.map { ($0, .count) }),
        warmupIterations: 0, scalingFactor: .one, maxDuration: .seconds(seconds), maxIterations: 1)
}

/// A metric reported as an integer count.
func countMetric(_ name: String) -> BenchmarkMetric {
    .custom(name, useScalingFactor: false)
}
