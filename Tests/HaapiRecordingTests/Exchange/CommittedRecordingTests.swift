import Foundation
import HaapiFlow
import HaapiRecording
import HaapiTesting
import HaapiUI
import Testing

/// Logins recorded once with `haapi record` (in `Recordings/`) replay with no server
/// at all, today and on any later day: the ID token is signed again for this run.
/// (The password login is the replay article's example, in DocumentationReplayExampleTests.)
@MainActor
@Suite("Replaying committed recordings")
struct CommittedRecordingTests {
    static func recording(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: "Recordings/\(name)", withExtension: nil), "no recording \(name) in the test resources")
    }

    /// A stock flow session that talks to `replay` only, with its renderer running.
    func session(_ replay: ReplayTransport, clock: TestClock = TestClock()) throws -> (RecordingRenderer, Task<FlowResult, Never>) {
        let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try replay.folder.configurationBuilder().build())
            .setTransport(replay)
            .setClock(clock)
            .setLogger(.quiet("HaapiRecordingTests.replay"))
            .build()
        let session = application.makeFlowSession()
        let renderer = RecordingRenderer()
        return (renderer, Task { await session.run(renderer: renderer) })
    }

    @Test func theEmailCodeLoginReplays() async throws {
        let replay = try ReplayTransport(contentsOf: try Self.recording("email-code-login"))
        let (renderer, run) = try session(replay)
        do {
            try await renderer.waitFor("E-mail code")
        } catch {
            throw TestError("\(error); the replay played \(await replay.played) requests; mismatch: \(String(describing: await replay.mismatch))")
        }
        try renderer.choose("E-mail code")
        try await renderer.waitFor("E-mail address")
        try renderer.fill("E-mail address", with: "demo@example.com")
        try renderer.press("Send code")
        try await renderer.waitFor("Verify")
        try renderer.fill("Code", with: "123456")
        try renderer.press("Verify")
        let result = try await within(60, "the replayed login") { await run.value }
        guard case .tokens = result else { throw TestError("ended with \(result)") }
        try await replay.finish()
    }

    @Test func theBankIDLoginPollsOnTheTestClockWithoutWaiting() async throws {
        let replay = try ReplayTransport(contentsOf: try Self.recording("bankid-login"))
        let clock = TestClock()
        let (renderer, run) = try session(replay, clock: clock)
        try await renderer.waitFor("BankID")
        try renderer.choose("BankID")
        try await renderer.waitFor("Personal number")
        try renderer.activate(role: .primary)   // two forms read "Login"; the primary one is the other device
        try await renderer.waitFor("Cancel")
        // Each poll waits on the test clock: move it until the recording is played.
        var waited: Duration = .zero
        for _ in 0..<50 {
            let played = await replay.played
            guard played < replay.folder.exchanges.count, await replay.mismatch == nil else { break }
            waited += (try? await clock.advanceToNextSleeper(within: .seconds(30), patience: .milliseconds(300))) ?? .zero
        }
        let result = try await within(60, "the replayed login") { await run.value }
        guard case .tokens = result else { throw TestError("ended with \(result)") }
        try await replay.finish()
        #expect(waited > .zero, "the poll waited on the test clock, not in real time")
    }
}
