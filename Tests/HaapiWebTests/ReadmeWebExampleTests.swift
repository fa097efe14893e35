import Foundation
import HaapiClient
import HaapiTesting
import HaapiUI
import HaapiWeb
import Testing

/// The README's `WebHost` example, verbatim in `readmeExample` (compiled), and run
/// here with a free port and the dev server's client.
@MainActor
@Suite("README web host example")
struct ReadmeWebExampleTests {
    /// The README's lines (with the port and store as parameters).
    func readmeExample(configuration: HaapiUIKitConfiguration, store path: String, port: Int) async throws -> (WebHost, URL) {
        let host = WebHost(configuration: WebHostConfiguration(store: try SQLiteFlowStore(path: path))) { language in
            try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: configuration)
                .setLanguage(tag: language.code)
                .build()
        }
        let url = try await host.start(port: port)
        return (host, url)
    }

    @Test func theExampleServesTheSignInPage() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try await TestDevServer.run { server in
            let (host, url) = try await readmeExample(configuration: try server.configurationBuilder().build(), store: path, port: 0)
            let page = try await URLSessionTransport().send(TransportRequest(method: "GET", url: url))
            await host.stop()
            #expect(String(decoding: page.body, as: UTF8.self).contains("Username and password"))
        }
    }
}
