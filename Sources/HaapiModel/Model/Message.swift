/// A text the server wants shown: `messages[] {text, classList[]}`.
public struct Message: HaapiJSONConvertible, Hashable {
    /// The text, already in the server's language.
    public var text: String
    /// A localisation key for `text` (`textKey`), when the server sent one.
    public var textKey: String?
    /// How the message is meant to look, in the server's order.
    public var classList: [MessageClass]
    /// Members this version does not know, kept as sent.
    public var additionalMembers: [String: JSONValue]

    /// Creates a message.
    public init(text: String, textKey: String? = nil, classList: [MessageClass] = [], additionalMembers: [String: JSONValue] = [:]) {
        self.text = text
        self.textKey = textKey
        self.classList = classList
        self.additionalMembers = additionalMembers
    }

    /// Whether the message carries `messageClass`.
    public func has(_ messageClass: MessageClass) -> Bool {
        classList.contains(messageClass)
    }

    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        var r = try JSONObjectReader(json, at: path, context: context)
        text = try r.requiredString("text")
        textKey = try r.string("textKey")
        classList = try r.array("classList", of: MessageClass.self)
        additionalMembers = r.remaining
    }

    public var json: JSONValue {
        var w = JSONObjectWriter(additionalMembers)
        w.set("text", text)
        w.set("textKey", textKey)
        w.set("classList", nonEmpty: classList)
        return w.json
    }
}
