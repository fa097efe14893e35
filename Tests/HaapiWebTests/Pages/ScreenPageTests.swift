import Foundation
import HaapiClient
import HaapiDevServerTesting
import HaapiOnboarding
import HaapiTesting
import HaapiUI
@testable import HaapiWeb
import Testing

/// A screen served alone (`WebScreenPage`): seed 002's basic authentication screen, its
/// delegate's refusal shown under the form, its answer on the page after, the session's
/// token required, and paths that are the host's own refused.
@MainActor
@Suite("Web: a screen alone")
struct ScreenPageTests {
    /// Who signed in, for one test.
    @MainActor
    final class Log {
        var signedIn: [String] = []
    }

    /// Accepts one user and answers the page.
    @MainActor
    final class Checker: BasicAuthenticationDelegate {
        let answer: WebScreenPage.Answer
        let log: Log

        init(answer: WebScreenPage.Answer, log: Log) {
            self.answer = answer
            self.log = log
        }

        func didSignIn(_ controller: BasicAuthenticationScreen, username: String, password: String, completion: @escaping @Sendable (String?) -> Void) {
            guard username == "ada", password == "analytical" else { return completion("Not the right password, \(username).") }
            completion(nil)
            answer.give("Welcome back, \(username)") { [log] in log.signedIn.append(username) }
        }

        func didCancel(_ controller: BasicAuthenticationScreen) { answer.give("Cancelled") }
    }

    static func page(_ log: Log) -> WebScreenPage {
        WebScreenPage(path: "/screens/basic-authentication") { registry, answer in
            let screen = BasicAuthenticationScreen(themeRegistry: registry)
            let delegate = Checker(answer: answer, log: log)
            screen.delegate = delegate
            answer.keep(delegate)
            return screen
        }
    }

    func withPage<T>(_ log: Log, _ body: (URL) async throws -> T) async throws -> T {
        try await TestDevServer.run { server in
            var configuration = WebHostConfiguration()
            configuration.screenPages = [Self.page(log)]
            let host = WebFixture.makeHost(server, configuration)
            let url = try await host.start()
            defer { Task { await host.stop() } }
            return try await body(url.appendingPathComponent("screens/basic-authentication"))
        }
    }

    @Test func aRefusalShowsUnderTheFormAndTheAnswerOnThePageAfter() async throws {
        let log = Log()
        try await withPage(log) { page in
            var browser = try await PlainBrowser.open(page.deletingLastPathComponent().deletingLastPathComponent())
            try await browser.reload(page.absoluteString)
            #expect(browser.page.contains("Enter your user name and password.") && browser.page.contains(#"action="/screens/basic-authentication""#))
            let refused = try await browser.post(
                try browser.form(pressing: "Sign In", ["usernameTextField": "ada", "passwordTextField": "wrong"]), to: page)
            let refusal = PlainBrowser.text(refused)
            #expect(refusal.contains("Not the right password, ada."), "the delegate's words, after its completion: \(refusal.suffix(900))")
            #expect(!refusal.contains("Loading…"), "not the screen still waiting")
            #expect(!refusal.contains("wrong"), "the password is not sent back")
            #expect(log.signedIn.isEmpty)
            let answered = try await browser.post(
                try browser.form(pressing: "Sign In", ["usernameTextField": "ada", "passwordTextField": "analytical"]), to: page)
            #expect(PlainBrowser.text(answered).contains("Welcome back, ada") && PlainBrowser.text(answered).contains(#"href="/""#))
            #expect(log.signedIn == ["ada"], "the answer's reaction ran")
        }
    }

    @Test func aPostWithoutTheSessionsTokenIsNotTaken() async throws {
        let log = Log()
        try await withPage(log) { page in
            var browser = try await PlainBrowser.open(page.deletingLastPathComponent().deletingLastPathComponent())
            try await browser.reload(page.absoluteString)
            let answer = try await browser.post(
                "_csrf=forged&_control=primaryActionButton&usernameTextField=ada&passwordTextField=analytical", to: page)
            #expect(answer.status == 303 && answer.headers["Location"] == "/screens/basic-authentication")
            #expect(log.signedIn.isEmpty)
        }
    }

    @Test(arguments: ["/", "/healthz", "/haapi/login", "/resume/x", "screens/x", "/metrics"])
    func aPathOfTheHostsOwnIsRefused(_ path: String) async throws {
        var configuration = WebHostConfiguration()
        configuration.screenPages = [WebScreenPage(path: path) { registry, _ in ScreenViewController(themeRegistry: registry) }]
        #expect(configuration.problem?.contains("is not a path of its own") == true, "\(configuration.problem ?? "accepted")")
        var twice = WebHostConfiguration()
        twice.screenPages = [Self.page(Log()), Self.page(Log())]
        #expect(twice.problem == "two screen pages share a path")
    }
}
