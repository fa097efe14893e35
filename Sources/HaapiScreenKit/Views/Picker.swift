/// A view where the person chooses one of several options (a HAAPI `select` field).
@MainActor
open class Picker: View {
    /// One choice of a picker.
    public struct Option: Sendable, Hashable {
        /// What the person sees.
        public var title: String
        /// What the form sends.
        public var value: String

        /// Creates an option.
        public init(title: String, value: String) {
            self.title = title
            self.value = value
        }
    }

    /// The form field this picker belongs to.
    public var name: String
    /// The label shown with the picker.
    public var title: String?
    /// The choices, in display order. Replacing them drops a selection that no
    /// longer exists.
    public var options: [Option] {
        didSet {
            if let index = selectedIndex, !options.indices.contains(index) { selectedIndex = nil }
        }
    }
    /// The index of the chosen option, if any.
    public private(set) var selectedIndex: Int?
    /// Whether the person can change the choice.
    public var isEnabled = true
    /// Called after the person chose an option.
    public var onSelectionChange: (@MainActor (Option) -> Void)?

    /// Creates a picker.
    public init(identifier: String? = nil, name: String, title: String? = nil, options: [Option], selectedIndex: Int? = nil) {
        self.name = name
        self.title = title
        self.options = options
        self.selectedIndex = selectedIndex.flatMap { options.indices.contains($0) ? $0 : nil }
        super.init(identifier: identifier)
    }

    open override var kindName: String { "Picker" }

    open override func accept<V: ViewVisitor>(_ visitor: inout V) {
        visitor.visitPicker(self)
    }

    /// The chosen option, if any.
    public var selectedOption: Option? {
        selectedIndex.map { options[$0] }
    }

    /// Chooses the option at `index` as the person did, then calls ``onSelectionChange``.
    ///
    /// - Returns: `false`, changing nothing, when `index` is not an option's or the
    ///   picker is disabled.
    @discardableResult
    open func select(at index: Int) -> Bool {
        guard isEnabled, options.indices.contains(index) else { return false }
        selectedIndex = index
        onSelectionChange?(options[index])
        return true
    }
}
