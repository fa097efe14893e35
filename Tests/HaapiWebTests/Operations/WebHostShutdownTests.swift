import Foundation
import HaapiTesting
import HaapiClient
import HaapiDevServerTesting
import HaapiHTTPServer
import HaapiWeb
import Logging
import ServiceLifecycle
import Synchronization
import UnixSignals
import Testing

/// Stopping a host: no new connections, the requests under way answered, the logins
/// saved; and where it listens.
@MainActor
@Suite("Web host shutdown and addresses")
struct WebHostShutdownTests {
    typealias Fixture = OperationsFixture

    @Test func aLongPollUnderWayIsAnsweredAndNewConnectionsAreRefused() async throws {
        var configuration = WebHostConfiguration()
        configuration.longPollTimeout = .seconds(150)
        configuration.shutdownGracePeriod = .seconds(120)
        try await TestDevServer.run { server in
            let host = WebFixture.makeHost(server, configuration)
            let url = try await host.start()
            let cookie = try WebHostHTTPTests.cookie(try await Fixture.get(url, ""))
            // A script's wait for a screen that will not come (version far ahead): it lasts until the host stops.
            let poll = try #require(URL(string: url.absoluteString + "/screen?v=1000000&n=\(String(repeating: "n", count: 22))"))
            let clock = ContinuousClock()
            let start = clock.now
            async let answer = Fixture.http.send(TransportRequest(method: "GET", url: poll, headers: ["Cookie": cookie]))
            try await Fixture.waitForRequests(inFlight: 2, at: url)  // the poll and the scrape that sees it
            await host.stop()
            let answered = try await answer
            #expect(answered.status == 204, "no change: the script asks again, of another host")
            #expect(start.duration(to: clock.now) < .seconds(100), "answered when the host stopped, not at the poll's timeout")
            #expect(host.liveLogins == 0, "the login was saved and unloaded")
            #expect(try await host.configuration.store.count() == 1)
            await #expect(throws: (any Error).self, "nothing listens any more") {
                _ = try await Fixture.get(url, "healthz")
            }
        }
    }

    @Test func itListensOnTheAddressItIsGiven() async throws {
        let host = Fixture.bare(WebHostConfiguration())
        let url = try await host.start(bind: "0.0.0.0")
        #expect(url.host == "127.0.0.1", "an unspecified address is reached on loopback: \(url)")
        #expect(try await Fixture.get(url, "healthz").status == 200)
        await host.stop()
        do throws(WebHostError) {
            _ = try await Fixture.bare(WebHostConfiguration()).start(bind: "login.example.com")
            Issue.record("a host name was taken as an address")
        } catch {
            #expect(error.reason.hasPrefix("'login.example.com' is not an address to listen on"), "\(error)")
        }
    }

    @Test func bindAddressesAreLiteralsOrLocalhost() throws {
        for good in ["127.0.0.1", "0.0.0.0", "::", "::1", "[::1]", "fe80::1", "localhost", "10.1.2.3"] {
            #expect(throws: Never.self, "\(good)") { _ = try WebHost.checkedBindAddress(good) }
        }
        #expect(try WebHost.checkedBindAddress("[::1]") == "::1")
        for bad in ["", "login.example.com", "256.1.1.1", "127.0.0.1:8080", "::1::2", " 127.0.0.1", "*"] {
            #expect(throws: WebHostError.self, "\(bad)") { _ = try WebHost.checkedBindAddress(bad) }
        }
    }

    @Test func publicURLsAreOriginsAsBrowsersNameThem() throws {
        let cases = [
            ("https://login.example.com", "https://login.example.com"), ("https://Login.Example.COM/", "https://login.example.com"),
            ("HTTPS://login.example.com:443", "https://login.example.com"), ("http://localhost:8080/", "http://localhost:8080"),
            ("https://[::1]:8443", "https://[::1]:8443"),
        ]
        for (text, origin) in cases {
            #expect(try WebHostConfiguration.checkedPublicURL(text).absoluteString == origin)
        }
        let refused = [
            ("login.example.com", "is not an http or https URL"), ("ftp://login.example.com", "is not an http or https URL"),
            ("https://", "has no host"), ("https://u:p@login.example.com", "may not hold a user or password"),
            ("https://login.example.com/signin", "is an origin"), ("https://login.example.com/?a=b", "is an origin"),
            ("https://login.example.com#top", "is an origin"), ("https://login.example.com:70000", "has a port outside"),
        ]
        for (text, why) in refused {
            #expect(throws: WebHostError.self, "\(text)") { _ = try WebHostConfiguration.checkedPublicURL(text) }
            do throws(WebHostError) {
                _ = try WebHostConfiguration.checkedPublicURL(text)
            } catch {
                #expect(error.reason.contains("public URL '\(text)' \(why)"), "\(error)")
            }
        }
    }

    @Test func anExternalSignInComesBackToThePublicURLWhateverTheHostHeaderSays() async throws {
        var configuration = WebHostConfiguration()
        configuration.publicURL = try WebHostConfiguration.checkedPublicURL("https://login.example.com/")
        try await WebFixture.run(configuration) { web in
            let forged: TransportHeaders = ["Host": "attacker.example"]
            let page = try await Fixture.get(web.baseURL, "", headers: forged)
            var headers = forged
            headers["Cookie"] = try WebHostHTTPTests.cookie(page)
            let html = Fixture.text(page)
            let control = try #require(PlainBrowser.controls(titled: "Login in the browser", in: html).first)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            let form = "_csrf=\(try WebHostHTTPTests.csrf(in: html))&_control=\(control)"
            let posted = try await Fixture.http.send(TransportRequest(method: "POST", url: web.baseURL, headers: headers, body: Data(form.utf8)))
            #expect(posted.headers["Location"] == "/open", "a relative redirect: no origin from the request")
            let open = Fixture.text(try await Fixture.get(web.baseURL, "open", headers: headers))
            let href = try #require(WebClientOperationsTests.link(startingWith: web.server.baseURL.absoluteString, in: open), "\(open.suffix(800))")
            let redirect = try #require(URLComponents(string: href)?.queryItems?.first { $0.name == "redirect_uri" }?.value)
            #expect(redirect.hasPrefix("https://login.example.com/resume/"), "\(redirect)")
        }
    }

    @Test func anHTTPSPublicURLMakesTheCookieSecure() async throws {
        var configuration = WebHostConfiguration()
        configuration.publicURL = try WebHostConfiguration.checkedPublicURL("https://login.example.com")
        try await WebFixture.run(configuration) { web in
            let set = try #require(try await Fixture.get(web.baseURL, "").headers["Set-Cookie"])
            #expect(set.hasPrefix("__Host-haapi_session=") && set.contains("; Secure"), "\(set)")
        }
    }
}

/// The host as a service of swift-service-lifecycle, as <doc:OperatingTheHost> runs it: a
/// group's graceful shutdown stops the host, then closes the store after it.
@MainActor
@Suite("Web host as a service")
struct WebHostServiceTests {
    /// A store's closing, noting whether the host still answered when it came.
    final class ClosingStore: Sendable {
        let url = Mutex<URL?>(nil)
        let hostAnsweredAtClose = Mutex<Bool?>(nil)

        func close() async {
            guard let url = url.withLock({ $0 }) else { return }
            let answered = (try? await OperationsFixture.get(url, "healthz")) != nil
            hostAnsweredAtClose.withLock { $0 = answered }
        }
    }

    @Test func aServiceGroupStopsTheHostThenClosesTheStore() async throws {
        let store = ClosingStore()
        let logger = Logger.quiet("HaapiWebTests.service")
        let host = OperationsFixture.bare(WebHostConfiguration())
        let url = try await host.start()
        store.url.withLock { $0 = url }
        #expect(try await OperationsFixture.get(url, "healthz").status == 200)
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(
            services: [StopOnShutdown { await store.close() }, host],
            gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        // A service manager's SIGTERM, in the test's process: the group's own graceful shutdown.
        Task {
            try await Task.sleep(for: .milliseconds(200))
            await group.triggerGracefulShutdown()
        }
        try await group.run()
        #expect(store.hostAnsweredAtClose.withLock { $0 } == false, "the store closed after the host stopped")
    }
}
