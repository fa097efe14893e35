import Foundation
import HaapiModel
import HaapiRecording
import Testing

/// `--language` is the language of the terminal's screens and of the server's steps:
/// `haapi demo`, `haapi login` and `haapi record` ask the embedded dev server for it
/// (`ui_locales`), so its picker, forms and offers come in that language.
@Suite("haapi commands ask the server for --language", .serialized)
struct CommandLanguageTests {
    /// Runs `haapi <command> [arguments] --answers FILE --json` with `answers`.
    static func run(_ command: [String], _ answers: [String]) async throws -> CommandRunner.Output {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-language-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try (answers.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        return try await CommandRunner.run(command + ["--answers", file.path, "--json"])
    }

    @Test("haapi demo --language nl: the server's steps are Dutch")
    func demoInDutch() async throws {
        let output = try await Self.run(["demo", "--language", "nl"], ["Gebruikersnaam en wachtwoord", "demo", "Password1", "", "Niet nu"])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        for text in ["Gebruikersnaam en wachtwoord", "Code per e-mail", "Wachtwoord vergeten?", "De volgende keer sneller inloggen"] {
            #expect(output.stdout.contains(text), "\(text) in \(output.stdout.prefix(3000))")
        }
        #expect(!output.stdout.contains("Username and password") && !output.stdout.contains("Forgot your password?"))
    }

    @Test("haapi login --language sv without server options: the embedded dev server answers in Swedish")
    func loginInSwedish() async throws {
        let output = try await Self.run(["login", "--language", "sv"], ["Användarnamn och lösenord", "demo", "fel", "", "", "Password1", "", "Inte nu"])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        for text in ["Användarnamn och lösenord", "Felaktiga inloggningsuppgifter", "4 försök kvar", "Logga in snabbare nästa gång"] {
            #expect(output.stdout.contains(text), "\(text) in \(output.stdout.prefix(4000))")
        }
        #expect(!output.stdout.contains("Incorrect credentials"))
    }

    @Test("haapi record --language sv: the recording asks for Swedish and holds Swedish steps")
    func recordInSwedish() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-record-language-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try await Self.run(["record", folder.path, "--language", "sv"], ["Användarnamn och lösenord", "demo", "Password1", "", "Inte nu"])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        let recorded = try RecordedFolder(contentsOf: folder)
        #expect(recorded.index.extraParameters?["ui_locales"] == "sv")
        let authorize = try #require(recorded.exchanges.first { $0.request.url.contains("/oauth/authorize") })
        #expect(URLComponents(string: authorize.request.url)?.queryItems?.first { $0.name == "ui_locales" }?.value == "sv")
        #expect(authorize.response.headers.first { $0.key.lowercased() == "content-language" }?.value == "sv")
        let picker = try #require(recorded.exchanges.first { $0.response.json?["actions"]?[0]?["kind"]?.stringValue == "authenticator-selector" })
        let titles = picker.response.json?["actions"]?[0]?["model"]?["options"]?.arrayValue?.compactMap { $0["title"]?.stringValue } ?? []
        #expect(titles.first == "Användarnamn och lösenord", "\(titles)")
    }
}
