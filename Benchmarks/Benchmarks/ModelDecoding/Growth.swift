import Benchmark
import BenchmarkSupport
import Foundation
import HaapiModel

/// Decoding the growth documents (``GrowthDocuments``) next to `JSONSerialization` on
/// the same bytes.
enum Growth {
    static func register(decoder: HaapiDecoder) {
        for document in GrowthDocuments.all {
            let bytes = document.bytes
            let data = Data(bytes)
            // Whole documents, timed one at a time: the largest take milliseconds.
            let configuration = Benchmark.Configuration(
                timeUnits: .nanoseconds, warmupIterations: 2, scalingFactor: .one, maxDuration: .seconds(2),
                maxIterations: 200)
            Benchmark("Growth HaapiDecoder \(document.name)", configuration: configuration) { benchmark in
                blackHole(try decoder.decode(bytes))
            }
            Benchmark("Growth JSONSerialization \(document.name)", configuration: configuration) { benchmark in
                blackHole(try JSONSerialization.jsonObject(with: data))
            }
        }
    }
}
