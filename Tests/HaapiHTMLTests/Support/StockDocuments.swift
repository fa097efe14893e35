import Foundation
import HaapiTesting
import HaapiUI
import Testing

/// The recorded documents and the hand-written ones of HaapiUITests, each with the
/// step it answers (problems and continue-same steps answer a submission).
enum StockDocuments {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let recordings = testsFolder.appendingPathComponent("HaapiModelTests/Fixtures")
    static let written = testsFolder.appendingPathComponent("HaapiUITests/FidelityDocuments")

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
