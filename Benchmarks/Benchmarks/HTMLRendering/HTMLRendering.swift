import Benchmark
import Dispatch
import Foundation
import HaapiClient
import HaapiFlow
import HaapiHTML
import HaapiModel
import HaapiTerminal
import HaapiUI

/// Rendering the view tree of representative steps to an HTML page (HaapiHTML),
/// against laying out and encoding the same tree for a terminal (HaapiTerminal), in
/// the same run; `compare.py --html` prints the ratio (the target is HTML within 2×).
let fixtureDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/HaapiModelTests/Fixtures")

/// The steps measured: a login form, an authenticator choice, and a BankID polling step with its QR code.
let stepNames = ["usernamePassword", "selectAuthentication", "pollingStep"]

/// Runs `body` on the main actor, where views live, from the benchmark's thread.
func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if Thread.isMainThread { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

/// The flow container showing the step in `bytes`, as a renderer gets it (no server).
@MainActor
func screen(for bytes: [UInt8]) -> View {
    let container = HaapiFlowViewController(themeRegistry: .standard, viewControllerFactoryRegistry: ViewControllerFactoryRegistry())
    var machine = FlowStateMachine()
    var request: Int?
    func handle(_ event: FlowEvent) {
        for effect in machine.handle(event) {
            switch effect {
            case .send(let sent): request = sent.id
            case .show(let shown): container.show(shown)
            default: break
            }
        }
    }
    handle(.started(parameters: [:]))
    if let request, let document = try? HaapiDecoder(baseURL: URL(string: "https://login.example.com/dev/authn/authenticate")).decode(bytes) {
        handle(.documentReceived(HaapiResponse(document: document, status: 200, url: URL(string: "https://login.example.com/dev/authn/authenticate")!),
                                 requestID: request))
    }
    return container.view
}

/// The view trees measured, by step name, built once on the main actor.
@MainActor var trees: [String: View] = [:]

/// Builds the tree of step `name` unless it is built.
@MainActor
func prepareTree(_ name: String, _ bytes: [UInt8]) {
    if trees[name] == nil { trees[name] = screen(for: bytes) }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 2,
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 50
    )
    let renderer = HTMLPageRenderer()
    let context = HTMLPageContext(title: "Sign in", nonce: "bench-nonce", csrfToken: "bench-csrf", formAction: "/login")
    let encoder = ANSIEncoder(colorDepth: .trueColor, usesTextStyles: true)

    for name in stepNames {
        guard let data = try? Data(contentsOf: fixtureDirectory.appendingPathComponent(name + ".json")) else {
            preconditionFailure("no fixture \(name).json in \(fixtureDirectory.path)")
        }
        let bytes = Array(data)
        Benchmark("HTML page \(name)") { benchmark in
            let iterations = benchmark.scaledIterations
            onMainActor { prepareTree(name, bytes) }
            benchmark.startMeasurement()
            let size = onMainActor {
                guard let root = trees[name] else { return 0 }
                var size = 0
                for _ in iterations { size &+= renderer.page(root, context: context).utf8.count }
                return size
            }
            blackHole(size)
        }
        Benchmark("Terminal \(name)") { benchmark in
            let iterations = benchmark.scaledIterations
            onMainActor { prepareTree(name, bytes) }
            benchmark.startMeasurement()
            let size = onMainActor {
                guard let root = trees[name] else { return 0 }
                let layouter = FrameLayouter(options: LayoutOptions(width: 80, isInteractive: true))
                var size = 0
                for _ in iterations {
                    let lines = layouter.layout(root, focus: nil).encodedLines(encoder, width: 80)
                    size &+= lines.reduce(0) { $0 + $1.utf8.count }
                }
                return size
            }
            blackHole(size)
        }
    }
}
