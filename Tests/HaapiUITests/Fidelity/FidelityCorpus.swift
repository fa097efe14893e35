import Foundation
import HaapiTesting
import Testing

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

        /// The document, and the one it is shown over.
        func documents() throws -> (document: PreviewDocument, base: PreviewDocument?) {
            (try PreviewDocument(contentsOf: url), try base.map { url throws(PreviewInputError) in try PreviewDocument(contentsOf: url) })
        }
    }

    static let entries: [Entry] = {
        struct Manifest: Decodable { var file: String; var baseStep: String? }
        var entries: [Entry] = []
        let recorded = (try? FileManager.default.contentsOfDirectory(atPath: recordings.path)) ?? []
        for name in recorded.sorted() where name.hasSuffix(".json") && !name.hasPrefix("tests-field") {
            let url = recordings.appendingPathComponent(name)
            let answersASubmission = (try? PreviewDocument(contentsOf: url))?.answersASubmission ?? false
            entries.append(Entry(url: url, base: answersASubmission ? recordings.appendingPathComponent("usernamePassword.json") : nil))
        }
        let manifest = (try? Data(contentsOf: written.appendingPathComponent("manifest.json")))
            .flatMap { try? JSONDecoder().decode([Manifest].self, from: $0) } ?? []
        for item in manifest {
            entries.append(Entry(url: written.appendingPathComponent(item.file), base: item.baseStep.map { written.appendingPathComponent($0) }))
        }
        return entries
    }()

    /// The hand-written document `file`.
    static func document(_ file: String) throws -> PreviewDocument {
        try PreviewDocument(contentsOf: written.appendingPathComponent(file))
    }
}
