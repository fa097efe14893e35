import Foundation
import HaapiClient
import HaapiFlow
import HaapiTesting
import HaapiTerminal
import HaapiUI
import Logging
import Testing

/// ``TerminalFlowRunner`` runs a whole login against the dev server, answered
/// from a list as a script would.
@MainActor
@Suite("TerminalFlowRunner", .serialized)
struct TerminalFlowRunnerTests {
    static let quiet = Logger.quiet("HaapiTerminalTests")

    /// Runs `answers` against a fresh dev server; returns the outcome and what was printed.
    static func login(_ answers: [String], language: String = "en") async throws -> (TerminalFlowOutcome, String) {
        try await TestDevServer.run { server in
            let client = try server.client(configuration: try server.clientConfiguration(scopes: ["openid"]), logger: quiet)
            var registry = ThemeRegistry.standard
            registry.setLanguage(tag: language)
            var runner = TerminalFlowRunner(themeRegistry: registry, encoder: .plain)
            let output = MemoryOutputStream()
            runner.output = output
            let outcome = await runner.run(HaapiFlowDriver(client: client, logger: quiet), mode: .answers(answers))
            return (outcome, output.text)
        }
    }

    @Test func answersSignInWithVerifiedClaimsAndHiddenPassword() async throws {
        let (outcome, text) = try await Self.login(["Username and password", "demo", "Password1", ""])
        guard case .tokens(let tokens) = outcome.result else {
            Issue.record("no tokens: \(outcome.result)\n\(text)")
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
            Issue.record("expected cancelled, got \(outcome.result)")
            return
        }
    }

    @Test func screensFollowTheLanguage() async throws {
        let (_, text) = try await Self.login(["Username and password"], language: "sv")
        #expect(text.contains("Logga in\n"))
    }
}
