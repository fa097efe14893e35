import Foundation
import HaapiTesting
import HaapiClient
import HaapiWeb
import Testing

/// The host's Prometheus metrics: requests by route pattern and status, logins started
/// and ended, the store's and the HAAPI server's latency, the sessions; each host its own.
@MainActor
@Suite("Web host metrics")
struct WebHostMetricsTests {
    typealias Fixture = OperationsFixture

    @Test func aSignInIsCountedByRouteStatusAndOutcome() async throws {
        try await WebFixture.run { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("Username and password")
            try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
            #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(800))")
            #expect(try await Fixture.get(web.baseURL, "resume/a-secret-id").status == 303)
            #expect(try await Fixture.get(web.baseURL, "no/such/page").status == 404)

            let scrape = try await Fixture.get(web.baseURL, "metrics")
            #expect(scrape.status == 200)
            #expect(scrape.headers["Content-Type"] == "text/plain; version=0.0.4; charset=utf-8")
            #expect(scrape.headers["Set-Cookie"] == nil)
            let metrics = Fixture.text(scrape)
            func value(_ series: String) -> Double? { Fixture.sample(series, in: metrics) }
            #expect(value(#"haapi_web_requests_total{route="/",status="200"}"#) == 3, "the page, and after each post: \(metrics)")
            #expect(value(#"haapi_web_requests_total{route="/",status="303"}"#) == 2, "the two posts")
            #expect(value(#"haapi_web_requests_total{route="/resume/{id}",status="303"}"#) == 1)
            #expect(value(#"haapi_web_requests_total{route="unmatched",status="404"}"#) == 1)
            #expect(!metrics.contains("a-secret-id") && !metrics.contains("no/such"), "never a raw path")
            #expect(value(#"haapi_web_request_duration_seconds_count{route="/"}"#) == 5)
            #expect(value("haapi_web_logins_started_total") == 1)
            #expect(value(#"haapi_web_logins_ended_total{outcome="signedIn",authenticator="html-form"}"#) == 1, "\(metrics.split(separator: "\n").filter { $0.contains("logins_") })")
            #expect(value(#"haapi_web_sign_in_duration_seconds_count{authenticator="html-form"}"#) == 1)
            #expect((value(#"haapi_web_store_operation_duration_seconds_count{operation="save"}"#) ?? 0) >= 1)
            #expect((value(#"haapi_web_store_operation_duration_seconds_count{operation="count"}"#) ?? 0) >= 1, "the scrape counts the sessions")
            #expect((value(#"haapi_web_haapi_request_duration_seconds_count{status="2xx"}"#) ?? 0) >= 3, "the HAAPI server's steps")
            #expect(metrics.contains(#"haapi_web_haapi_request_duration_seconds_bucket{status="2xx",le="0.1"}"#), "\(metrics)")
            #expect(value("haapi_web_sessions") == 1)
            #expect(value("haapi_web_live_logins") == 0, "a finished sign-in is its record alone: nothing of it stays live")
            #expect(value("haapi_web_requests_in_flight") == 1, "the scrape itself")
        }
    }

    /// The sign-in funnel: where a login was given up, by the server's view (never a value of the person's).
    @Test func aLoginGivenUpIsCountedAtTheStepItReached() async throws {
        try await WebFixture.run { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("Username and password")
            try await browser.press("Close")
            let metrics = Fixture.text(try await Fixture.get(web.baseURL, "metrics"))
            func value(_ series: String) -> Double? { Fixture.sample(series, in: metrics) }
            #expect(value(#"haapi_web_logins_abandoned_total{step="authenticator/html-form/authenticate/get"}"#) == 1, "\(metrics)")
            #expect(value(#"haapi_web_logins_ended_total{outcome="cancelled",authenticator="html-form"}"#) == 1, "\(metrics)")
            #expect(value(#"haapi_web_sign_in_duration_seconds_count{authenticator="html-form"}"#) == nil)
        }
    }

    /// The funnel's passkey offers, without JavaScript: the offer after a password, "Not now".
    @Test func aPasskeyOfferShownAndDeclinedIsCounted() async throws {
        try await PasskeyBrowserTests().withDevServerRelyingParty { web, base in
            var browser = try await PlainBrowser.open(base)
            try await browser.press("Username and password")
            try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
            try await browser.press("Not now")
            #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(800))")
            let metrics = Fixture.text(try await Fixture.get(web.baseURL, "metrics"))
            func value(_ series: String) -> Double? { Fixture.sample(series, in: metrics) }
            #expect(value(#"haapi_web_passkey_offers_total{event="shown"}"#) == 1, "\(metrics)")
            #expect(value(#"haapi_web_passkey_offers_total{event="declined"}"#) == 1, "\(metrics)")
            #expect(value(#"haapi_web_passkey_offers_total{event="accepted"}"#) == nil)
        }
    }

    @Test func theMetricsPathCanMoveOrBeTurnedOffAndEachHostHasItsOwn() async throws {
        var moved = WebHostConfiguration()
        moved.metricsPath = "/internal/metrics"
        var off = WebHostConfiguration()
        off.metricsPath = nil
        try await Fixture.bareHost(moved) { _, movedURL in
            try await Fixture.bareHost(off) { _, offURL in
                #expect(try await Fixture.get(movedURL, "metrics").status == 404)
                #expect(try await Fixture.get(offURL, "metrics").status == 404)
                _ = try await Fixture.get(offURL, "healthz")
                let metrics = Fixture.text(try await Fixture.get(movedURL, "internal/metrics"))
                #expect(Fixture.sample(#"haapi_web_requests_total{route="unmatched",status="404"}"#, in: metrics) == 1, "\(metrics)")
                #expect(!metrics.contains("/healthz"), "the other host's request is not in this host's metrics")
            }
        }
    }

    @Test func aMetricsPathThatIsNotOneOfItsOwnIsRefused() async throws {
        var configuration = WebHostConfiguration()
        configuration.metricsPath = "/readyz"
        do throws(WebHostError) {
            _ = try await Fixture.bare(configuration).start()
            Issue.record("a host that would serve its metrics at /readyz started")
        } catch {
            #expect(error.reason == "metricsPath '/readyz' is not a path of its own (such as /metrics)")
        }
    }
}
