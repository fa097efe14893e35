import Foundation
import Synchronization
import HaapiClient
import HaapiDevServer
import HaapiFlow
import HaapiTesting
import Testing
@testable import HaapiUI

/// "Login in the browser" with the stock handler: the browser (played by a URL
/// fetch that follows the dev page's redirect) comes back to the loopback listener.
@MainActor
@Suite("External browser flow through a loopback listener")
struct ExternalBrowserLoopbackTests {
    /// A browser that loads the page and follows its one redirect (to the listener).
    final class FollowingBrowser: URLOpener {
        let opened = Mutex<[URL]>([])

        /// Like a browser, it does not hold the app up: the page loads while the app waits.
        func open(_ url: URL) async -> Bool {
            opened.withLock { $0.append(url) }
            Task {
                let http = URLSessionTransport()
                guard let page = try? await http.send(TransportRequest(method: "GET", url: url)),
                    let location = page.headers["Location"].flatMap(URL.init(string:))
                else { return }
                _ = try? await http.send(TransportRequest(method: "GET", url: location))
            }
            return true
        }
    }

    @Test func theBrowserComesBackToTheListenerAndTheLoginEndsWithTokens() async throws {
        let browser = FollowingBrowser()
        try await TestDevServer.run { server in
            let application = try server.applicationBuilder().setClientOperationHandlers(.standard(opener: browser)).build()
            let session = application.makeFlowSession()
            let renderer = RecordingRenderer()
            let run = Task { await session.run(renderer: renderer) }
            _ = try await within(20, "the picker") { await session.waitForDisplayChange(after: 0) }
            try renderer.activate(titled: "Login in the browser")
            let result = try await within(30, "the login to end") { await run.value }
            guard case .tokens = result else {
                Issue.record("expected tokens, got \(result)")
                return
            }
            let redirect = try #require(browser.opened.withLock { $0.first }.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }?
                .queryItems?.first { $0.name == "redirect_uri" }?.value)
            #expect(redirect.hasPrefix("http://127.0.0.1:") && redirect.contains("/haapi/"), "\(redirect)")
        }
    }
}
