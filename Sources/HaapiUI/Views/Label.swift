/// A view that shows one piece of text.
@MainActor
open class Label: View {
    /// The text to show (already translated and formatted).
    public var text: String

    /// Creates a label.
    public init(identifier: String? = nil, text: String = "") {
        self.text = text
        super.init(identifier: identifier)
    }

    open override var kindName: String { "Label" }

    open override func accept<V: ViewVisitor>(_ visitor: inout V) {
        visitor.visitLabel(self)
    }
}
