import Foundation
import HaapiTesting
import HaapiClient
import HaapiWeb
import Testing

/// Named images (the BankID logo) served by the host when the app gives them.
@MainActor
@Suite("Web host images")
struct WebImagesTests {
    /// A 1×1 PNG.
    static let pixel = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!

    @Test func theBankIDLogoIsServedAndShownWithItsDescription() async throws {
        var configuration = WebHostConfiguration()
        configuration.images = ["bankid_logo": try WebImage(data: Self.pixel), "../evil": try WebImage(data: Self.pixel)]
        try await WebFixture.run(configuration) { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("BankID")
            try await browser.press("Login", occurrence: 2)
            #expect(browser.page.contains(#"<img src="/images/bankid_logo" alt="BankID logo">"#), "\(browser.page.suffix(2000))")
            #expect(!browser.page.contains("[BankID logo]"))
            let image = try await browser.reload("images/bankid_logo")
            #expect(image.status == 200 && image.body == Self.pixel)
            #expect(image.headers["Content-Type"] == "image/png" && image.headers["X-Content-Type-Options"] == "nosniff")
            #expect(try await browser.reload("images/chevron").status == 404)
        }
    }

    @Test func withoutTheImageItsDescriptionStandsIn() async throws {
        try await WebFixture.run { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("BankID")
            try await browser.press("Login", occurrence: 2)
            #expect(browser.page.contains("[BankID logo]") && !browser.page.contains("/images/"))
        }
    }

    @Test func onlyImagesAreTaken() throws {
        #expect(try WebImage(data: Self.pixel).mediaType == "image/png")
        #expect(try WebImage(data: Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)).mediaType == "image/svg+xml")
        #expect(throws: WebImage.Refusal.self) { try WebImage(data: Data("<html><script>alert(1)</script>".utf8)) }
        #expect(throws: WebImage.Refusal.self) { try WebImage(data: Self.pixel + Data(count: WebImage.maximumSize)) }
    }
}
