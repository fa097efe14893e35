import HaapiUI

/// Something on a screen the person can act on with the keyboard.
@MainActor
public enum TerminalControl {
    /// A text field (typed into; not numbered).
    case textField(TextField)
    /// A button (activated).
    case button(Button)
    /// A link (followed).
    case link(LinkView)
    /// A checkbox (toggled).
    case checkbox(Checkbox)
    /// One option of a picker (chosen).
    case pickerOption(Picker, index: Int)
    /// The title of an expandable view (opened or closed).
    case expandable(ExpandableView)

    /// A stable name for the control, valid across redraws of the same views.
    public var id: ControlID {
        switch self {
        case .textField(let view): ControlID(view)
        case .button(let view): ControlID(view)
        case .link(let view): ControlID(view)
        case .checkbox(let view): ControlID(view)
        case .pickerOption(let view, let index): ControlID(view, option: index)
        case .expandable(let view): ControlID(view)
        }
    }

    /// Whether the control gets a number the person can type to act on it.
    public var isNumbered: Bool {
        if case .textField = self { return false }
        return true
    }

    /// Performs the control's action as the person did (tap, follow, toggle, choose).
    ///
    /// - Returns: whether anything happened. Typing into text fields is not an action.
    @discardableResult
    public func activate() -> Bool {
        switch self {
        case .textField: return false
        case .button(let button): return button.tap()
        case .link(let link): return link.activate()
        case .checkbox(let checkbox): return checkbox.toggle()
        case .pickerOption(let picker, let index): return picker.select(at: index)
        case .expandable(let view):
            view.toggle()
            return true
        }
    }
}

/// Names one control of a screen: its view and, for picker options, the option.
public struct ControlID: Sendable, Hashable {
    private let view: ObjectIdentifier
    private let option: Int

    /// The name of `view`'s control (`option` for a picker's options).
    @MainActor
    public init(_ view: View, option: Int = -1) {
        self.view = ObjectIdentifier(view)
        self.option = option
    }
}

/// A control placed on a laid-out screen.
@MainActor
public struct PlacedControl {
    /// The control.
    public let control: TerminalControl
    /// The index of the first screen line that shows it.
    public let line: Int
    /// The screen column (0-based, in terminal columns) where it starts on that
    /// line: after the indent and the focus gutter, and after the columns to its
    /// left when it stands in a row of a horizontal stack.
    public let column: Int
    /// The number shown before it (`[3]`), or `nil` for text fields.
    public let number: Int?
}
