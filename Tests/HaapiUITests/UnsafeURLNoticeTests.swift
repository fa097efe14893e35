import HaapiDevServer
import HaapiDevServerTesting
import HaapiFlow
import HaapiTesting
import Testing
@testable import HaapiScreenKit
@testable import HaapiUI

/// The stock application against a server whose client operations open an `smb:`
/// share: nothing is opened, the person reads why in the app's words, and can sign in
/// another way (the flow never stays busy with the fallback).
@MainActor
@Suite("A refused client operation is told and the login goes on")
struct UnsafeURLNoticeTests {
    @Test func theBrowserSignInToAnSMBShareIsRefusedTheBannerSaysSoAndThePasswordWorks() async throws {
        var options = TestDevServer.options()
        options.hostile = .clientOperationSMB
        try await TestDevServer.run(options: options) { h in
            let session = try h.application().makeFlowSession()
            let renderer = RecordingRenderer()
            let run = Task { await session.run(renderer: renderer) }
            try await renderer.waitFor("Login in the browser", seconds: 300)
            try renderer.activate(titled: "Login in the browser")
            // Back at the picker, with the banner.
            try await renderer.waitFor("Not opened", seconds: 300)
            #expect(renderer.frames.last?.problems.contains { $0.contains("does not open") } == true, "\(renderer.frames.last?.problems ?? [])")
            try renderer.activate(titled: "Username and password")
            try await renderer.waitFor("Password", seconds: 300)
            try renderer.type(DevServerConfiguration.demoUsername, into: "textField-userName")
            try renderer.type(DevServerConfiguration.demoPassword, into: "textField-password")
            try renderer.activate(role: .primary)
            let result = try await within(300, "the login to end") { await run.value }
            guard case .tokens = result else { throw TestError("expected tokens, got \(result)") }
            #expect(h.server.foreignOriginRequests().isEmpty)
        }
    }
}
