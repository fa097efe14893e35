import HaapiUI
public import HaapiScreenKit

/// A renderer for tests, written only against the HaapiUI contract
/// (`HaapiScreenKit/ScreenRenderer` and `HaapiScreenKit/ScreenControls`): it knows no
/// controller class. It records every display change with the controls and
/// problems then on screen, and acts the way a person would: by control id,
/// title or role. Failures are ``TestError``s naming what was on screen.
///
/// ```swift
/// let renderer = RecordingRenderer()
/// let run = Task { await session.run(renderer: renderer) }
/// try renderer.type("demo", into: "textField-userName")
/// try renderer.activate(role: .primary)
/// ```
@MainActor
public final class RecordingRenderer: ScreenRenderer {
    /// What one display change showed.
    public struct Frame: Sendable {
        /// The change.
        public var change: DisplayChange
        /// The ids of the controls then on screen.
        public var ids: [ControlID]
        /// The problems then drawn.
        public var problems: [String]
    }

    /// Every display change so far.
    public private(set) var frames: [Frame] = []
    private var root: View?

    /// Creates a renderer that has seen nothing yet.
    public init() {}

    /// The changes, in order.
    public var changes: [DisplayChange] { frames.map(\.change) }

    /// The texts on screen now (see `ScreenText` in HaapiUI).
    public var text: ScreenText { ScreenText(root ?? View()) }

    /// Records the change.
    public func display(_ root: View, after change: DisplayChange) {
        self.root = root
        frames.append(Frame(change: change, ids: ScreenControls(root: root).ids, problems: Self.problems(in: root)))
    }

    /// The controls on screen now.
    public var controls: ScreenControls { ScreenControls(root: root ?? View()) }

    /// Activates the control titled `title`.
    public func activate(titled title: String) throws {
        guard let control = controls.entries.first(where: { $0.control.title == title })?.control else {
            throw TestError("no control titled \"\(title)\" among \(controls.entries.map(\.control.title))")
        }
        guard control.activate() else { throw TestError("\"\(title)\" did nothing") }
    }

    /// Types `text` into the text field `id`.
    public func type(_ text: String, into id: ControlID) throws {
        guard case .textField(let field)? = controls[id: id] else { throw TestError("no text field \(id) among \(controls.ids)") }
        guard field.enterText(text) else { throw TestError("\(id) takes no text") }
    }

    /// Activates the first button with `role` (Enter for `.primary`).
    public func activate(role: ButtonRole) throws {
        guard let control = controls.first(role: role) else { throw TestError("no \(role) button among \(controls.ids)") }
        guard control.activate() else { throw TestError("the \(role) button did nothing") }
    }

    // MARK: Acting by what a person reads

    /// Waits until `text` is on screen: as a text, or as a control's title ("wait for
    /// Password"). Screens follow server answers, so wait for the next screen before
    /// acting on it. It returns as soon as the text shows; the five minutes it may
    /// wait are for test runs where hundreds of main-actor suites share the one main
    /// actor (a full debug `swift test` on two cores keeps it busy for two minutes).
    ///
    /// - Throws: ``TestError`` with the screen's text when `text` did not appear within `seconds`.
    public func waitFor(_ text: String, seconds: Double = 300) async throws {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while !(self.text.shows(text) || controls.entries.contains { $0.control.title == text }) {
            guard ContinuousClock.now < deadline else {
                throw TestError("timed out after \(seconds) s waiting for \"\(text)\"; on screen:\n\(self.text)")
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Types `text` into the text field labelled `label` ("type demo into Username").
    ///
    /// - Throws: ``TestError`` with the screen's text when no field, or several, read `label`.
    public func fill(_ label: String, with text: String) throws {
        guard case .textField(let field) = try only(label, "text field", where: \.isTextInput) else { return }
        guard field.enterText(text) else { throw TestError("the text field \"\(label)\" takes no text") }
    }

    /// Presses the button or follows the link titled `title` ("press Sign in").
    ///
    /// - Throws: ``TestError`` with the screen's text when nothing, or several things, read `title`.
    public func press(_ title: String) throws {
        let control = try only(title, "button or link") { control in
            switch control {
            case .button, .link: true
            default: false
            }
        }
        guard control.activate() else { throw TestError("\"\(title)\" did nothing") }
    }

    /// Chooses the option titled `title`: an option of a picker, or a choice shown as
    /// a button (an authenticator of the selector), or toggles the checkbox so titled
    /// ("choose BankID").
    ///
    /// - Throws: ``TestError`` with the screen's text when nothing, or several things, read `title`.
    public func choose(_ title: String) throws {
        let control = try only(title, "option") { control in
            switch control {
            case .pickerOption, .button, .checkbox: true
            default: false
            }
        }
        guard control.activate() else { throw TestError("\"\(title)\" did nothing") }
    }

    /// The one control reading `title` among those `accepted` takes.
    private func only(_ title: String, _ kind: String, where accepted: (ScreenControl) -> Bool) throws -> ScreenControl {
        let matches = controls.entries.map(\.control).filter { accepted($0) && $0.title == title }
        guard matches.count == 1, let control = matches.first else {
            let what = matches.isEmpty ? "no \(kind) reads" : "\(matches.count) controls read"
            throw TestError("\(what) \"\(title)\"; on screen:\n\(text)")
        }
        return control
    }

    /// The problems a person reads on screen: the banner, error messages and
    /// field errors that are drawn.
    public static func problems(in root: View) -> [String] {
        var found: [String] = []
        root.walkRendered { view, _ in
            switch view {
            case let banner as NotificationBanner: found.append(banner.message)
            case let message as MessageView where message.messageStyle == .error: found.append(message.text)
            case let field as TextField: if let error = field.errorText { found.append("\(field.name): \(error)") }
            default: break
            }
            return .visitChildren
        }
        return found
    }
}
