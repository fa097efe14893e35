// swift-tools-version: 6.1
import PackageDescription

/// Settings shared by every target: Swift 6 language mode (complete concurrency
/// checking is part of it), explicit `any` for existentials, and members visible only
/// from modules a file imports (so an undeclared dependency fails the build).
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    // An import is internal unless written `public import`: a module's dependencies are
    // not its users' unless its API shows their types.
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let crypto: Target.Dependency = .product(name: "Crypto", package: "swift-crypto")
/// RSA (RS256, PS256) for HaapiJOSE; also builds BoringSSL on Apple platforms, where Crypto alone is CryptoKit.
let cryptoExtras: Target.Dependency = .product(name: "_CryptoExtras", package: "swift-crypto")
let logging: Target.Dependency = .product(name: "Logging", package: "swift-log")
let httpTypes: Target.Dependency = .product(name: "HTTPTypes", package: "swift-http-types")
let nioCore: Target.Dependency = .product(name: "NIOCore", package: "swift-nio")
let tracing: Target.Dependency = .product(name: "Tracing", package: "swift-distributed-tracing")
let serviceLifecycle: Target.Dependency = .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")
let hummingbird: Target.Dependency = .product(name: "Hummingbird", package: "hummingbird")

let package = Package(
    name: "HaapiKit",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "HaapiModel", targets: ["HaapiModel"]),
        .library(name: "HaapiJOSE", targets: ["HaapiJOSE"]),
        .library(name: "HaapiGraphics", targets: ["HaapiGraphics"]),
        .library(name: "HaapiClient", targets: ["HaapiClient"]),
        /// HaapiClient's transport on SwiftNIO (AsyncHTTPClient), for servers and command-line programs on Linux.
        .library(name: "HaapiClientNIO", targets: ["HaapiClientNIO"]),
        .library(name: "HaapiWebAuthn", targets: ["HaapiWebAuthn"]),
        .library(name: "HaapiFlow", targets: ["HaapiFlow"]),
        /// Languages as BCP 47 tags with CLDR's fallbacks and plural rules, format templates, and String Catalog files.
        .library(name: "HaapiLocalization", targets: ["HaapiLocalization"]),
        .library(name: "HaapiScreenKit", targets: ["HaapiScreenKit"]),
        .library(name: "HaapiUI", targets: ["HaapiUI"]),
        .library(name: "HaapiOnboarding", targets: ["HaapiOnboarding"]),
        .library(name: "HaapiApp", targets: ["HaapiApp"]),
        .library(name: "HaapiTerminal", targets: ["HaapiTerminal"]),
        .library(name: "HaapiHTML", targets: ["HaapiHTML"]),
        .library(name: "HaapiWeb", targets: ["HaapiWeb"]),
        /// The web host's sessions in an SQLite file (GRDB), for the host processes of one machine.
        .library(name: "HaapiWebSQLite", targets: ["HaapiWebSQLite"]),
        /// The web host's sessions in PostgreSQL (postgres-nio), for hosts on several machines.
        .library(name: "HaapiWebPostgres", targets: ["HaapiWebPostgres"]),
        /// What the web host and the dev server share as HTTP servers: a graceful stop, services, traces.
        .library(name: "HaapiHTTPServer", targets: ["HaapiHTTPServer"]),
        .library(name: "HaapiDevServer", targets: ["HaapiDevServer"]),
        /// Test support with no server: a manual `Clock`, log capture, the scripted renderer, outside programs, a fault proxy.
        .library(name: "HaapiTesting", targets: ["HaapiTesting"]),
        /// Recording, replaying and previewing logins: `TransportTap`, `ReplayTransport`, `StepPreview` (what `haapi record` and `haapi preview` use).
        .library(name: "HaapiRecording", targets: ["HaapiRecording"]),
        /// The HAAPI dev server in a test's process (`TestDevServer`), with clients, HaapiUI and HaapiApp applications for it.
        .library(name: "HaapiDevServerTesting", targets: ["HaapiDevServerTesting"]),
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
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // HaapiClientNIO's HTTP client, and its TLS.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // Tests only: a certificate authority made per run, for the transports' TLS tests.
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // The web host's and the dev server's services: graceful shutdown on SIGTERM and SIGINT, in order.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Traces: the API the servers use (Hummingbird depends on it already)...
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
        // ...and the `haapi` command's OpenTelemetry exporter, OTLP/HTTP only (no gRPC to build).
        .package(url: "https://github.com/swift-otel/swift-otel", from: "1.6.0", traits: ["OTLPHTTP"]),
        // `haapi web --config FILE`: one reader of a YAML or JSON file and the environment.
        .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0", traits: ["JSON", "YAML"]),
        // FilePath, for swift-configuration's file provider.
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        // `swift package generate-documentation` for the DocC catalogs (.ci/docs); no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // App-facing libraries: Foundation, swift-crypto and swift-log only.
        .target(name: "HaapiModel", swiftSettings: strict),
        .target(name: "HaapiJOSE", dependencies: [crypto, cryptoExtras], swiftSettings: strict),
        .target(name: "HaapiGraphics", swiftSettings: strict),
        .target(name: "HaapiClient", dependencies: ["HaapiModel", "HaapiJOSE", crypto, logging], swiftSettings: strict),
        // HaapiClient's transport on SwiftNIO: what the web host, the dev server's test support and the command send with.
        .target(
            name: "HaapiClientNIO",
            dependencies: [
                "HaapiClient", "HaapiModel",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                nioCore,
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                logging,
            ],
            swiftSettings: strict
        ),
        // Passkeys: CBOR and COSE, the WebAuthn formats and JSON, a relying party's checks, a software authenticator.
        .target(name: "HaapiWebAuthn", dependencies: ["HaapiModel", "HaapiJOSE", crypto, cryptoExtras], swiftSettings: strict),
        .target(name: "HaapiFlow", dependencies: ["HaapiModel", "HaapiJOSE", "HaapiClient", "HaapiWebAuthn", logging], swiftSettings: strict),
        // The screen kit, flow-neutral: the view tree, theming, strings, rendering, the screens' catalog and
        // registration. Renderers depend on it alone, so they cannot reach the flow.
        // Languages, plural rules, format templates and String Catalog (.xcstrings) files: what the kit's texts and
        // the dev server's step texts share, with no UI.
        .target(name: "HaapiLocalization", dependencies: ["HaapiModel"], swiftSettings: strict),
        .target(
            name: "HaapiScreenKit", dependencies: ["HaapiLocalization", "HaapiModel", "HaapiGraphics", logging],
            resources: [.copy("Resources/HaapiScreenKit.xcstrings")], swiftSettings: strict
        ),
        // The login's screens on the screen kit (controllers, the application and its configuration, errors);
        // re-exports the kit, so that an app imports HaapiUI alone.
        .target(name: "HaapiUI", dependencies: ["HaapiScreenKit", "HaapiFlow", "HaapiClient", "HaapiModel", "HaapiGraphics", logging], swiftSettings: strict),

        // The onboarding screens and their sequences (welcome, activation and QR scanning, EULA, consent, info,
        // passcode create / input / change, biometrics), on the screen kit; the passcode lockout and the secure store.
        .target(
            name: "HaapiOnboarding",
            dependencies: [
                "HaapiUI", "HaapiScreenKit", "HaapiFlow", "HaapiClient", "HaapiModel", "HaapiGraphics", "HaapiWebAuthn", "HaapiJOSE", crypto, cryptoExtras, logging,
            ],
            resources: [.copy("Resources/HaapiOnboarding.xcstrings")],
            swiftSettings: strict
        ),

        // The app facade `HaapiKit`: configured once, it starts logins and onboarding from URLs, QR codes and pushes.
        .target(
            name: "HaapiApp",
            dependencies: [
                "HaapiUI", "HaapiScreenKit", "HaapiOnboarding", "HaapiFlow", "HaapiClient", "HaapiJOSE", "HaapiModel", crypto, logging,
            ],
            resources: [.copy("Resources/HaapiApp.xcstrings")],
            swiftSettings: strict
        ),

        // What the web host and the dev server share as HTTP servers: a Hummingbird application run as a
        // service with a graceful stop, and traces on the swift-distributed-tracing API (W3C trace context
        // in and out, a server span per request, trace and span ids in logs). No exporter: the app picks one.
        .target(
            name: "HaapiHTTPServer",
            dependencies: [hummingbird, tracing, serviceLifecycle, httpTypes, nioCore, logging],
            swiftSettings: strict
        ),

        // The web host: one login per browser session, over Hummingbird; sessions in memory, or in a
        // store of its own target (so that HaapiWeb builds with no database library); Prometheus metrics.
        .target(
            name: "HaapiWeb",
            dependencies: [
                "HaapiHTML", "HaapiApp", "HaapiUI", "HaapiScreenKit", "HaapiOnboarding", "HaapiFlow", "HaapiWebAuthn", "HaapiClient", "HaapiClientNIO", "HaapiModel",
                "HaapiJOSE", "HaapiGraphics",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                serviceLifecycle, tracing, "HaapiHTTPServer",
                httpTypes, nioCore,
                crypto, logging,
            ],
            resources: [.copy("Resources/HaapiWeb.xcstrings")],
            swiftSettings: strict
        ),
        .target(
            name: "HaapiWebSQLite",
            dependencies: ["HaapiWeb", .product(name: "GRDB", package: "GRDB.swift"), crypto],
            swiftSettings: strict
        ),
        .target(
            name: "HaapiWebPostgres",
            dependencies: ["HaapiWeb", .product(name: "PostgresNIO", package: "postgres-nio"), nioCore, crypto, logging],
            swiftSettings: strict
        ),

        // Renders HaapiUI view trees in an ANSI terminal and reads the keyboard.
        .target(
            name: "HaapiTerminal", dependencies: ["HaapiScreenKit", "HaapiGraphics"],
            resources: [.copy("Resources/HaapiTerminal.xcstrings")], swiftSettings: strict
        ),

        // Renders HaapiUI view trees as escaped, accessible HTML with the theme as CSS (no server dependency).
        .target(
            name: "HaapiHTML", dependencies: ["HaapiScreenKit", "HaapiModel", "HaapiGraphics"],
            resources: [.copy("Resources/HaapiHTML.xcstrings")], swiftSettings: strict
        ),

        // The reference HAAPI server (heavy dependencies live only here, in the CLI and in tests).
        .target(
            name: "HaapiDevServer",
            dependencies: [
                "HaapiModel",
                "HaapiLocalization",
                "HaapiJOSE",
                "HaapiGraphics",
                "HaapiWebAuthn",
                "HaapiHTTPServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                serviceLifecycle, tracing,
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Yams", package: "Yams"),
                crypto,
                cryptoExtras,
                logging,
                httpTypes,
                nioCore,
            ],
            resources: [.copy("Resources/HaapiDevServer.xcstrings")],
            swiftSettings: strict
        ),

        // Test support for app developers and for this package's own tests, in three parts so a
        // test compiles only what it uses (like HummingbirdTesting beside Hummingbird).
        // No server: a manual `Clock`, log capture, the scripted renderer, outside programs (zbar),
        // a fault-injecting TCP proxy, waits and seeded randomness.
        .target(name: "HaapiTesting", dependencies: ["HaapiUI", "HaapiScreenKit", "HaapiFlow", "HaapiClient", logging], swiftSettings: strict),
        // Recording and replaying logins, and step previews (documents through the stock screens,
        // with every string they leave out); the `haapi` command links it for `record` and `preview`.
        .target(
            name: "HaapiRecording",
            dependencies: ["HaapiModel", "HaapiJOSE", "HaapiClient", "HaapiFlow", "HaapiUI", crypto],
            swiftSettings: strict
        ),
        // The dev server in-process, with clients, HaapiUI and HaapiApp applications and the
        // development endpoints (BankID approval, e-mailed codes, TOTP, pushes) for it.
        .target(
            name: "HaapiDevServerTesting",
            dependencies: ["HaapiDevServer", "HaapiTesting", "HaapiModel", "HaapiClient", "HaapiClientNIO", "HaapiUI", "HaapiApp", hummingbird, logging],
            swiftSettings: strict
        ),

        // The command-line tool.
        .executableTarget(
            name: "haapi",
            dependencies: [
                "HaapiModel",
                "HaapiClient",
                "HaapiClientNIO",
                "HaapiFlow",
                "HaapiWebAuthn",
                "HaapiUI",
                "HaapiOnboarding",
                "HaapiApp",
                "HaapiTerminal",
                "HaapiDevServer",
                // `haapi record` and `haapi preview` use HaapiRecording's TransportTap and StepPreview.
                "HaapiRecording",
                "HaapiHTML",
                "HaapiWeb",
                "HaapiWebSQLite",
                "HaapiWebPostgres",
                "HaapiHTTPServer",
                crypto,
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "OTel", package: "swift-otel"),
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "Metrics", package: "swift-metrics"),
                serviceLifecycle, tracing, .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "SystemPackage", package: "swift-system"),
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
            name: "HaapiWebAuthnTests",
            dependencies: ["HaapiWebAuthn", "HaapiModel", "HaapiJOSE", "HaapiTesting", crypto, cryptoExtras],
            exclude: ["VectorMaker"],
            resources: [.copy("Resources")],
            swiftSettings: strict
        ),
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
                "HaapiRecording",
                "HaapiDevServerTesting",
                crypto,
                cryptoExtras,
                logging,
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                httpTypes,
            ],
            swiftSettings: strict
        ),
        // The transport conformance suite runs on URLSessionTransport and NIOHTTPTransport alike.
        .testTarget(
            name: "HaapiClientNIOTests",
            dependencies: [
                "HaapiClientNIO", "HaapiClient", "HaapiUI", "HaapiTesting", crypto, logging, nioCore,
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "HummingbirdHTTP2", package: "hummingbird"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiFlowTests",
            dependencies: [
                "HaapiFlow", "HaapiModel", "HaapiClient", "HaapiClientNIO", "HaapiJOSE", "HaapiWebAuthn", "HaapiDevServer", "HaapiTesting",
                "HaapiDevServerTesting", crypto, logging,
            ],
            swiftSettings: strict
        ),
        .testTarget(name: "HaapiLocalizationTests", dependencies: ["HaapiLocalization", "HaapiModel"], swiftSettings: strict),
        .testTarget(name: "HaapiScreenKitTests", dependencies: ["HaapiScreenKit", "HaapiLocalization", "HaapiTesting"], swiftSettings: strict),
        .testTarget(
            name: "HaapiUITests",
            dependencies: [
                "HaapiUI", "HaapiScreenKit", "HaapiFlow", "HaapiClient", "HaapiModel", "HaapiGraphics", "HaapiDevServer", "HaapiTesting",
                "HaapiRecording", "HaapiDevServerTesting", logging,
            ],
            exclude: ["FidelityDocuments"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiOnboardingTests",
            dependencies: [
                "HaapiOnboarding", "HaapiWebAuthn", "HaapiUI", "HaapiGraphics", "HaapiFlow", "HaapiClient", "HaapiModel", "HaapiDevServer", "HaapiTesting",
                "HaapiDevServerTesting", crypto, logging,
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiAppTests",
            dependencies: [
                "HaapiApp", "HaapiUI", "HaapiOnboarding", "HaapiGraphics", "HaapiFlow", "HaapiClient", "HaapiJOSE", "HaapiModel",
                "HaapiDevServer", "HaapiTesting", "HaapiDevServerTesting", crypto, logging,
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiTerminalTests",
            dependencies: ["HaapiTerminal", "HaapiUI", "HaapiGraphics", "HaapiClient", "HaapiFlow", "HaapiTesting", "HaapiRecording", logging],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiHTMLTests",
            dependencies: ["HaapiHTML", "HaapiUI", "HaapiFlow", "HaapiClient", "HaapiModel", "HaapiGraphics", "HaapiRecording", "HaapiTesting"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiDevServerTests",
            dependencies: [
                "HaapiDevServer", "HaapiLocalization", "HaapiClient", "HaapiModel", "HaapiJOSE", "HaapiGraphics", "HaapiWebAuthn", "HaapiTesting", "HaapiDevServerTesting", crypto,
                logging,
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiWebTests",
            dependencies: [
                "HaapiWeb", "HaapiWebSQLite", "HaapiWebPostgres", "HaapiHTML", "HaapiApp", "HaapiUI", "HaapiOnboarding", "HaapiFlow", "HaapiWebAuthn", "HaapiClient", "HaapiRecording",
                "HaapiClientNIO", "HaapiModel", "HaapiJOSE", "HaapiGraphics", "HaapiDevServer", "HaapiTesting", "HaapiDevServerTesting", crypto, logging,
                tracing, .product(name: "InMemoryTracing", package: "swift-distributed-tracing"), "HaapiHTTPServer", serviceLifecycle,
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            exclude: ["Browser/browser_scenarios.py", "Browser/passkey_scenarios.py", "Browser/camera_scenarios.py"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HaapiRecordingTests",
            dependencies: ["HaapiRecording", "HaapiTesting", "HaapiDevServerTesting", "HaapiClient", "HaapiFlow", "HaapiUI", "HaapiModel", "HaapiJOSE", "HaapiDevServer"],
            resources: [.copy("Recordings")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "haapiTests",
            dependencies: [
                "haapi", "HaapiModel", "HaapiJOSE", "HaapiGraphics", "HaapiClient", "HaapiTesting", "HaapiRecording", "HaapiDevServerTesting", "HaapiHTTPServer",
                tracing, logging, crypto,
            ],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
