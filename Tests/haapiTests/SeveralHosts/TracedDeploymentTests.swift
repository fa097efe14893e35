import Foundation
import HaapiDevServerTesting
import HaapiTesting
import Testing

/// Traces as an operator sees them: `haapi dev-server` and two `haapi web` hosts sending
/// OTLP/HTTP to a collector (the test kit's ``OTLPReceiver``), one person signing in through
/// both hosts by turns. The sign-in is one trace across the three processes, and nothing
/// of the person (their name, password, cookie or tokens) is in any span or metric.
@MainActor
@Suite("haapi web and dev-server traces", .timeLimit(.minutes(10)))
struct TracedDeploymentTests {
    @Test func aSignInThroughTwoHostsAndTheServerIsOneTraceWithNoPersonalData() async throws {
        let receiver = try await OTLPReceiver.start()
        let tag = UUID().uuidString.prefix(8).lowercased()
        let (user, password) = ("tracy-\(tag)", "Pw-\(tag)-secret")
        let server = """
            users:
              - username: \(user)
                password: \(password)
                email: \(user)@example.com
            security:
              passwordIterations: 1000
            """
        let environment = [
            "OTEL_EXPORTER_OTLP_ENDPOINT": receiver.url.absoluteString, "OTEL_EXPORTER_OTLP_PROTOCOL": "http/json",
            "OTEL_BSP_SCHEDULE_DELAY": "200", "OTEL_METRIC_EXPORT_INTERVAL": "500",
        ]
        var cookie = ""
        try await WebDeployment.run(store: StoreKindForCommands.sqlitePath(), serverConfiguration: server, environment: environment) { deployment in
            var browser = try await PlainBrowser.open(deployment.hostURLs[0])
            browser.rotation = deployment.hostURLs
            try await browser.press("Username and password")
            try await browser.press("Login", ["textField-userName": user, "textField-password": password])
            #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(1200))")
            cookie = String(browser.cookie.drop { $0 != "=" }.dropFirst())
        }
        // Every process flushed its spans as it stopped (SIGTERM, SIGINT); the collector has them.
        let spans = receiver.spans
        await receiver.stop()

        let pages = spans.filter { $0.service == "haapi-web" && $0.kind == "server" }
        let traces = Set(pages.map(\.traceID))
        #expect(traces.count == 1, "one sign-in, one trace: \(pages.map { "\($0.name) \($0.traceID)" })")
        guard let trace = traces.first else { return }
        let inTrace = spans.filter { $0.traceID == trace }
        // Both hosts served it, and the dev server's spans continue it.
        #expect(Set(pages.compactMap { $0.resource["service.instance.id"] }) == ["host-0", "host-1"], "\(pages.map(\.resource))")
        let served = inTrace.filter { $0.service == "haapi-dev-server" }
        #expect(served.contains { $0.name.hasPrefix("POST /authn/") }, "\(served.map(\.name))")
        #expect(served.contains { $0.name == "POST /oauth/token" }, "\(served.map(\.name))")
        // Each of the server's spans has its parent in the trace: a host's client span that sent the traceparent.
        let ids = Set(inTrace.map(\.spanID))
        #expect(served.allSatisfy { $0.parentSpanID.map(ids.contains) == true }, "\(served.map { "\($0.name) ← \($0.parentSpanID ?? "none")" })")
        let clients = inTrace.filter { $0.service == "haapi-web" && $0.kind == "client" }
        #expect(clients.contains { $0.attributes["haapi.representation.type"] == "authentication-step" }, "\(clients.map(\.attributes))")
        #expect(inTrace.contains { $0.name.hasPrefix("session store ") })

        // Nothing of the person in any export: spans, metrics.
        let exported = receiver.bodies().joined(separator: "\n")
        for secret in [user, password, "\(user)@example.com", cookie] where !secret.isEmpty {
            #expect(!exported.contains(secret), "exported: \(secret)")
        }
        #expect(!exported.contains("eyJ"), "a token (JWT) was exported")
        #expect(receiver.metricNames.contains("haapi_web_logins_ended_total"), "\(receiver.metricNames.sorted())")
    }

    /// SIGTERM in the middle of a sign-in: the host answers what is under way, saves the login
    /// to the store, closes it and then sends its spans (held until then: a long batch delay),
    /// in that order, and exits by itself; the other host finishes the sign-in from the store.
    @Test func sigtermStopsTheHostThenTheStoreThenTheExporterWithNothingLost() async throws {
        let receiver = try await OTLPReceiver.start()
        let environment = [
            "OTEL_EXPORTER_OTLP_ENDPOINT": receiver.url.absoluteString, "OTEL_EXPORTER_OTLP_PROTOCOL": "http/json",
            // Nothing leaves before the shutdown's flush.
            "OTEL_BSP_SCHEDULE_DELAY": "600000", "OTEL_METRICS_EXPORTER": "none",
        ]
        // PostgreSQL where the test has it (the store a host closes as it stops), else SQLite.
        try await WebDeployment.run(
            store: try await SeveralHostsCommandTests.store(), serverConfiguration: "security:\n  passwordIterations: 1000\n", environment: environment
        ) { deployment in
            var browser = try await PlainBrowser.open(deployment.hostURLs[0])
            try await browser.press("Username and password")
            #expect(receiver.spans.filter { $0.resource["service.instance.id"] == "host-0" }.isEmpty, "held until the shutdown")
            let exit = await deployment.terminate(0)
            #expect(exit?.status == 0 && exit?.bySignal == false, "it stopped by itself: \(String(describing: exit))")
            // The exporter stopped last: the spans of the host's requests reached the collector.
            let first = receiver.spans.filter { $0.resource["service.instance.id"] == "host-0" && $0.kind == "server" }
            #expect(first.contains { $0.name == "POST /" }, "\(first.map(\.name))")
            // The store was closed after the host saved the login: the other host continues it.
            browser.base = deployment.hostURLs[1]
            try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
            #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(800))")
        }
        await receiver.stop()
    }
}
