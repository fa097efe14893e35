import Crypto
import Foundation
import HaapiClient
import HaapiDevServerTesting
import HaapiTesting
import HaapiWeb
import HaapiWebPostgres
import HaapiWebSQLite
import Testing

/// Two hosts on one store serve one browser by turns, as behind a round-robin load
/// balancer: nothing is lost, no step is shown again, no form is sent twice.
@MainActor
@Suite("Several web hosts on one store")
struct SeveralHostsTests {
    /// Runs `body` with a dev server and two hosts sharing a store of `kind`; `nil` when the kind cannot run here.
    func withTwoHosts(_ kind: StoreKind, _ body: (TestDevServer, URL, URL) async throws -> Void) async throws {
        guard let (first, second) = try await kind.twoHandles() else { return }
        try await TestDevServer.run { server in
            let hosts = [
                WebFixture.makeHost(server, WebHostConfiguration(store: first)),
                WebFixture.makeHost(server, WebHostConfiguration(store: second)),
            ]
            let a = try await hosts[0].start()
            let b = try await hosts[1].start()
            do {
                try await body(server, a, b)
            } catch {
                for host in hosts { await host.stop() }
                throw error
            }
            for host in hosts { await host.stop() }
        }
    }

    /// A browser that opened the sign-in on `a` and sends each next request to the other host.
    func browserByTurns(_ a: URL, _ b: URL) async throws -> PlainBrowser {
        var browser = try await PlainBrowser.open(a)
        browser.rotation = [b, a]
        return browser
    }

    @Test(arguments: StoreKind.allCases)
    func aPasswordLoginWithEveryRequestOnTheOtherHost(_ kind: StoreKind) async throws {
        try await withTwoHosts(kind) { server, a, b in
            var browser = try await browserByTurns(a, b)
            try await browser.press("Username and password")
            #expect(browser.page.contains(#"type="password""#), "the password form: \(browser.page.suffix(1500))")
            try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
            #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(1500))")
            let posted = try await server.formSubmissions()
            #expect(posted.repeated == 0)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aBankIDLoginPolledByTurnsOnBothHosts(_ kind: StoreKind) async throws {
        try await withTwoHosts(kind) { server, a, b in
            var browser = try await browserByTurns(a, b)
            try await browser.press("BankID")
            let launch = try await browser.press("Login", occurrence: 1)
            #expect(launch.headers["Location"] == "/open")
            // The app's link, given by the other host, once.
            #expect(try await browser.reload().headers["Location"] == "/open")
            try await browser.reload("open")
            #expect(browser.page.contains("Open the app"), "\(browser.page.suffix(1200))")
            // The polling screen, by turns on each host (neither launches the app again), then the approval.
            for _ in 0..<4 {
                #expect(try await browser.reload().status == 200)
                #expect(browser.page.contains("BankID"), "\(browser.page.suffix(1200))")
            }
            try await server.approveBankID()
            let deadline = Date().addingTimeInterval(WebFixture.patience)
            while !browser.page.contains("You are signed in"), Date() < deadline {
                #expect(!browser.page.contains("could not be shown"), "no error page: \(browser.page.suffix(800))")
                try await Task.sleep(for: .milliseconds(200))
                try await browser.reload()
            }
            #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(1500))")
            #expect(try await server.formSubmissions().repeated == 0)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aPasswordPostedToBothHostsAtOnceIsSentOnce(_ kind: StoreKind) async throws {
        try await withTwoHosts(kind) { server, a, b in
            var browser = try await browserByTurns(a, b)
            try await browser.press("Username and password")
            // Both hosts have the login live at the password step.
            browser.rotation = [a, b]
            try await browser.reload()
            try await browser.reload()
            let before = try await server.formSubmissions().total
            let form = try browser.form(pressing: "Login", ["textField-userName": "demo", "textField-password": "Password1"])
            let poster = browser
            async let onA = poster.post(form, to: a)
            async let onB = poster.post(form, to: b)
            let answers = try await [onA, onB]
            #expect(answers.map(\.status) == [303, 303], "\(answers.map { String(decoding: $0.body, as: UTF8.self) })")
            let after = try await server.formSubmissions()
            #expect(after.total - before == 1, "one HAAPI post of the password form")
            #expect(after.repeated == 0)
            for host in [a, b] {
                browser.base = host
                browser.rotation = []
                try await browser.reload()
                #expect(browser.page.contains("You are signed in"), "on \(host): \(browser.page.suffix(1500))")
            }
        }
    }
}

extension StoreKind {
    /// Two handles on one new store, as two host processes would open it; `nil` when the kind cannot run here.
    func twoHandles() async throws -> (any WebSessionStore, any WebSessionStore)? {
        switch self {
        case .memory:
            let shared = InMemoryWebSessionStore()
            return (shared, shared)
        case .sqlite, .sealedSQLite:
            let path = Self.temporaryPath()
            let key = self == .sealedSQLite ? SymmetricKey(size: .bits256) : nil
            return (try SQLiteWebSessionStore(path: path, sealingKey: key), try SQLiteWebSessionStore(path: path, sealingKey: key))
        case .postgres:
            guard TestPostgres.url != nil else {
                print("note: \(TestPostgres.skipped)")
                return nil
            }
            let settings = try await TestPostgres.freshDatabase()
            let sealer = WebSessionSealer(key: SymmetricKey(size: .bits256))
            return (
                try await PostgresWebSessionStore.connect(settings, sealer: sealer, logger: TestPostgres.logger),
                try await PostgresWebSessionStore.connect(settings, sealer: sealer, logger: TestPostgres.logger)
            )
        }
    }
}
