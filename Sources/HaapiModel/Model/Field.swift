/// One input of a form: `fields[]`.
///
/// `type` says what it is; the other members apply to some types only
/// (`kind` to `text`, `options` to `select`, `checked`/`readonly` to `checkbox`).
/// A field of a type this version does not know keeps all its members.
public struct Field: HaapiJSONConvertible, Hashable {
    /// The parameter name the value is sent under.
    public var name: String
    /// What kind of input this is.
    public var type: FieldType
    /// For `text` fields: the kind of value (`number`, `email`, ...).
    public var kind: TextFieldKind?
    /// The label to show.
    public var label: String?
    /// A localisation key for `label` (`labelKey`).
    public var labelKey: String?
    /// A hint shown in an empty input.
    public var placeholder: String?
    /// A localisation key for `placeholder` (`placeholderKey`).
    public var placeholderKey: String?
    /// The pre-filled value (for hidden fields, the value to send).
    public var value: String?
    /// Whether a value is required, as sent (`isRequired` applies the default).
    public var required: Bool?
    /// The shortest value accepted.
    public var minLength: Int?
    /// The longest value accepted.
    public var maxLength: Int?
    /// For `select` fields: the choices.
    public var options: [SelectOption]
    /// For `checkbox` fields: whether it starts checked.
    public var checked: Bool?
    /// For `checkbox` fields: whether the person may change it.
    public var readonly: Bool?
    /// Members this version does not know, kept as sent.
    public var additionalMembers: [String: JSONValue]

    /// Creates a field.
    public init(
        name: String, type: FieldType, kind: TextFieldKind? = nil, label: String? = nil, labelKey: String? = nil,
        placeholder: String? = nil, placeholderKey: String? = nil, value: String? = nil, required: Bool? = nil,
        minLength: Int? = nil, maxLength: Int? = nil, options: [SelectOption] = [], checked: Bool? = nil,
        readonly: Bool? = nil, additionalMembers: [String: JSONValue] = [:]
    ) {
        self.name = name
        self.type = type
        self.kind = kind
        self.label = label
        self.labelKey = labelKey
        self.placeholder = placeholder
        self.placeholderKey = placeholderKey
        self.value = value
        self.required = required
        self.minLength = minLength
        self.maxLength = maxLength
        self.options = options
        self.checked = checked
        self.readonly = readonly
        self.additionalMembers = additionalMembers
    }

    /// Whether a value is required; the protocol's default is `true`.
    public var isRequired: Bool { required ?? true }

    /// Whether the person never sees or edits this field (`hidden` and `context`).
    public var isHidden: Bool { type == .hidden || type == .context }

    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        var r = try JSONObjectReader(json, at: path, context: context)
        name = try r.requiredString("name")
        guard let type = try r.decode("type", as: FieldType.self) else { throw r.missing("type") }
        self.type = type
        kind = try r.decode("kind", as: TextFieldKind.self)
        label = try r.string("label")
        labelKey = try r.string("labelKey")
        placeholder = try r.string("placeholder")
        placeholderKey = try r.string("placeholderKey")
        value = try r.string("value")
        required = try r.bool("required")
        minLength = try r.nonNegativeInteger("minLength")
        maxLength = try r.nonNegativeInteger("maxLength")
        options = try r.array("options", of: SelectOption.self)
        checked = try r.bool("checked")
        readonly = try r.bool("readonly")
        additionalMembers = r.remaining
        if let minLength, let maxLength, minLength > maxLength {
            throw r.invalid("minLength", "minLength \(minLength) is greater than maxLength \(maxLength)")
        }
    }

    public var json: JSONValue {
        var w = JSONObjectWriter(additionalMembers)
        w.set("name", name)
        w.set("type", type)
        w.set("kind", kind)
        w.set("label", label)
        w.set("labelKey", labelKey)
        w.set("placeholder", placeholder)
        w.set("placeholderKey", placeholderKey)
        w.set("value", value)
        w.set("required", required)
        w.set("minLength", minLength)
        w.set("maxLength", maxLength)
        w.set("options", nonEmpty: options)
        w.set("checked", checked)
        w.set("readonly", readonly)
        return w.json
    }
}

/// A choice of a `select` field: `options[] {label, value, selected}`.
public struct SelectOption: HaapiJSONConvertible, Hashable {
    /// The text to show.
    public var label: String
    /// A localisation key for `label` (`labelKey`).
    public var labelKey: String?
    /// The value sent when chosen.
    public var value: String
    /// Whether it starts chosen.
    public var selected: Bool?
    /// Members this version does not know, kept as sent.
    public var additionalMembers: [String: JSONValue]

    /// Creates an option.
    public init(label: String, labelKey: String? = nil, value: String, selected: Bool? = nil, additionalMembers: [String: JSONValue] = [:]) {
        self.label = label
        self.labelKey = labelKey
        self.value = value
        self.selected = selected
        self.additionalMembers = additionalMembers
    }

    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        var r = try JSONObjectReader(json, at: path, context: context)
        label = try r.requiredString("label")
        labelKey = try r.string("labelKey")
        value = try r.requiredString("value")
        selected = try r.bool("selected")
        additionalMembers = r.remaining
    }

    public var json: JSONValue {
        var w = JSONObjectWriter(additionalMembers)
        w.set("label", label)
        w.set("labelKey", labelKey)
        w.set("value", value)
        w.set("selected", selected)
        return w.json
    }
}
