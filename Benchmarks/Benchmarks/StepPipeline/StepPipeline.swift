import Benchmark
import BenchmarkSupport
import HaapiModel
import HaapiUI

// The whole step pipeline for every recorded document a flow shows as a screen:
// bytes → HaapiDecoder → FlowStateMachine (and its DataMapper) → HaapiFlowViewController
// → view tree → terminal frame or HTML page, next to decoding alone (the baseline), and
// each stage alone, in the same run. `compare.py` prints the ratio pipeline/decode
// (the target is at most 4×) and which stage takes the most time.

/// Per fixture, the decoded document and its view tree, built once on the main actor.
@MainActor var prepared: [String: (document: HaapiDocument, tree: View)] = [:]

/// The fixtures measured: the documents that, as a flow's first response, are shown as a screen.
@MainActor
func prepareShownFixtures() -> [String] {
    documentFixtureNames().filter { name in
        guard let document = try? stepDecoder.decode(fixtureBytes(name)), let tree = screen(for: document) else { return false }
        prepared[name] = (document, tree)
        return true
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 1,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 20
    )
    let decoder = stepDecoder
    let page = HTMLPageEncoder()
    GrowthSteps.register()
    let names = onMainActor { prepareShownFixtures() }
    precondition(!names.isEmpty, "no fixture in \(fixtureDirectory.path) is shown as a screen")

    for name in names {
        let bytes = fixtureBytes(name)
        // The baseline, on the benchmark's thread as in ModelDecoding.
        Benchmark("Step decode \(name)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try decoder.decode(bytes))
            }
        }
        // The state machine and its data mapper alone: the screens, without views.
        Benchmark("Step machine \(name)") { benchmark in
            let iterations = benchmark.scaledIterations
            let count = onMainActor {
                guard let document = prepared[name]?.document else { return 0 }
                var count = 0
                for _ in iterations { count &+= flowScreens(for: document).shown.count }
                return count
            }
            blackHole(count)
        }
        // State machine, data mapper, container and view tree from the decoded document.
        Benchmark("Step screen \(name)") { benchmark in
            let iterations = benchmark.scaledIterations
            let count = onMainActor {
                guard let document = prepared[name]?.document else { return 0 }
                var count = 0
                for _ in iterations where screen(for: document) != nil { count &+= 1 }
                return count
            }
            blackHole(count)
        }
        Benchmark("Step terminal \(name)") { benchmark in
            let iterations = benchmark.scaledIterations
            let size = onMainActor {
                guard let tree = prepared[name]?.tree else { return 0 }
                let terminal = TerminalFrameEncoder()
                var size = 0
                for _ in iterations { size &+= terminal.encodedSize(tree) }
                return size
            }
            blackHole(size)
        }
        Benchmark("Step HTML \(name)") { benchmark in
            let iterations = benchmark.scaledIterations
            let size = onMainActor {
                guard let tree = prepared[name]?.tree else { return 0 }
                var size = 0
                for _ in iterations { size &+= page.encodedSize(tree) }
                return size
            }
            blackHole(size)
        }
        // The whole pipeline from the bytes, to each renderer.
        Benchmark("Step to terminal \(name)") { benchmark in
            let iterations = benchmark.scaledIterations
            let size = onMainActor {
                let terminal = TerminalFrameEncoder()
                var size = 0
                for _ in iterations {
                    guard let document = try? decoder.decode(bytes), let tree = screen(for: document) else { return -1 }
                    size &+= terminal.encodedSize(tree)
                }
                return size
            }
            precondition(size >= 0, "\(name) was not shown")
            blackHole(size)
        }
        Benchmark("Step to HTML \(name)") { benchmark in
            let iterations = benchmark.scaledIterations
            let size = onMainActor {
                var size = 0
                for _ in iterations {
                    guard let document = try? decoder.decode(bytes), let tree = screen(for: document) else { return -1 }
                    size &+= page.encodedSize(tree)
                }
                return size
            }
            precondition(size >= 0, "\(name) was not shown")
            blackHole(size)
        }
    }
}
