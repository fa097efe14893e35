import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiTesting
import HaapiUI
import HaapiWeb
import InMemoryTracing
import Logging
import Testing
import Tracing

/// The dev server and a web host in front of it, in the test's process.
@MainActor
struct WebFixture {
    /// How long a test's HTTP request waits for the web host: a bound that only ends a test
    /// that went wrong, generous because the whole suite shares two cores on CI.
    nonisolated static let patience: TimeInterval = 180

    /// Changes the demo client's login before it is built (a presentation, a transport).
    typealias Assembly = @MainActor (TestDevServer, Language) throws -> HaapiUIKitApplicationBuilder

    let server: TestDevServer
    let host: WebHost
    let baseURL: URL
    /// What the host and the dev server traced (both, in one trace per sign-in).
    var tracer = InMemoryTracer()

    /// Runs `body` with a dev server and a web host (with `configuration`), stopping both after.
    static func run<T>(
        _ configuration: WebHostConfiguration = WebHostConfiguration(), port: Int = 0,
        server options: DevServer.Options = TestDevServer.options(),
        assembly: @escaping Assembly = WebFixture.demoLogin, hostLogger: Logger = .quiet("HaapiWebTests.host"),
        _ body: (WebFixture) async throws -> T
    ) async throws -> T {
        try await run({ _ in configuration }, port: port, server: options, assembly: assembly, hostLogger: hostLogger, body)
    }

    /// Runs `body` with a dev server and a web host whose configuration `configure` makes for
    /// that server (a facade's secret, say), stopping both after.
    static func run<T>(
        _ configure: (TestDevServer) throws -> WebHostConfiguration, port: Int = 0,
        server options: DevServer.Options = TestDevServer.options(),
        assembly: @escaping Assembly = WebFixture.demoLogin, hostLogger: Logger = .quiet("HaapiWebTests.host"),
        _ body: (WebFixture) async throws -> T
    ) async throws -> T {
        // The host and the server trace into one recorder: whatever the test walks through is
        // checked for personal data (``TracePrivacy``) when it ends.
        let tracer = InMemoryTracer()
        var options = options
        options.tracer = tracer
        return try await TestDevServer.run(options: options) { server in
            var configuration = try configure(server)
            configuration.tracer = tracer
            let host = makeHost(server, configuration, assembly: assembly, logger: hostLogger)
            let url = try await host.start(port: port)
            let result: T
            do {
                result = try await body(WebFixture(server: server, host: host, baseURL: url, tracer: tracer))
                await host.stop()
            } catch {
                await host.stop()
                throw error
            }
            TracePrivacy.expectPrivate(tracer)
            return result
        }
    }

    /// A web host for the dev server's demo client.
    ///
    /// A step may take long when the whole suite shares two cores (every host's pages are
    /// made on the main actor): unless `patient` is false, a configuration with the default
    /// step bound gets 150 s, a bound that only ends a test that went wrong. A test of the
    /// bound itself sets its own, or passes `patient: false`.
    static func makeHost(
        _ server: TestDevServer, _ configuration: WebHostConfiguration, assembly: @escaping Assembly = WebFixture.demoLogin,
        logger: Logger = .quiet("HaapiWebTests.host"), patient: Bool = true
    ) -> WebHost {
        var configuration = configuration
        if patient, configuration.stepTimeout == WebHostConfiguration().stepTimeout { configuration.stepTimeout = .seconds(150) }
        return WebHost(configuration: configuration, logger: logger) { language in
            try assembly(server, language).build()
        }
    }

    /// The demo client's login in `language`, asking for the profile.
    static func demoLogin(_ server: TestDevServer, _ language: Language) throws -> HaapiUIKitApplicationBuilder {
        try login(server, language) { $0 }
    }

    /// The demo client's login in `language`, with `change` made to its configuration.
    static func login(
        _ server: TestDevServer, _ language: Language,
        change: (HaapiUIKitConfigurationBuilder) -> HaapiUIKitConfigurationBuilder
    ) throws -> HaapiUIKitApplicationBuilder {
        try server.applicationBuilder { change($0.setScopes(["openid", "profile"])) }.setLanguage(tag: language.code)
    }
}
