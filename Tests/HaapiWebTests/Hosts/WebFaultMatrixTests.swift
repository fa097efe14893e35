import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiModel
import HaapiTesting
import HaapiUI
import HaapiWeb
import HaapiWebAuthn
import Testing

/// The fault matrix through the web host: a browser (plain form posts) signs in through
/// `WebHost`, whose HAAPI requests go through a ``FaultProxy`` to the dev server. Each
/// cell breaks one request of a clean login with one fault; the person must then see the
/// signed-in page, the form again with an error banner (and a second press of the same
/// button signs in), or a failure page with Sign in again — within a bound, with no HAAPI
/// POST reaching the server more often than in the clean login before the person presses
/// again. The matrix is printed.
@Suite(
    "Fault matrix through the web host",
    .enabled(if: SoloSuites.enabled, "hundreds of logins \(SoloSuites.skipped)"))
@MainActor
struct WebFaultMatrixTests {
    /// How long a broken request of the host waits; how long a whole cell may take.
    static let stallDeadline: TimeInterval = 2
    nonisolated static let cellBound: Duration = .seconds(90)

    @Test(arguments: WebMatrixJourney.all)
    func everyFaultAtEveryStep(_ journey: WebMatrixJourney) async throws {
        let proxy = try FaultProxy(rules: [])
        defer { proxy.stop() }
        try await TestDevServer.run(behind: proxy, configuration: { configuration in
            configuration.users += WebMatrixJourney.totpUsers.configurations + WebMatrixJourney.passwordUsers.configurations
            journey.configure(&configuration)
        }) { server in
            let host = WebFixture.makeHost(server, WebHostConfiguration(), assembly: { server, language in
                try WebFixture.demoLogin(server, language).setTransport(FaultDeadlineTransport(proxy: proxy, deadline: Self.stallDeadline, inner: server.transport))
            })
            let url = try await host.start()
            do {
                try await Self.matrix(journey, server: server, proxy: proxy, host: url)
                await host.stop()
            } catch {
                await host.stop()
                throw error
            }
        }
    }

    static func matrix(_ journey: WebMatrixJourney, server: TestDevServer, proxy: FaultProxy, host: URL) async throws {
        if let prepare = journey.prepare {
            let prepared = await cell(prepare.journey, rule: nil, server: server, proxy: proxy, host: host)
            guard case .signedIn = prepared else { throw TestError("preparing \(journey) ended \(prepared.label)") }
        }
        let clean = await cell(journey, rule: nil, server: server, proxy: proxy, host: host)
        guard case .signedIn(let requests) = clean else { throw TestError("the clean \(journey) login ended \(clean.label)") }
        let (rows, problems) = await FaultMatrix.walk(clean: requests) { step, fault in
            let outcome = await cell(journey, rule: FaultMatrix.rule(step, fault), server: server, proxy: proxy, host: host)
            return FaultMatrix.Cell(label: outcome.label, forwarded: outcome.forwarded, problem: outcome.problem)
        }
        for problem in problems { Issue.record("\(journey) \(problem)") }
        print(FaultMatrix.table(
            title: "through the web host — \(journey.name)",
            legend: "banner: the form again with an error, ↻ when pressing again signed in; failed: the failure page; screen?: another step's page", rows: rows))
    }

    // MARK: Cells

    /// What the person saw at the end of one cell.
    enum Outcome: Sendable {
        case signedIn(forwarded: [String])
        /// The form again with an error banner; `recovered` when pressing again signed in.
        case banner(forwarded: [String], recovered: Bool)
        /// The failure page (with Sign in again).
        case failed(forwarded: [String])
        /// Another step's page (the fault gave the host another step's document): a page
        /// the person can act on, not the one the journey expected.
        case otherScreen(forwarded: [String])
        /// A page that is none of those: what was wrong.
        case broken(String)
        /// No page within the bound: what the person was doing then (``CellProgress``).
        case hung(String)

        var forwarded: [String] {
            switch self {
            case .signedIn(let forwarded), .banner(let forwarded, _), .failed(let forwarded), .otherScreen(let forwarded): forwarded
            case .broken, .hung: []
            }
        }

        /// What is wrong with this end: a broken page, or no page.
        var problem: String? {
            switch self {
            case .hung(let doing): "no page within \(WebFaultMatrixTests.cellBound): \(doing)"
            case .broken(let reason): reason
            default: nil
            }
        }

        var label: String {
            switch self {
            case .signedIn: "signed in"
            case .banner(_, let recovered): recovered ? "banner↻" : "banner"
            case .failed: "failed"
            case .otherScreen: "screen?"
            case .broken: "BROKEN"
            case .hung: "HUNG"
            }
        }
    }

    /// One login in a new browser with `rule` (or none) in the proxy.
    static func cell(
        _ journey: WebMatrixJourney, rule: FaultProxy.Rule?, server: TestDevServer, proxy: FaultProxy, host: URL
    ) async -> Outcome {
        proxy.reset(rules: rule.map { [$0] } ?? [])
        let progress = CellProgress()
        // Not waited for past the bound (a cell that ignores cancellation must not hold up the matrix).
        do {
            return try await within(Double(cellBound.components.seconds), "a cell of the web fault matrix") { () -> Outcome in
                do {
                    var browser = try await PlainBrowser.open(host)
                    for (index, step) in journey.steps.enumerated() {
                        // The page offers the next step, or it shows how the login ended.
                        guard step.offered(browser) else { return ending(browser.page, proxy: proxy) }
                        progress.start("step \(index + 1) of \(journey.steps.count)")
                        try await step.act(&browser, server)
                        guard browser.page.contains(bannerMarker) else { continue }
                        let forwarded = proxy.forwarded
                        // The person presses the same button again, as the banner says they may.
                        var recovered = false
                        progress.start("pressing again after the banner of step \(index + 1)")
                        do {
                            for later in journey.steps[index...] {
                                try await later.act(&browser, server)
                            }
                            recovered = browser.page.contains(signedIn)
                        } catch {}
                        return .banner(forwarded: forwarded, recovered: recovered)
                    }
                    return ending(browser.page, proxy: proxy)
                } catch {
                    return .broken("\(error)")
                }
            }
        } catch {
            return .hung(progress.report(forwarded: proxy.forwarded))
        }
    }

    /// What a cell's person is doing, for the report of a cell that hangs.
    @MainActor
    final class CellProgress {
        private var doing = "opening the sign-in page"
        private var since = ContinuousClock.now

        func start(_ what: String) {
            (doing, since) = (what, .now)
        }

        /// What was being done, for how long, and the HAAPI requests the host had sent.
        func report(forwarded: [String]) -> String {
            "\(doing), for \(ContinuousClock.now - since); the host had sent \(forwarded.joined(separator: ", "))"
        }
    }

    /// What a page that offers no further press of the journey means.
    static func ending(_ page: String, proxy: FaultProxy) -> Outcome {
        if page.contains(signedIn) { return .signedIn(forwarded: proxy.forwarded) }
        if page.contains(failedMarker) { return .failed(forwarded: proxy.forwarded) }
        if page.contains("<form") { return .otherScreen(forwarded: proxy.forwarded) }
        return .broken("neither the signed-in page, the failure page nor a form: \(page.suffix(600))")
    }

    /// Whether `page` shows how the login ended, or an error banner.
    nonisolated static func hasEnded(_ page: String) -> Bool {
        page.contains(signedIn) || page.contains(failedMarker) || page.contains(bannerMarker)
    }

    nonisolated static let signedIn = "You are signed in"
    nonisolated static let bannerMarker = #"class="hui-banner hui-banner-error"#
    nonisolated static let failedMarker = "Sign in again"
}

/// A web login to the signed-in page with one authenticator: the person's steps in turn.
struct WebMatrixJourney: Sendable, CustomTestStringConvertible {
    /// One thing the person does: press a button, or what a page's script or another
    /// program does for them (a passkey ceremony, the BankID app, the system browser).
    struct Step: Sendable {
        /// Whether the page offers the step (when not, the login ended, or went elsewhere).
        let offered: @MainActor @Sendable (PlainBrowser) -> Bool
        let act: @MainActor @Sendable (inout PlainBrowser, TestDevServer) async throws -> Void

        init(offered: @escaping @MainActor @Sendable (PlainBrowser) -> Bool, act: @escaping @MainActor @Sendable (inout PlainBrowser, TestDevServer) async throws -> Void) {
            self.offered = offered
            self.act = act
        }

        /// Pressing the button reading `button` with the `fields` filled in.
        static func press(
            _ button: String, _ fields: @escaping @Sendable (TestDevServer) async throws -> [String: String] = { _ in [:] }
        ) -> Step {
            Step(offered: { (try? $0.form(pressing: button)) != nil }) { browser, server in
                try await browser.press(button, try await fields(server))
            }
        }
    }

    let name: String
    let steps: [Step]
    /// A change to the server's configuration for this journey.
    var configure: @Sendable (inout DevServerConfiguration) -> Void = { _ in }
    /// A login run once, with no fault, before the clean one (a passkey made to sign in with).
    var prepare: Prepared?

    var testDescription: String { name }

    /// A journey run before another (a reference type breaks the cycle of a journey in a journey).
    final class Prepared: Sendable {
        let journey: WebMatrixJourney
        init(_ journey: WebMatrixJourney) { self.journey = journey }
    }

    /// Users for the TOTP journey's logins (a clean one, one a cell, one a second press).
    static let totpUsers = TOTPUsers(count: 300)
    /// New users for the passkey registration journey (the offer comes to a user without a passkey).
    static let passwordUsers = PasswordUsers(count: 300)

    /// How long the person waits on the BankID page for the login to go on.
    static let bankIDPatience: Duration = .seconds(30)

    /// The server offers a passkey after a password login; no autofill on the password step.
    static let offerPasskeys: @Sendable (inout DevServerConfiguration) -> Void = { configuration in
        for index in configuration.authenticators.indices where configuration.authenticators[index].type == .passkey {
            configuration.authenticators[index].passkey = PasskeySettings(offerRegistrationAfter: ["username-password"], autofill: false)
        }
    }

    /// The device whose passkey the sign-in journey uses (made by its preparing login).
    static let passkeyDevice = SoftwareAuthenticator(store: InMemoryPasskeyStore(), userVerifier: AutomaticUserVerifier())

    /// What the page's script does with a passkey ceremony: runs it on `device` and posts
    /// the credential to the page's answer path.
    static func ceremony(on device: SoftwareAuthenticator) -> Step {
        Step(offered: { $0.ceremony != nil }) { browser, _ in
            guard let ceremony = browser.ceremony else { throw TestError("no passkey ceremony on the page") }
            let options = try JSONValue.parse(ceremony.optionsJSON)
            let credential: JSONValue
            if ceremony.kind == "create" {
                credential = try JSONValue(encoding: try await device.register(try options.decoded(as: PublicKeyCredentialCreationOptionsJSON.self)))
            } else {
                credential = try JSONValue(encoding: try await device.authenticate(try options.decoded(as: PublicKeyCredentialRequestOptionsJSON.self)))
            }
            try await browser.post(ceremony.answerPath, ["credential": credential.jsonString()])
        }
    }

    /// A password login of a new user who takes the offer and creates a passkey on `device`.
    static func passkeyRegistration(on device: SoftwareAuthenticator) -> WebMatrixJourney {
        WebMatrixJourney(name: "passkey registration", steps: [
            .press("Username and password"),
            .press("Login") { _ in ["textField-userName": try passwordUsers.next(), "textField-password": PasswordUsers.password] },
            .press("Create a passkey"),
            ceremony(on: device),
        ], configure: offerPasskeys)
    }

    static let all: [WebMatrixJourney] = [
        WebMatrixJourney(name: "password", steps: [
            .press("Username and password"),
            .press("Login") { _ in ["textField-userName": DevServerConfiguration.demoUsername, "textField-password": DevServerConfiguration.demoPassword] },
        ]),
        WebMatrixJourney(name: "e-mail code", steps: [
            .press("E-mail code"),
            .press("Send code") { _ in ["textField-email": "demo@example.com"] },
            .press("Verify") { server in ["textField-otp": try await server.lastCode(to: "demo@example.com")] },
        ]),
        WebMatrixJourney(name: "TOTP", steps: [
            .press("Authenticator app (TOTP)"),
            // A user of its own each time: the server takes each code once.
            .press("Verify") { server in
                let user = try totpUsers.next()
                return ["textField-userName": user.username, "textField-totp": try server.totpCode(secret: user.secret)]
            },
        ]),
        WebMatrixJourney(name: "consent", steps: [
            .press("Username and password"),
            .press("Login") { _ in ["textField-userName": DevServerConfiguration.demoUsername, "textField-password": DevServerConfiguration.demoPassword] },
            .press("Allow"),
        ], configure: { $0.clients[0].requiresConsent = true }),
        WebMatrixJourney(name: "BankID polling", steps: [
            .press("BankID"),
            .press("Login"),
            // The person opens the BankID app (the page's link), approves there, and waits on the page.
            Step(offered: { _ in true }) { browser, server in
                try await browser.reload("open")
                _ = try? await server.approveBankID()
                let clock = ContinuousClock()
                let end = clock.now + bankIDPatience
                while clock.now < end, !WebFaultMatrixTests.hasEnded(browser.page) {
                    try await Task.sleep(for: .milliseconds(200))
                    try await browser.reload()
                }
            },
        ], configure: { configuration in
            // Polls close together, so that a cell takes a second or two.
            for index in configuration.authenticators.indices where configuration.authenticators[index].type == .bankID {
                configuration.authenticators[index].pollingInterval = 0.5
            }
        }),
        WebMatrixJourney(name: "external browser", steps: [
            .press("Login in the browser"),
            // The system browser opens the page's link at the server and comes back to the host.
            Step(offered: { _ in true }) { browser, server in
                try await browser.reload("open")
                guard let href = WebClientOperationsTests.link(startingWith: server.baseURL.absoluteString, in: browser.page),
                    let url = URL(string: href)
                else {
                    // No link to open: the person goes back to the sign-in page, which says where the login is.
                    try await browser.reload()
                    return
                }
                let page = try await URLSessionTransport(defaultTimeout: WebFixture.patience).send(TransportRequest(method: "GET", url: url))
                if let back = page.headers["Location"] { try await browser.reload(back) }
                try await browser.reload()
            },
        ]),
        passkeyRegistration(on: SoftwareAuthenticator(store: InMemoryPasskeyStore(), userVerifier: AutomaticUserVerifier())),
        WebMatrixJourney(name: "passkey sign-in", steps: [
            .press("Passkey"),
            ceremony(on: passkeyDevice),
        ], configure: offerPasskeys, prepare: Prepared(passkeyRegistration(on: passkeyDevice))),
    ]
}
