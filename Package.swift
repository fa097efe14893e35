// swift-tools-version: 6.1
import PackageDescription

/// Settings shared by every target: Swift 6 language mode (complete concurrency
/// checking is part of it) and explicit `any` for existentials.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "HaapiKit",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "HaapiModel", targets: ["HaapiModel"]),
        .library(name: "HaapiGraphics", targets: ["HaapiGraphics"]),
        .executable(name: "haapi", targets: ["haapi"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "HaapiModel", swiftSettings: strict),
        .target(name: "HaapiGraphics", swiftSettings: strict),
        .executableTarget(
            name: "haapi",
            dependencies: [
                "HaapiModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiModelTests",
            dependencies: ["HaapiModel"],
            resources: [.copy("Fixtures")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiGraphicsTests",
            dependencies: ["HaapiGraphics"],
            resources: [.copy("Resources")],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
