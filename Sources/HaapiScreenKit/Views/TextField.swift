/// A view where the person types one line of text, secure (password) or not.
@MainActor
open class TextField: View {
    /// The form field this text belongs to.
    public var name: String
    /// The label shown with the field.
    public var label: String?
    /// The hint shown while the field is empty.
    public var placeholder: String?
    /// The current text.
    public private(set) var text: String
    /// Whether the text is hidden while typed (passwords, codes).
    public var isSecure: Bool
    /// The keyboard to offer.
    public var keyboard: KeyboardKind
    /// A problem with the current value, shown next to the field.
    public var errorText: String?
    /// Whether the form needs a value here.
    public var isRequired: Bool
    /// Whether the person can edit the text.
    public var isEnabled = true
    /// Called after the person changed the text.
    public var onTextChange: (@MainActor (String) -> Void)?

    /// Creates a text field.
    public init(
        identifier: String? = nil,
        name: String,
        label: String? = nil,
        placeholder: String? = nil,
        text: String = "",
        isSecure: Bool = false,
        keyboard: KeyboardKind = .text,
        isRequired: Bool = true
    ) {
        self.name = name
        self.label = label
        self.placeholder = placeholder
        self.text = text
        self.isSecure = isSecure
        self.keyboard = keyboard
        self.isRequired = isRequired
        super.init(identifier: identifier)
    }

    open override var kindName: String { "TextField" }

    open override func accept<V: ViewVisitor>(_ visitor: inout V) {
        visitor.visitTextField(self)
    }

    /// Replaces the text as the program's choice, without calling ``onTextChange``.
    public func setText(_ newText: String) {
        text = newText
    }

    /// Replaces the text as the person typed it, then calls ``onTextChange``.
    ///
    /// - Returns: `false`, changing nothing, when the field is disabled.
    @discardableResult
    open func enterText(_ newText: String) -> Bool {
        guard isEnabled else { return false }
        text = newText
        onTextChange?(newText)
        return true
    }
}
