import Foundation
import HaapiDevServerTesting
import HaapiTesting
import Testing
@testable import HaapiClient

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport's waits end by their deadline, or at once when their caller is
/// cancelled, even when `URLSession` never reports the task's end: here the task belongs
/// to a session without the collector as its delegate, so no completion reaches it.
@Suite("ResponseCollector's deadline")
struct ResponseCollectorTests {
    /// A task whose end the collector never hears of.
    static func unheardTask(_ url: URL) -> @Sendable () -> URLSessionDataTask {
        { URLSession(configuration: .ephemeral).dataTask(with: url) }
    }

    @Test func aTaskThatNeverReportsItsEndEndsByItsDeadline() async throws {
        try await TestDevServer.run { server in
            // The bound ends the test if the wait waits for the completion it never hears.
            let task = Self.unheardTask(server.baseURL)
            let outcome = try await within(60, "a wait with a deadline of 0.5 s") { await ResponseCollector().run(deadline: 0.5, limit: 1024, task) }
            guard case .timedOut(let seconds) = outcome else {
                Issue.record("ended as \(outcome), not by its deadline")
                return
            }
            #expect(seconds == 0.5)
        }
    }

    @Test func aCancelledCallerStopsWaitingAtOnce() async throws {
        try await TestDevServer.run { server in
            let waiting = Task { await ResponseCollector().run(deadline: 3600, limit: 1024, Self.unheardTask(server.baseURL)) }
            try await Task.sleep(for: .milliseconds(100))
            waiting.cancel()
            guard case .cancelled = try await within(60, "a cancelled wait", { await waiting.value }) else {
                Issue.record("a cancelled wait did not end as cancelled")
                return
            }
        }
    }
}
