import Foundation
import HaapiClient
import HaapiFlow
import HaapiRecording
import HaapiTerminal
import HaapiTesting
import HaapiUI
import Logging
import Testing

/// ``TerminalFlowRunner`` runs a whole login, answered from a list as a script would,
/// against a login recorded from the dev server (`haapi record`) and replayed: no
/// server runs, so this target does not build one.
@MainActor
@Suite("TerminalFlowRunner", .serialized)
struct TerminalFlowRunnerTests {
    static let quiet = Logger.quiet("HaapiTerminalTests")
    /// The password login HaapiRecordingTests replay too.
    static let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HaapiRecordingTests/Recordings/password-login")

    /// Runs `answers` against the replayed login, through the application an app
    /// would build; returns the outcome and what was printed.
    static func login(_ answers: [String], language: String = "en") async throws -> (TerminalRunOutcome<FlowResult>, String) {
        let replay = try ReplayTransport(contentsOf: recording)
        let application = try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: try replay.folder.configurationBuilder().build())
            .setTransport(replay)
            .addModule(.terminal)
            .setLanguage(tag: language)
            .setLogger(quiet)
            .build()
        var runner = TerminalFlowRunner(encoder: .plain)
        let output = MemoryOutputStream()
        runner.output = output
        let outcome = await runner.run(application.makeFlowSession(), mode: .answers(answers))
        if case .tokens = outcome.result { try await replay.finish() }
        return (outcome, output.text)
    }

    @Test func answersSignInWithVerifiedClaimsAndHiddenPassword() async throws {
        let (outcome, text) = try await Self.login(["Username and password", "demo", "Password1", ""])
        guard case .tokens(let tokens) = outcome.result else {
            Issue.record("no tokens: \(String(describing: outcome.result))\n\(text)")
            return
        }
        #expect(tokens.idTokenClaims?.subject == "demo")
        #expect(!outcome.answersRanOut)
        #expect(text.contains("Sign in\n"), "the container's title heads each screen")
        #expect(text.contains("Password: •••••••••"))
        #expect(!text.contains("Password1"))
    }

    @Test func answersThatRunOutAreToldApartFromACancel() async throws {
        let (outcome, text) = try await Self.login(["Username and password", "demo"])
        #expect(outcome.answersRanOut, "\(text)")
        guard case .cancelled = outcome.result else {
            Issue.record("expected cancelled, got \(String(describing: outcome.result))")
            return
        }
    }

    @Test func screensFollowTheLanguage() async throws {
        let (_, text) = try await Self.login(["Username and password"], language: "sv")
        #expect(text.contains("Logga in\n"))
    }
}
