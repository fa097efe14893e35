import Foundation
import HaapiClient
import HaapiDevServerTesting
import HaapiFlow
import HaapiModel
import HaapiTesting
import HaapiUI
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

    /// Push approval: a phone (a client signed in as demo with a push token) approves the
    /// sign-in the browser waits on; the browser's part is done with the keyboard alone.
    @Test(arguments: [false, true])
    func thePushApprovalJourneyIsDoneWithTheKeyboard(dark: Bool) async throws {
        try await WebFixture.run { web in
            let phone = try await Self.phone(web.server, token: "access-phone")
            let approval = Task { try await Self.approve(web.server, phone: phone, token: "access-phone") }
            let report = try await Browser.scenario(
                "access_push", base: web.baseURL, (dark ? ["--dark"] : []) + Browser.axeArguments, script: Browser.accessScript)
            approval.cancel()
            #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
            #expect("\(report.notes["pages_audited"] ?? 0)" == "3", "\(report.raw)")
        }
    }

    /// The server's consent step (the client `haapi-consent`): a checkbox cleared with Space, Allow with Enter.
    @Test(arguments: [false, true])
    func theConsentStepIsDoneWithTheKeyboard(dark: Bool) async throws {
        try await WebFixture.run(assembly: { server, language in
            HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try HaapiUIKitConfigurationBuilder(
                clientId: "haapi-consent", baseURL: server.baseURL, appRedirect: TestDevServer.demoRedirectURI.absoluteString)
                .setClientAuthenticationMethod(.clientSecretBasic(ClientSecret("haapi-consent-secret")))
                .setScopes(["openid", "profile", "email"])
                .setRequestTimeout(TestDevServer.requestTimeout)
                .build())
                .setLanguage(tag: language.code)
                .setTransport(server.transport)
        }) { web in
            let report = try await Browser.scenario(
                "access_consent", base: web.baseURL, (dark ? ["--dark"] : []) + Browser.axeArguments, script: Browser.accessScript)
            #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
            #expect("\(report.notes["pages_audited"] ?? 0)" == "2", "\(report.raw)")
        }
    }

    /// A client signed in as demo (by password, through the flow) whose push token `token` is registered.
    static func phone(_ server: TestDevServer, token: String) async throws -> HaapiClient {
        let client = try server.client()
        let driver = HaapiFlowDriver(client: client)
        try await driver.start()
        guard case .selector(let picker)? = await driver.currentScreen?.model,
            let item = picker.items.first(where: { $0.actionModel.action.form?.href.url.path.hasSuffix("/username-password") == true })
        else { throw TestError("no password authenticator") }
        try await driver.select(selectorItemModel: item)
        guard case .form(let form)? = await driver.currentScreen?.model, let login = form.buttons.first else { throw TestError("no password form") }
        try await driver.submit(interactionActionModel: login.actionModel, values: ["userName": "demo", "password": "Password1"])
        guard case .tokens = await driver.result() else { throw TestError("the phone did not sign in") }
        var request = TransportRequest(method: "POST", url: server.baseURL.appendingPathComponent("push/devices"), body: Data("token=\(token)".utf8))
        request.headers["Content-Type"] = "application/x-www-form-urlencoded"
        let answer = try await client.sendAuthorized(request)
        guard (200..<300).contains(answer.status) else { throw TestError("the push token was refused: \(answer.status)") }
        return client
    }

    /// Waits (bounded) for the push to `token`, then approves it from `phone`.
    static func approve(_ server: TestDevServer, phone: HaapiClient, token: String) async throws {
        let deadline = Date().addingTimeInterval(WebFixture.patience)
        while Date() < deadline {
            if let jws = try? await server.lastPushRequest(to: token) {
                var request = TransportRequest(
                    method: "POST", url: server.baseURL.appendingPathComponent("push/approve"),
                    body: Data("request=\(jws)&decision=approve".utf8))
                request.headers["Content-Type"] = "application/x-www-form-urlencoded"
                _ = try await phone.sendAuthorized(request)
                return
            }
            try await Task.sleep(for: .milliseconds(200))
        }
    }
}
