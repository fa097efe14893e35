import Foundation
import HaapiClient
import HaapiTesting
import Testing

/// `haapi web --consent-page` serves the consent page alone at `/consent` and prints each answer.
@MainActor
@Suite("haapi web --consent-page")
struct WebConsentPageCommandTests {
    @Test func theConsentPageIsServedAndItsAnswerPrinted() async throws {
        let web = try RunningCommand(["web", "--port", "0", "--consent-page"])
        defer { web.send(SIGKILL) }
        guard await web.waitFor("Press Ctrl-C") else { return }
        let line = try #require(web.stdout.split(separator: "\n").first { $0.hasPrefix("Consent page: ") }, "\(web.described)")
        let consent = try #require(URL(string: String(line.dropFirst("Consent page: ".count))))
        #expect(consent.path == "/consent")
        let base = try #require(URL(string: "/", relativeTo: consent)?.absoluteURL)
        var browser = try await PlainBrowser.open(base)
        try await browser.reload(consent.absoluteString)
        #expect(browser.page.contains("<strong>on this device only</strong>"), "\(browser.page.suffix(1500))")
        let answer = try await browser.post(try browser.form(pressing: "Agree"), to: consent)
        #expect(PlainBrowser.text(answer).contains("Your answer is saved"))
        #expect(await web.waitFor("Consent page answered: agreed."))
        web.send(SIGINT)
        let exit = await web.waitForExit()
        #expect(exit?.status == 0, "\(web.described)")
    }
}
