import Foundation
import HaapiRecording
import Testing

@Suite("haapi preview")
struct PreviewCommandTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let written = tests.appendingPathComponent("HaapiUITests/FidelityDocuments")
    static let recorded = tests.appendingPathComponent("HaapiModelTests/Fixtures")
    static let recording = tests.appendingPathComponent("HaapiRecordingTests/Recordings/password-retry-login")

    /// A fixture document, and the step it is shown over.
    struct Fixture: Sendable, CustomTestStringConvertible {
        var file: URL
        var over: URL?
        var testDescription: String { file.lastPathComponent }

        var arguments: [String] { [file.path] + (over.map { ["--over", $0.path] } ?? []) }
    }

    /// Every document in the test resources: the hand-written ones (over the step
    /// their manifest names) and the recorded ones (problems and continue-same
    /// steps over the recorded login form). Single fields are not documents.
    static let fixtures: [Fixture] = (PreviewCorpus.listed(in: written) + PreviewCorpus.recorded(in: recorded, over: "usernamePassword.json"))
        .map { Fixture(file: $0.url, over: $0.base) }

    @Test func everyFixtureIsListed() {
        #expect(Self.fixtures.count >= 39)
    }

    @Test("Every fixture renders with nothing dropped", arguments: fixtures)
    func everyFixtureRendersWithNothingDropped(_ fixture: Fixture) async throws {
        let result = try await CommandRunner.run(["preview", "--strict", "--plain", "--width", "80"] + fixture.arguments)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("Everything the document holds is on screen.\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("\u{1B}"))
    }

    /// The logins recorded with `haapi record` for HaapiTesting's replay tests.
    static let recordings: [String] = {
        let folder = tests.appendingPathComponent("HaapiRecordingTests/Recordings")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().map { folder.appendingPathComponent($0).path }
    }()

    @Test("Every recorded login renders with nothing dropped", arguments: recordings)
    func everyRecordingRendersWithNothingDropped(_ folder: String) async throws {
        #expect(Self.recordings.count >= 4)
        let result = try await CommandRunner.run(["preview", "--strict", "--plain", "--width", "100", folder])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("Everything the documents hold is on screen.\n"), "\(result.stdout.suffix(400))")
    }

    @Test func htmlWritesEveryScreenAsTheWebRendererDrawsIt() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try await CommandRunner.run(["preview", "--plain", "--language", "sv", "--html", out.path, Self.recording.path])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: out, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains(#"<html lang="sv""#))
        for caption in ["step 4 (004-response.json): authentication-step", "step 6 (006-response.json): problem incorrect-credentials"] {
            #expect(html.contains(caption), "\(caption) missing")
        }
        #expect(html.contains("Användarnamn och lösenord") || html.contains("Username and password"))
        #expect(html.contains("Incorrect credentials"))
        #expect(!html.contains("<script"), "a preview page runs nothing")
        let unwritable = try await CommandRunner.run(["preview", "--plain", "--html", "/proc/none/x.html", Self.recording.path])
        #expect(unwritable.status == 1)
        #expect(unwritable.stderr.hasPrefix("error: --html /proc/none/x.html: cannot be written"), "\(unwritable.stderr)")
    }

    @Test func aStringNoScreenShowsIsListedAndFailsWithStrict() async throws {
        let file = try Self.write("""
            {"type":"authentication-step","actions":[{"template":"form","kind":"login","title":"Sign in","model":{
              "href":"https://login.example.com/authn/x","method":"POST","actionTitle":"Continue","fields":[
                {"name":"userName","type":"username","label":"Username"},
                {"name":"tenant","type":"hidden","value":"north","label":"Your organisation"}]}}]}
            """, name: "hidden-label.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let relaxed = try await CommandRunner.run(["preview", "--plain", file.path])
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.hasSuffix("""
            Not shown (1):
              hidden-label.json: actions[0].model.fields[1].label = "Your organisation"

            """), "\(relaxed.stdout)")
        #expect(relaxed.stdout.contains("Username"))
        let strict = try await CommandRunner.run(["preview", "--strict", "--plain", file.path])
        #expect(strict.status == 1)
        #expect(strict.stdout == relaxed.stdout)
    }

    @Test func aProblemOverTheStepItAnswers() async throws {
        let result = try await CommandRunner.run([
            "preview", "--plain", "--width", "160", Self.written.appendingPathComponent("problem-with-links.json").path,
            "--over", Self.written.appendingPathComponent("password-login.json").path,
        ])
        #expect(result.status == 0)
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(lines.first?.hasPrefix("── problem-with-links.json: problem incorrect-credentials, over password-login.json ──") == true)
        for text in ["We could not sign you in", "Forgot password?", "Example ID", "Log in"] {
            #expect(result.stdout.contains(text), "\(text) missing from:\n\(result.stdout)")
        }
    }

    @Test func aRecordedFolderStepByStep() async throws {
        let result = try await CommandRunner.run(["preview", "--plain", "--strict", "--width", "160", Self.recording.path])
        #expect(result.status == 0, "\(result.stderr)")
        let captions = result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("── ") }
        #expect(captions.count == 5, "\(captions)")
        #expect(captions.first?.hasPrefix("── step 3 (003-response.json): redirection-step ──") == true, "\(captions)")
        #expect(captions.dropFirst(3).first?.hasPrefix("── step 6 (006-response.json): problem incorrect-credentials, over step 5") == true, "\(captions)")
        #expect(result.stdout.contains("\nstep 2: token response, not a screen\n"))
        #expect(result.stdout.contains("\nstep 9: 200 application/jwk-set+json response, not a screen\n"))
        #expect(result.stdout.hasSuffix("Everything the documents hold is on screen.\n"))
    }

    @Test func anUnknownStepTypeShowsTheGenericScreen() async throws {
        let file = try Self.write("""
            {"type":"holographic-step","messages":[{"text":"Look into the hologram"}],"actions":[{"template":"form","kind":"continue",
              "title":"Done looking","model":{"href":"https://login.example.com/authn/h","method":"POST","actionTitle":"Go on"}}]}
            """, name: "hologram.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try await CommandRunner.run(["preview", "--plain", "--strict", file.path])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasPrefix("── hologram.json: holographic-step ──"))
        for text in ["Look into the hologram", "Done looking", "Go on"] { #expect(result.stdout.contains(text), "\(text)") }
    }

    @Test func dutch() async throws {
        let file = Self.written.appendingPathComponent("unlabelled-fields.json").path
        let english = try await CommandRunner.run(["preview", "--plain", file])
        let dutch = try await CommandRunner.run(["preview", "--plain", "--language", "nl", file])
        #expect(dutch.status == 0)
        #expect(english.stdout.contains("Username") && english.stdout.contains("Password"))
        #expect(dutch.stdout.contains("Gebruikersnaam") && dutch.stdout.contains("Wachtwoord"), "\(dutch.stdout)")
    }

    @Test func theWidthIsKept() async throws {
        let file = Self.written.appendingPathComponent("sign-up.json").path
        let narrow = try await CommandRunner.run(["preview", "--plain", "--width", "40", file])
        let wide = try await CommandRunner.run(["preview", "--plain", "--width", "100", file])
        // The rule under each caption runs to the width.
        #expect(narrow.stdout.components(separatedBy: "\n").first?.count == 40)
        #expect(wide.stdout.components(separatedBy: "\n").first?.count == 100)
        let tooNarrow = try await CommandRunner.run(["preview", "--width", "5", file])
        #expect(tooNarrow.status == 64)
    }

    @Test func theThemeAndTheDarkAppearance() async throws {
        let file = Self.written.appendingPathComponent("unlabelled-fields.json").path
        let theme = try Self.write(#"{ "strings": { "en": { "hui_flow_title": "Welcome to the preview" } } }"#, name: "theme.json")
        defer { try? FileManager.default.removeItem(at: theme.deletingLastPathComponent()) }
        let themed = try await CommandRunner.run(["preview", "--plain", "--theme", theme.path, file])
        #expect(themed.status == 0, "\(themed.stderr)")
        #expect(themed.stdout.contains("\n  Welcome to the preview\n"), "\(themed.stdout)")

        // Colours only when asked for (FORCE_COLOR, as output to a pipe has none); the dark theme's background is dark.
        let light = try await CommandRunner.run(["preview", file], environment: Self.colours)
        let dark = try await CommandRunner.run(["preview", "--dark", file], environment: Self.colours)
        let plain = try await CommandRunner.run(["preview", "--plain", file], environment: Self.colours)
        #expect(light.stdout.contains("48;2;255;255;255m"))
        #expect(dark.stdout.contains("48;2;18;18;18m") && !dark.stdout.contains("48;2;255;255;255m"))
        #expect(!plain.stdout.contains("\u{1B}"))

        try Data(##"{ "colors": { "hui_accent": { "light": "#12" } } }"##.utf8).write(to: theme)
        let broken = try await CommandRunner.run(["preview", "--theme", theme.path, file])
        #expect(broken.status == 64)
        #expect(broken.stderr.hasPrefix("error: theme \(theme.path): "), "\(broken.stderr)")
    }

    @Test func badInputIsAnErrorNamingTheFile() async throws {
        let folder = try Self.write("nope", name: "not.json").deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notJSON = try await CommandRunner.run(["preview", folder.appendingPathComponent("not.json").path])
        #expect(notJSON.status == 64)
        #expect(notJSON.stderr.hasPrefix("error: not.json: not JSON: "), "\(notJSON.stderr)")

        try Data(#"{"type":"authentication-step","actions":[{"template":7}]}"#.utf8).write(to: folder.appendingPathComponent("bad.json"))
        let notHaapi = try await CommandRunner.run(["preview", folder.appendingPathComponent("bad.json").path])
        #expect(notHaapi.status == 64)
        #expect(notHaapi.stderr.hasPrefix("error: bad.json: not a HAAPI document: actions[0].template: "), "\(notHaapi.stderr)")

        let missing = try await CommandRunner.run(["preview", "/no/such/step.json"])
        #expect(missing.status == 64)
        #expect(missing.stderr == "error: /no/such/step.json: no such file or folder\n")

        let emptyFolder = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: emptyFolder, withIntermediateDirectories: true)
        let empty = try await CommandRunner.run(["preview", emptyFolder.path])
        #expect(empty.status == 64)
        #expect(empty.stderr == "error: \(emptyFolder.path): no exchange.json and no .json files\n")

        let language = try await CommandRunner.run(["preview", "--language", "is", Self.recording.path])
        #expect(language.status == 64)
        #expect(language.stderr.contains("--language must be one of en, ar, cs,"), "\(language.stderr)")
    }

    /// Colours forced on, even where the test runs with `NO_COLOR`.
    static let colours = ["FORCE_COLOR": "3", "NO_COLOR": ""]

    /// Writes `text` to a file `name` in a new temporary folder.
    static func write(_ text: String, name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }
}
