import Benchmark
import BenchmarkSupport
import HaapiModel
import HaapiUI

/// The whole step for the growth documents (``GrowthDocuments``): bytes to a terminal
/// frame and to an HTML page, as the recorded fixtures' pipelines, next to decoding
/// alone. `compare.py` prints the time per item (option, message, KB): a flat column is
/// linear work.
enum GrowthSteps {
    static func register() {
        let decoder = stepDecoder
        let page = HTMLPageEncoder()
        for document in GrowthDocuments.all {
            let bytes = document.bytes
            // Whole documents, one at a time: the largest take tens of milliseconds.
            let configuration = Benchmark.Configuration(
                metrics: [.wallClock], timeUnits: .nanoseconds, warmupIterations: 1, scalingFactor: .one,
                maxDuration: .seconds(2), maxIterations: 50)
            Benchmark("Growth step decode \(document.name)", configuration: configuration) { benchmark in
                blackHole(try decoder.decode(bytes))
            }
            Benchmark("Growth step to terminal \(document.name)", configuration: configuration) { benchmark in
                let size = onMainActor {
                    guard let document = try? decoder.decode(bytes), let tree = screen(for: document) else { return -1 }
                    return TerminalFrameEncoder().encodedSize(tree)
                }
                precondition(size >= 0, "\(document.name) was not shown")
                blackHole(size)
            }
            Benchmark("Growth step to HTML \(document.name)", configuration: configuration) { benchmark in
                let size = onMainActor {
                    guard let document = try? decoder.decode(bytes), let tree = screen(for: document) else { return -1 }
                    return page.encodedSize(tree)
                }
                precondition(size >= 0, "\(document.name) was not shown")
                blackHole(size)
            }
        }
    }
}
