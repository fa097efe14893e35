import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiTesting
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// A renderer that knows only the HaapiUI contract logs in against the dev server:
/// it finds controls by stable id, title and role and waits for the display to
/// move on, as a terminal or web renderer does.
@MainActor
@Suite("A contract-only renderer logs in against the dev server")
struct RecordingRendererLoginTests {
    /// The ids of the stock password screen in its container, in focus order. A
    /// change to the id rules or to the screen's views shows here first.
    static let passwordScreenIDs: [ControlID] = [
        "closeButton", "textField-userName", "textField-password", "button-0", "linkView-0", "linkView-1",
    ]

    /// Does `action` on the screen and waits until the display moves on (not
    /// counting progress); `nil` when the session ended.
    func act(_ session: HaapiFlowSession, _ what: String, _ action: () throws -> Void) async throws -> DisplayChange? {
        let version = session.displayVersion
        try action()
        return try await within(300, "the display to change after \(what)") { await session.waitForDisplayChange(after: version) }
    }

    @Test func logsInToTokensAfterAWrongPassword() async throws {
        try await TestDevServer.run { h in
            let session = try h.application(registry: ViewControllerFactoryRegistry()).makeFlowSession()
            let renderer = RecordingRenderer()
            let run = Task { await session.run(renderer: renderer) }

            // The authenticator picker.
            #expect(try await within(300, "the first screen") { await session.waitForDisplayChange(after: 0) } == .newScreen)
            #expect(renderer.controls.entries.contains { $0.control.title == "Username and password" })
            #expect(try await act(session, "choosing username and password") { try renderer.activate(titled: "Username and password") } == .newScreen)

            // The password screen.
            #expect(renderer.controls.ids == Self.passwordScreenIDs)
            #expect(renderer.frames.last?.ids == Self.passwordScreenIDs)
            #expect(renderer.frames.last?.problems == [])
            #expect(renderer.controls.first(role: .primary)?.title == "Login")
            #expect(renderer.controls.first(role: .close)?.title == "Close")

            try renderer.type(DevServerConfiguration.demoUsername, into: "textField-userName")
            try renderer.type("not the password", into: "textField-password")
            let wrong = try await act(session, "a wrong password") { try renderer.activate(role: .primary) }
            #expect(wrong == .content, "a wrong password is new content on the same screen")
            #expect(renderer.frames.last?.change == .content)
            #expect(renderer.frames.last?.problems.contains("Incorrect credentials") == true,
                    "the problem is drawn: \(renderer.frames.last?.problems ?? [])")
            #expect(renderer.controls.ids == Self.passwordScreenIDs, "the same controls, with the same ids")

            try renderer.type(DevServerConfiguration.demoPassword, into: "textField-password")
            try renderer.activate(role: .primary)
            let result = try await within(300, "the login to end") { await run.value }
            guard case .tokens(let tokens) = result else {
                Issue.record("expected tokens, got \(result)")
                return
            }
            #expect(!tokens.accessToken.isEmpty)

            let shown = renderer.changes.filter { $0 != .progress }
            #expect(Array(shown.prefix(3)) == [.newScreen, .newScreen, .content])
            #expect(renderer.changes.contains(.progress), "loading was shown while the server answered")
            #expect(await session.waitForDisplayChange(after: session.displayVersion) == nil, "the session ended")
        }
    }
}
