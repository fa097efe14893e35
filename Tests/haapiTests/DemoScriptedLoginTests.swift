import Foundation
import Testing

/// `haapi demo --answers FILE --json` signs in through each authenticator of the
/// embedded dev server with no terminal.
@Suite("haapi demo, scripted", .serialized)
struct DemoScriptedLoginTests {
    static func runDemo(_ answers: [String], extra: [String] = []) throws -> CommandRunner.Output {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-answers-\(UUID().uuidString).txt")
        try (answers.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try CommandRunner.run(["demo", "--answers", file.path, "--json"] + extra)
    }

    static func claims(_ output: CommandRunner.Output) -> [String: Any]? {
        tokenJSON(output)?["id_token_claims"] as? [String: Any]
    }

    static func tokenJSON(_ output: CommandRunner.Output) -> [String: Any]? {
        guard let start = output.stdout.range(of: "\n{\n")?.lowerBound ?? (output.stdout.hasPrefix("{") ? output.stdout.startIndex : nil),
              let data = String(output.stdout[start...]).data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object
    }

    @Test("every authenticator ends with tokens for the demo user", arguments: [
        ("username-password", ["Username and password", "demo", "Password1", ""], [String]()),
        ("email", ["E-mail code", "demo@example.com", "", "!code", ""], []),
        ("totp", ["TOTP", "demo", "!code", ""], []),
        ("bankid", ["BankID", "", "", "approve"], []),
        ("browser", ["browser", "approve"], []),
        ("username-password", ["Username and password", "demo", "Password1", "", "", "", ""], ["--consent"]),
    ])
    func login(amr: String, answers: [String], extra: [String]) throws {
        let output = try Self.runDemo(answers, extra: extra)
        #expect(output.status == 0, "stderr: \(output.stderr)")
        let claims = try #require(Self.claims(output), "no token JSON in: \(output.stdout.suffix(400))")
        #expect(claims["sub"] as? String == "demo")
        #expect((claims["amr"] as? [String]) == [amr])
        #expect(Self.tokenJSON(output)?["id_token_verified"] as? Bool == true, "the client verified the ID token")
        #expect(!output.stdout.contains("Password1\n"), "the password is not echoed")
    }

    @Test("the BankID screen shows the QR code and the countdown")
    func bankIDScreen() throws {
        let output = try Self.runDemo(["BankID", "", "", "approve"])
        #expect(output.stdout.contains("▀▀▀▀▀▀▀"))
        #expect(output.stdout.contains("minutes and 0 seconds remaining"))
    }

    @Test("answers that run out end with status 1 and one line")
    func answersRunOut() throws {
        let output = try Self.runDemo(["Username and password", "demo"])
        #expect(output.status == 1)
        #expect(output.stderr == "haapi: login failed: the answers ended before the login did\n")
    }

    @Test("Cancel on the BankID screen goes back to the authenticators")
    func cancelBankID() throws {
        let output = try Self.runDemo(["BankID", "", "", "Cancel"])
        #expect(output.stdout.components(separatedBy: "Select Authentication Method").count == 3)
        #expect(output.status == 1, "the answers end on the selector")
    }

    @Test("bad options are usage errors")
    func usage() throws {
        #expect(try CommandRunner.run(["login", "--client-id", "x"]).status == 64)
        #expect(try CommandRunner.run(["demo", "--language", "de"]).status == 64)
    }
}
