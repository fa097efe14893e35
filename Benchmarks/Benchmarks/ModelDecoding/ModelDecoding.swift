import Benchmark
import Foundation
import HaapiModel

/// Decoding every recorded fixture with `HaapiDecoder`, against the baseline of
/// `JSONSerialization.jsonObject` on the same bytes, in the same run.
let fixtureDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/HaapiModelTests/Fixtures")

let fixtures: [(name: String, bytes: [UInt8])] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtureDirectory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix("tests-field") }.sorted().compactMap { name in
        guard let data = try? Data(contentsOf: fixtureDirectory.appendingPathComponent(name)) else { return nil }
        return (String(name.dropLast(5)), Array(data))
    }
}()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    precondition(!fixtures.isEmpty, "no fixtures found in \(fixtureDirectory.path)")
    let decoder = HaapiDecoder(baseURL: URL(string: "https://login.example.com/dev/authn/authenticate"))

    for fixture in fixtures {
        let bytes = fixture.bytes
        let data = Data(bytes)
        Benchmark("HaapiDecoder \(fixture.name)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try decoder.decode(bytes))
            }
        }
        // The parse alone, to see how the time splits between parsing and the model.
        Benchmark("JSONValue.parse \(fixture.name)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try JSONValue.parse(bytes))
            }
        }
        Benchmark("JSONSerialization \(fixture.name)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try JSONSerialization.jsonObject(with: data))
            }
        }
    }
    Growth.register(decoder: decoder)
}
