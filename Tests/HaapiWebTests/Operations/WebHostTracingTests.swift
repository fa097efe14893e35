import Foundation
import HaapiDevServer
import HaapiTesting
import HaapiWeb
import InMemoryTracing
import Testing
import Tracing

/// Traces of the host and the dev server in one process: each page request a server span of
/// its sign-in's trace, each HAAPI request a client span whose context the server continues,
/// each store call a span; operations routes untraced; nothing of the person in any of it.
@MainActor
@Suite("Web host traces")
struct WebHostTracingTests {
    @Test func aSignInIsOneTraceAcrossTheHostAndTheServer() async throws {
        try await WebFixture.run { web in
            var browser = try await PlainBrowser.open(web.baseURL)
            try await browser.press("Username and password")
            try await browser.press("Login", ["textField-userName": "demo", "textField-password": "Password1"])
            #expect(browser.page.contains("You are signed in"), "\(browser.page.suffix(800))")
            _ = try await OperationsFixture.get(web.baseURL, "healthz")
            _ = try await OperationsFixture.get(web.baseURL, "metrics")

            let spans = web.tracer.finishedSpans
            let pages = spans.filter { ["GET /", "POST /"].contains($0.operationName) }
            #expect(pages.count == 5, "the page, two posts and the page after each: \(spans.map(\.operationName))")
            #expect(Set(pages.map(\.traceID)).count == 1, "one sign-in, one trace")
            let trace = pages.first?.traceID
            let server = spans.filter { $0.operationName.hasPrefix("POST /authn/") || $0.operationName == "POST /oauth/token" }
            #expect(!server.isEmpty && server.allSatisfy { $0.traceID == trace }, "the dev server continues the trace: \(server.map(\.operationName))")
            let clients = spans.filter { $0.kind == .client && !$0.operationName.hasPrefix("session store") }
            #expect(clients.contains { $0.attributes["haapi.representation.type"]?.toSpanAttribute() == .string("authentication-step") })
            #expect(spans.contains { $0.operationName == "session store save" && $0.traceID == trace })
            #expect(!spans.contains { $0.operationName.contains("healthz") || $0.operationName.contains("metrics") }, "operations are not traced")
            #expect(pages.allSatisfy { $0.attributes["http.route"] != nil && $0.attributes["http.response.status_code"] != nil })
        }
    }

    @Test func thePrivacyCheckFindsWhatASpanMustNotHold() {
        let tracer = InMemoryTracer()
        let span = tracer.startSpan("POST /", ofKind: .server)
        span.attributes["user.name"] = "demo"
        span.attributes["http.route"] = "/?user=demo@example.com"
        span.end()
        tracer.startSpan("GET /authn/authenticate/Password1", ofKind: .server).end()
        let problems = TracePrivacy.problems(in: tracer.finishedSpans)
        #expect(problems.count == 4, "\(problems)")
    }
}
