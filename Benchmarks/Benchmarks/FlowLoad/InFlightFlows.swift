import Benchmark
import Foundation
import HaapiClient
import HaapiFlow
import ProcessStats

let heldBytesRound1 = countMetric("RSS bytes per flow, round 1")
let heldMallocRound1 = countMetric("malloc bytes per flow, round 1")
let heldBytesRound2 = countMetric("RSS bytes per flow, round 2")
let heldMallocRound2 = countMetric("malloc bytes per flow, round 2")
// Absolute figures in KB (a metric cannot be negative, and the markdown table rounds
// figures of 8 digits and more): `compare.py` prints their differences.
let baselineBytes = countMetric("RSS KB before round 1")
let baselineMalloc = countMetric("malloc KB before round 1")
let endedBytesRound1 = countMetric("RSS KB after round 1")
let endedMallocRound1 = countMetric("malloc KB after round 1")
let endedBytesRound2 = countMetric("RSS KB after round 2")
let endedMallocRound2 = countMetric("malloc KB after round 2")
let persistedPicker = countMetric("persisted state bytes, picker")
let persistedPolling = countMetric("persisted state bytes, BankID polling")

/// **in-flight flows** — 10 000 flows started at once and held on their first screen
/// (the recorded picker of 40 authenticators), then all closed; twice, the same 10 000
/// again. The baseline is the process before the first round (after 50 flows started
/// and ended, so that what is made once is not counted). Reported: the memory held per
/// flow while the 10 000 are open (resident `VmRSS` after `malloc_trim`, and bytes in
/// use by malloc), in each round against the memory just before it; the memory
/// after each round's flows ended and the requests' time limit (30 s) passed (a
/// cancelled timer is freed at its deadline), next to the baseline (no growth: `compare.py`
/// prints the differences, about 0 after both rounds);
/// and the size of one flow's persisted state (`PersistedFlow` as JSON) on the picker
/// and on the BankID polling screen.
func registerInFlightBenchmark() {
    let metrics = [heldBytesRound1, heldMallocRound1, heldBytesRound2, heldMallocRound2, baselineBytes, baselineMalloc,
                   endedBytesRound1, endedMallocRound1, endedBytesRound2, endedMallocRound2, persistedPicker, persistedPolling]
    Benchmark("in-flight flows", configuration: oneShot(metrics, seconds: 600)) { benchmark in
        let server = try FixtureServer()
        let configuration = try FixtureServer.clientConfiguration()
        let flow = FlowConfiguration()
        func round() async throws -> [HeldFlow] {
            try await startFlows(flowCount, width: startingWidth, on: server, configuration: configuration, flow: flow, to: .picker)
        }
        // What is made once (types' metadata, the allocator's arenas, the pool's threads).
        try await endFlows(try await startFlows(50, width: startingWidth, on: server, configuration: configuration, flow: flow, to: .picker), width: startingWidth)
        try await settle()
        let baseline = MemorySnapshot.now()

        var flows = try await round()
        let held1 = MemorySnapshot.now()
        try await endFlows(flows, width: startingWidth)
        flows = []
        try await settleTimers(flow)
        let ended1 = MemorySnapshot.now()

        flows = try await round()
        let held2 = MemorySnapshot.now()
        try await endFlows(flows, width: startingWidth)
        flows = []
        try await settleTimers(flow)
        let ended2 = MemorySnapshot.now()

        benchmark.measurement(heldBytesRound1, (held1.resident - baseline.resident) / flowCount)
        benchmark.measurement(heldMallocRound1, (held1.mallocInUse - baseline.mallocInUse) / flowCount)
        benchmark.measurement(heldBytesRound2, (held2.resident - ended1.resident) / flowCount)
        benchmark.measurement(heldMallocRound2, (held2.mallocInUse - ended1.mallocInUse) / flowCount)
        for (metric, value) in [
            (baselineBytes, baseline.resident), (baselineMalloc, baseline.mallocInUse), (endedBytesRound1, ended1.resident),
            (endedMallocRound1, ended1.mallocInUse), (endedBytesRound2, ended2.resident), (endedMallocRound2, ended2.mallocInUse),
        ] {
            benchmark.measurement(metric, value / 1024)
        }

        let picker = try await HeldFlow.start(on: server, configuration: configuration, flow: flow, to: .picker)
        benchmark.measurement(persistedPicker, try await picker.persistedSize())
        await picker.end()
        let polling = try await HeldFlow.start(on: server, configuration: configuration, flow: flow, to: .polling)
        benchmark.measurement(persistedPolling, try await polling.persistedSize())
        await polling.end()
    }
}

/// Lets the tasks of ended flows finish (timers cancelled, readers ended) before memory is read.
func settle() async throws {
    try await Task.sleep(for: .seconds(1))
}

/// Waits past the requests' time limit: an ended flow's cancelled timer stays
/// allocated (about 2 KB) until its deadline, then goes.
func settleTimers(_ flow: FlowConfiguration) async throws {
    try await Task.sleep(for: flow.requestTimeout + .seconds(1))
}
