import HaapiScreenKit

/// Rich text (a label's `richText`): a `<div>` of paragraphs with `<strong>` and links.
extension HTMLBodyBuilder {
    /// Writes `text` as `<p>`s in a `<div class="hui-label hui-rich">`: bold runs as
    /// `<strong>`, line breaks as `<br>`, and links as `<a href>` when their URL is
    /// `http`, `https` or `mailto` (`RichText.allowsLink(to:)`; any other link is its
    /// words alone). Every text and URL is escaped; each paragraph has `dir="auto"`,
    /// so a right-to-left paragraph shows right to left without moving the page.
    mutating func writeRichText(_ text: RichText, view: Label) {
        writer.open("div", ["class": classes("hui-label hui-rich", view, preferring: .label)])
        for paragraph in text.paragraphs {
            writer.open("p", ["dir": "auto"])
            for run in paragraph { writeRun(run) }
            writer.close("p")
        }
        writer.close("div")
    }

    private mutating func writeRun(_ run: RichText.Run) {
        switch run {
        case .text(let text):
            writer.text(text)
        case .bold(let text):
            writer.element("strong", text: text)
        case .link(let text, let url) where RichText.allowsLink(to: url):
            writer.element("a", ["href": url, "class": "hui-link", "rel": "noopener noreferrer"], text: text)
        case .link(let text, _):
            writer.text(text)
        case .lineBreak:
            writer.void("br")
        }
    }
}
