import Foundation
import HaapiClient
import HaapiTesting
import Testing

/// `haapi web --screen NAME` serves seed 002's basic and dynamic authentication screens
/// alone at `/screens/NAME`, answered by the demo user.
@MainActor
@Suite("haapi web --screen")
struct WebScreenCommandTests {
    @Test func theAuthenticationScreensAreServedAloneAndAnswered() async throws {
        let web = try RunningCommand(["web", "--port", "0", "--screen", "basic-authentication", "--screen", "dynamic-authentication"])
        defer { web.send(SIGKILL) }
        guard await web.waitFor("Press Ctrl-C") else { return }
        let lines = web.stdout.split(separator: "\n").filter { $0.hasPrefix("Screen alone: ") }
        #expect(lines.count == 2, "\(web.described)")
        let basic = try #require(lines.first.flatMap { URL(string: String($0.dropFirst("Screen alone: ".count).prefix { $0 != " " })) })
        #expect(basic.path == "/screens/basic-authentication")
        let base = try #require(URL(string: "/", relativeTo: basic)?.absoluteURL)
        var browser = try await PlainBrowser.open(base)
        try await browser.reload(basic.absoluteString)
        #expect(browser.page.contains("Enter your user name and password."), "\(browser.page.suffix(900))")
        let refused = try await browser.post(
            try browser.form(pressing: "Sign In", ["usernameTextField": "demo", "passwordTextField": "nope"]), to: basic)
        #expect(PlainBrowser.text(refused).contains("The username or password is incorrect"))
        let answered = try await browser.post(
            try browser.form(pressing: "Sign In", ["usernameTextField": "demo", "passwordTextField": "Password1"]), to: basic)
        #expect(PlainBrowser.text(answered).contains("You are signed in"))

        let dynamic = base.appendingPathComponent("screens/dynamic-authentication")
        try await browser.reload(dynamic.absoluteString)
        let verified = try await browser.post(
            try browser.form(pressing: "Done", ["informationField-0": "demo", "informationField-1": "Password1"]), to: dynamic)
        #expect(PlainBrowser.text(verified).contains("You are signed in"), "\(PlainBrowser.text(verified).suffix(900))")
        web.send(SIGINT)
        #expect(await web.waitForExit()?.status == 0, "\(web.described)")
    }

    @Test func aScreenTheBrowserDoesNotServeAloneIsRefused() async throws {
        let output = try await CommandRunner.run(["web", "--screen", "multi-user-passcode"])
        #expect(output.status == 64 && output.stderr.contains("the browser serves basic-authentication and dynamic-authentication alone"), "\(output.stderr)")
    }
}
