import Foundation
import HaapiClient
import HaapiDevServerTesting
import HaapiOnboarding
import HaapiTesting
import HaapiWeb
import HaapiWebSQLite
import Testing

/// The onboarding in the web host, over plain HTTP: every step posts, the
/// unfinished onboarding lives in the store, a "learn more" link sends the browser
/// to its page, and declining ends on the result page with a way to start again.
@MainActor
@Suite("Web onboarding over HTTP")
struct WebOnboardingHTTPTests {
    let http = URLSessionTransport(defaultTimeout: WebFixture.patience)

    func withOnboarding<T>(_ store: any WebSessionStore = InMemoryWebSessionStore(), _ body: (WebFixture) async throws -> T) async throws -> T {
        try await WebFixture.run({ server in WebHostConfiguration(store: store, onboarding: WebOnboardingFixture.onboarding(server)) }, body)
    }

    @Test func theWelcomeScreenRefusesAnUnknownDomainAndLeadsToTheAgreement() async throws {
        try await withOnboarding { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            #expect(browser.page.contains("Welcome") && browser.page.contains(#"type="email""#))
            try await browser.press("Next", ["emailTextField": "someone@other.org"])
            #expect(browser.page.contains("No organisation is known for someone@other.org."))
            try await browser.press("Next", ["emailTextField": "demo@example.com"])
            #expect(browser.page.contains("Use this test as you like."), "\(browser.page.suffix(800))")
        }
    }

    @Test func theAgreementShowsItsParagraphsBoldWordsAndLink() async throws {
        try await withOnboarding { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("Next", ["emailTextField": "demo@example.com"])
            #expect(browser.page.contains(#"<p dir="auto">Use this test as you like.</p><p dir="auto">It comes <strong>without any warranty</strong>; see "#),
                    "\(browser.page.suffix(1200))")
            #expect(browser.page.contains(#"<a href="https://example.com/terms?a=1&amp;b=2" class="hui-link" rel="noopener noreferrer">the terms</a>."#))
            #expect(!browser.page.contains("**"))
        }
    }

    @Test func learnMoreSendsTheBrowserToThePageAndCancelComesBack() async throws {
        try await withOnboarding { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("Next", ["emailTextField": "demo@example.com"])
            try await browser.press("Agree")
            #expect(browser.page.contains("Data Privacy"))
            try await browser.press("Learn more")
            #expect(browser.page.contains(WebOnboardingFixture.learnMore), "the page's address is shown before it is opened")
            let answer = try await browser.press("Open in Browser")
            // Not a redirect there (the CSP's form-action keeps posts on the host): a page linking to it, once;
            // the sign-in page leads there until it was shown.
            #expect(answer.status == 303)
            #expect(answer.headers["Location"] == "/open")
            let first = try await browser.reload()
            #expect(first.status == 303 && first.headers["Location"] == "/open")
            let open = try await http.send(TransportRequest(method: "GET", url: web.baseURL.appendingPathComponent("open"), headers: ["Cookie": browser.cookie]))
            let html = WebHostHTTPTests.text(open)
            #expect(html.contains(#"<a href="\#(WebOnboardingFixture.learnMore)""#) && html.contains(#"<a href="/""#), "\(html.suffix(900))")
            let again = try await http.send(TransportRequest(method: "GET", url: web.baseURL.appendingPathComponent("open"), headers: ["Cookie": browser.cookie]))
            #expect(again.status == 303, "the link is shown once")
            // Back on the host (the browser's Back button), Cancel returns to the consent form.
            try await browser.reload()
            try await browser.press("Cancel")
            #expect(browser.page.contains("Data Privacy") && browser.page.contains("Agree"), "\(browser.page.suffix(800))")
        }
    }

    /// Agrees to the fixture's licence and consents, arriving at the sign-in.
    static func agreeToEverything(_ browser: inout PlainBrowser) async throws {
        try await browser.press("Next", ["emailTextField": "demo@example.com"])
        try await browser.press("Agree")
        try await browser.press("Agree")
        try await browser.press("Next")
        try await browser.press("Agree")
    }

    @Test func theSignInStartsWithTheGivenAddressesUser() async throws {
        try await withOnboarding { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await Self.agreeToEverything(&browser)
            if !browser.page.contains("userName") { try await browser.press("Username and password") }
            let input = try #require(browser.page.components(separatedBy: "<input").first { $0.contains(#"name="textField-userName""#) },
                                     "\(browser.page.suffix(1500))")
            #expect(input.contains(#"value="demo""#), "the login_hint the onboarding passed is filled in: \(input)")
        }
    }

    @Test func theSignInStepCanBeClosed() async throws {
        try await withOnboarding { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await Self.agreeToEverything(&browser)
            #expect(browser.page.contains("Username and password") || browser.page.contains("textField-userName"))
            #expect(!PlainBrowser.controls(titled: "Close", in: browser.page).isEmpty, "the sign-in offers Close: \(browser.page.suffix(1500))")
            try await browser.press("Close")
            if !PlainBrowser.controls(titled: "Close", in: browser.page).isEmpty, browser.page.contains("confirmCloseButton") {
                try await browser.press("Close")       // the confirmation
            }
            #expect(browser.page.contains("Sign in again"), "the onboarding ended: \(browser.page.suffix(1500))")
        }
    }

    @Test func aRejectedAgreementEndsOnTheResultPageAndStartsAgain() async throws {
        try await withOnboarding { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("Next", ["emailTextField": "demo@example.com"])
            try await browser.press("Disagree")
            #expect(browser.page.contains("You did not accept the licence agreement"), "\(browser.page.suffix(800))")
            try await browser.press("Sign in again")
            #expect(browser.page.contains("Welcome"))
        }
    }

    @Test func anOnboardingContinuesInARestartedHost() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-onboarding-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try await TestDevServer.run { server in
            let configuration = { WebHostConfiguration(store: try SQLiteWebSessionStore(path: path), onboarding: WebOnboardingFixture.onboarding(server)) }
            let first = WebFixture.makeHost(server, try configuration())
            let url = try await first.start()
            var browser = try await PlainBrowser.open(url)
            try await browser.press("Next", ["emailTextField": "demo@example.com"])
            try await browser.press("Agree")
            #expect(browser.page.contains("Data Privacy"))
            await first.stop()
            let second = WebFixture.makeHost(server, try configuration())
            // Any free port: the old one may already serve another test's connection.
            browser.base = try await second.start(port: 0)
            defer { Task { await second.stop() } }
            try await browser.reload()
            #expect(browser.page.contains("Data Privacy"), "the restarted host goes on at the consent: \(browser.page.suffix(800))")
            try await browser.press("Agree")
            #expect(browser.page.contains("Usage Statistics"))
        }
    }

    @Test func anOnboardingThatCreatesAPasscodeIsRefusedAtStart() async throws {
        try await TestDevServer.run { server in
            var onboarding = WebOnboardingFixture.onboarding(server)
            onboarding.configuration.createsPasscode = true
            let host = WebFixture.makeHost(server, WebHostConfiguration(onboarding: onboarding))
            do {
                _ = try await host.start()
                Issue.record("the host started")
                await host.stop()
            } catch {
                #expect((error as? WebHostError)?.reason.contains("cannot create a passcode") == true, "\(error)")
            }
        }
    }
}
