import Foundation
import HaapiClient
import HaapiWeb
import Testing

/// `/healthz` says the process is up, `/readyz` whether the session store answers;
/// neither starts a browser session.
@MainActor
@Suite("Web host health and readiness")
struct WebHostHealthTests {
    typealias Fixture = OperationsFixture

    func expectPlainOperationsHeaders(_ response: TransportResponse) {
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(response.headers["Content-Security-Policy"]?.contains("default-src 'none'") == true)
        #expect(response.headers["X-Content-Type-Options"] == "nosniff")
        #expect(response.headers["Content-Type"]?.hasPrefix("text/plain") == true)
        #expect(response.headers["Set-Cookie"] == nil, "no browser session")
    }

    @Test func healthAndReadinessAreOKWithAStoreThatAnswers() async throws {
        try await Fixture.bareHost(WebHostConfiguration()) { host, url in
            let health = try await Fixture.get(url, "healthz")
            #expect(health.status == 200 && Fixture.text(health) == "ok\n")
            expectPlainOperationsHeaders(health)
            let ready = try await Fixture.get(url, "readyz")
            #expect(ready.status == 200 && Fixture.text(ready) == "ready\n")
            expectPlainOperationsHeaders(ready)
            #expect(try await host.configuration.store.count() == 0, "no session was made")
        }
    }

    @Test func aStoreThatFailsMakesTheHostNotReadyButStillHealthy() async throws {
        try await Fixture.bareHost(WebHostConfiguration(store: UnavailableStore())) { _, url in
            #expect(try await Fixture.get(url, "healthz").status == 200, "liveness does not ask the store")
            let ready = try await Fixture.get(url, "readyz")
            #expect(ready.status == 503)
            expectPlainOperationsHeaders(ready)
            let text = Fixture.text(ready)
            #expect(text == "not ready: the session store postgres://haapi@db.internal:5432/sessions failed (unavailable)\n", "\(text)")
        }
    }

    @Test func aStoreThatHangsMakesTheHostNotReadyWithinTheBound() async throws {
        var configuration = WebHostConfiguration(store: HangingStore())
        configuration.readinessTimeout = .milliseconds(300)
        try await Fixture.bareHost(configuration) { _, url in
            let clock = ContinuousClock()
            let start = clock.now
            let ready = try await Fixture.get(url, "readyz")
            #expect(ready.status == 503)
            #expect(Fixture.text(ready).hasPrefix("not ready: the session store hanging did not answer within"), "\(Fixture.text(ready))")
            #expect(start.duration(to: clock.now) < .seconds(50), "answered at the bound, not when the store gave up")
        }
    }
}
