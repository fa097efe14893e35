import Foundation
import HaapiRecording
import HaapiUI
import Testing

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
    /// holds it, unless a ``DeliberateOmission`` says why not (``StepPreview`` checks).
    @Test(arguments: FidelityCorpus.entries)
    func everyStringIsShown(_ entry: FidelityCorpus.Entry) throws {
        let (document, base) = try entry.documents()
        let step = StepPreview().preview(document, over: base)
        let missing = step.notShown.map { "\($0)\n  on screen:\n    " + $0.screen.texts.joined(separator: "\n    ") }
        #expect(missing.isEmpty, "\(entry.url.lastPathComponent) leaves out:\n\(missing.joined(separator: "\n"))")
    }

    /// Each rule of the not-shown list is needed: it matches a string of some document.
    @Test func everyDeliberateOmissionIsUsed() throws {
        var used = Set<String>()
        for entry in FidelityCorpus.entries {
            let json = try PreviewDocument(contentsOf: entry.url).json
            for string in DocumentString.all(in: json) {
                for rule in DeliberateOmission.all where rule.matches(string, in: json) { used.insert(rule.name) }
            }
        }
        #expect(Set(DeliberateOmission.all.map(\.name)) == used)
        #expect(DeliberateOmission.all.allSatisfy { !$0.reason.isEmpty })
    }
}
