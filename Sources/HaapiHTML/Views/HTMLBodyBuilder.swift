import HaapiScreenKit

/// The walk that writes one screen's views as HTML (the inside of its form).
///
/// Hidden views are left out. A collapsed ``HaapiScreenKit/ExpandableView`` is written as a
/// closed `<details>` with its content, which the browser opens without a request;
/// controls inside it are not among the screen's ``HaapiScreenKit/ScreenControls`` while it
/// is collapsed, so they are written disabled.
@MainActor
struct HTMLBodyBuilder: ViewVisitor {
    let renderer: HTMLPageRenderer
    let context: HTMLPageContext
    let controls: ScreenControls
    /// The view written as the screen's `<h1>`, if any.
    let headingView: View?
    /// The control written with `autofocus`: the screen's initial focus
    /// (``HaapiScreenKit/ScreenControls/initialFocus``), unless the page announces an error
    /// and that control is not the field in error.
    let autofocusID: ControlID?
    var writer: HTMLWriter
    var localStyles = PageLocalStyles()
    /// How many collapsed expandable views the walk is inside.
    var collapsedDepth = 0
    /// Whether the page's passkey ceremony was written (it is written once).
    var wrotePasskey = false

    init(renderer: HTMLPageRenderer, context: HTMLPageContext, root: View, capacity: Int) {
        self.renderer = renderer
        self.writer = HTMLWriter(capacity: capacity)
        self.context = context
        self.controls = ScreenControls(root: root)
        self.headingView = Self.heading(in: root)
        // A page that announces an error starts at the field in error, else nowhere
        // (the browser would move focus off the alert, which the script then leaves on the heading).
        let focus = controls.initialFocus
        self.autofocusID = focus?.control.isInError == true || !Self.showsAlert(in: root) ? focus?.id : nil
    }

    /// Whether the page shows an error as an alert: an error banner or error message.
    static func showsAlert(in root: View) -> Bool {
        var found = false
        root.walkRendered { view, _ in
            if let banner = view as? NotificationBanner, banner.kind == .error { found = true }
            if let message = view as? MessageView, message.messageStyle == .error { found = true }
            return found ? .stop : .visitChildren
        }
        return found
    }

    /// The view that is the screen's main heading: the container's title label, or
    /// else the first heading message.
    static func heading(in root: View) -> View? {
        var title: View?
        var firstHeading: View?
        root.walkRendered { view, _ in
            if view.identifier == "titleLabel", view is Label {
                title = view
                return .stop
            }
            if firstHeading == nil, let message = view as? MessageView, message.messageStyle == .heading { firstHeading = message }
            return .visitChildren
        }
        return title ?? firstHeading
    }

    // MARK: Walking

    mutating func write(_ view: View) {
        guard !view.isHidden else { return }
        view.accept(&self)
        if let anchor = context.passkey?.anchorIdentifier, view.identifier == anchor { writePasskey() }
    }

    mutating func writeChildren(of view: View) {
        for child in view.subviews where !child.isHidden { write(child) }
    }

    // MARK: Helpers

    /// The class list of `view`: the renderer's `base` classes and its theme class.
    mutating func classes(_ base: String, _ view: View, preferring target: StyleTarget?) -> String {
        guard let theme = themeClass(view, preferring: target) else { return base }
        return base + " " + theme
    }

    /// The classes of `view`'s style: its theme class, and a page-local one for what
    /// it sets differently; `nil` for an empty style.
    mutating func themeClass(_ view: View, preferring target: StyleTarget?) -> String? {
        if view.style.values.isEmpty { return nil }
        let (theme, differences) = renderer.styleClasses.classes(for: view.style, preferring: target)
        let local = differences.map { localStyles.className(for: $0, classes: renderer.styleClasses) }
        switch (theme, local) {
        case let (theme?, local?): return theme + " " + local
        case let (theme?, nil): return theme
        case let (nil, local?): return local
        case (nil, nil): return nil
        }
    }

    /// The companion classes of `classes` for a part of the control (`-title`,
    /// `-error`), each after a space: `hui-t-InputTextField` gives ` hui-t-InputTextField-title`.
    static func companions(_ classes: String?, _ suffix: String) -> String {
        guard let classes else { return "" }
        var result = ""
        for name in classes.split(separator: " ") {
            result += " "
            result += name
            result += suffix
        }
        return result
    }

    /// The control id of `view` (or of its `option`), unless the view sits in a
    /// collapsed expandable view.
    func controlID(_ view: View, option: Int? = nil) -> ControlID? {
        guard collapsedDepth == 0 else { return nil }
        return controls.id(of: view, option: option)
    }

    /// The `autofocus` attribute's value for the control `id`: empty (present) on the
    /// screen's initial focus, absent elsewhere.
    func autofocus(_ id: ControlID?) -> String? {
        id != nil && id == autofocusID ? "" : nil
    }

    /// The element id of a control: `hui-` and the control id.
    static func elementID(_ id: ControlID) -> String {
        HTMLFormContract.elementIDPrefix + id.rawValue
    }

    /// A text of the renderer's own (`hui_html_*`), in the page's language.
    func word(_ key: StringKey) -> String {
        renderer.themeRegistry.text(key)
    }

    /// Writes a submit button that activates the control `id`.
    mutating func submitButton(
        id: ControlID?, classes: String, enabled: Bool, pressed: Bool? = nil, label: String? = nil,
        content: (inout HTMLWriter) -> Void
    ) {
        writer.open("button", attributes: [
            ("type", "submit"),
            ("name", id == nil ? nil : HTMLFormContract.controlFieldName),
            ("value", id?.rawValue),
            ("id", id.map(Self.elementID)),
            ("class", classes),
            ("aria-pressed", pressed.map { $0 ? "true" : "false" }),
            ("aria-label", label),
            ("autofocus", autofocus(id)),
            ("disabled", enabled && id != nil ? nil : ""),
        ])
        content(&writer)
        writer.close("button")
    }
}
