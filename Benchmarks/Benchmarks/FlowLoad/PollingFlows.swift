import Benchmark
import Foundation
import HaapiClient
import HaapiFlow
import HaapiJOSE
import ProcessStats

let idleCPU = countMetric("CPU per mille of one core, no flows")
let pollingCPU = countMetric("CPU per mille of one core, 10 000 flows polling")
let pollsPerSecond = countMetric("polls per second")
let cpuPerPoll = countMetric("CPU ns per poll")
let pollingBytes = countMetric("RSS bytes per polling flow")
let pollingInterval = countMetric("poll interval ms")
let cpuPerProof = countMetric("CPU ns per DPoP proof")
let cpuPerSignature = countMetric("CPU ns per ES256 signature")
let pollingFlowCount = countMetric("polling flows")

/// How many flows poll: 10 000, or `FLOWLOAD_POLLING_FLOWS` for a quicker run (the
/// figures per poll hold; the CPU share scales with the count).
let pollingFlows = ProcessInfo.processInfo.environment["FLOWLOAD_POLLING_FLOWS"].flatMap(Int.init) ?? flowCount

/// How many DPoP proofs (and signatures) the floor is measured over.
let floorRounds = 5_000

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
///
/// The floor, measured in the same process before the flows start: a poll is a HAAPI
/// request and carries a fresh DPoP proof, so no poll costs less than making one
/// (`DPoPProof` signed with a P-256 key, as the client does), and no proof less than
/// its ES256 signature alone (`CPU ns per DPoP proof`, `CPU ns per ES256 signature`,
/// each over 5 000 in a row).
func registerPollingBenchmark() {
    let metrics = [idleCPU, pollingCPU, pollsPerSecond, cpuPerPoll, pollingBytes, pollingInterval, cpuPerProof, cpuPerSignature,
                   pollingFlowCount]
    Benchmark("polling flows", configuration: oneShot(metrics, seconds: 600)) { benchmark in
        let server = try FixtureServer()
        let configuration = try FixtureServer.clientConfiguration()
        let flow = FlowConfiguration()
        try await endFlows(try await startFlows(50, width: startingWidth, on: server, configuration: configuration, flow: flow, to: .polling), width: startingWidth)
        try await settle()
        let before = MemorySnapshot.now()
        let idle = await ProcessCPU.measure { try? await Task.sleep(for: pollingWindow) }
        let floor = try await proofFloor()

        let flows = try await startFlows(pollingFlows, width: startingWidth, on: server, configuration: configuration, flow: flow, to: .polling)
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
        benchmark.measurement(pollingBytes, (held.resident - before.resident) / pollingFlows)
        benchmark.measurement(pollingInterval, Int(flow.defaultPollingInterval.components.seconds * 1000))
        benchmark.measurement(cpuPerProof, floor.proof)
        benchmark.measurement(cpuPerSignature, floor.signature)
        benchmark.measurement(pollingFlowCount, pollingFlows)
    }
}

/// The CPU time of one DPoP proof for a poll (as `HaapiClient` makes it: the claims with
/// `ath` and a fresh `jti`, the header with the public key, signed) and of one ES256
/// signature (SHA-256 and ECDSA P-256 of a 400-byte input) alone, in nanoseconds.
func proofFloor() async throws -> (proof: Int, signature: Int) {
    let key = try await InMemoryDPoPKeyStore().signingKey()
    let url = FixtureServer.origin.appendingPathComponent(String(FixtureServer.pollPath.dropFirst()))
    let random = SystemRandomSource()
    var proofs = 0
    let proofTime = try await ProcessCPU.measure {
        for _ in 0..<floorRounds {
            let proof = try DPoPProof(method: "GET", url: url, accessToken: "fixture-haapi-token")
            proofs += try proof.sign(with: key, now: Date(), jti: random.identifier(byteCount: 16)).utf8.count
        }
    }
    // The signing input of a proof is about 400 bytes; ES256 hashes it (SHA-256) and signs.
    let input = Data(repeating: 0x2e, count: 400)
    var signatures = 0
    let signatureTime = try await ProcessCPU.measure {
        for _ in 0..<floorRounds { signatures += try key.signature(for: input).rawRepresentation.count }
    }
    guard proofs > 0, signatures > 0 else { throw FlowLoadFailure("no proof was made") }
    return (proofTime.cpu / floorRounds, signatureTime.cpu / floorRounds)
}
