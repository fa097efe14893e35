import HaapiModel
import HaapiUI

/// Renders HaapiUI view trees as HTML5: a whole page, or the screen's body alone.
///
/// A renderer is made once per theme (it generates the stylesheet then) and is a
/// `Sendable` value; rendering runs on the main actor, where views live.
///
/// ```swift
/// let renderer = HTMLPageRenderer(themeRegistry: registry.withLanguage(tag: "sv"))
/// let html = renderer.page(session.rootView, context: HTMLPageContext(
///     languageTag: "sv", title: "Logga in", nonce: nonce, csrfToken: csrfToken, formAction: "/login"))
/// ```
///
/// The page has no inline script, no `style=` attribute and no event-handler
/// attribute: a `Content-Security-Policy` of `default-src 'none'; script-src
/// 'nonce-N'; style-src 'nonce-N'; img-src 'self' data: https:; form-action 'self';
/// base-uri 'none'; frame-ancestors 'none'` fits it. Its form follows
/// ``HTMLFormContract``; every text is escaped for where it goes (``HTMLWriter``),
/// cleaned and isolated for bidi (``ServerText``), and every URL checked
/// (`URLPolicy`).
public struct HTMLPageRenderer: Sendable {
    /// The theme, texts and language; the renderer's own words (``HaapiUI/ScreenKitModule/html``) are added.
    public let themeRegistry: ThemeRegistry
    /// Which URLs links, images and the form may use.
    public let urlPolicy: URLPolicy
    /// The stylesheet generated from the theme.
    public let stylesheet: HTMLStylesheet
    /// Identifiers of labels that change by themselves (countdowns, polling status),
    /// written as polite live regions.
    public var liveLabelIdentifiers: Set<String> = ["countLabel", "statusLabel"]
    let styleClasses: HTMLStyleClasses

    /// Creates a renderer for the theme and texts of `themeRegistry`.
    public init(themeRegistry: ThemeRegistry = .standard, urlPolicy: URLPolicy = .standard) {
        self.themeRegistry = themeRegistry.withHTMLWords
        self.urlPolicy = urlPolicy
        self.stylesheet = HTMLStylesheet(theme: themeRegistry.theme)
        self.styleClasses = HTMLStyleClasses(theme: themeRegistry.theme, stylesheet: stylesheet)
    }

    /// A complete HTML5 document showing `root`.
    @MainActor
    public func page(_ root: View, context: HTMLPageContext) -> String {
        let body = buildBody(root, context: context)
        var writer = HTMLWriter()
        writer.doctype()
        writer.open("html", ["lang": context.cleanLanguageTag, "dir": context.direction.rawValue])
        writer.open("head")
        writer.void("meta", ["charset": "utf-8"])
        writer.void("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
        writer.void("meta", ["name": "color-scheme", "content": context.colorScheme.metaContent])
        writer.void("meta", ["name": "referrer", "content": "no-referrer"])
        if let seconds = context.refreshSeconds, seconds > 0 {
            // Only without script: with it, the page's script updates the screen in place.
            writer.open("noscript")
            writer.void("meta", ["http-equiv": "refresh", "content": String(seconds)])
            writer.close("noscript")
        }
        writer.element("title", text: ServerText.cleaned(context.title))
        writer.newline()
        writer.open("style", ["nonce": context.nonce])
        if let sheet = stylesheet.checkedCSS(for: context.colorScheme) { writer.stylesheet(sheet) }
        writer.rawStylesheet(body.localCSS)
        writer.close("style")
        writer.newline()
        if let path = context.scriptPath.flatMap({ urlPolicy.allowed($0, for: .pagePath) }) {
            writer.open("script", ["src": path, "nonce": context.nonce, "defer": ""])
            writer.close("script")
        }
        writer.close("head")
        writer.newline()
        writer.open("body")
        var html = writer.output
        html += body.html
        html += "</body></html>\n"
        return html
    }

    /// The screen alone: `<main>` with its form, for a script that replaces the
    /// current screen after a fetch. Styles outside the theme come first in their
    /// own `<style>` element with the nonce.
    @MainActor
    public func fragment(_ root: View, context: HTMLPageContext) -> String {
        let body = buildBody(root, context: context)
        guard !body.localCSS.isEmpty else { return body.html }
        var writer = HTMLWriter()
        writer.open("style", ["nonce": context.nonce])
        writer.rawStylesheet(body.localCSS)
        writer.close("style")
        return writer.output + body.html
    }

    @MainActor
    private func buildBody(_ root: View, context: HTMLPageContext) -> (html: String, localCSS: String) {
        var builder = HTMLBodyBuilder(renderer: self, context: context, root: root)
        builder.writer.open("main", [
            "id": HTMLFormContract.mainElementID,
            "class": "hui-main",
            "data-haapi": context.scriptData?.json,
        ])
        builder.writer.open("form", [
            "method": "post",
            "action": urlPolicy.allowed(context.formAction, for: .pagePath) ?? "",
            "enctype": builder.postsFiles ? HTMLFormContract.multipartMediaType : nil,
            "class": "hui-form",
            "novalidate": "",
        ])
        builder.writer.void("input", ["type": "hidden", "name": HTMLFormContract.csrfFieldName, "value": context.csrfToken])
        builder.writeDefaultButton()
        if builder.headingView == nil {
            // Every screen has one heading; without a visible one it is for assistive technologies.
            builder.writer.open("h1", ["id": HTMLFormContract.headingElementID, "tabindex": "-1", "class": "hui-visually-hidden"])
            builder.writer.text(context.title)
            builder.writer.close("h1")
        }
        builder.writer.newline()
        builder.write(root)
        builder.writePasskey()
        builder.writer.close("form")
        builder.writer.close("main")
        builder.writer.newline()
        return (builder.writer.output, builder.localStyles.css)
    }
}

extension HTMLBodyBuilder {
    /// Whether the screen has a file chooser the person can use: its form then posts
    /// `multipart/form-data`.
    var postsFiles: Bool {
        controls.entries.contains { entry in
            if case .fileChooser(let chooser) = entry.control { chooser.isEnabled } else { false }
        }
    }

    /// A copy of the primary button first in the form, so that Enter in a text field
    /// presses it (browsers press a form's first submit button).
    mutating func writeDefaultButton() {
        guard let entry = controls.entries.first(where: { $0.control.role == .primary }),
              case .button(let button) = entry.control, button.isEnabled else { return }
        writer.open("button", [
            "type": "submit", "name": HTMLFormContract.controlFieldName, "value": entry.id.rawValue,
            "class": "hui-visually-hidden", "tabindex": "-1", "aria-hidden": "true",
        ])
        writer.text(button.title)
        writer.close("button")
    }
}
