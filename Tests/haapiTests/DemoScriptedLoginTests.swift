import Foundation
import Testing

/// `haapi demo --answers FILE --json` signs in through each authenticator of the
/// embedded dev server with no terminal.
@Suite("haapi demo, scripted", .serialized)
struct DemoScriptedLoginTests {
    static func runDemo(_ answers: [String], extra: [String] = []) async throws -> CommandRunner.Output {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-answers-\(UUID().uuidString).txt")
        try (answers.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await CommandRunner.run(["demo", "--answers", file.path, "--json"] + extra)
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

    @Test("every authenticator ends with tokens for the demo user, the ID token naming how", arguments: [
        ("username-password", ["pwd"], ["Username and password", "demo", "Password1", "", "Not now"], [String]()),
        ("email", ["otp"], ["E-mail code", "demo@example.com", "", "!code", ""], []),
        ("totp", ["otp"], ["TOTP", "demo", "!code", ""], []),
        ("bankid", ["swk", "pin", "mfa"], ["BankID", "", "", "approve"], []),
        ("browser", ["mca"], ["browser", "approve"], []),
        ("username-password", ["pwd"], ["Username and password", "demo", "Password1", "", "Not now", "", "", ""], ["--consent"]),
    ])
    func login(authenticator: String, amr: [String], answers: [String], extra: [String]) async throws {
        let output = try await Self.runDemo(answers, extra: extra)
        #expect(output.status == 0, "stderr: \(output.stderr)")
        let claims = try #require(Self.claims(output), "no token JSON in: \(output.stdout.suffix(400))")
        #expect(claims["sub"] as? String == "demo")
        #expect((claims["amr"] as? [String]) == amr)
        #expect((claims["acr"] as? String)?.hasSuffix(":\(authenticator)") == true, "\(claims["acr"] ?? "no acr")")
        #expect(Self.tokenJSON(output)?["id_token_verified"] as? Bool == true, "the client verified the ID token")
        #expect(!output.stdout.contains("Password1\n"), "the password is not echoed")
    }

    @Test("the BankID screen shows the QR code and the countdown")
    func bankIDScreen() async throws {
        let output = try await Self.runDemo(["BankID", "", "", "approve"])
        #expect(output.stdout.contains("▀▀▀▀▀▀▀"))
        #expect(output.stdout.contains("minutes and 0 seconds remaining"))
    }

    @Test("empty required fields are refused on the screen, which is asked again")
    func requiredFields() async throws {
        let output = try await Self.runDemo(["Username and password", "", "", "", "demo", "Password1", "", "Not now"])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(output.stdout.components(separatedBy: "This field is required.").count == 3, "both fields say so: \(output.stdout.prefix(1500))")
        #expect(Self.claims(output)?["sub"] as? String == "demo")
    }

    @Test("incorrect credentials stay on the screen with the user name kept")
    func incorrectCredentials() async throws {
        let output = try await Self.runDemo(["Username and password", "demo", "wrong", "", "", "Password1", "", "Not now"])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(output.stdout.contains("Incorrect credentials"))
        #expect(output.stdout.contains("4 attempts left"))
        #expect(Self.claims(output)?["sub"] as? String == "demo", "an empty answer keeps the user name typed before")
    }

    @Test("answers that run out end with status 1 and one line")
    func answersRunOut() async throws {
        let output = try await Self.runDemo(["Username and password", "demo"])
        #expect(output.status == 1)
        #expect(output.stderr == "haapi: login failed: the answers ended before the login did\n")
    }

    @Test("Cancel on the BankID screen goes back to the authenticators")
    func cancelBankID() async throws {
        let output = try await Self.runDemo(["BankID", "", "", "Cancel"])
        #expect(output.stdout.components(separatedBy: "Select Authentication Method").count == 3)
        #expect(output.status == 1, "the answers end on the selector")
    }

    @Test("--language sv: the stock texts and the countdown are Swedish")
    func swedish() async throws {
        let output = try await Self.runDemo(["BankID", "", "", "approve"], extra: ["--language", "sv"])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(output.stdout.contains("Logga in"))
        #expect(output.stdout.contains("minuter och 0 sekunder"), "\(output.stdout.prefix(3000))")
    }

    @Test("--theme: a JSON theme's string overrides reach the screens; a broken theme is one line and status 1")
    func theme() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-theme-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        // HaapiUI's keys and the terminal module's keys alike: the demo's application
        // registers the terminal's words before it loads the theme.
        try #"{ "strings": { "en": { "hui_flow_title": "Welcome to the demo", "hui_terminal_answer_number_range": "Pick %d to %d, please." } } }"#
            .write(to: file, atomically: true, encoding: .utf8)
        let output = try await Self.runDemo(["99", "Username and password", "demo", "Password1", "", "Not now"], extra: ["--theme", file.path])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(output.stdout.contains("Welcome to the demo"))
        #expect(output.stdout.contains("Pick 1 to "), "\(output.stdout.prefix(2000))")

        try ##"{ "colors": { "hui_accent": { "light": "#12" } } }"##.write(to: file, atomically: true, encoding: .utf8)
        let broken = try await Self.runDemo(["Username and password"], extra: ["--theme", file.path])
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("error: theme \(file.path): "), "stderr: \(broken.stderr)")
        #expect(broken.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("bad options are usage errors")
    func usage() async throws {
        #expect(try await CommandRunner.run(["login", "--client-id", "x"]).status == 64)
        #expect(try await CommandRunner.run(["demo", "--language", "is"]).status == 64)
    }
}
