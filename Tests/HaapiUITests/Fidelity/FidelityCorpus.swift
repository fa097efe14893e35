import Foundation
import HaapiRecording

/// The documents of the fidelity check: the recorded ones, and the hand-written
/// ones of `FidelityDocuments` (one or more for each way a screen used to leave
/// something out; see its README).
struct FidelityCorpus {
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("HaapiModelTests/Fixtures")
    static let written = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FidelityDocuments")

    /// A document, and the step it is shown over.
    typealias Entry = PreviewCorpus.Entry

    static let entries = PreviewCorpus.recorded(in: recordings, over: "usernamePassword.json") + PreviewCorpus.listed(in: written)

    /// The hand-written document `file`.
    static func document(_ file: String) throws -> PreviewDocument {
        try PreviewDocument(contentsOf: written.appendingPathComponent(file))
    }
}
