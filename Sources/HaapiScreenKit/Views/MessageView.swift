/// A view showing one message, styled by its ``MessageStyle``.
@MainActor
open class MessageView: View {
    /// How the message is styled.
    public var messageStyle: MessageStyle
    /// The text (as the server sent it, or translated).
    public var text: String

    /// Creates a message view.
    public init(identifier: String? = nil, style: MessageStyle, text: String) {
        self.messageStyle = style
        self.text = text
        super.init(identifier: identifier)
    }

    open override var kindName: String { "MessageView" }

    open override func accept<V: ViewVisitor>(_ visitor: inout V) {
        visitor.visitMessageView(self)
    }
}
