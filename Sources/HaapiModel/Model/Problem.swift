/// An error the server reports (`application/problem+json`, RFC 7807 shape).
///
/// `invalid-input` problems list the rejected fields; `error-authorization-response`
/// problems carry the OAuth `error` and `error_description`.
public struct Problem: HaapiJSONConvertible, Hashable {
    /// What kind of problem.
    public var type: ProblemType
    /// A short text to show.
    public var title: String?
    /// A localisation key for `title` (`titleKey`).
    public var titleKey: String?
    /// A longer explanation (RFC 7807).
    public var detail: String?
    /// The HTTP status the server gave (RFC 7807).
    public var status: Int?
    /// The fields the server rejected, for `invalid-input`.
    public var invalidFields: [InvalidField]
    /// The OAuth error code, for `error-authorization-response`.
    public var error: String?
    /// The OAuth error description (`error_description`).
    public var errorDescription: String?
    /// Texts to show.
    public var messages: [Message]
    /// Links to offer.
    public var links: [Link]
    /// Server hints for choosing a screen.
    public var metadata: Metadata?
    /// Members this version does not know, kept as sent.
    public var additionalMembers: [String: JSONValue]

    /// Creates a problem.
    public init(
        type: ProblemType, title: String? = nil, titleKey: String? = nil, detail: String? = nil, status: Int? = nil,
        invalidFields: [InvalidField] = [], error: String? = nil, errorDescription: String? = nil,
        messages: [Message] = [], links: [Link] = [], metadata: Metadata? = nil, additionalMembers: [String: JSONValue] = [:]
    ) {
        self.type = type
        self.title = title
        self.titleKey = titleKey
        self.detail = detail
        self.status = status
        self.invalidFields = invalidFields
        self.error = error
        self.errorDescription = errorDescription
        self.messages = messages
        self.links = links
        self.metadata = metadata
        self.additionalMembers = additionalMembers
    }

    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        var r = try JSONObjectReader(json, at: path, context: context)
        guard let type = try r.decode("type", as: ProblemType.self) else { throw r.missing("type") }
        self.type = type
        title = try r.string("title")
        titleKey = try r.string("titleKey")
        detail = try r.string("detail")
        status = try r.nonNegativeInteger("status")
        invalidFields = try r.array("invalidFields", of: InvalidField.self)
        error = try r.string("error")
        errorDescription = try r.string("error_description")
        messages = try r.array("messages", of: Message.self)
        links = try r.array("links", of: Link.self)
        metadata = try r.decode("metadata", as: Metadata.self)
        additionalMembers = r.remaining
    }

    public var json: JSONValue {
        var w = JSONObjectWriter(additionalMembers)
        w.set("type", type)
        w.set("title", title)
        w.set("titleKey", titleKey)
        w.set("detail", detail)
        w.set("status", status)
        w.set("invalidFields", nonEmpty: invalidFields)
        w.set("error", error)
        w.set("error_description", errorDescription)
        w.set("messages", nonEmpty: messages)
        w.set("links", nonEmpty: links)
        w.set("metadata", metadata)
        return w.json
    }
}

/// A field the server rejected: `invalidFields[] {name, reason, detail}`.
public struct InvalidField: HaapiJSONConvertible, Hashable {
    /// The field's `name`.
    public var name: String
    /// Why: missing or an invalid value.
    public var reason: InvalidFieldReason?
    /// Text to show next to the field.
    public var detail: String?
    /// A localisation key for `detail` (`detailKey`).
    public var detailKey: String?
    /// Members this version does not know, kept as sent.
    public var additionalMembers: [String: JSONValue]

    /// Creates an invalid-field entry.
    public init(name: String, reason: InvalidFieldReason? = nil, detail: String? = nil, detailKey: String? = nil, additionalMembers: [String: JSONValue] = [:]) {
        self.name = name
        self.reason = reason
        self.detail = detail
        self.detailKey = detailKey
        self.additionalMembers = additionalMembers
    }

    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        var r = try JSONObjectReader(json, at: path, context: context)
        name = try r.requiredString("name")
        reason = try r.decode("reason", as: InvalidFieldReason.self)
        detail = try r.string("detail")
        detailKey = try r.string("detailKey")
        additionalMembers = r.remaining
    }

    public var json: JSONValue {
        var w = JSONObjectWriter(additionalMembers)
        w.set("name", name)
        w.set("reason", reason)
        w.set("detail", detail)
        w.set("detailKey", detailKey)
        return w.json
    }
}
