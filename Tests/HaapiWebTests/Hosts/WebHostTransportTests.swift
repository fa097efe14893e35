import Foundation
import HaapiClient
import HaapiClientNIO
import HaapiDevServerTesting
import HaapiTesting
import HaapiUI
import Testing
@testable import HaapiWeb

/// What sends a host's HAAPI requests: an application's own transport when it was given
/// one, else the host's on SwiftNIO (never the builder's default `URLSessionTransport`,
/// which keeps a core busy on Linux while a request waits).
@MainActor
@Suite("The web host's transport")
struct WebHostTransportTests {
    @Test func anApplicationWithoutATransportSignsInThroughTheHostsOwn() async throws {
        try await TestDevServer.run { server in
            let host = WebFixture.makeHost(server, WebHostConfiguration(), assembly: { server, language in
                HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try server.configurationBuilder().setScopes(["openid", "profile"]).build())
                    .setLanguage(tag: language.code)
            })
            let plain = try host.application(for: .english)
            #expect(plain.hasDefaultTransport)
            #expect(host.logins.transport(for: plain) is NIOHTTPTransport)
            let given = try server.application()
            #expect(host.logins.transport(for: given) as? NIOHTTPTransport === server.transport as? NIOHTTPTransport)

            let url = try await host.start()
            do {
                var browser = try await PlainBrowser.open(url)
                try await browser.press("Username and password")
                try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
                #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(1500))")
                await host.stop()
            } catch {
                await host.stop()
                throw error
            }
        }
    }
}
