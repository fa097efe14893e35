/// A view the person ticks or unticks.
@MainActor
open class Checkbox: View {
    /// The form field this checkbox belongs to.
    public var name: String
    /// The text next to the box.
    public var title: String
    /// Whether the box is ticked.
    public var isChecked: Bool
    /// Whether the person can change it (`false` for read-only checkboxes).
    public var isEnabled: Bool
    /// Called after the person changed the state.
    public var onChange: (@MainActor (Bool) -> Void)?

    /// Creates a checkbox.
    public init(identifier: String? = nil, name: String, title: String, isChecked: Bool = false, isEnabled: Bool = true) {
        self.name = name
        self.title = title
        self.isChecked = isChecked
        self.isEnabled = isEnabled
        super.init(identifier: identifier)
    }

    open override var kindName: String { "Checkbox" }

    open override func accept<V: ViewVisitor>(_ visitor: inout V) {
        visitor.visitCheckbox(self)
    }

    /// Flips the state as the person did, then calls ``onChange``.
    ///
    /// - Returns: `false`, changing nothing, when the checkbox is disabled.
    @discardableResult
    open func toggle() -> Bool {
        guard isEnabled else { return false }
        isChecked.toggle()
        onChange?(isChecked)
        return true
    }
}
