import HaapiDevServer
import InMemoryTracing
import Testing
import Tracing

/// What a trace of the web host and the dev server may hold: spans named for a method and
/// a route pattern or a store operation, attributes from a short list (method, route,
/// status, the server's address, the representation type, the store operation, an error's
/// type), and nothing of the person. Every test on ``WebFixture`` records its trace and
/// checks it here, so every journey the tests walk (in Chromium too) is checked.
enum TracePrivacy {
    /// The attributes a span may have.
    static let attributes: Set<String> = [
        "http.request.method", "http.route", "http.response.status_code", "server.address", "server.port",
        "haapi.representation.type", "db.operation.name", "error.type",
    ]

    /// The demo user's own data, which no span may hold.
    static let personal = [
        DevServerConfiguration.demoPassword, "demo@example.com", "199001011234", "Demo User", DevServerConfiguration.demoTOTPSecret,
    ]

    /// Records an issue for each thing `tracer`'s finished spans must not hold.
    static func expectPrivate(_ tracer: InMemoryTracer, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = problems(in: tracer.finishedSpans)
        #expect(problems.isEmpty, "the trace holds what it must not: \(problems.prefix(10).joined(separator: "; "))", sourceLocation: sourceLocation)
    }

    /// What is wrong with `spans`, one line each.
    static func problems(in spans: [FinishedInMemorySpan]) -> [String] {
        var problems: [String] = []
        for span in spans {
            if !isSafeName(span.operationName) { problems.append("a span named '\(span.operationName)'") }
            span.attributes.forEach { key, value in
                if !attributes.contains(key) { problems.append("'\(span.operationName)' has attribute \(key)") }
                let text = if case .string(let text) = value { text } else { "\(value)" }
                if text == "demo" || personal.contains(where: text.contains) { problems.append("'\(span.operationName)' \(key) = \(text)") }
            }
            for event in span.events { problems.append("'\(span.operationName)' has an event \(event.name)") }
            for error in span.errors { problems.append("'\(span.operationName)' recorded an error \(error.error)") }
        }
        return problems
    }

    /// `GET`, `POST /resume/{id}`, `session store save`.
    static func isSafeName(_ name: String) -> Bool {
        let parts = name.split(separator: " ", omittingEmptySubsequences: false)
        if parts.count == 3, parts[0] == "session", parts[1] == "store" { return parts[2].allSatisfy(\.isLetter) }
        guard (1...2).contains(parts.count), ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"].contains(parts[0]) else { return false }
        return parts.count == 1 || (parts[1].hasPrefix("/") && !parts[1].contains("?") && !personal.contains(where: parts[1].contains))
    }
}
