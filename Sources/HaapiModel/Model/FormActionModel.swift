import Foundation

/// The model of a `form` action: where to send what.
/// `model {href, method, type?, actionTitle?, fields[], continueActions?, errorActions?}`.
public struct FormActionModel: HaapiJSONConvertible, Hashable {
    /// Where to send the form, resolved against the document's URL.
    public var href: Href
    /// How to send it.
    public var method: FormMethod
    /// The body's media type for `POST`, usually `application/x-www-form-urlencoded`.
    public var type: String?
    /// The submit button's text.
    public var actionTitle: String?
    /// A localisation key for `actionTitle` (`actionTitleKey`).
    public var actionTitleKey: String?
    /// The inputs, in order.
    public var fields: [Field]
    /// Actions that replace the current ones after a `continue-same-step` answer.
    public var continueActions: [Action]?
    /// Fallback actions after an error.
    public var errorActions: [Action]?
    /// Members this version does not know, kept as sent.
    public var additionalMembers: [String: JSONValue]

    /// Creates a form model.
    public init(
        href: Href, method: FormMethod, type: String? = nil, actionTitle: String? = nil, actionTitleKey: String? = nil,
        fields: [Field] = [], continueActions: [Action]? = nil, errorActions: [Action]? = nil,
        additionalMembers: [String: JSONValue] = [:]
    ) {
        self.href = href
        self.method = method
        self.type = type
        self.actionTitle = actionTitle
        self.actionTitleKey = actionTitleKey
        self.fields = fields
        self.continueActions = continueActions
        self.errorActions = errorActions
        self.additionalMembers = additionalMembers
    }

    /// The field named `name`.
    public func field(named name: String) -> Field? {
        fields.first { $0.name == name }
    }

    /// Whether the body is JSON rather than form-encoded.
    public var isJSON: Bool {
        guard let type else { return false }
        return MediaType.isJSON(type)
    }

    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        var r = try JSONObjectReader(json, at: path, context: context)
        href = try r.requiredHref("href")
        guard let method = try r.decode("method", as: FormMethod.self) else { throw r.missing("method") }
        self.method = method
        type = try r.string("type")
        actionTitle = try r.string("actionTitle")
        actionTitleKey = try r.string("actionTitleKey")
        fields = try r.array("fields", of: Field.self)
        continueActions = try r.optionalArray("continueActions", of: Action.self)
        errorActions = try r.optionalArray("errorActions", of: Action.self)
        additionalMembers = r.remaining
        if case .unknown(let raw) = method, raw.isEmpty || raw.contains(where: { !$0.isLetter }) {
            throw r.invalid("method", "not an HTTP method: \"\(HaapiDecodingError.excerpt(raw))\"")
        }
    }

    public var json: JSONValue {
        var w = JSONObjectWriter(additionalMembers)
        w.set("href", href)
        w.set("method", method)
        w.set("type", type)
        w.set("actionTitle", actionTitle)
        w.set("actionTitleKey", actionTitleKey)
        w.set("fields", nonEmpty: fields)
        w.set("continueActions", continueActions)
        w.set("errorActions", errorActions)
        return w.json
    }
}

/// The model of a `selector` action: `model {options[]}`, each option an action
/// (options may nest further selectors).
public struct SelectorActionModel: HaapiJSONConvertible, Hashable {
    /// The choices, in order.
    public var options: [Action]
    /// Members this version does not know, kept as sent.
    public var additionalMembers: [String: JSONValue]

    /// Creates a selector model.
    public init(options: [Action], additionalMembers: [String: JSONValue] = [:]) {
        self.options = options
        self.additionalMembers = additionalMembers
    }

    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        var r = try JSONObjectReader(json, at: path, context: context)
        guard let options = try r.optionalArray("options", of: Action.self) else { throw r.missing("options") }
        self.options = options
        additionalMembers = r.remaining
    }

    public var json: JSONValue {
        var w = JSONObjectWriter(additionalMembers)
        w.set("options", options)
        return w.json
    }
}
