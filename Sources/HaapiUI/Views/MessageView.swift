/// The style of a message from the server, one per HAAPI message class.
public enum MessageStyle: String, Sendable, Hashable, CaseIterable {
    /// A screen heading.
    case heading
    /// Information.
    case info
    /// An error.
    case error
    /// A warning.
    case warn
    /// Body text.
    case content
    /// A user name being shown back to the person.
    case username
    /// A code the person reads or types elsewhere.
    case usercode
    /// Where a code or link was sent (polling's `recipientOfCommunication`).
    case recipientofcommunication
}

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
