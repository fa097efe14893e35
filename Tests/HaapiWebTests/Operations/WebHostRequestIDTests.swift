import Foundation
import HaapiClient
import HaapiTesting
import Logging
import Testing

@testable import HaapiWeb

/// Each request has an id: the proxy's when it is a short safe token, else a new one;
/// it is in the `X-Request-Id` answer and in every line logged while it is served.
@MainActor
@Suite("Web host request ids")
struct WebHostRequestIDTests {
    typealias Fixture = OperationsFixture

    @Test func aSafeIdIsKeptAndAnyOtherReplaced() async throws {
        try await Fixture.bareHost(WebHostConfiguration()) { _, url in
            let given = "nginx-5f2b_9A" + String(repeating: "x", count: 51)
            #expect(try await Fixture.get(url, "healthz", headers: ["X-Request-Id": given]).headers["X-Request-Id"] == given)
            var made: Set<String> = []
            for unsafe in [nil, "", "two words", "id\"<script>", "é", given + "y"] {
                let headers: TransportHeaders = unsafe.map { ["X-Request-Id": $0] } ?? [:]
                let id = try #require(try await Fixture.get(url, "healthz", headers: headers).headers["X-Request-Id"])
                #expect(id != unsafe && (1...64).contains(id.count), "\(id) for \(unsafe ?? "none")")
                #expect(id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
                made.insert(id)
            }
            #expect(made.count == 6, "a new id each time")
            let missing = try await Fixture.get(url, "no-such-page", headers: ["X-Request-Id": "lost-1"])
            #expect(missing.status == 404 && missing.headers["X-Request-Id"] == "lost-1", "an unmatched path too")
            #expect(missing.headers["X-Content-Type-Options"] == "nosniff")
        }
    }

    @Test func linesAreMarkedOnlyWhileTheRequestIsUnderWay() {
        let capture = LogCapture()
        let logger = RequestIDLogHandler.marking(capture.logger())
        let id = RequestID(given: "r-1")
        RequestID.$current.withValue(id) {
            logger.info("during")
            id.end()
            logger.info("after the answer", metadata: ["step": "saved"])
        }
        logger.info("outside")
        #expect(capture.lines == ["info during request-id=r-1 [HaapiWebTests]", "info after the answer step=saved [HaapiWebTests]", "info outside  [HaapiWebTests]"])
    }

    @Test func whatTheHostLogsWhileServingARequestNamesIt() async throws {
        let capture = LogCapture()
        try await WebFixture.run(hostLogger: capture.logger()) { web in
            let page = try await Fixture.get(web.baseURL, "")
            let cookie = try WebHostHTTPTests.cookie(page)
            let post = try await OperationsFixture.http.send(TransportRequest(
                method: "POST", url: web.baseURL, headers: ["Content-Type": "text/plain", "Cookie": cookie, "X-Request-Id": "req-42"],
                body: Data("not a form".utf8)))
            #expect(post.status == 303 && post.headers["X-Request-Id"] == "req-42")
        }
        let refused = capture.lines.filter { $0.contains("a posted form was refused") }
        #expect(refused.count == 1, "\(capture.text)")
        #expect(refused.first?.contains("request-id=req-42") == true, "\(refused)")
        #expect(!capture.lines.contains { $0.contains("request-id=") && !$0.contains("request-id=req-42") && $0.contains("posted") })
    }
}
