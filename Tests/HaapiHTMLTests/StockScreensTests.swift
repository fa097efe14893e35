import Foundation
import HaapiHTML
import HaapiRecording
import HaapiTesting
import HaapiUI
import Testing

/// Every recorded and hand-written document of the test suite, shown by the stock
/// screens and rendered as a page.
@MainActor
@Suite("Every stock screen renders")
struct StockScreensTests {
    @Test func theCorpusIsThere() {
        #expect(StockDocuments.entries.count >= 38)
    }

    @Test(arguments: StockDocuments.entries)
    func rendersSafelyAndCompletely(_ entry: StockDocuments.Entry) throws {
        let run = try StockDocuments.run(entry)
        let root = run.container.view
        for scheme in HTMLColorScheme.allCases {
            var context = TestPage.context
            context.colorScheme = scheme
            let (html, parsed) = TestPage.render(root, context: context)
            TestPage.expectSafe(html, parsed, entry.url.lastPathComponent)
        }
        let parsed = TestPage.render(root).parsed
        let controls = ScreenControls(root: root)
        // Every control of the screen is on the page, under its id.
        for entry in controls.entries {
            switch entry.control {
            case .textField, .checkbox, .fileChooser:
                #expect(parsed.first("input") { $0.attribute("name") == entry.id.rawValue } != nil, "\(entry.id)")
            case .button, .pickerOption:
                #expect(parsed.first("button") { $0.attribute("value") == entry.id.rawValue } != nil, "\(entry.id)")
            case .link(let link):
                let asButton = parsed.first("button") { $0.attribute("value") == entry.id.rawValue } != nil
                #expect(asButton || link.action == nil, "\(entry.id)")
            case .expandable:
                #expect(parsed.first("summary") { $0.attribute("id") == "hui-" + entry.id.rawValue } != nil, "\(entry.id)")
            }
        }
        // Each input has its label.
        for input in parsed.all("input") where input.attribute("type") != "hidden" {
            let id = try #require(input.attribute("id"))
            #expect(parsed.first("label") { $0.attribute("for") == id } != nil, "\(id) has a label")
        }
        // One control has the focus when the page opens: the screen's initial
        // focus, which is a field or a primary button whenever the screen has one;
        // none when the page announces an error that is not at a field (focus stays off
        // the alert's way: the script puts it on the heading).
        let focused = parsed.elements.filter { $0.has("autofocus") }
        let initial = controls.initialFocus
        let announces = parsed.elements.contains { $0.attribute("role") == "alert" }
        let expected = announces && initial?.control.isInError != true ? nil : initial
        #expect(focused.map { $0.attribute("id") ?? "" } == (expected.map { ["hui-" + $0.id.rawValue] } ?? []))
        if let initial, controls.entries.contains(where: { $0.control.isField || $0.control.role == .primary }) {
            #expect(initial.control.isField || initial.control.role == .primary, "\(initial.id)")
        }
        // The screen's heading is the container's title.
        let h1 = try #require(parsed.first("h1"))
        #expect(h1.text.contains(run.container.titleLabel.text))
    }
}
