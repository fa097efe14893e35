import Foundation
import HaapiClient
import HaapiDevServerTesting
import HaapiTesting
import HaapiWeb
import HaapiWebPostgres
import Testing

/// PostgreSQL stopping in the middle of a login: the browser is asked to try again
/// (503, no error details), nothing is sent to the HAAPI server meanwhile, and after the
/// restart the login goes on where it was. On a cluster of its own (`.ci/postgres start`),
/// so that the outage touches no other test.
@MainActor
@Suite(
    "A web login through a PostgreSQL outage", .enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipped)"),
    .enabled(if: SoloSuites.enabled, "a PostgreSQL cluster of its own \(SoloSuites.skipped)"))
struct PostgresOutageWebTests {
    @Test func theBrowserIsAskedToTryAgainThenContinuesItsLogin() async throws {
        let cluster = try await TestPostgres.Cluster.start()
        do {
            try await login(through: cluster)
            try await cluster.stop()
        } catch {
            try? await cluster.stop()
            throw error
        }
    }

    private func login(through cluster: TestPostgres.Cluster) async throws {
        var settings = try PostgresStoreSettings(url: cluster.url)
        (settings.connectTimeout, settings.requestTimeout, settings.poolSize) = (.seconds(2), .seconds(5), 2)
        let store = try await TestPostgres.connectPatiently(settings, sealer: WebSessionSealer(key: nil))
        defer { Task { await store.close() } }
        try await WebFixture.run(WebHostConfiguration(store: store)) { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("Username and password")
            #expect(browser.page.contains(#"type="password""#))
            let postedBefore = try await web.server.formSubmissions().total

            try await cluster.run("down")
            let refused = try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
            #expect(refused.status == 503)
            #expect(refused.headers["Retry-After"] != nil)
            let text = PlainBrowser.text(refused)
            #expect(text.contains("Try again in a few seconds"), "\(text)")
            #expect(!text.contains("postgres") && !text.contains("Error") && !text.contains(".swift"), "no details for the person: \(text)")
            #expect(try await web.server.formSubmissions().total == postedBefore, "nothing was sent while the store was down")

            try await cluster.run("up")
            let deadline = Date().addingTimeInterval(PlainBrowser.patience)
            while try await browser.reload().status != 200, Date() < deadline { try await Task.sleep(for: .milliseconds(500)) }
            #expect(browser.page.contains(#"type="password""#), "the same step again: \(browser.page.suffix(1200))")
            try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
            #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(1200))")
            #expect(try await web.server.formSubmissions().repeated == 0)
        }
    }
}
