public import HaapiScreenKit

/// The keyboard model of one screen: which control has the focus, and what each
/// key does to the views. Pure logic over the view tree, with no terminal I/O, so
/// it is driven key by key in tests.
///
/// - Tab, ↓ and ↑, Shift-Tab move the focus between controls.
/// - In a text field, characters are typed, Backspace deletes, Ctrl-U clears, and
///   Enter moves to the next field or, after the last field, presses the first
///   button after it (submits the form).
/// - Elsewhere, Enter or Space acts on the focused control, and typing its number
///   (`[3]`) acts on that control (several digits when there are more than nine).
/// - Escape presses the screen's button with the `cancel` role (`HaapiScreenKit/ButtonRole`)
///   if it has one; Ctrl-C asks to end the flow.
///
/// ```swift
/// var screen = TerminalScreen(root: formRoot)
/// screen.handle(.character("a"))   // typed into the first text field
/// screen.handle(.enter)
/// ```
@MainActor
public struct TerminalScreen {
    /// What a key did.
    public enum Outcome: Sendable, Hashable {
        /// Nothing changed.
        case ignored
        /// The screen changed and needs a redraw.
        case changed
        /// The person asked to end the flow (Ctrl-C, or Ctrl-D).
        case cancel
    }

    /// The root of the view tree shown.
    public let root: View
    /// How the tree is laid out.
    public var layouter: FrameLayouter
    /// The focused control, if any.
    public private(set) var focus: ControlID?
    private var typedNumber = ""

    /// Creates the model of a screen, focusing its initial control
    /// (`HaapiScreenKit/ScreenControls/initialFocus`: the first field, else the primary button).
    public init(root: View, layouter: FrameLayouter = FrameLayouter(options: LayoutOptions(isInteractive: true))) {
        self.root = root
        self.layouter = layouter
        focus = Self.initialFocus(in: layouter.layout(root, focus: nil).controls, root: root)
    }

    /// The screen laid out, with the focus marked. A focus whose control went away
    /// (hidden, removed) moves to the screen's initial control.
    public mutating func layout() -> FrameLayout {
        var layout = layouter.layout(root, focus: focus)
        if focus == nil || !layout.controls.contains(where: { $0.id == focus }),
           let initial = Self.initialFocus(in: layout.controls, root: root) {
            focus = initial
            layout = layouter.layout(root, focus: focus)
        }
        return layout
    }

    /// The control the focus starts on, among those laid out.
    private static func initialFocus(in controls: [PlacedControl], root: View) -> ControlID? {
        let initial = ScreenControls(root: root).initialFocus?.id
        return controls.first { $0.id == initial }?.id ?? controls.first?.id
    }

    /// What the keys can do on `layout` (this screen laid out), for the footer's hints.
    func keys(in layout: FrameLayout) -> WorkingKeys {
        let focused = layout.controls.first { $0.id == focus }?.control
        return WorkingKeys(
            controls: layout.controls.count, typing: { if case .textField? = focused { true } else { false } }(),
            numbered: layout.controls.contains { $0.number != nil }, canGoBack: cancelButton(in: layout.controls) != nil)
    }

    /// Applies one key.
    @discardableResult
    public mutating func handle(_ key: Key) -> Outcome {
        let controls = layout().controls
        let index = controls.firstIndex { $0.id == focus }
        let current = index.map { controls[$0].control }
        if key != .enter, !isDigit(key) { typedNumber = "" }

        switch key {
        case .interrupt, .endOfInput:
            return .cancel
        case .tab, .down:
            return moveFocus(by: 1, in: controls, from: index)
        case .backTab, .up:
            return moveFocus(by: -1, in: controls, from: index)
        case .escape:
            guard let cancel = cancelButton(in: controls) else { return .ignored }
            return cancel.tap() ? .changed : .ignored
        default:
            break
        }

        if case .textField(let field)? = current {
            return edit(field, with: key, controls: controls, at: index ?? 0)
        }
        switch key {
        case .left, .right:
            return moveFocusAcross(toTheRight: key == .right, in: controls, from: index)
        case .enter where !typedNumber.isEmpty:
            return activateTypedNumber(in: controls, final: true)
        case .enter, .character(" "):
            guard let current else { return .ignored }
            return current.activate() ? .changed : .ignored
        case .character(let character) where character.isASCII && character.isNumber:
            typedNumber.append(character)
            return activateTypedNumber(in: controls, final: false)
        default:
            return .ignored
        }
    }

    private func isDigit(_ key: Key) -> Bool {
        if case .character(let character) = key { return character.isASCII && character.isNumber }
        return false
    }

    private mutating func moveFocus(by step: Int, in controls: [PlacedControl], from index: Int?) -> Outcome {
        guard !controls.isEmpty else { return .ignored }
        let start = index ?? (step > 0 ? -1 : controls.count)
        let next = (start + step + controls.count) % controls.count
        focus = controls[next].id
        return .changed
    }

    /// Moves the focus to the nearest control beside the focused one on its line
    /// (the next column of a horizontal row); ignored where there is none.
    private mutating func moveFocusAcross(toTheRight: Bool, in controls: [PlacedControl], from index: Int?) -> Outcome {
        guard let index else { return .ignored }
        let here = controls[index]
        let beside = controls.filter { $0.line == here.line && (toTheRight ? $0.column > here.column : $0.column < here.column) }
        let nearest = toTheRight ? beside.min { $0.column < $1.column } : beside.max { $0.column < $1.column }
        guard let nearest else { return .ignored }
        focus = nearest.id
        return .changed
    }

    /// Acts on the control numbered by the typed digits once no longer number can
    /// start with them (or on Enter).
    private mutating func activateTypedNumber(in controls: [PlacedControl], final: Bool) -> Outcome {
        guard let number = Int(typedNumber) else { typedNumber = ""; return .ignored }
        let highest = controls.compactMap(\.number).max() ?? 0
        guard number >= 1, number <= highest else { typedNumber = ""; return .ignored }
        guard final || number * 10 > highest else { return .changed }
        typedNumber = ""
        guard let placed = controls.first(where: { $0.number == number }) else { return .ignored }
        focus = placed.id
        placed.control.activate()
        return .changed
    }

    private mutating func edit(_ field: TextField, with key: Key, controls: [PlacedControl], at index: Int) -> Outcome {
        switch key {
        case .character(let character):
            return field.enterText(field.text + String(character)) ? .changed : .ignored
        case .backspace:
            guard !field.text.isEmpty else { return .ignored }
            return field.enterText(String(field.text.dropLast())) ? .changed : .ignored
        case .control("u"):
            return field.enterText("") ? .changed : .ignored
        case .enter:
            let later = controls[(index + 1)...]
            if let nextField = later.first(where: { if case .textField = $0.control { true } else { false } }) {
                focus = nextField.id
                return .changed
            }
            guard let button = later.first(where: { if case .button = $0.control { true } else { false } }) else {
                return .ignored
            }
            focus = button.id
            button.control.activate()
            return .changed
        default:
            return .ignored
        }
    }

    /// The screen's button with the ``HaapiScreenKit/ButtonRole/cancel`` role, if it shows one.
    private func cancelButton(in controls: [PlacedControl]) -> Button? {
        for placed in controls where placed.control.role == .cancel {
            if case .button(let button) = placed.control { return button }
        }
        return nil
    }
}

/// What the keys can do on a screen now: what the footer's hints offer.
struct WorkingKeys: Equatable {
    /// How many controls the keys can reach (Tab moves between two or more; Enter acts on one).
    var controls: Int
    /// Whether what is typed goes into the focused text field (digits included).
    var typing: Bool
    /// Whether typing a control's number acts on it.
    var numbered: Bool
    /// Whether Escape goes back (the screen shows a cancel button).
    var canGoBack: Bool
}
