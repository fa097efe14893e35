import Foundation
import HaapiModel
import HaapiRecording
import HaapiTesting
import HaapiUI
import Testing

@MainActor
@Suite("PreviewRecording: a recording previewed step by step")
struct PreviewRecordingTests {
    @Test func readsTheStepsAndSaysWhichResponsesAreNoScreens() throws {
        let folder = try PreviewRecording(url: PreviewDocuments.recording)
        #expect(folder.documents.map(\.name) == (3...7).map { "step \($0) (00\($0)-response.json)" })
        let skipped = folder.entries.compactMap { if case .skipped(let note) = $0 { note } else { nil } }
        #expect(skipped == [
            "step 1: 200 application/json response, not a screen", "step 2: token response, not a screen",
            "step 8: token response, not a screen", "step 9: 200 application/jwk-set+json response, not a screen",
        ])
        // Relative hrefs resolve against the URL of the request the response answered.
        let form = try #require(folder.documents.first { $0.name.hasPrefix("step 5") }?.document.representation)
        let link = try #require(form.links.first)
        #expect(link.href.url.path == "/authn/authenticate/username-password/forgot-password")
        #expect(link.href.url.host == "127.0.0.1")
    }

    @Test func aProblemIsShownOverTheStepBeforeIt() throws {
        let steps = StepPreview().preview(sequence: try PreviewRecording(url: PreviewDocuments.recording).documents)
        #expect(steps.count == 5)
        let shown = try #require(steps.first { $0.document.name.hasPrefix("step 6") })
        #expect(shown.base?.name == "step 5 (005-response.json)")
        let problem = try #require(shown.screens.first)
        #expect(problem.text.shows("Incorrect credentials"))
        #expect(problem.text.shows("Password"))
        #expect(steps.allSatisfy { $0.notShown.isEmpty }, "\(steps.flatMap(\.notShown))")
    }

    @Test func withoutExchangeJSONEveryJSONFileIsReadInNameOrder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, source) in [("2-problem.json", "problem-with-links.json"), ("1-step.json", "password-login.json")] {
            try FileManager.default.copyItem(at: PreviewDocuments.written.appendingPathComponent(source), to: folder.appendingPathComponent(name))
        }
        try Data(#"{"method":"GET","url":"https://login.example.com/"}"#.utf8).write(to: folder.appendingPathComponent("1-request.json"))
        try Data("not json".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let recording = try PreviewRecording(url: folder)
        #expect(recording.documents.map(\.name) == ["1-step.json", "2-problem.json"])
        let steps = StepPreview().preview(sequence: recording.documents)
        #expect(steps[1].base?.name == "1-step.json")
    }

    @Test func badFoldersNameTheFileAtFault() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = try #require(throws: PreviewInputError.self) { try PreviewRecording(url: folder) }
        #expect(empty.description == "\(folder.path): no exchange.json and no .json files")

        try Data(#"{"format":"haapi-exchange/1","steps":[{"number":1,"response":"001-response.json"}]}"#.utf8)
            .write(to: folder.appendingPathComponent("exchange.json"))
        let incomplete = try #require(throws: PreviewInputError.self) { try PreviewRecording(url: folder) }
        #expect(incomplete.description == "\(folder.appendingPathComponent("exchange.json").path): recordedAt: missing")

        try Data(#"""
            {"format":"haapi-exchange/1","recordedAt":"2026-11-24T10:00:00Z","issuer":"https://login.example.com","clientID":"c",
             "redirectURI":"app://cb","scopes":[],"steps":[{"number":1,"request":"001-request.json","response":"001-response.json","summary":"s"}]}
            """#.utf8).write(to: folder.appendingPathComponent("exchange.json"))
        try Data(#"{"method":"GET","url":"https://login.example.com/authn","headers":{}}"#.utf8).write(to: folder.appendingPathComponent("001-request.json"))
        let missing = try #require(throws: PreviewInputError.self) { try PreviewRecording(url: folder) }
        #expect(missing.description == "\(folder.appendingPathComponent("001-response.json").path): cannot be read (missing or not a file)")

        try Data(#"{"status":200,"headers":{"Content-Type":"application/vnd.auth+json"},"json":{"actions":[]}}"#.utf8)
            .write(to: folder.appendingPathComponent("001-response.json"))
        let notHaapi = try #require(throws: PreviewInputError.self) { try PreviewRecording(url: folder) }
        #expect(notHaapi.description.hasPrefix("step 1 (001-response.json): not a HAAPI document: json.type: "), "\(notHaapi)")
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
