public import HaapiModel
public import HaapiScreenKit

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
/// cleaned and isolated for bidi (`ServerText`), and every URL checked
/// (`URLPolicy`).
public struct HTMLPageRenderer: Sendable {
    /// The theme, texts and language; the renderer's own words (``HaapiScreenKit/ScreenKitModule/html``) are added.
    public let themeRegistry: ThemeRegistry
    /// Which URLs links, images and the form may use.
    public let urlPolicy: URLPolicy
    /// The stylesheet generated from the theme.
    public let stylesheet: HTMLStylesheet
    /// Identifiers of labels that change by themselves (polling status), written as polite live regions.
    public var liveLabelIdentifiers: Set<String> = ["statusLabel"]
    /// Identifiers of countdown labels, written as timers (`role="timer"`, which assistive
    /// technologies do not read at every change); the page's script reads their text out
    /// in a polite live region at most every ``timerAnnouncementSeconds`` (WCAG 4.1.3
    /// without a message every second).
    public var timerLabelIdentifiers: Set<String> = ["countLabel"]
    /// How often the page's script reads a countdown out, in seconds.
    public var timerAnnouncementSeconds = 60
    let styleClasses: HTMLStyleClasses
    let head: HTMLPageHead

    /// Creates a renderer for the theme and texts of `themeRegistry`.
    public init(themeRegistry: ThemeRegistry = .standard, urlPolicy: URLPolicy = .standard) {
        self.themeRegistry = themeRegistry.withHTMLWords
        self.urlPolicy = urlPolicy
        self.stylesheet = HTMLStylesheet(theme: themeRegistry.theme)
        self.styleClasses = HTMLStyleClasses(theme: themeRegistry.theme, stylesheet: stylesheet)
        self.head = HTMLPageHead()
    }

    /// A complete HTML5 document showing `root`.
    ///
    /// The page is written into one buffer: the head (its fixed parts and the theme's
    /// stylesheet copied as made once), the body, and last the page's own styles,
    /// put into the head's `<style>` when the body needed any.
    @MainActor
    public func page(_ root: View, context: HTMLPageContext) -> String {
        let sheet = stylesheet.checkedCSS(for: context.colorScheme)
        var builder = HTMLBodyBuilder(renderer: self, context: context, root: root, capacity: (sheet?.bytes.count ?? 0) + 8192)
        builder.writer.doctype()
        builder.writer.open("html", ["lang": context.cleanLanguageTag, "dir": context.direction.rawValue])
        builder.writer.open("head")
        builder.writer.append(head.metas(for: context.colorScheme))
        if let seconds = context.refreshSeconds, seconds > 0 {
            // Only without script: with it, the page's script updates the screen in place.
            builder.writer.open("noscript")
            builder.writer.void("meta", ["http-equiv": "refresh", "content": String(seconds)])
            builder.writer.close("noscript")
        }
        builder.writer.element("title", text: ServerText.cleaned(context.title))
        builder.writer.newline()
        builder.writer.open("style", ["nonce": context.nonce])
        if let sheet { builder.writer.stylesheet(sheet) }
        let localStylesOffset = builder.writer.bytes.count
        builder.writer.close("style")
        builder.writer.newline()
        if let path = context.scriptPath.flatMap({ urlPolicy.allowed($0, for: .pagePath) }) {
            builder.writer.open("script", ["src": path, "nonce": context.nonce, "defer": ""])
            builder.writer.close("script")
        }
        builder.writer.close("head")
        builder.writer.newline()
        builder.writer.open("body")
        writeMain(root, &builder)
        builder.writer.close("body")
        builder.writer.close("html")
        builder.writer.newline()
        if !builder.localStyles.css.isEmpty {
            var localStyles = HTMLWriter(capacity: builder.localStyles.css.utf8.count)
            localStyles.rawStylesheet(builder.localStyles.css)
            builder.writer.insert(localStyles, at: localStylesOffset)
        }
        return builder.writer.output
    }

    /// The screen alone: `<main>` with its form, for a script that replaces the
    /// current screen after a fetch. Styles outside the theme come first in their
    /// own `<style>` element with the nonce.
    @MainActor
    public func fragment(_ root: View, context: HTMLPageContext) -> String {
        var builder = HTMLBodyBuilder(renderer: self, context: context, root: root, capacity: 8192)
        writeMain(root, &builder)
        if !builder.localStyles.css.isEmpty {
            var localStyles = HTMLWriter(capacity: builder.localStyles.css.utf8.count + 64)
            localStyles.open("style", ["nonce": context.nonce])
            localStyles.rawStylesheet(builder.localStyles.css)
            localStyles.close("style")
            builder.writer.insert(localStyles, at: 0)
        }
        return builder.writer.output
    }

    /// Writes `<main>` and its form, the screen's views inside.
    @MainActor
    private func writeMain(_ root: View, _ builder: inout HTMLBodyBuilder) {
        let context = builder.context
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
        builder.writePasskeySignals()
        builder.writer.close("form")
        builder.writer.close("main")
        builder.writer.newline()
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
