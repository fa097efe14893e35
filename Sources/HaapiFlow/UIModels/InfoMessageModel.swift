public import HaapiModel

/// How a message is meant to look.
public enum InfoMessageStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case heading, info, error, warn, content, username, usercode, recipientofcommunication
}

/// A text to show, with its style.
public struct InfoMessageModel: Sendable, Hashable, Codable {
    /// The text, in the server's language.
    public var text: String
    /// The server's localisation key for the text, when it sent one.
    public var key: String?
    /// How it should look.
    public var style: InfoMessageStyle
    /// All the classes the server gave, known or not.
    public var classList: [MessageClass]

    /// Creates a message.
    public init(text: String, key: String? = nil, style: InfoMessageStyle, classList: [MessageClass] = []) {
        self.text = text
        self.key = key
        self.style = style
        self.classList = classList
    }

    /// The message for a wire `Message`: the most specific class decides the style.
    public init(_ message: Message) {
        self.init(text: message.text, key: message.textKey, style: InfoMessageStyle(classList: message.classList), classList: message.classList)
    }
}

extension InfoMessageStyle {
    /// The style for a message's classes: specific classes (user name, codes,
    /// recipient) win over `heading`, which wins over error/warning/info.
    public init(classList: [MessageClass]) {
        let order: [(MessageClass, InfoMessageStyle)] = [
            (.userName, .username), (.userCode, .usercode), (.activationCode, .usercode),
            (.recipientOfCommunication, .recipientofcommunication), (.heading, .heading),
            (.error, .error), (.warning, .warn), (.info, .info),
        ]
        self = order.first { classList.contains($0.0) }?.1 ?? .content
    }
}
