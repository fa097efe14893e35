/// Something on a screen the person can act on: the same list for every renderer
/// (keys in a terminal, form fields and buttons in a web page).
@MainActor
public enum ScreenControl {
    /// A text field (typed into).
    case textField(TextField)
    /// A button (activated).
    case button(Button)
    /// A link (followed).
    case link(LinkView)
    /// A checkbox (toggled).
    case checkbox(Checkbox)
    /// A file chooser (given a file from the person's device by the renderer).
    case fileChooser(FileChooser)
    /// One option of a picker (chosen).
    case pickerOption(Picker, index: Int)
    /// The title of an expandable view (opened or closed).
    case expandable(ExpandableView)

    /// The view the control belongs to (the picker for its options).
    public var view: View {
        switch self {
        case .textField(let view): view
        case .button(let view): view
        case .link(let view): view
        case .checkbox(let view): view
        case .fileChooser(let view): view
        case .pickerOption(let view, _): view
        case .expandable(let view): view
        }
    }

    /// The button's role, for buttons that have one.
    public var role: ButtonRole? {
        if case .button(let button) = self { return button.role }
        return nil
    }

    /// What the person reads on the control: a button's or link's title, a
    /// checkbox's title, an option's title, a text field's label (or field name).
    public var title: String {
        switch self {
        case .button(let button): button.title
        case .link(let link): link.title
        case .expandable(let view): view.title
        case .checkbox(let checkbox): checkbox.title
        case .pickerOption(let picker, let index): picker.options.indices.contains(index) ? picker.options[index].title : ""
        case .textField(let field): field.label ?? field.name
        case .fileChooser(let chooser): chooser.label ?? chooser.name
        }
    }

    /// Whether the control is a field the person fills in (a text field, a file
    /// chooser or a checkbox) rather than an action.
    public var isField: Bool {
        switch self {
        case .textField, .fileChooser, .checkbox: true
        default: false
        }
    }

    /// Whether the control is a field showing an error (the server refused its value).
    public var isInError: Bool {
        switch self {
        case .textField(let view): view.errorText != nil
        case .fileChooser(let view): view.errorText != nil
        default: false
        }
    }

    /// Whether the person can act on the control now.
    public var isEnabled: Bool {
        switch self {
        case .textField(let view): view.isEnabled
        case .button(let view): view.isEnabled
        case .checkbox(let view): view.isEnabled
        case .fileChooser(let view): view.isEnabled
        case .pickerOption(let view, _): view.isEnabled
        case .link, .expandable: true
        }
    }

    /// Whether the control takes typed text rather than an activation.
    public var isTextInput: Bool {
        if case .textField = self { return true }
        return false
    }

    /// Performs the control's action as the person did (tap, follow, toggle, choose).
    ///
    /// - Returns: whether anything happened. Typing into text fields and choosing a
    ///   file are not actions (use ``TextField/enterText(_:)`` and ``FileChooser/choose(_:)``).
    @discardableResult
    public func activate() -> Bool {
        switch self {
        case .textField, .fileChooser: return false
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
