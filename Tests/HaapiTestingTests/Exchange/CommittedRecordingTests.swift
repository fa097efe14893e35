import Foundation
import HaapiFlow
import HaapiTesting
import HaapiUI
import Testing

/// Logins recorded once with `haapi record` (in `Recordings/`) replay with no server
/// at all, today and on any later day: the ID token is signed again for this run.
@MainActor
@Suite("Replaying committed recordings")
struct CommittedRecordingTests {
    static func recording(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: "Recordings/\(name)", withExtension: nil), "no recording \(name) in the test resources")
    }

    /// A stock flow session that talks to `replay` only, with its renderer running.
    func session(_ replay: ReplayTransport) throws -> (RecordingRenderer, Task<FlowResult, Never>) {
        let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try replay.folder.configurationBuilder().build())
            .setTransport(replay)
            .setLogger(.quiet("HaapiTestingTests.replay"))
            .build()
        let session = application.makeFlowSession()
        let renderer = RecordingRenderer()
        return (renderer, Task { await session.run(renderer: renderer) })
    }

    @Test func thePasswordLoginReplays() async throws {
        let replay = try ReplayTransport(contentsOf: try Self.recording("password-login"))
        let (renderer, run) = try session(replay)
        try await renderer.waitFor("Username and password")
        try renderer.choose("Username and password")
        try await renderer.waitFor("Password")
        try renderer.fill("Username", with: "demo")
        try renderer.fill("Password", with: "any password: the recording holds none")
        try renderer.press("Login")
        let result = try await within(20, "the replayed login") { await run.value }
        guard case .tokens(let tokens) = result else { throw TestFailure("ended with \(result)") }
        try await replay.finish()
        #expect(tokens.idTokenClaims?.subject == "demo")
    }

    @Test func theEmailCodeLoginReplays() async throws {
        let replay = try ReplayTransport(contentsOf: try Self.recording("email-code-login"))
        let (renderer, run) = try session(replay)
        try await renderer.waitFor("E-mail code")
        try renderer.choose("E-mail code")
        try await renderer.waitFor("E-mail address")
        try renderer.fill("E-mail address", with: "demo@example.com")
        try renderer.press("Send code")
        try await renderer.waitFor("Verify")
        try renderer.fill("Code", with: "123456")
        try renderer.press("Verify")
        let result = try await within(20, "the replayed login") { await run.value }
        guard case .tokens = result else { throw TestFailure("ended with \(result)") }
        try await replay.finish()
    }
}
