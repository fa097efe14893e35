// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that `swift test` in the main package
// never builds them. Run with `swift package benchmark` from this folder.
let package = Package(
    name: "HaapiKitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "HaapiKit", path: ".."),
        // Already in HaapiKit's graph (through Hummingbird): the WebLogin benchmark's small HTTP client.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.80.0"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The WebLogin benchmark's traced rig: what `haapi web` exports with (OTLP/HTTP only).
        .package(url: "https://github.com/swift-otel/swift-otel", from: "1.6.0", traits: ["OTLPHTTP"]),
    ],
    targets: [
        // glibc's malloc statistics for the web host's memory benchmark (Swift does not import malloc.h).
        .target(name: "MallocStats", path: "Benchmarks/MallocStats"),
        // The process's memory and CPU time, and a bounded task group: what the load benchmarks share.
        .target(name: "ProcessStats", dependencies: ["MallocStats"], path: "Benchmarks/ProcessStats"),
        .executableTarget(
            name: "ModelDecoding",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
                .product(name: "HaapiModel", package: "HaapiKit"),
            ],
            path: "Benchmarks/ModelDecoding",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // What the benchmarks share: the fixtures, the growth documents, the main actor, a step's screen, the two renderers.
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "HaapiHTML", package: "HaapiKit"),
                .product(name: "HaapiTerminal", package: "HaapiKit"),
                .product(name: "HaapiUI", package: "HaapiKit"),
                .product(name: "HaapiFlow", package: "HaapiKit"),
                .product(name: "HaapiClient", package: "HaapiKit"),
                .product(name: "HaapiModel", package: "HaapiKit"),
            ],
            path: "Benchmarks/BenchmarkSupport"
        ),
        .executableTarget(
            name: "HTMLRendering",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
                .product(name: "HaapiUI", package: "HaapiKit"),
            ],
            path: "Benchmarks/HTMLRendering",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "StepPipeline",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
                .product(name: "HaapiUI", package: "HaapiKit"),
                .product(name: "HaapiModel", package: "HaapiKit"),
            ],
            path: "Benchmarks/StepPipeline",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // What the step pipeline makes of every shown fixture, one file each, to compare two commits' outputs byte for byte.
        .executableTarget(
            name: "PipelineOutputs",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "HaapiHTML", package: "HaapiKit"),
                .product(name: "HaapiTerminal", package: "HaapiKit"),
                .product(name: "HaapiUI", package: "HaapiKit"),
            ],
            path: "Benchmarks/PipelineOutputs"
        ),
        .executableTarget(
            name: "WebLogin",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "HaapiWeb", package: "HaapiKit"),
                .product(name: "HaapiWebPostgres", package: "HaapiKit"),
                .product(name: "HaapiWebSQLite", package: "HaapiKit"),
                .product(name: "HaapiTesting", package: "HaapiKit"),
                .product(name: "HaapiDevServer", package: "HaapiKit"),
                .product(name: "HaapiDevServerTesting", package: "HaapiKit"),
                .product(name: "OTel", package: "swift-otel"),
                .product(name: "HaapiUI", package: "HaapiKit"),
                .product(name: "HaapiFlow", package: "HaapiKit"),
                .product(name: "HaapiClient", package: "HaapiKit"),
                .product(name: "HaapiClientNIO", package: "HaapiKit"),
                .product(name: "HaapiModel", package: "HaapiKit"),
                "ProcessStats",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Benchmarks/WebLogin",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "FlowLoad",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "HaapiFlow", package: "HaapiKit"),
                .product(name: "HaapiClient", package: "HaapiKit"),
                .product(name: "HaapiJOSE", package: "HaapiKit"),
                .product(name: "HaapiModel", package: "HaapiKit"),
                .product(name: "HaapiTesting", package: "HaapiKit"),
                .product(name: "HaapiTerminal", package: "HaapiKit"),
                .product(name: "HaapiUI", package: "HaapiKit"),
                "ProcessStats",
            ],
            path: "Benchmarks/FlowLoad",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The CPU a request costs while it waits on a silent server, per transport, against sleeping.
        .executableTarget(
            name: "IdleWait",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "HaapiClient", package: "HaapiKit"),
                .product(name: "HaapiClientNIO", package: "HaapiKit"),
                "ProcessStats",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            path: "Benchmarks/IdleWait",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Reading a photo of a QR code: detection and decoding at 1 and 12 megapixels, PNG and JPEG (issue 44).
        .executableTarget(
            name: "QRDetection",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "HaapiGraphics", package: "HaapiKit"),
            ],
            path: "Benchmarks/QRDetection",
            exclude: ["photo-12mp.jpg"],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Start-up and peak memory of the haapi command, against the two trivial programs built the same way.
        .executableTarget(
            name: "CommandStartup",
            dependencies: [.product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/CommandStartup",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(name: "TrivialProgram", path: "Benchmarks/TrivialProgram"),
        .executableTarget(name: "TrivialFoundationProgram", path: "Benchmarks/TrivialFoundationProgram"),
        // Starts a measured program and reports its peak resident memory (C: it must be small).
        .executableTarget(name: "PeakMemory", path: "Benchmarks/PeakMemory"),
    ],
    swiftLanguageModes: [.v6]
)
