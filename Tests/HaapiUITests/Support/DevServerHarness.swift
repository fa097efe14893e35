import Foundation
import HaapiClient
import HaapiDevServer
import HaapiFlow
import HaapiUI
import Logging
import Testing

/// A dev server on a free loopback port, and a HaapiUI application configured for it.
struct DevServerHarness {
    let baseURL: URL

    /// Runs `body` against a fresh server (cheap password hashing), stopping it after.
    static func run<T: Sendable>(_ body: @MainActor (DevServerHarness) async throws -> T) async throws -> T {
        var configuration = DevServerConfiguration.default
        configuration.security.passwordIterations = 1_000
        let server = try await DevServer(options: DevServer.Options(configuration: configuration, logger: quietLogger("server")))
        let url = try await server.start()
        do {
            let result = try await body(DevServerHarness(baseURL: url))
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    /// The configuration of the dev server's demo client (discovery at the base URL).
    func configurationBuilder() -> HaapiUIKitConfigurationBuilder {
        HaapiUIKitConfigurationBuilder(clientId: DevServerConfiguration.demoClientID, baseURL: baseURL, appRedirect: "app://callback")
            .setClientAuthenticationMethod(.clientSecretBasic(ClientSecret(DevServerConfiguration.demoClientSecret)))
            .setScopes(["openid"])
    }

    /// An application for the demo client with `registry`.
    @MainActor
    func application(
        registry: ViewControllerFactoryRegistry, change: (HaapiUIKitConfigurationBuilder) -> HaapiUIKitConfigurationBuilder = { $0 }
    ) throws -> HaapiUIKitApplication {
        try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: change(configurationBuilder()).build())
            .setViewControllerFactoryRegistry(registry)
            .setLogger(Self.quietLogger("ui"))
            .build()
    }

    static func quietLogger(_ name: String) -> Logger {
        var logger = Logger(label: "HaapiUITests.\(name)")
        logger.logLevel = .critical
        return logger
    }
}

struct WaitTimeout: Error, CustomStringConvertible {
    let what: String
    var description: String { "timed out waiting for \(what)" }
}

/// Waits (up to `seconds`) until `condition` holds, checking every 10 ms on the main actor.
@MainActor
func waitUntil(_ what: String, seconds: Double = 10, _ condition: @MainActor () -> Bool) async throws {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while !condition() {
        guard ContinuousClock.now < deadline else { throw WaitTimeout(what: what) }
        try await Task.sleep(for: .milliseconds(10))
    }
}
