import HaapiUI

/// A renderer written only against the HaapiUI contract (``ScreenRenderer`` and
/// ``ScreenControls``): it knows no controller class. It records every display
/// change with the controls and problems then on screen, and acts the way a
/// person would: by control id, title or role.
@MainActor
final class RecordingRenderer: ScreenRenderer {
    /// What one display change showed.
    struct Frame {
        var change: DisplayChange
        var ids: [ControlID]
        var problems: [String]
    }

    private(set) var frames: [Frame] = []
    private var root: View?

    /// The changes, in order.
    var changes: [DisplayChange] { frames.map(\.change) }

    func display(_ root: View, after change: DisplayChange) {
        self.root = root
        frames.append(Frame(change: change, ids: ScreenControls(root: root).ids, problems: Self.problems(in: root)))
    }

    /// The controls on screen now.
    var controls: ScreenControls { ScreenControls(root: root ?? View()) }

    /// Activates the control titled `title`.
    func activate(titled title: String) throws {
        guard let control = controls.entries.first(where: { $0.control.title == title })?.control else {
            throw RendererFailure("no control titled \"\(title)\" among \(controls.entries.map(\.control.title))")
        }
        guard control.activate() else { throw RendererFailure("\"\(title)\" did nothing") }
    }

    /// Types `text` into the text field `id`.
    func type(_ text: String, into id: ControlID) throws {
        guard case .textField(let field)? = controls[id: id] else { throw RendererFailure("no text field \(id) among \(controls.ids)") }
        guard field.enterText(text) else { throw RendererFailure("\(id) takes no text") }
    }

    /// Activates the first button with `role` (Enter for `.primary`).
    func activate(role: ButtonRole) throws {
        guard let control = controls.first(role: role) else { throw RendererFailure("no \(role) button among \(controls.ids)") }
        guard control.activate() else { throw RendererFailure("the \(role) button did nothing") }
    }

    /// The problems a person reads on screen: the banner, error messages and
    /// field errors that are drawn.
    static func problems(in root: View) -> [String] {
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

/// The renderer could not do what the test asked.
struct RendererFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
