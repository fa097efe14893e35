import Foundation
import HaapiFlow
import HaapiModel
import HaapiTesting
import Testing
@testable import HaapiUI

/// The documents of the fidelity check: the recorded ones, and the hand-written
/// ones of `FidelityDocuments` (one or more for each way a screen used to leave
/// something out; see its README).
struct FidelityCorpus {
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("HaapiModelTests/Fixtures")
    static let written = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FidelityDocuments")

    /// A document, and the step it is shown over (problems and continue-same steps answer a submission).
    struct Entry: Sendable, CustomTestStringConvertible {
        var url: URL
        var base: URL?
        var testDescription: String { url.lastPathComponent }
    }

    static let entries: [Entry] = {
        struct Manifest: Decodable { var file: String; var baseStep: String? }
        var entries: [Entry] = []
        let recorded = (try? FileManager.default.contentsOfDirectory(atPath: recordings.path)) ?? []
        for name in recorded.sorted() where name.hasSuffix(".json") && !name.hasPrefix("tests-field") {
            let url = recordings.appendingPathComponent(name)
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            let answersASubmission = text.contains("\"continue-same-step\"") || text.contains("curity.se/problems")
            entries.append(Entry(url: url, base: answersASubmission ? recordings.appendingPathComponent("usernamePassword.json") : nil))
        }
        let manifest = (try? Data(contentsOf: written.appendingPathComponent("manifest.json")))
            .flatMap { try? JSONDecoder().decode([Manifest].self, from: $0) } ?? []
        for item in manifest {
            entries.append(Entry(url: written.appendingPathComponent(item.file), base: item.baseStep.map { written.appendingPathComponent($0) }))
        }
        return entries
    }()

    static func json(_ url: URL) throws -> JSONValue {
        try JSONValue.parse(Array(try Data(contentsOf: url)))
    }

    static func document(_ url: URL) throws -> HaapiDocument {
        try HaapiDecoder(baseURL: FidelityRun.baseURL).decode(Array(try Data(contentsOf: url)))
    }
}

@MainActor
@Suite("Fidelity: every string a document holds reaches the screen")
struct FidelityCheckTests {
    @Test func theCorpusHoldsTheRecordedAndTheWrittenDocuments() {
        #expect(FidelityCorpus.entries.filter { $0.url.path.contains("FidelityDocuments") }.count >= 20)
        #expect(FidelityCorpus.entries.filter { $0.url.path.contains("HaapiModelTests") }.count >= 18)
    }

    /// Every `title`, `text`, `label`, `actionTitle`, `placeholder`, `detail` and
    /// recipient of the document is on the first screen, or on the screen reached by
    /// choosing the option (or submitting the form, for its continue actions) that
    /// holds it, unless ``DeliberatelyNotShown`` says why not.
    @Test(arguments: FidelityCorpus.entries)
    func everyStringIsShown(_ entry: FidelityCorpus.Entry) throws {
        let json = try FidelityCorpus.json(entry.url)
        var missing: [String] = []
        for string in DocumentString.all(in: json) where !DeliberatelyNotShown.all.contains(where: { $0.matches(string, json) }) {
            var run = try start(entry)
            try reach(string, in: &run, document: json)
            let text = run.text
            let shown = string.path.hasSuffix("recipientOfCommunication") ? text.mentions(string.text) : text.shows(string.text)
            if !shown { missing.append("\(string)\n  on screen:\n    " + text.texts.joined(separator: "\n    ")) }
        }
        #expect(missing.isEmpty, "\(entry.url.lastPathComponent) leaves out:\n\(missing.joined(separator: "\n"))")
    }

    /// Each entry of the not-shown list is needed: it matches a string of some document.
    @Test func everyDeliberateOmissionIsUsed() throws {
        var used = Set<String>()
        for entry in FidelityCorpus.entries {
            let json = try FidelityCorpus.json(entry.url)
            for string in DocumentString.all(in: json) {
                for rule in DeliberatelyNotShown.all where rule.matches(string, json) { used.insert(rule.name) }
            }
        }
        #expect(Set(DeliberatelyNotShown.all.map(\.name)) == used)
        #expect(DeliberatelyNotShown.all.allSatisfy { !$0.reason.isEmpty })
    }

    // MARK: Driving

    private func start(_ entry: FidelityCorpus.Entry) throws -> FidelityRun {
        var run = FidelityRun()
        if let base = entry.base {
            try run.answer(try FidelityCorpus.document(base))
            try run.submitFirstForm()
        }
        try run.answer(try FidelityCorpus.document(entry.url))
        return run
    }

    /// Takes the person to the screen that shows `string`: opens the selectors and
    /// chooses the options that hold it, and submits the form whose continue
    /// actions hold it (the server answering `continue-same-step`).
    private func reach(_ string: DocumentString, in run: inout FidelityRun, document: JSONValue) throws {
        let chain = string.actionChain
        for (index, element) in chain.enumerated() where element.rest.hasPrefix(".model.") {
            let template = DeliberatelyNotShown.action(at: element.id, in: document)?["template"]?.stringValue
            let next = chain.indices.contains(index + 1) ? chain[index + 1].id : nil
            switch template {
            case "selector":
                let listed = run.screen.map { FidelityRun.selectorItems(of: $0.model) } ?? []
                if !listed.contains(where: { $0.actionModel.id.hasPrefix(element.id + ".model.options[") }) {
                    try run.activate(element.id)
                }
            case "form" where next?.hasPrefix(element.id + ".model.continueActions[") == true:
                // An option that asks for something shows its form first, then is submitted.
                var sent = try run.activate(element.id)
                if !sent { sent = try run.activate(element.id) }
                guard sent else { throw TestFailure("\(element.id) sent nothing") }
                try run.answer(HaapiDecoder(baseURL: FidelityRun.baseURL).decode(Array(#"{"type":"continue-same-step"}"#.utf8)))
            case "form" where element.id.contains(".model.options["):
                try run.activate(element.id)
            case "client-operation" where next?.hasPrefix(element.id + ".model.errorActions[") == true:
                // A passkey screen offers its fallbacks at once; other operations when they fail.
                if !run.text.shows(string.text) { try run.failClientOperation() }
            default:
                break
            }
        }
    }
}
