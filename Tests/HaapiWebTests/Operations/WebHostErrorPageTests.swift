import Foundation
import HaapiClient
import HaapiWeb
import Testing

/// When a page cannot be made, the person gets a page in their language that says what
/// to do, with a way to try again, and nothing of the error (the log has that).
@MainActor
@Suite("Web host failure pages")
struct WebHostErrorPageTests {
    typealias Fixture = OperationsFixture

    @Test func aPageThatFailsSaysSoInTheBrowsersLanguageWithoutTheError() async throws {
        try await Fixture.bareHost(WebHostConfiguration()) { _, url in
            let page = try await Fixture.get(url, "", headers: ["Accept-Language": "nl-NL,nl;q=0.9"])
            #expect(page.status == 500)
            let html = Fixture.text(page)
            #expect(page.headers["Content-Type"] == "text/html; charset=utf-8")
            #expect(page.headers["Content-Language"] == "nl")
            #expect(html.contains(#"<html lang="nl""#))
            #expect(html.contains("<h1>Deze pagina kon niet worden getoond</h1>"), "\(html)")
            #expect(html.contains("neem dan contact op met de ondersteuning"), "\(html)")
            #expect(html.contains(#"<a href="/">Opnieuw proberen</a>"#), "\(html)")
            #expect(!html.contains("NoLogin") && !html.contains("Error") && !html.contains(".swift"), "no details for the person: \(html)")
            let nonce = try #require(html.firstMatch(of: /<style nonce="([A-Za-z0-9_-]+)">/)?.1)
            #expect(page.headers["Content-Security-Policy"]?.contains("style-src 'nonce-\(nonce)'") == true)
            #expect(page.headers["Retry-After"] == nil)
        }
    }

    @Test func anUnreachableStoreAsksToTryAgainInAFewSeconds() async throws {
        try await Fixture.bareHost(WebHostConfiguration(store: UnavailableStore())) { _, url in
            let page = try await Fixture.get(url, "", headers: ["Accept-Language": "en"])
            #expect(page.status == 503)
            #expect(page.headers["Retry-After"] == "5")
            let html = Fixture.text(page)
            #expect(html.contains("<h1>One moment, please</h1>"), "\(html)")
            #expect(html.contains("Try again in a few seconds: your sign-in goes on where it was."), "\(html)")
            #expect(!html.contains("postgres") && !html.contains("db.internal"), "the store's name stays in the log: \(html)")
            let swedish = Fixture.text(try await Fixture.get(url.appending(queryItems: [URLQueryItem(name: "lang", value: "sv")]), ""))
            #expect(swedish.contains("<h1>Ett ögonblick</h1>") && swedish.contains("Försök igen"), "\(swedish)")
        }
    }
}
