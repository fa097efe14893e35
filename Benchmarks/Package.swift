// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that `swift test` in the main package
// never builds them. Run with `swift package benchmark` from this folder.
let package = Package(
    name: "HaapiKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "HaapiKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ModelDecoding",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "HaapiModel", package: "HaapiKit"),
            ],
            path: "Benchmarks/ModelDecoding",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "HTMLRendering",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "HaapiHTML", package: "HaapiKit"),
                .product(name: "HaapiTerminal", package: "HaapiKit"),
                .product(name: "HaapiUI", package: "HaapiKit"),
                .product(name: "HaapiFlow", package: "HaapiKit"),
                .product(name: "HaapiClient", package: "HaapiKit"),
                .product(name: "HaapiModel", package: "HaapiKit"),
            ],
            path: "Benchmarks/HTMLRendering",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
