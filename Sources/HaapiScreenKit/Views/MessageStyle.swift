/// How a ``MessageView`` is styled: the view tree's own word for it. Each style has
/// its theme component (``StyleTarget/messageView(_:)``); the raw value names it in
/// renderers' output (the HTML class `hui-message-warn`).
public enum MessageStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// A heading above a screen's content.
    case heading
    /// Information.
    case info
    /// Something went wrong.
    case error
    /// A warning.
    case warning = "warn"
    /// Body text.
    case content
    /// The person's user name.
    case username
    /// A code the person reads or types (a user code).
    case usercode
    /// Where a code was sent (an e-mail address or phone number).
    case recipientOfCommunication = "recipientofcommunication"
}
