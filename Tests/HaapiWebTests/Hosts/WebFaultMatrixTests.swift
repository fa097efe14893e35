import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiTesting
import HaapiUI
import HaapiWeb
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
        try await TestDevServer.run(behind: proxy, configuration: { $0.users += WebMatrixJourney.totpUsers.configurations }) { server in
            let host = WebFixture.makeHost(server, WebHostConfiguration(), assembly: { server, language in
                try WebFixture.demoLogin(server, language).setTransport(FaultDeadlineTransport(proxy: proxy, deadline: Self.stallDeadline))
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
        let clean = await cell(journey, rule: nil, server: server, proxy: proxy, host: host)
        guard case .signedIn(let requests) = clean else { throw TestFailure("the clean \(journey) login ended \(clean.label)") }
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
        case hung

        var forwarded: [String] {
            switch self {
            case .signedIn(let forwarded), .banner(let forwarded, _), .failed(let forwarded), .otherScreen(let forwarded): forwarded
            case .broken, .hung: []
            }
        }

        /// What is wrong with this end: a broken page, or no page.
        var problem: String? {
            switch self {
            case .hung: "no page within \(WebFaultMatrixTests.cellBound)"
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
        // Not waited for past the bound (a cell that ignores cancellation must not hold up the matrix).
        do {
            return try await within(Double(cellBound.components.seconds), "a cell of the web fault matrix") { () -> Outcome in
                do {
                    var browser = try await PlainBrowser.open(host)
                    for (index, press) in journey.presses.enumerated() {
                        // The page offers the next press, or it shows how the login ended.
                        guard (try? browser.form(pressing: press.button)) != nil else { return ending(browser.page, proxy: proxy) }
                        try await browser.press(press.button, try await press.fields(server))
                        guard browser.page.contains(bannerMarker) else { continue }
                        let forwarded = proxy.forwarded
                        // The person presses the same button again, as the banner says they may.
                        var recovered = false
                        do {
                            for later in journey.presses[index...] {
                                try await browser.press(later.button, try await later.fields(server))
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
            return .hung
        }
    }

    /// What a page that offers no further press of the journey means.
    static func ending(_ page: String, proxy: FaultProxy) -> Outcome {
        if page.contains(signedIn) { return .signedIn(forwarded: proxy.forwarded) }
        if page.contains(failedMarker) { return .failed(forwarded: proxy.forwarded) }
        if page.contains("<form") { return .otherScreen(forwarded: proxy.forwarded) }
        return .broken("neither the signed-in page, the failure page nor a form: \(page.suffix(600))")
    }

    static let signedIn = "You are signed in"
    static let bannerMarker = #"class="hui-banner hui-banner-error"#
    static let failedMarker = "Sign in again"
}

/// A web login to the signed-in page with one authenticator: the buttons pressed in turn.
struct WebMatrixJourney: Sendable, CustomTestStringConvertible {
    struct Press: Sendable {
        let button: String
        let fields: @Sendable (TestDevServer) async throws -> [String: String]

        init(_ button: String, _ fields: @escaping @Sendable (TestDevServer) async throws -> [String: String] = { _ in [:] }) {
            self.button = button
            self.fields = fields
        }
    }

    let name: String
    let presses: [Press]

    var testDescription: String { name }

    /// Users for the TOTP journey's logins (a clean one, one a cell, one a second press).
    static let totpUsers = TOTPUsers(count: 300)

    static let all: [WebMatrixJourney] = [
        WebMatrixJourney(name: "password", presses: [
            Press("Username and password"),
            Press("Login") { _ in ["textField-userName": DevServerConfiguration.demoUsername, "textField-password": DevServerConfiguration.demoPassword] },
        ]),
        WebMatrixJourney(name: "e-mail code", presses: [
            Press("E-mail code"),
            Press("Send code") { _ in ["textField-email": "demo@example.com"] },
            Press("Verify") { server in ["textField-otp": try await server.lastCode(to: "demo@example.com")] },
        ]),
        WebMatrixJourney(name: "TOTP", presses: [
            Press("Authenticator app (TOTP)"),
            // A user of its own each time: the server takes each code once.
            Press("Verify") { server in
                let user = try totpUsers.next()
                return ["textField-userName": user.username, "textField-totp": try server.totpCode(secret: user.secret)]
            },
        ]),
    ]
}
