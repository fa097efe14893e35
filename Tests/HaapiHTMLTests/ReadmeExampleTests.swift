import HaapiModel
import Foundation
import HaapiHTML
import HaapiUI
import Testing

/// The README's "Rendering to HTML" example, verbatim between the marked lines: it
/// must compile and work.
@MainActor
@Suite("README HTML example")
struct ReadmeExampleTests {
    struct Session { let rootView: View }

    @Test func theExampleRendersAndAppliesAPostedForm() throws {
        let registry = ThemeRegistry.standard.withLanguage(tag: "sv")
        let nonce = "r4nd0m", csrfToken = "t0ken", polling = false
        let root = StackView(identifier: "rootStackView")
        var pressed = false
        root.addArrangedSubview(Button(identifier: "loginButton", title: "Logga in") { pressed = true })
        let session = Session(rootView: root)
        let postedFields = [(name: "_csrf", value: "t0ken"), (name: "_control", value: "loginButton")]

        // README begin
        let renderer = HTMLPageRenderer(themeRegistry: registry, urlPolicy: try URLPolicy(extraSchemes: ["bankid"]))
        let context = HTMLPageContext(
            languageTag: "sv", title: "Logga in", nonce: nonce, csrfToken: csrfToken,
            formAction: "/login", scriptPath: "/assets/haapi.js", refreshSeconds: polling ? 2 : nil)
        let page = renderer.page(session.rootView, context: context)       // a whole document
        let update = renderer.fragment(session.rootView, context: context) // the screen's <main>, for a fetch

        // The person posted the form back:
        let submission = HTMLFormSubmission(fields: postedFields)          // [(name, value)], decoded
        guard submission.csrfToken == csrfToken else { return }
        submission.apply(to: session.rootView)?.activate()                 // types, ticks, presses
        // README end

        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<html lang=\"sv\" dir=\"ltr\">"))
        #expect(update.hasPrefix("<main"))
        #expect(pressed)
    }

    /// The lines between the markers above are the README's example, line for line.
    @Test func theREADMEShowsTheseLines() throws {
        let here = URL(fileURLWithPath: #filePath)
        let readme = try String(contentsOf: here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        func lines(_ text: Substring) -> [String] {
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("import ") }
        }
        let section = try #require(readme.range(of: "## Rendering to HTML"))
        let start = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let begin = try #require(source.range(of: "// README " + "begin\n"))
        let finish = try #require(source.range(of: "// README " + "end", range: begin.upperBound..<source.endIndex))
        #expect(lines(readme[start.upperBound..<end.lowerBound]) == lines(source[begin.upperBound..<finish.lowerBound]))
    }
}
