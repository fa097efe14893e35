import Foundation
import HaapiTesting
import Testing

@MainActor
@Suite("PreviewRecording: a recording previewed step by step")
struct PreviewRecordingTests {
    @Test func readsTheStepsAndSaysWhichResponsesAreNoScreens() throws {
        let folder = try PreviewRecording(url: PreviewDocuments.recording)
        #expect(folder.documents.map(\.name) == ["step 1 (001-response.json)", "step 2 (002-response.json)", "step 3 (003-response.json)"])
        let skipped = folder.entries.compactMap { if case .skipped(let note) = $0 { note } else { nil } }
        #expect(skipped == ["step 4: token response, not a screen", "step 5: 200 text/html response, not a screen"])
        // Relative hrefs resolve against the URL of the request the response answered.
        let link = try #require(folder.documents.first?.document.representation?.links.first)
        #expect(link.href.absoluteString == "https://login.example.com/authn/authenticate/password1/forgot-password")
    }

    @Test func aProblemIsShownOverTheStepBeforeIt() throws {
        let steps = StepPreview().preview(sequence: try PreviewRecording(url: PreviewDocuments.recording).documents)
        #expect(steps.count == 3)
        #expect(steps[1].base?.name == "step 1 (001-response.json)")
        let problem = try #require(steps[1].screens.first)
        #expect(problem.text.shows("That bank ID and secret word do not match"))
        #expect(problem.text.shows("Secret word"))
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
        let missing = try #require(throws: PreviewInputError.self) { try PreviewRecording(url: folder) }
        #expect(missing.description == "\(folder.appendingPathComponent("001-response.json").path): no such file")

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
