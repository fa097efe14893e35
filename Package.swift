// swift-tools-version: 6.1
import PackageDescription

/// Settings shared by every target: Swift 6 language mode (complete concurrency
/// checking is part of it) and explicit `any` for existentials.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let crypto: Target.Dependency = .product(name: "Crypto", package: "swift-crypto")
/// RSA (RS256, PS256) for HaapiJOSE; also builds BoringSSL on Apple platforms, where Crypto alone is CryptoKit.
let cryptoExtras: Target.Dependency = .product(name: "_CryptoExtras", package: "swift-crypto")
let logging: Target.Dependency = .product(name: "Logging", package: "swift-log")

let package = Package(
    name: "HaapiKit",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "HaapiModel", targets: ["HaapiModel"]),
        .library(name: "HaapiJOSE", targets: ["HaapiJOSE"]),
        .library(name: "HaapiGraphics", targets: ["HaapiGraphics"]),
        .library(name: "HaapiClient", targets: ["HaapiClient"]),
        .library(name: "HaapiFlow", targets: ["HaapiFlow"]),
        .library(name: "HaapiUI", targets: ["HaapiUI"]),
        .library(name: "HaapiOnboarding", targets: ["HaapiOnboarding"]),
        .library(name: "HaapiApp", targets: ["HaapiApp"]),
        .library(name: "HaapiTerminal", targets: ["HaapiTerminal"]),
        .library(name: "HaapiHTML", targets: ["HaapiHTML"]),
        .library(name: "HaapiWeb", targets: ["HaapiWeb"]),
        .library(name: "HaapiDevServer", targets: ["HaapiDevServer"]),
        .library(name: "HaapiTesting", targets: ["HaapiTesting"]),
        .executable(name: "haapi", targets: ["haapi"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        // `swift package generate-documentation` for the DocC catalogs (.ci/docs); no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // App-facing libraries: Foundation, swift-crypto and swift-log only.
        .target(name: "HaapiModel", swiftSettings: strict),
        .target(name: "HaapiJOSE", dependencies: [crypto, cryptoExtras], swiftSettings: strict),
        .target(name: "HaapiGraphics", swiftSettings: strict),
        .target(name: "HaapiClient", dependencies: ["HaapiModel", "HaapiJOSE", crypto, logging], swiftSettings: strict),
        .target(name: "HaapiFlow", dependencies: ["HaapiModel", "HaapiJOSE", "HaapiClient", logging], swiftSettings: strict),
        // Platform-neutral view tree, screens, theming and strings.
        .target(name: "HaapiUI", dependencies: ["HaapiFlow", "HaapiClient", "HaapiModel", logging], swiftSettings: strict),

        // Seed 002's onboarding screens and sequences, on the screen kit; passcodes, biometrics and the secure store.
        .target(
            name: "HaapiOnboarding",
            dependencies: ["HaapiUI", "HaapiFlow", "HaapiClient", "HaapiGraphics", crypto, cryptoExtras, logging],
            swiftSettings: strict
        ),

        // Seed 003's app facade: one configured object that starts flows from URLs, QR codes and pushes.
        .target(
            name: "HaapiApp",
            dependencies: ["HaapiUI", "HaapiOnboarding", "HaapiFlow", "HaapiClient", "HaapiJOSE", "HaapiModel", crypto, logging],
            swiftSettings: strict
        ),

        // The web host: one login per browser session, over Hummingbird; sessions in memory or in SQLite.
        .target(
            name: "HaapiWeb",
            dependencies: [
                "HaapiHTML", "HaapiUI", "HaapiOnboarding", "HaapiFlow", "HaapiClient", "HaapiModel", "HaapiJOSE",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                crypto, logging,
            ],
            swiftSettings: strict
        ),

        // Renders HaapiUI view trees in an ANSI terminal and reads the keyboard.
        .target(name: "HaapiTerminal", dependencies: ["HaapiFlow", "HaapiUI", "HaapiGraphics"], swiftSettings: strict),

        // Renders HaapiUI view trees as escaped, accessible HTML with the theme as CSS (no server dependency).
        .target(name: "HaapiHTML", dependencies: ["HaapiUI", "HaapiModel"], swiftSettings: strict),

        // The reference HAAPI server (heavy dependencies live only here, in the CLI and in tests).
        .target(
            name: "HaapiDevServer",
            dependencies: [
                "HaapiModel",
                "HaapiJOSE",
                "HaapiGraphics",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Yams", package: "Yams"),
                crypto,
                cryptoExtras,
                logging,
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strict
        ),

        // Test support for app developers and for this package's own tests: the dev server
        // in-process (with HaapiUI applications for it), recording and replaying logins, a manual clock,
        // the scripted renderer, step previews (documents through the stock screens, with every string
        // they leave out), log capture, outside programs (zbar).
        .target(
            name: "HaapiTesting",
            dependencies: ["HaapiModel", "HaapiJOSE", "HaapiClient", "HaapiFlow", "HaapiUI", "HaapiApp", "HaapiDevServer", crypto, logging],
            swiftSettings: strict
        ),

        // The command-line tool.
        .executableTarget(
            name: "haapi",
            dependencies: [
                "HaapiModel",
                "HaapiClient",
                "HaapiFlow",
                "HaapiUI",
                "HaapiOnboarding",
                "HaapiApp",
                "HaapiTerminal",
                "HaapiDevServer",
                // `haapi record` and `haapi preview` use HaapiTesting's TransportTap and StepPreview.
                "HaapiTesting",
                "HaapiHTML",
                "HaapiWeb",
                crypto,
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                logging,
            ],
            swiftSettings: strict
        ),

        // Tests, one target per library.
        .testTarget(
            name: "HaapiModelTests",
            dependencies: ["HaapiModel"],
            resources: [.copy("Fixtures")],
            swiftSettings: strict
        ),
        .testTarget(name: "HaapiJOSETests", dependencies: ["HaapiJOSE", crypto, cryptoExtras], swiftSettings: strict),
        .testTarget(
            name: "HaapiGraphicsTests",
            dependencies: ["HaapiGraphics", "HaapiTesting"],
            resources: [.copy("Resources")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiClientTests",
            dependencies: [
                "HaapiClient",
                "HaapiModel",
                "HaapiJOSE",
                "HaapiDevServer",
                "HaapiTesting",
                crypto,
                cryptoExtras,
                logging,
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiFlowTests",
            dependencies: ["HaapiFlow", "HaapiModel", "HaapiClient", "HaapiDevServer", "HaapiTesting", crypto, logging],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiUITests",
            dependencies: ["HaapiUI", "HaapiFlow", "HaapiClient", "HaapiModel", "HaapiDevServer", "HaapiTesting", logging],
            exclude: ["FidelityDocuments"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiOnboardingTests",
            dependencies: [
                "HaapiOnboarding", "HaapiUI", "HaapiGraphics", "HaapiFlow", "HaapiClient", "HaapiDevServer", "HaapiTesting", crypto, logging,
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiAppTests",
            dependencies: [
                "HaapiApp", "HaapiUI", "HaapiOnboarding", "HaapiGraphics", "HaapiFlow", "HaapiClient", "HaapiJOSE", "HaapiModel",
                "HaapiDevServer", "HaapiTesting", crypto, logging,
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiTerminalTests",
            dependencies: ["HaapiTerminal", "HaapiUI", "HaapiGraphics", "HaapiClient", "HaapiFlow", "HaapiDevServer", "HaapiTesting", logging],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiHTMLTests",
            dependencies: ["HaapiHTML", "HaapiUI", "HaapiFlow", "HaapiClient", "HaapiModel", "HaapiTesting"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiDevServerTests",
            dependencies: ["HaapiDevServer", "HaapiModel", "HaapiJOSE", "HaapiGraphics", "HaapiTesting", crypto, logging],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiWebTests",
            dependencies: ["HaapiWeb", "HaapiUI", "HaapiOnboarding", "HaapiFlow", "HaapiClient", "HaapiModel", "HaapiJOSE", "HaapiDevServer", "HaapiTesting", crypto],
            exclude: ["Browser/browser_scenarios.py"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiTestingTests",
            dependencies: ["HaapiTesting", "HaapiClient", "HaapiFlow", "HaapiUI", "HaapiModel", "HaapiJOSE", "HaapiDevServer"],
            resources: [.copy("Recordings")],
            swiftSettings: strict
        ),
        .testTarget(name: "haapiTests", dependencies: ["haapi", "HaapiModel", "HaapiJOSE", "HaapiGraphics", "HaapiTesting", crypto], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
