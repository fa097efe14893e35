import Foundation
import HaapiClient
import HaapiTesting
import HaapiWeb
import Testing

/// The onboarding in the web host, over plain HTTP: every step posts, the
/// unfinished onboarding lives in the store, a "learn more" link sends the browser
/// to its page, and declining ends on the result page with a way to start again.
@MainActor
@Suite("Web onboarding over HTTP")
struct WebOnboardingHTTPTests {
    let http = URLSessionTransport()

    /// One browser: its cookie and the page it shows.
    struct Browser {
        var cookie: String
        var page: String
    }

    func open(_ base: URL) async throws -> Browser {
        let response = try await http.send(TransportRequest(method: "GET", url: base))
        return Browser(cookie: try WebHostHTTPTests.cookie(response), page: WebHostHTTPTests.text(response))
    }

    func reload(_ browser: inout Browser, _ base: URL) async throws {
        let response = try await http.send(TransportRequest(method: "GET", url: base, headers: ["Cookie": browser.cookie]))
        browser.page = WebHostHTTPTests.text(response)
    }

    /// Presses the button reading `title` (with `fields`), returning the post's answer; the page is reloaded.
    @discardableResult
    func press(_ title: String, _ fields: [String: String] = [:], in browser: inout Browser, _ base: URL) async throws -> TransportResponse {
        let control = try #require(Self.control(titled: title, in: browser.page), "a button reading \(title) in \(browser.page.suffix(1500))")
        var form = fields
        form["_csrf"] = try WebHostHTTPTests.csrf(in: browser.page)
        form["_control"] = control
        let body = form.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&")
        let answer = try await http.send(TransportRequest(
            method: "POST", url: base, headers: ["Content-Type": "application/x-www-form-urlencoded", "Cookie": browser.cookie], body: Data(body.utf8)))
        try await reload(&browser, base)
        return answer
    }

    /// The `_control` value of the visible button reading `title`.
    static func control(titled title: String, in page: String) -> String? {
        for part in page.components(separatedBy: "<button").dropFirst() where !part.contains("aria-hidden=\"true\"") {
            guard let value = part.components(separatedBy: "value=\"").dropFirst().first?.prefix(while: { $0 != "\"" }),
                let text = part.components(separatedBy: "</button>").first?.replacingOccurrences(of: "<bdi>", with: "")
                    .replacingOccurrences(of: "</bdi>", with: "").split(separator: ">").last
            else { continue }
            if text.trimmingCharacters(in: .whitespaces) == title { return String(value) }
        }
        return nil
    }

    func withOnboarding<T>(_ store: FlowStore = InMemoryFlowStore(), _ body: (WebFixture) async throws -> T) async throws -> T {
        try await TestDevServer.run { server in
            let host = WebFixture.makeHost(server, WebHostConfiguration(store: store, onboarding: WebOnboardingFixture.onboarding(server)))
            let url = try await host.start()
            defer { Task { await host.stop() } }
            return try await body(WebFixture(server: server, host: host, baseURL: url))
        }
    }

    @Test func theWelcomeScreenRefusesAnUnknownDomainAndLeadsToTheAgreement() async throws {
        try await withOnboarding { web in
            var browser = try await open(web.baseURL)
            #expect(browser.page.contains("Welcome") && browser.page.contains(#"type="email""#))
            try await press("Next", ["emailTextField": "someone@other.org"], in: &browser, web.baseURL)
            #expect(browser.page.contains("No organisation is known for someone@other.org."))
            try await press("Next", ["emailTextField": "demo@example.com"], in: &browser, web.baseURL)
            #expect(browser.page.contains("Use this test as you like."), "\(browser.page.suffix(800))")
        }
    }

    @Test func learnMoreSendsTheBrowserToThePageAndCancelComesBack() async throws {
        try await withOnboarding { web in
            var browser = try await open(web.baseURL)
            try await press("Next", ["emailTextField": "demo@example.com"], in: &browser, web.baseURL)
            try await press("Agree", in: &browser, web.baseURL)
            #expect(browser.page.contains("Data Privacy"))
            try await press("Learn more", in: &browser, web.baseURL)
            #expect(browser.page.contains(WebOnboardingFixture.learnMore), "the page's address is shown before it is opened")
            let answer = try await press("Open in Browser", in: &browser, web.baseURL)
            // Not a redirect there (the CSP's form-action keeps posts on the host): a page linking to it, once.
            #expect(answer.status == 303)
            #expect(answer.headers["Location"] == "/open")
            let open = try await http.send(TransportRequest(method: "GET", url: web.baseURL.appendingPathComponent("open"), headers: ["Cookie": browser.cookie]))
            let html = WebHostHTTPTests.text(open)
            #expect(html.contains(#"<a href="\#(WebOnboardingFixture.learnMore)""#) && html.contains(#"<a href="/""#), "\(html.suffix(900))")
            let again = try await http.send(TransportRequest(method: "GET", url: web.baseURL.appendingPathComponent("open"), headers: ["Cookie": browser.cookie]))
            #expect(again.status == 303, "the link is shown once")
            // Back on the host (the browser's Back button), Cancel returns to the consent form.
            try await press("Cancel", in: &browser, web.baseURL)
            #expect(browser.page.contains("Data Privacy") && browser.page.contains("Agree"), "\(browser.page.suffix(800))")
        }
    }

    @Test func aRejectedAgreementEndsOnTheResultPageAndStartsAgain() async throws {
        try await withOnboarding { web in
            var browser = try await open(web.baseURL)
            try await press("Next", ["emailTextField": "demo@example.com"], in: &browser, web.baseURL)
            try await press("Disagree", in: &browser, web.baseURL)
            #expect(browser.page.contains("You did not accept the licence agreement"), "\(browser.page.suffix(800))")
            try await press("Sign in again", in: &browser, web.baseURL)
            #expect(browser.page.contains("Welcome"))
        }
    }

    @Test func anOnboardingContinuesInARestartedHost() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-onboarding-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try await TestDevServer.run { server in
            let configuration = { WebHostConfiguration(store: try SQLiteFlowStore(path: path), onboarding: WebOnboardingFixture.onboarding(server)) }
            let first = WebFixture.makeHost(server, try configuration())
            let url = try await first.start()
            var browser = try await open(url)
            try await press("Next", ["emailTextField": "demo@example.com"], in: &browser, url)
            try await press("Agree", in: &browser, url)
            #expect(browser.page.contains("Data Privacy"))
            await first.stop()
            let second = WebFixture.makeHost(server, try configuration())
            _ = try await second.start(port: url.port ?? 0)
            defer { Task { await second.stop() } }
            try await reload(&browser, url)
            #expect(browser.page.contains("Data Privacy"), "the restarted host goes on at the consent: \(browser.page.suffix(800))")
            try await press("Agree", in: &browser, url)
            #expect(browser.page.contains("Usage Statistics"))
        }
    }
}
