import Foundation
import HaapiTesting
import HaapiDevServer
import HaapiDevServerTesting
import Testing

/// The web host against the dev server playing a hostile server: it refuses what
/// `haapi login` refuses, says so on the page, and sends nothing to another origin.
@Suite("Web host against a hostile server")
@MainActor
struct WebHostileServerTests {
    static func server(_ behaviour: HostileBehaviour) -> DevServer.Options {
        var options = TestDevServer.options()
        options.hostile = behaviour
        return options
    }

    @Test func aPasswordFormPostingToAnotherOriginIsRefusedAndNothingLeaks() async throws {
        try await WebFixture.run(server: Self.server(.foreignFormAction)) { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("Username and password")
            try await browser.press("Login", ["textField-userName": "demo", "textField-password": "hunter2-never-sent"])
            #expect(browser.page.contains("This app could not sign you in securely. Contact support."), "\(browser.page.suffix(1500))")
            #expect(!browser.page.contains("not the authorization server"), "the developer's detail stays in the log")
            #expect(!browser.page.contains("You are signed in"))
            #expect(web.server.server.foreignOriginRequests().isEmpty, "\(web.server.server.foreignOriginRequests())")
        }
    }

    @Test func aBrowserSignInToAnSMBShareOpensNothingAndOffersTheOtherWays() async throws {
        try await WebFixture.run(server: Self.server(.clientOperationSMB)) { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("Login in the browser")
            // The refusal comes from the client operation, which may end after the page was
            // made: the page is asked for again until the picker is back (bounded).
            for _ in 0..<50 where !browser.page.contains("Username and password") {
                #expect(!browser.page.contains("smb:"), "\(browser.page.suffix(1500))")
                try await Task.sleep(for: .milliseconds(200))
                _ = try await browser.reload()
            }
            #expect(!browser.page.contains("smb:"), "\(browser.page.suffix(1500))")
            #expect(browser.page.contains("Username and password"), "the picker again: \(browser.page.suffix(1500))")
        }
    }
}
