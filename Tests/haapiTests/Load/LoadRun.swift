import Foundation

/// Many logins (or any jobs) at once: runs `count` jobs, at most `atOnce` in flight (a
/// new one starts as soon as one ends), times each, and reports the failures, the
/// throughput and the latency percentiles. The load tests of `haapi web` and of
/// `haapi dev-server` both drive their logins with it.
///
/// Figures are printed, never asserted on: a test must not fail on time.
enum LoadRun {
    /// One job's outcome: `nil` when it succeeded, else what went wrong.
    typealias Job = @Sendable () async -> String?

    /// What one job came to.
    struct Outcome: Sendable {
        var failure: String?
        var took: Duration
    }

    /// Runs `count` jobs with `job`, `atOnce` at a time.
    static func run(count: Int, atOnce: Int, _ job: @escaping Job) async -> LoadReport {
        let started = ContinuousClock.now
        let outcomes = await withTaskGroup(of: Outcome.self, returning: [Outcome].self) { group in
            var outcomes: [Outcome] = []
            for index in 0..<count {
                if index >= atOnce, let outcome = await group.next() { outcomes.append(outcome) }
                group.addTask {
                    let start = ContinuousClock.now
                    let failure = await job()
                    return Outcome(failure: failure, took: ContinuousClock.now - start)
                }
            }
            for await outcome in group { outcomes.append(outcome) }
            return outcomes
        }
        return LoadReport(
            count: count, atOnce: atOnce, failures: outcomes.compactMap(\.failure),
            latencies: outcomes.map(\.took).sorted(), elapsed: ContinuousClock.now - started)
    }
}

/// What a ``LoadRun`` measured.
struct LoadReport: CustomStringConvertible {
    let count: Int
    let atOnce: Int
    /// What went wrong, one per failed job.
    let failures: [String]
    /// Each job's time, shortest first.
    let latencies: [Duration]
    /// From the first job's start to the last one's end.
    let elapsed: Duration

    /// Jobs ended per second, over the whole run.
    var throughput: Double { Double(count) / max(elapsed.inSeconds, 1e-9) }

    /// The latency below which `fraction` (0–1) of the jobs ended (nearest rank).
    func percentile(_ fraction: Double) -> Duration {
        guard !latencies.isEmpty else { return .zero }
        let rank = Int((fraction * Double(latencies.count)).rounded(.up)) - 1
        return latencies[min(max(rank, 0), latencies.count - 1)]
    }

    var description: String {
        let ms = { (d: Duration) in String(format: "%.0f ms", d.inSeconds * 1000) }
        return "\(count) logins, \(atOnce) at once, in \(String(format: "%.1f s", elapsed.inSeconds)): "
            + "\(failures.count) failed, \(String(format: "%.1f", throughput)) logins/s, latency p50 \(ms(percentile(0.5))), "
            + "p90 \(ms(percentile(0.9))), p99 \(ms(percentile(0.99))), max \(ms(latencies.last ?? .zero))"
    }
}

extension Duration {
    /// The duration in seconds.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
