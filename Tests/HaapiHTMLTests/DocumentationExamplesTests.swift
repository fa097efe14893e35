import HaapiModel
import Foundation
import HaapiHTML
import HaapiUI
import Testing

/// The "Rendering a screen as HTML" article's example, between the marked lines: it
/// must compile and work (`DocumentationExamplesCheck` in HaapiTestingTests finds it here).
@MainActor
@Suite("HaapiHTML documentation example")
struct DocumentationExamplesTests {
    struct Session { let rootView: View }

    @Test func theExampleRendersAndAppliesAPostedForm() throws {
        let registry = ThemeRegistry.standard.withLanguage(tag: "sv")
        let nonce = "r4nd0m", csrfToken = "t0ken", polling = false
        let root = StackView(identifier: "rootStackView")
        var pressed = false
        root.addArrangedSubview(Button(identifier: "loginButton", title: "Logga in") { pressed = true })
        let session = Session(rootView: root)
        let postedFields = [(name: "_csrf", value: "t0ken"), (name: "_control", value: "loginButton")]

        // documented example begin
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
        // documented example end

        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<html lang=\"sv\" dir=\"ltr\">"))
        #expect(update.hasPrefix("<main"))
        #expect(pressed)
    }
}
