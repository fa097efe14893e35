import Foundation
import HaapiHTML
import HaapiRecording
import HaapiTesting
import HaapiUI
import Testing

/// Writes every stock screen as an HTML file into the folder named by
/// `HAAPI_HTML_PREVIEW` (light and dark), and the hostile corpus's pages, to look at
/// in a browser; does nothing
/// without it.
@MainActor
@Suite("Page previews")
struct PagePreviewTests {
    @Test func writesPreviewsWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["HAAPI_HTML_PREVIEW"], !folder.isEmpty else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let renderer = HTMLPageRenderer()
        for (index, document) in try HostileCorpusTests.documents().enumerated() {
            try renderer.page(try StockDocuments.run(json: document).container.view, context: TestPage.context)
                .write(toFile: (folder as NSString).appendingPathComponent("hostile-\(index).html"), atomically: true, encoding: .utf8)
        }
        for entry in StockDocuments.entries {
            let run = try StockDocuments.run(entry)
            for scheme in [HTMLColorScheme.light, .dark] {
                var context = TestPage.context
                context.colorScheme = scheme
                context.scriptPath = nil
                let name = entry.url.deletingPathExtension().lastPathComponent + "-\(scheme.rawValue).html"
                try renderer.page(run.container.view, context: context)
                    .write(toFile: (folder as NSString).appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        }
    }
}
