import Benchmark
import Foundation
import HaapiClient
import HaapiFlow
import ProcessStats

let idleCPU = countMetric("CPU per mille of one core, no flows")
let pollingCPU = countMetric("CPU per mille of one core, 10 000 flows polling")
let pollsPerSecond = countMetric("polls per second")
let cpuPerPoll = countMetric("CPU ns per poll")
let pollingBytes = countMetric("RSS bytes per polling flow")
let pollingInterval = countMetric("poll interval ms")

/// How long the CPU is measured, with and without the flows.
let pollingWindow: Duration = .seconds(10)

/// **polling flows** — 10 000 flows at once on the BankID polling screen (the other
/// device's order, `pending` for ever), each polling the in-memory server at the
/// driver's default interval (2 s: the step gives none). The CPU time of the whole
/// process (`CLOCK_PROCESS_CPUTIME_ID`: every thread, user and system) over a 10 s
/// window, as per mille of one core, against the baseline of the same window in the
/// same process before any flow started. Reported also: the polls answered per
/// second in the window (10 000 / 2 s = 5 000 if none is late), the CPU per poll
/// (the window's CPU less the baseline's, over the polls), and the resident memory
/// per polling flow. The CPU is proportional to the polls per second, that is to
/// flows ÷ interval: at the dev server's BankID interval (also 2 s) the figure holds
/// as is; a 1 s interval doubles it.
func registerPollingBenchmark() {
    let metrics = [idleCPU, pollingCPU, pollsPerSecond, cpuPerPoll, pollingBytes, pollingInterval]
    Benchmark("polling flows", configuration: oneShot(metrics, seconds: 600)) { benchmark in
        let server = try FixtureServer()
        let configuration = try FixtureServer.clientConfiguration()
        let flow = FlowConfiguration()
        try await endFlows(try await startFlows(50, width: startingWidth, on: server, configuration: configuration, flow: flow, to: .polling), width: startingWidth)
        try await settle()
        let before = MemorySnapshot.now()
        let idle = await ProcessCPU.measure { try? await Task.sleep(for: pollingWindow) }

        let flows = try await startFlows(flowCount, width: startingWidth, on: server, configuration: configuration, flow: flow, to: .polling)
        // One interval for the polls to spread out after the starts.
        try await Task.sleep(for: flow.defaultPollingInterval)
        let polls = server.pollCount
        let polling = await ProcessCPU.measure { try? await Task.sleep(for: pollingWindow) }
        let polled = server.pollCount - polls
        let held = MemorySnapshot.now()
        try await endFlows(flows, width: startingWidth)

        benchmark.measurement(idleCPU, idle.cpu * 1000 / idle.wall)
        benchmark.measurement(pollingCPU, polling.cpu * 1000 / polling.wall)
        benchmark.measurement(pollsPerSecond, polled * 1_000_000_000 / polling.wall)
        let idleRate = Double(idle.cpu) / Double(idle.wall)
        benchmark.measurement(cpuPerPoll, Int((Double(polling.cpu) - idleRate * Double(polling.wall)) / Double(max(polled, 1))))
        benchmark.measurement(pollingBytes, (held.resident - before.resident) / flowCount)
        benchmark.measurement(pollingInterval, Int(flow.defaultPollingInterval.components.seconds * 1000))
    }
}
