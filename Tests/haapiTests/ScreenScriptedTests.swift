import Foundation
import Testing

/// `haapi screen NAME --answers FILE` shows one onboarding screen alone, answered by
/// the demo delegate, and reports the answer.
@Suite("haapi screen, scripted", .serialized)
struct ScreenScriptedTests {
    static func screen(_ name: String, _ answers: [String], extra: [String] = []) async throws -> CommandRunner.Output {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-screen-\(UUID().uuidString).txt")
        try (answers.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await CommandRunner.run(["screen", name, "--answers", file.path] + extra)
    }

    @Test("the consent page alone shows its rich text and reports Agree and Deny")
    func consent() async throws {
        let agreed = try await Self.screen("consent", ["Agree"])
        #expect(agreed.status == 0, "stderr: \(agreed.stderr)\n\(agreed.stdout)")
        #expect(agreed.stdout.contains("Data Privacy"))
        #expect(agreed.stdout.contains("on this device only."), "the bold words without their stars: \(agreed.stdout)")
        #expect(!agreed.stdout.contains("**"))
        #expect(agreed.stdout.contains("<https://curity.io/resources/>"), "the link's URL after its words")
        #expect(agreed.stdout.hasSuffix("Consent given.\n"))
        let denied = try await Self.screen("consent", ["Deny"], extra: ["--json"])
        #expect(denied.status == 4, "stderr: \(denied.stderr)")
        #expect(denied.stdout.hasSuffix(#"{"outcome":"denied","screen":"consent"}"# + "\n"))
    }

    @Test("basic authentication refuses a wrong password on the screen, then signs the demo user in")
    func basicAuthentication() async throws {
        let output = try await Self.screen("basic-authentication", ["demo", "wrong", "", "demo", "Password1", ""])
        #expect(output.status == 0, "stderr: \(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("The username or password is incorrect"))
        #expect(output.stdout.contains("[1] Sign In, button"), "Sign In is offered once both fields hold something")
        #expect(output.stdout.hasSuffix("Signed in as demo.\n"))
        #expect(output.stdout.contains("Password: •••••••••") && !output.stdout.contains("Password: Password1"), "the password is not echoed")
        #expect(!output.stdout.contains("wrong"), "passwords are not echoed")
    }

    @Test("dynamic authentication asks its fields in the chosen language and accepts the demo user")
    func dynamicAuthentication() async throws {
        let output = try await Self.screen("dynamic-authentication", ["demo", "Password1", ""], extra: ["--language", "sv"])
        #expect(output.status == 0, "stderr: \(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("Användarnamn:"))
        #expect(output.stdout.contains("  Konfigurera\n"), "an authentication screen is headed as an onboarding step, not Sign in twice")
        #expect(output.stdout.hasSuffix("The information was accepted.\n"))
        let cancelled = try await Self.screen("dynamic-authentication", ["", "", "Avbryt"], extra: ["--language", "sv"])
        #expect(cancelled.status == 3, "stderr: \(cancelled.stderr)\n\(cancelled.stdout)")
    }

    @Test("the multi-user passcode screen unlocks the user shown, or another after Switch User")
    func multiUserPasscode() async throws {
        let anna = try await Self.screen("multi-user-passcode", ["anna-123", ""])
        #expect(anna.status == 0, "stderr: \(anna.stderr)\n\(anna.stdout)")
        #expect(anna.stdout.contains("Anna van Berg") && anna.stdout.contains("AB"))
        #expect(anna.stdout.contains("  Passcode\n") && !anna.stdout.contains("Set up"), "headed as haapi unlock is: \(anna.stdout.prefix(300))")
        #expect(anna.stdout.hasSuffix("Unlocked for Anna van Berg.\n"))
        let bert = try await Self.screen("multi-user-passcode", ["", "Switch User", "", "Bert Nilsson", "bert-456", ""])
        #expect(bert.status == 0, "stderr: \(bert.stderr)\n\(bert.stdout)")
        #expect(bert.stdout.hasSuffix("Unlocked for Bert Nilsson.\n"))
        let added = try await Self.screen("multi-user-passcode", ["", "Add New User"], extra: ["--json"])
        #expect(added.stdout.hasSuffix(#"{"outcome":"add_user","screen":"multi-user-passcode"}"# + "\n"), "\(added.stdout)")
    }

    @Test("answers that end before the screen was answered fail, and an unknown screen is a usage error")
    func failures() async throws {
        let ended = try await Self.screen("basic-authentication", ["demo"])
        #expect(ended.status == 1)
        #expect(ended.stderr.contains("the answers ended before the screen was answered"))
        let unknown = try await CommandRunner.run(["screen", "welcome"])
        #expect(unknown.status == 64)
    }
}
