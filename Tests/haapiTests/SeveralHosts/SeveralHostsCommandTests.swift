import Foundation
import HaapiClient
import HaapiTesting
import Testing

/// `haapi web` hosts as they are deployed: two processes on one store behind nginx,
/// serving one browser by turns; a host killed in the middle of a login; many logins at once.
@MainActor
@Suite("haapi web on several hosts", .timeLimit(.minutes(10)))
struct SeveralHostsCommandTests {
    /// The shared store of a test: a PostgreSQL database of its own when PostgreSQL is
    /// at hand (`HAAPI_TEST_POSTGRES_URL`, set by `.ci/run`), else an SQLite file.
    static func store() async throws -> String {
        guard let url = ProcessInfo.processInfo.environment["HAAPI_TEST_POSTGRES_URL"], !url.isEmpty,
            let psql = programPath("psql")
        else {
            print("note: HAAPI_TEST_POSTGRES_URL is unset (.ci/run sets it): the hosts share an SQLite file instead of PostgreSQL")
            return StoreKindForCommands.sqlitePath()
        }
        let database = "haapi_hosts_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let created = try await runProgram(psql, ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", url, "-c", "CREATE DATABASE \(database)"])
        guard created.status == 0 else { throw TestError("psql: \(created.stderr)") }
        return String(url[...url.lastIndex(of: "/")!]) + database
    }

    @Test func twoHostsBehindNginxServeOneBrowserByTurns() async throws {
        try await WebDeployment.run(store: try await Self.store()) { deployment in
        guard let balancer = try await deployment.balanced() else { return }
        var browser = try await PlainBrowser.open(balancer)
        try await browser.press("Username and password")
        #expect(browser.page.contains(#"type="password""#), "\(browser.page.suffix(1200))")
        try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
        #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(1200))")
        // Round robin: one request on one host, the next on the other.
        let served = deployment.balancer?.upstreamsServed ?? []
        #expect(served.count >= 5)
        #expect(zip(served, served.dropFirst()).allSatisfy { $0 != $1 }, "\(served)")
        #expect(Set(served).count == 2)
        }
    }

    @Test func theBrowserOfAKilledHostFinishesItsLoginOnTheOther() async throws {
        try await WebDeployment.run(store: try await Self.store()) { deployment in
        guard let balancer = try await deployment.balanced() else { return }
        var browser = try await PlainBrowser.open(balancer)
        try await browser.press("Username and password")
        #expect(browser.page.contains(#"type="password""#), "\(browser.page.suffix(1200))")
        await deployment.kill(0)
        // nginx finds the killed host refusing and sends every request to the other.
        let answer = try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
        #expect(answer.status == 303)
        #expect(browser.page.contains("You are signed in"), "no error page, no step again: \(browser.page.suffix(1200))")
        #expect(try await deployment.server.formSubmissions().repeated == 0)
        }
    }
}

/// Where the command tests' stores live.
enum StoreKindForCommands {
    static func sqlitePath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("haapi-web-\(UUID().uuidString.prefix(8)).sqlite").path
    }
}

/// Many browsers at once through two hosts.
@MainActor
@Suite(
    "haapi web under load", .timeLimit(.minutes(10)),
    .enabled(if: SoloSuites.enabled, "\(SoloSuites.skipped)"))
struct SeveralHostsLoadTests {
    /// 200 password logins, 20 at a time, through nginx in front of two hosts: every one
    /// signed in, none lost, no form sent twice. `HAAPI_LOAD_LOGINS` and
    /// `HAAPI_LOAD_AT_ONCE` change the numbers. At 200 at once on the SQLite store (no
    /// PostgreSQL at hand) on a loaded 2-core machine, most new browsers got 503: the
    /// store answered "unavailable" (two processes writing one SQLite file). The dev
    /// server hashes with 1 000 PBKDF2 iterations, as in its own load test
    /// (`DevServerLoadTests`): at the default, its hashing alone outlasts the 30 s limit
    /// of the hosts' HAAPI requests.
    @Test func twoHundredLogins() async throws {
        let store = try await SeveralHostsCommandTests.store()
        try await WebDeployment.run(store: store, serverConfiguration: "security:\n  passwordIterations: 1000\n") { deployment in
        guard let balancer = try await deployment.balanced() else { return }
        let environment = ProcessInfo.processInfo.environment
        let logins = environment["HAAPI_LOAD_LOGINS"].flatMap { Int($0) } ?? 200
        let atOnce = environment["HAAPI_LOAD_AT_ONCE"].flatMap { Int($0) } ?? 20
        let report = await LoadRun.run(count: logins, atOnce: atOnce) { await Self.login(balancer) }
        #expect(report.failures.isEmpty, "\(report.failures.count) of \(logins) failed: \(report.failures.prefix(3))")
        let posted = try await deployment.server.formSubmissions()
        #expect(posted.repeated == 0)
        #expect(posted.total == logins, "one password form per login")
        let served = Dictionary(grouping: deployment.balancer?.upstreamsServed ?? [], by: { $0 }).mapValues(\.count)
        #expect(served.count == 2, "\(served)")
        let slow = (deployment.balancer?.log ?? "").split(separator: "\n").filter { ($0.split(separator: " ").dropLast().last.flatMap { Double($0) } ?? 0) > 1 }
        print("note: slow requests: \(slow.count): \(slow.prefix(20))")
        print("note: haapi web, two hosts behind nginx: \(report); requests per host: \(served)")
        }
    }

    /// One login; `nil` when signed in, else what went wrong.
    static func login(_ url: URL) async -> String? {
        do {
            var browser = try await PlainBrowser.open(url)
            try await browser.press("Username and password")
            try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
            let shown = browser.page.components(separatedBy: "<bdi>").dropFirst().map { $0.prefix { $0 != "<" } }
            return browser.page.contains("You are signed in") ? nil : "ended on: \(shown)"
        } catch {
            return "\(error)"
        }
    }
}
