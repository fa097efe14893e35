import Foundation
import HaapiTesting
import HaapiClient
import HaapiDevServerTesting
import HaapiWeb
import Testing

/// What a login asks to open — an external sign-in page, the BankID app — goes to the
/// person's browser as a link, never to a program on the host's machine.
@MainActor
@Suite("Web host client operations")
struct WebClientOperationsTests {
    /// The first link's address on `page` whose address starts with `prefix`, unescaped.
    static func link(startingWith prefix: String, in page: String) -> String? {
        guard let start = page.range(of: #"<a href=""# + prefix) else { return nil }
        let href = page[page.index(start.lowerBound, offsetBy: #"<a href=""#.count)...].prefix { $0 != "\"" }
        return href.replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func anExternalSignInIsALinkAndTheBrowserComesBackToTheResult() async throws {
        try await WebFixture.run { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            // The operation starts with its step: the post leads to the link.
            let answer = try await browser.press("Login in the browser")
            #expect(answer.headers["Location"] == "/open")
            try await browser.reload("open")
            #expect(browser.page.contains("Continue signing in"))
            let href = try #require(Self.link(startingWith: web.server.baseURL.absoluteString, in: browser.page), "\(browser.page.suffix(1200))")
            let redirect = try #require(URLComponents(string: href)?.queryItems?.first { $0.name == "redirect_uri" }?.value)
            #expect(redirect.hasPrefix(web.baseURL.absoluteString + "/resume/"), "\(redirect)")
            // The person follows the link; the dev server's page sends the browser back.
            let page = try await URLSessionTransport(defaultTimeout: WebFixture.patience).send(TransportRequest(method: "GET", url: try #require(URL(string: href))))
            let back = try #require(page.headers["Location"].flatMap(URL.init(string:)), "status \(page.status)")
            #expect(back.absoluteString.hasPrefix(redirect + "?_resume_nonce="))
            let resumed = try await browser.reload(back.absoluteString)
            #expect(resumed.status == 303, "\(resumed.headers)")
            try await browser.reload()
            #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(1200))")
        }
    }

    @Test func anotherBrowserCannotComeBackForIt() async throws {
        try await WebFixture.run { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("Login in the browser")
            try await browser.reload("open")
            let href = try #require(Self.link(startingWith: web.server.baseURL.absoluteString, in: browser.page))
            let page = try await URLSessionTransport(defaultTimeout: WebFixture.patience).send(TransportRequest(method: "GET", url: try #require(URL(string: href))))
            let back = try #require(page.headers["Location"])
            var other = try await PlainBrowser.open(web.baseURL)
            try await other.reload(back)
            #expect(!other.page.contains("You are signed in"))
            try await browser.reload()
            #expect(!browser.page.contains("You are signed in"), "the nonce went to the other browser, which could not use it")
        }
    }

    @Test func theBankIDAppOnThisDeviceIsALink() async throws {
        try await WebFixture.run { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("BankID")
            let answer = try await browser.press("Login", occurrence: 1)
            #expect(answer.headers["Location"] == "/open")
            try await browser.reload("open")
            #expect(browser.page.contains("Open the app"))
            #expect(Self.link(startingWith: "bankid:///?autostarttoken=", in: browser.page) != nil, "\(browser.page.suffix(1200))")
            try await browser.reload()
            #expect(browser.page.contains("remaining") || browser.page.contains("BankID"), "the sign-in polls meanwhile: \(browser.page.suffix(1200))")
        }
    }
}
