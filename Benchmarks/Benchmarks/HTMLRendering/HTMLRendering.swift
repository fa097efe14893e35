import Benchmark
import BenchmarkSupport
import HaapiUI

// Rendering the view tree of representative steps to an HTML page (HaapiHTML),
// against laying out and encoding the same tree for a terminal (HaapiTerminal), in
// the same run; `compare.py` prints the ratio (the target is HTML within 2×).

/// The steps measured: a login form, an authenticator choice, and a BankID polling step with its QR code.
let stepNames = ["usernamePassword", "selectAuthentication", "pollingStep"]

/// The view trees measured, by step name, built once on the main actor.
@MainActor var trees: [String: View] = [:]

/// Builds the tree of step `name` unless it is built.
@MainActor
func prepareTree(_ name: String, _ bytes: [UInt8]) {
    guard trees[name] == nil else { return }
    guard let document = try? stepDecoder.decode(bytes), let tree = screen(for: document) else {
        preconditionFailure("fixture \(name) is not shown as a screen")
    }
    trees[name] = tree
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
    let page = HTMLPageEncoder()

    for name in stepNames {
        let bytes = fixtureBytes(name)
        Benchmark("HTML page \(name)") { benchmark in
            let iterations = benchmark.scaledIterations
            onMainActor { prepareTree(name, bytes) }
            benchmark.startMeasurement()
            let size = onMainActor {
                guard let root = trees[name] else { return 0 }
                var size = 0
                for _ in iterations { size &+= page.encodedSize(root) }
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
                let terminal = TerminalFrameEncoder()
                var size = 0
                for _ in iterations { size &+= terminal.encodedSize(root) }
                return size
            }
            blackHole(size)
        }
    }
}
