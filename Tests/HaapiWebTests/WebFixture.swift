import Foundation
import HaapiClient
import HaapiDevServer
import HaapiTesting
import HaapiUI
import HaapiWeb

/// The dev server and a web host in front of it, in the test's process.
@MainActor
struct WebFixture {
    let server: TestDevServer
    let host: WebHost
    let baseURL: URL

    /// Runs `body` with a dev server and a web host (with `configuration`), stopping both after.
    static func run<T>(
        _ configuration: WebHostConfiguration = WebHostConfiguration(), port: Int = 0,
        _ body: (WebFixture) async throws -> T
    ) async throws -> T {
        try await TestDevServer.run { server in
            let host = makeHost(server, configuration)
            let url = try await host.start(port: port)
            do {
                let result = try await body(WebFixture(server: server, host: host, baseURL: url))
                await host.stop()
                return result
            } catch {
                await host.stop()
                throw error
            }
        }
    }

    /// A web host for the dev server's demo client.
    static func makeHost(_ server: TestDevServer, _ configuration: WebHostConfiguration) -> WebHost {
        WebHost(configuration: configuration, logger: .quiet("HaapiWebTests.host")) { language in
            try server.applicationBuilder { $0.setScopes(["openid", "profile"]) }
                .setLanguage(tag: language.code)
                .build()
        }
    }
}
