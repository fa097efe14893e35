import Foundation
import HaapiDevServerTesting
import HaapiTesting
import HaapiWeb
import Testing

/// Access for everyone, in Chromium (`access_scenarios.py`): the password (with a wrong
/// one first), e-mailed code, TOTP, BankID and external sign-in journeys and the onboarding
/// (welcome, licence agreement, consents, then the sign-in) done with the keyboard alone, and
/// on every page they pass the WCAG 2.2 checks that axe does not make (target size,
/// reflow at 320 px, text spacing, 200 % text, focus indicator and its contrast, names in
/// Chromium's accessibility tree, errors tied to fields, autocomplete, reduced motion),
/// again with forced colours, and axe itself; light and dark.
@MainActor
@Suite("Access in Chromium", .serialized, .enabled(if: Browser.missing == nil, "\(Browser.missing ?? "")"))
struct AccessBrowserTests {
    @Test(arguments: [false, true])
    func everyJourneyIsDoneWithTheKeyboardAndEveryPagePassesTheChecks(dark: Bool) async throws {
        try await WebFixture.run { web in
            let report = try await Browser.scenario(
                "access_journeys", base: web.baseURL, dev: web.server.baseURL, (dark ? ["--dark"] : []) + Browser.axeArguments,
                script: Browser.accessScript)
            #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
            #expect("\(report.notes["pages_audited"] ?? 0)" == "14", "every page of the five journeys: \(report.raw)")
        }
    }

    @Test(arguments: [false, true])
    func theOnboardingIsDoneWithTheKeyboardAndEveryPagePassesTheChecks(dark: Bool) async throws {
        try await TestDevServer.run { server in
            let host = WebFixture.makeHost(server, WebHostConfiguration(onboarding: WebOnboardingFixture.onboarding(server)))
            let url = try await host.start()
            let report = try await Browser.scenario(
                "access_onboarding", base: url, (dark ? ["--dark"] : []) + Browser.axeArguments, script: Browser.accessScript)
            await host.stop()
            #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
            #expect("\(report.notes["pages_audited"] ?? 0)" == "5", "\(report.raw)")
        }
    }
}
