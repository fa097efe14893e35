import Foundation
import HaapiHTML
import HaapiRecording
import HaapiUI

/// `haapi preview --html FILE`: every previewed screen in one HTML page, as the web
/// renderer draws it, each under its caption (the page has no script; open it in a
/// browser to check a theme in light or dark).
@MainActor
struct PreviewHTML {
    let renderer: HTMLPageRenderer
    let colorScheme: HTMLColorScheme
    let language: String

    /// The page for `steps`.
    func page(_ steps: [PreviewedStep], title: String) -> String {
        let screens = steps.flatMap(\.screens)
        let context = HTMLPageContext(
            languageTag: language, title: title, nonce: "haapi-preview", csrfToken: "preview", formAction: "/", colorScheme: colorScheme)
        guard let first = screens.first else {
            return renderer.page(View(), context: context)
        }
        var html = renderer.page(first.root, context: context)
        var rest = ""
        for screen in screens.dropFirst() {
            var caption = HTMLWriter()
            caption.void("hr")
            caption.open("h2", ["class": "hui-preview-caption"])
            caption.text(screen.caption)
            caption.close("h2")
            rest += caption.output + renderer.fragment(screen.root, context: context)
        }
        if let end = html.range(of: "</body></html>", options: .backwards) {
            var opening = HTMLWriter()
            opening.open("h2", ["class": "hui-preview-caption"])
            opening.text(first.caption)
            opening.close("h2")
            html.replaceSubrange(end, with: rest + "</body></html>")
            if let body = html.range(of: "<body>") { html.insert(contentsOf: opening.output, at: body.upperBound) }
        }
        return html
    }
}
