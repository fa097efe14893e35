/// A view that shows one piece of text.
@MainActor
open class Label: View {
    /// The text to show (already translated and formatted). Setting a different
    /// text clears ``richText``.
    public var text: String {
        didSet { if let richText, richText.plainText != text { self.richText = nil } }
    }

    /// The text with paragraphs, bold words and links, when the label shows rich
    /// text; ``text`` then holds its plain form (for renderers that draw plain text only).
    ///
    /// ```swift
    /// label.richText = RichText(markup: "Read the **terms** at [example.com](https://example.com/terms).")
    /// ```
    public var richText: RichText? {
        didSet { if let richText { text = richText.plainText } }
    }

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
