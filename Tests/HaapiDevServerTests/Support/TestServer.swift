import Foundation
import HaapiDevServer
import HaapiDevServerTesting

/// ``TestDevServer/run(options:isolation:_:)`` in the shape these tests use: the server
/// and its base URL. Options with test settings come from ``TestDevServer/options(clock:logger:_:)``.
func withServer<T>(
    _ options: DevServer.Options = TestDevServer.options(), _ body: (DevServer, URL) async throws -> T
) async throws -> T {
    try await TestDevServer.run(options: options) { running in try await body(running.server, running.baseURL) }
}
