import Foundation
import HaapiDevServerTesting
import HaapiTesting
import HaapiUI
import HaapiWeb
import HaapiWebSQLite
import Testing

/// The sign-in page in a real browser: headless Chromium driven by selenium
/// (`browser_scenarios.py`), against the dev server, with and without JavaScript.
@MainActor
@Suite("Web sign-in in Chromium", .serialized, .enabled(if: Browser.missing == nil, "\(Browser.missing ?? "")"))
struct BrowserTests {
    func expectPassed(_ report: Browser.Report, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    @Test(arguments: [false, true])
    func aPasswordLoginEndsOnTheResultPage(withoutScript: Bool) async throws {
        try await WebFixture.run { web in
            expectPassed(try await Browser.scenario("password_login", base: web.baseURL, withoutScript ? ["--no-js"] : []))
        }
    }

    @Test func aKeyboardAloneSignsIn() async throws {
        try await WebFixture.run { web in
            expectPassed(try await Browser.scenario("keyboard_login", base: web.baseURL))
        }
    }

    @Test(arguments: [false, true])
    func aWrongPasswordIsShownAtTheField(withoutScript: Bool) async throws {
        try await WebFixture.run { web in
            expectPassed(try await Browser.scenario("wrong_password", base: web.baseURL, withoutScript ? ["--no-js"] : []))
        }
    }

    @Test(arguments: [false, true])
    func bankIDPollsUntilApproved(withoutScript: Bool) async throws {
        try await WebFixture.run { web in
            let report = try await Browser.scenario("bankid", base: web.baseURL, dev: web.server.baseURL, withoutScript ? ["--no-js"] : [])
            expectPassed(report)
        }
    }

    @Test func anEmailCodeSignsInAfterAWrongCode() async throws {
        try await WebFixture.run { web in
            expectPassed(try await Browser.scenario("email_code", base: web.baseURL, dev: web.server.baseURL))
        }
    }

    @Test(arguments: [("nl", "Inloggen"), ("sv", "Logga in")])
    func theBrowsersLanguageIsUsed(language: String, title: String) async throws {
        try await WebFixture.run { web in
            expectPassed(try await Browser.scenario("language", base: web.baseURL, ["--lang", language]))
        }
    }

    @Test func aStaleFormAndALostCookieRecover() async throws {
        try await WebFixture.run { web in
            expectPassed(try await Browser.scenario("stale_csrf", base: web.baseURL))
            expectPassed(try await Browser.scenario("missing_cookie", base: web.baseURL))
        }
    }

    @Test(arguments: [false, true])
    func aFailedStepIsAnnouncedInTheBannerAndCanBeSentAgain(withoutScript: Bool) async throws {
        let outage = OutageTransport()
        try await WebFixture.run(assembly: { server, language in try WebFixture.demoLogin(server, language).setTransport(outage) }) { web in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-banner\(withoutScript ? "-no-js" : "").png").path
            let report = try await Browser.scenario(
                "problem_banner", base: web.baseURL, ["--screenshot", file] + (withoutScript ? ["--no-js"] : []) + Browser.axeArguments)
            #expect("\(report.notes["banner"] ?? "")".contains("The service is not available right now. Try again in a few minutes."))
            expectPassed(report)
            #expect(await outage.outages == 1)
        }
    }

    @Test func thePickerAsTabsIsUsableByKeyboard() async throws {
        let assembly: WebFixture.Assembly = { server, language in
            try WebFixture.login(server, language) { $0.setAuthenticationSelectionPresentation(.tabs) }
        }
        try await WebFixture.run(assembly: assembly) { web in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-tabs.png").path
            expectPassed(try await Browser.scenario("tabs", base: web.baseURL, ["--screenshot", file] + Browser.axeArguments))
            expectPassed(try await Browser.scenario("axe", base: web.baseURL, ["--dark"] + Browser.axeArguments))
        }
    }

    @Test(arguments: [(false, false), (false, true), (true, false)])
    func theOnboardingLeadsToTheLogin(withoutScript: Bool, dark: Bool) async throws {
        try await TestDevServer.run { server in
            let host = WebFixture.makeHost(server, WebHostConfiguration(onboarding: WebOnboardingFixture.onboarding(server)))
            let url = try await host.start()
            let arguments = ["--learn-more", WebOnboardingFixture.learnMore] + (withoutScript ? ["--no-js"] : []) + (dark ? ["--dark"] : [])
            let report = try await Browser.scenario("onboarding", base: url, arguments + Browser.axeArguments)
            await host.stop()
            expectPassed(report)
        }
    }

    @Test(arguments: [false, true])
    func anExternalSignInComesBackToTheResult(withoutScript: Bool) async throws {
        try await WebFixture.run { web in
            let arguments = (withoutScript ? ["--no-js"] : []) + Browser.axeArguments
            expectPassed(try await Browser.scenario("external_browser", base: web.baseURL, dev: web.server.baseURL, arguments))
        }
    }

    @Test(.enabled(if: Browser.axeScript != nil, "axe-core not installed (pip install axe-playwright-python; .ci/run does): the accessibility audit is skipped"),
          arguments: [false, true])
    func axeFindsNoSeriousViolations(dark: Bool) async throws {
        let screens = ["", "press:Username and password", "press:Username and password|fill:Username=demo|fill:Password=wrong|press:Login", "press:BankID"]
        try await WebFixture.run { web in
            for steps in screens {
                var arguments = ["--axe", Browser.axeScript ?? ""]
                if !steps.isEmpty { arguments += ["--steps", steps] }
                if dark { arguments.append("--dark") }
                let report = try await Browser.scenario("axe", base: web.baseURL, arguments)
                #expect(report.failures.isEmpty, "screen \(steps.isEmpty ? "picker" : steps), \(dark ? "dark" : "light"): \(report.failures)")
            }
        }
    }

    @Test func darkModeUsesTheThemesDarkColours() async throws {
        try await WebFixture.run { web in
            let folder = FileManager.default.temporaryDirectory
            var backgrounds: [String] = []
            for dark in [false, true] {
                let file = folder.appendingPathComponent("haapi-web-\(dark ? "dark" : "light").png").path
                let report = try await Browser.scenario(
                    "screenshot", base: web.baseURL, ["--screenshot", file, "--steps", "Username and password"] + (dark ? ["--dark"] : []))
                expectPassed(report)
                backgrounds.append("\(report.notes["background"] ?? "")")
                #expect(FileManager.default.fileExists(atPath: file))
            }
            // The stock theme: #FFFFFF in light, #121212 in dark.
            #expect(backgrounds == ["rgb(255, 255, 255)", "rgb(18, 18, 18)"], "\(backgrounds)")
        }
    }

    @Test func aRestartedHostContinuesTheSameLogin() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try await TestDevServer.run { server in
            let first = WebFixture.makeHost(server, WebHostConfiguration(store: try SQLiteWebSessionStore(path: path)))
            let url = try await first.start()
            let started = try await Browser.scenario("resume_after_restart", base: url, dev: server.baseURL, ["--phase", "start"])
            expectPassed(started)
            await first.stop()
            // A new host process on the same database (and port, so the browser's cookie applies).
            let second = WebFixture.makeHost(server, WebHostConfiguration(store: try SQLiteWebSessionStore(path: path)))
            let again = try await second.start(port: url.port ?? 0)
            defer { Task { await second.stop() } }
            #expect(again == url)
            let cookies = "\(started.notes["cookies"] ?? "[]")"
            expectPassed(try await Browser.scenario("resume_after_restart", base: again, dev: server.baseURL, ["--phase", "continue", "--cookies", cookies]))
        }
    }

    @Test(arguments: [false, true])
    func aHostileServerRunsNoScriptAndThePageStaysUsable(withoutScript: Bool) async throws {
        try await TestDevServer.run { server in
            // The scenario waits out steps the hostile answers break: the host's own 30 s bound ends them.
            let host = WebFixture.makeHost(server, WebHostConfiguration(), assembly: { server, language in
                try server.applicationBuilder().setTransport(HostileTransport()).setLanguage(tag: language.code)
            }, patient: false)
            let url = try await host.start()
            let report = try await Browser.scenario("hostile", base: url, ["--steps", "3"] + (withoutScript ? ["--no-js"] : []))
            await host.stop()
            expectPassed(report)
        }
    }
}
