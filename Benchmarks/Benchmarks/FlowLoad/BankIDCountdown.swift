import Benchmark
import Foundation
import HaapiClient
import HaapiFlow
import HaapiModel
import HaapiTerminal
import HaapiUI

let countdownFullDraw = countMetric("bytes of the first full screen")
let countdownBytesPerSecond = countMetric("bytes per second while counting down")
let countdownBytesPerPoll = countMetric("bytes per countdown update")
let countdownUpdates = countMetric("countdown updates")

/// How long the countdown runs, and how often a poll brings the next remaining time.
let countdownWindow: Duration = .seconds(10)
let countdownInterval: Duration = .seconds(2)

/// **terminal BankID countdown** — what the full-screen terminal (`InteractiveTerminal`,
/// 80 × 40, true colour, redrawing every 250 ms as `haapi login` does) writes while it
/// shows the BankID polling step (``FixtureServer``'s, no QR code: the recorded step has
/// none) and each poll, every 2 s, brings a remaining time 2 s shorter, through the flow
/// state machine and the flow container as in an app. Reported: the bytes of the first
/// full screen (the baseline: what redrawing everything costs), the bytes written per
/// second over 10 s of countdown, and per countdown update.
func registerCountdownBenchmark() {
    let metrics = [countdownFullDraw, countdownBytesPerSecond, countdownBytesPerPoll, countdownUpdates]
    Benchmark("terminal BankID countdown", configuration: oneShot(metrics, seconds: 120)) { benchmark in
        let steps = try (0...Int(countdownWindow / countdownInterval)).map { poll in
            try FixtureServer.bankIDPollingStep(remaining: 180 - 2 * poll)
        }
        let figures = try await runCountdown(steps)
        benchmark.measurement(countdownFullDraw, figures.fullDraw)
        benchmark.measurement(countdownBytesPerSecond, figures.countdown * 1000 / Int(countdownWindow / .milliseconds(1)))
        benchmark.measurement(countdownBytesPerPoll, figures.countdown / max(figures.updates, 1))
        benchmark.measurement(countdownUpdates, figures.updates)
    }
}

/// Counts what the terminal writes.
@MainActor
final class CountingOutput: TerminalOutputStream {
    private(set) var bytes = 0
    func write(_ text: String) { bytes += text.utf8.count }
}

/// Shows `steps[0]` in a running full-screen terminal, then each next step one poll
/// interval later; returns the bytes of the first screen and those written after it.
@MainActor
func runCountdown(_ steps: [Data]) async throws -> (fullDraw: Int, countdown: Int, updates: Int) {
    let output = CountingOutput()
    let terminal = InteractiveTerminal(
        output: output, encoder: ANSIEncoder(colorDepth: .trueColor, usesTextStyles: true), size: (80, 40))
    let container = HaapiFlowViewController(themeRegistry: .standard, viewControllerFactoryRegistry: ViewControllerFactoryRegistry())
    container.onDisplayChange = { change in terminal.display(container.view, after: change) }
    var machine = FlowStateMachine()
    var request: Int?
    var generation: Int?
    var updates = 0
    func handle(_ event: FlowEvent) {
        for effect in machine.handle(event) {
            switch effect {
            case .send(let sent): request = sent.id
            case .schedulePoll(_, let next): generation = next
            case .show(let shown):
                container.show(shown)
                updates += 1
            default: break
            }
        }
    }
    func receive(_ step: Data) throws {
        guard let request else { throw FlowLoadFailure("the flow sent no request for the step") }
        let url = FixtureServer.origin.appendingPathComponent("dev/authn/authenticate/bankid1/index")
        let document = try HaapiDecoder(baseURL: url).decode(Array(step))
        handle(.documentReceived(HaapiResponse(document: document, status: 200, url: url), requestID: request))
    }

    handle(.started(parameters: [:]))
    try receive(steps[0])
    terminal.show(container.view)
    let (keys, keyInput) = AsyncStream<Key>.makeStream()
    let running = Task { @MainActor in await terminal.run(keys: keys, refreshInterval: .milliseconds(250)) }
    try await Task.sleep(for: .milliseconds(500))
    let fullDraw = output.bytes
    updates = 0
    for step in steps.dropFirst() {
        try await Task.sleep(for: countdownInterval)
        guard let polled = generation else { throw FlowLoadFailure("the flow scheduled no poll") }
        handle(.pollTimerFired(generation: polled))
        try receive(step)
    }
    let countdown = output.bytes - fullDraw
    keyInput.finish()
    _ = await running.value
    return (fullDraw, countdown, updates)
}
