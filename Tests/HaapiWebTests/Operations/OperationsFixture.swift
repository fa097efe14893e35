import Foundation
import HaapiClient
import HaapiTesting
import HaapiUI
import HaapiWeb
import Logging

/// A web host without a HAAPI server, for the routes that never start a login
/// (health, readiness, metrics), and the HTTP requests the operations tests make.
@MainActor
enum OperationsFixture {
    /// A transport of its own for each use: a session keeps the cookies it was given, and
    /// a cookie of another test's host (cookies ignore ports) must not come along.
    static var http: URLSessionTransport { URLSessionTransport(defaultTimeout: WebFixture.patience) }

    /// Runs `body` with a started host that has no login to offer (any page fails), then stops it.
    static func bareHost<T>(
        _ configuration: WebHostConfiguration, logger: Logger = .quiet("HaapiWebTests.bare"), _ body: (WebHost, URL) async throws -> T
    ) async throws -> T {
        let host = bare(configuration, logger: logger)
        let url = try await host.start()
        do {
            let result = try await body(host, url)
            await host.stop()
            return result
        } catch {
            await host.stop()
            throw error
        }
    }

    /// A host that has no login to offer (any page fails).
    static func bare(_ configuration: WebHostConfiguration, logger: Logger = .quiet("HaapiWebTests.bare")) -> WebHost {
        WebHost(configuration: configuration, logger: logger) { _ in throw NoLogin() }
    }

    /// Why a bare host shows no page.
    struct NoLogin: Error {}

    static func get(_ url: URL, _ path: String, headers: TransportHeaders = [:]) async throws -> TransportResponse {
        try await http.send(TransportRequest(method: "GET", url: url.appendingPathComponent(path), headers: headers))
    }

    nonisolated static func text(_ response: TransportResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    /// Waits (scraping the metrics, for two minutes at most) until `count` requests are under way.
    static func waitForRequests(inFlight count: Double, at url: URL) async throws {
        let deadline = ContinuousClock.now + .seconds(120)
        while (sample("haapi_web_requests_in_flight", in: text(try await get(url, "metrics"))) ?? 0) < count {
            guard ContinuousClock.now < deadline else { throw TestError("timed out waiting for \(count) requests under way") }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// The value of the sample `series` (a metric's name and labels as scraped) in `metrics`, if it is there.
    nonisolated static func sample(_ series: String, in metrics: String) -> Double? {
        metrics.split(separator: "\n").first { $0.hasPrefix(series + " ") }.flatMap { Double($0.dropFirst(series.count + 1)) }
    }
}

/// A session store that cannot be reached: every call fails as `unavailable`.
struct UnavailableStore: WebSessionStore {
    var name: String { "postgres://haapi@db.internal:5432/sessions" }

    func failure() -> WebSessionStoreError { WebSessionStoreError(.unavailable, store: name, reason: "connection refused") }
    func record(_ key: String) async throws(WebSessionStoreError) -> WebSessionRecord? { throw failure() }
    func save(_ record: WebSessionRecord) async throws(WebSessionStoreError) { throw failure() }
    func remove(_ key: String) async throws(WebSessionStoreError) { throw failure() }
    func evict(now: Date, limits: SessionLimits) async throws(WebSessionStoreError) -> [String] { throw failure() }
    func count() async throws(WebSessionStoreError) -> Int { throw failure() }
}

/// A session store that answers nothing for a minute (a database that hangs).
struct HangingStore: WebSessionStore {
    var name: String { "hanging" }

    func hang() async { try? await Task.sleep(for: .seconds(60)) }
    func record(_ key: String) async -> WebSessionRecord? { await hang(); return nil }
    func save(_ record: WebSessionRecord) async { await hang() }
    func remove(_ key: String) async { await hang() }
    func evict(now: Date, limits: SessionLimits) async -> [String] { await hang(); return [] }
    func count() async -> Int { await hang(); return 0 }
}
