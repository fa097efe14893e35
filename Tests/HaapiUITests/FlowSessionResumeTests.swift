import Crypto
import Foundation
import HaapiClient
import HaapiDevServerTesting
import HaapiFlow
import HaapiTesting
import HaapiUI
import Testing

/// A login saved by one session continues in another (a restarted process), with
/// the same DPoP key.
@MainActor
@Suite("Resuming a saved login")
struct FlowSessionResumeTests {
    @Test func aSavedBankIDLoginContinuesInANewSessionWithTheSameKey() async throws {
        try await TestDevServer.run { server in
            let application = try server.application()
            let key = P256.Signing.PrivateKey()
            let first = application.makeFlowSession(client: application.makeClient(dpopKeyStore: InMemoryDPoPKeyStore(key: key)))
            let renderer = RecordingRenderer()
            let run = Task { await first.run(renderer: renderer) }
            try await renderer.waitFor("BankID")
            try renderer.choose("BankID")
            try await renderer.waitFor("Personal number")
            try renderer.activate(role: .primary)
            try await renderer.waitFor("Cancel")
            let saved = try #require(await first.persistedState(), "a running flow can be saved")
            await first.cancel()
            #expect(await run.value == .cancelled)

            // "After the restart": a new session, the same key, the saved flow.
            let again = application.makeFlowSession(
                resuming: saved, client: application.makeClient(dpopKeyStore: InMemoryDPoPKeyStore(key: key)))
            let second = RecordingRenderer()
            let resumed = Task { await again.run(renderer: second) }
            try await second.waitFor("Cancel")
            try await server.approveBankID()
            let result = try await within(30, "the resumed login") { await resumed.value }
            guard case .tokens(let tokens) = result else { throw TestError("the resumed login ended with \(result)") }
            #expect(tokens.idTokenClaims?.subject != nil)
        }
    }

    @Test func aSavedFlowDoesNotContinueWithAnotherKey() async throws {
        try await TestDevServer.run { server in
            let application = try server.application()
            let first = application.makeFlowSession()
            let renderer = RecordingRenderer()
            let run = Task { await first.run(renderer: renderer) }
            try await renderer.waitFor("Username and password")
            let saved = try #require(await first.persistedState())
            await first.cancel()
            _ = await run.value
            // Another key (the application's own store holds the first one): the server does not hand the flow over.
            let stranger = application.makeFlowSession(resuming: saved, client: application.makeClient(dpopKeyStore: InMemoryDPoPKeyStore()))
            let other = RecordingRenderer()
            let resumed = Task { await stranger.run(renderer: other) }
            try await other.waitFor("Username and password")
            try other.choose("Username and password")
            // The server refuses the session; the flow starts over at the picker, never on the saved flow's form.
            try await waitUntil("the flow to start over; on screen: \(other.text)") { other.frames.count >= 3 }
            #expect(other.changes.last == .newScreen)
            #expect(other.controls.ids.contains("option-0"))
            #expect(!other.frames.contains { $0.ids.contains("textField-password") }, "the saved flow's password form is never shown")
            await stranger.cancel()
            _ = await resumed.value
        }
    }
}
