import Foundation
import HaapiDevServer
import HaapiJOSE
import Logging

/// Options for a test server: the default configuration with cheap password hashing.
func testOptions(clock: (any DevServerClock)? = nil, _ change: (inout DevServerConfiguration) -> Void = { _ in }) -> DevServer.Options {
    var configuration = DevServerConfiguration.default
    configuration.security.passwordIterations = 1_000
    change(&configuration)
    var logger = Logger(label: "HaapiDevServerTests")
    logger.logLevel = .critical
    return DevServer.Options(
        configuration: configuration, clock: clock ?? SystemDevServerClock(), random: SystemRandomSource(), logger: logger)
}

/// Runs `body` against a server started on a free loopback port, and stops it after.
func withServer<T>(
    _ options: DevServer.Options = testOptions(), _ body: (DevServer, URL) async throws -> T
) async throws -> T {
    let server = try await DevServer(options: options)
    let url = try await server.start()
    do {
        let result = try await body(server, url)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
