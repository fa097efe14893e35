import Foundation
import HaapiClient
import HaapiDevServerTesting
import HaapiOnboarding
import HaapiTesting
import HaapiWeb
import Testing

/// The consent page used alone at `/consent`: its rich text, its answers going to the
/// app, the CSRF token, the browser's language, and no page where none is configured.
@MainActor
@Suite("Web: the consent page alone")
struct ConsentPageTests {
    @MainActor
    final class Answers {
        var values: [Bool] = []
    }

    static let content = ConsentPageContent(
        title: "Data Privacy", body: "We keep **little**.\n\nSee [our notice](https://example.com/privacy?a=1&b=2).")

    func withConsentPage<T>(isMandatory: Bool = true, _ body: (URL, Answers) async throws -> T) async throws -> T {
        let answers = Answers()
        return try await TestDevServer.run { server in
            var configuration = WebHostConfiguration()
            configuration.consentPage = WebConsentPage(content: Self.content, isMandatory: isMandatory) { agreed in answers.values.append(agreed) }
            let host = WebFixture.makeHost(server, configuration)
            let url = try await host.start()
            defer { Task { await host.stop() } }
            return try await body(url, answers)
        }
    }

    @Test func thePageShowsItsRichTextAndAgreeReachesTheApp() async throws {
        try await withConsentPage { url, answers in
            var browser = try await PlainBrowser.open(url)
            let page = try await browser.reload("consent")
            #expect(page.status == 200)
            #expect(browser.page.contains("<h1") && browser.page.contains("Data Privacy"))
            #expect(browser.page.contains(#"<p dir="auto">We keep <strong>little</strong>.</p>"#), "\(browser.page)")
            #expect(browser.page.contains(#"<a href="https://example.com/privacy?a=1&amp;b=2" class="hui-link" rel="noopener noreferrer">our notice</a>"#))
            #expect(browser.page.contains(#"action="/consent""#))
            #expect(PlainBrowser.controls(titled: "Deny", in: browser.page).count == 1)
            let answer = try await browser.post(try browser.form(pressing: "Agree"), to: url.appendingPathComponent("consent"))
            #expect(answer.status == 200, "\(answer.headers["Location"] ?? "-")")
            let answered = PlainBrowser.text(answer)
            #expect(answered.contains("Your answer is saved") && answered.contains(#"href="/""#), "\(answered)")
            #expect(answers.values == [true])
        }
    }

    @Test func notNowOnAnOptionalPageIsADeclineInTheBrowsersLanguage() async throws {
        try await withConsentPage(isMandatory: false) { url, answers in
            var browser = try await PlainBrowser.open(url)
            try await browser.reload(url.absoluteString + "?lang=nl")
            try await browser.reload("consent")
            #expect(PlainBrowser.controls(titled: "Niet nu", in: browser.page).count == 1, "\(browser.page.suffix(2500))")
            let answer = try await browser.post(try browser.form(pressing: "Niet nu"), to: url.appendingPathComponent("consent"))
            #expect(PlainBrowser.text(answer).contains("Uw antwoord is bewaard"))
            #expect(answers.values == [false])
        }
    }

    @Test func aPostWithoutTheSessionsTokenIsNotTaken() async throws {
        try await withConsentPage { url, answers in
            var browser = try await PlainBrowser.open(url)
            try await browser.reload("consent")
            #expect(PlainBrowser.controls(titled: "Agree", in: browser.page) == ["agreeButton"])
            let answer = try await browser.post("_csrf=forged&_control=agreeButton", to: url.appendingPathComponent("consent"))
            #expect(answer.status == 303 && answer.headers["Location"] == "/consent")
            #expect(answers.values.isEmpty)
        }
    }

    @Test func aHostWithoutAConsentPageServesNone() async throws {
        try await TestDevServer.run { server in
            let host = WebFixture.makeHost(server, WebHostConfiguration())
            let url = try await host.start()
            defer { Task { await host.stop() } }
            var browser = try await PlainBrowser.open(url)
            #expect(try await browser.reload("consent").status == 404)
        }
    }
}
