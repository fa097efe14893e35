import Foundation
import HaapiRecording
import HaapiUI
import Testing

/// The recorded documents and the hand-written ones of HaapiUITests, each with the
/// step it answers (problems and continue-same steps answer a submission).
enum StockDocuments {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let recordings = testsFolder.appendingPathComponent("HaapiModelTests/Fixtures")
    static let written = testsFolder.appendingPathComponent("HaapiUITests/FidelityDocuments")

    typealias Entry = PreviewCorpus.Entry

    static let entries = PreviewCorpus.recorded(in: recordings, over: "usernamePassword.json") + PreviewCorpus.listed(in: written)

    /// The stock container showing `entry`'s document (through HaapiTesting's
    /// StepPreview, the one way to show documents without a server); an empty one
    /// for documents the flow shows no screen for (a redirection, the authorization response).
    @MainActor
    static func run(_ entry: Entry, themeRegistry: ThemeRegistry = .standard) throws -> Shown {
        let base = try entry.base.map { try PreviewDocument(contentsOf: $0) }
        return Shown(StepPreview(themeRegistry: themeRegistry).preview(try PreviewDocument(contentsOf: entry.url), over: base), themeRegistry)
    }

    /// The stock container showing the document in `bytes`.
    @MainActor
    static func run(json bytes: [UInt8]) throws -> Shown {
        Shown(StepPreview().preview(try PreviewDocument(bytes: bytes, name: "document.json")), .standard)
    }

    /// The container of a previewed document's first screen.
    @MainActor
    struct Shown {
        let container: HaapiFlowViewController

        init(_ step: PreviewedStep, _ themeRegistry: ThemeRegistry) {
            if let screen = step.screens.first {
                container = screen.container
            } else {
                container = HaapiFlowViewController(themeRegistry: themeRegistry, viewControllerFactoryRegistry: ViewControllerFactoryRegistry())
                container.loadViewIfNeeded()
            }
        }
    }
}
