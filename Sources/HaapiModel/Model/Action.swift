/// Something the person can do on a step: `actions[] {template, kind, title?, model, properties?}`.
///
/// The `model` is shaped by the template; an action whose template this version
/// does not know keeps its model as raw JSON (`.unknown`).
public struct Action: HaapiJSONConvertible, Hashable {
    /// What the action does.
    public var kind: ActionKind
    /// The text to show for it.
    public var title: String?
    /// A localisation key for `title` (`titleKey`).
    public var titleKey: String?
    /// Action-specific data, e.g. `authenticatorType` on `select-authenticator` options.
    public var properties: [String: JSONValue]?
    /// The template-shaped model.
    public var model: ActionModel
    /// Members this version does not know, kept as sent.
    public var additionalMembers: [String: JSONValue]

    /// Creates an action.
    public init(
        kind: ActionKind, title: String? = nil, titleKey: String? = nil, properties: [String: JSONValue]? = nil,
        model: ActionModel, additionalMembers: [String: JSONValue] = [:]
    ) {
        self.kind = kind
        self.title = title
        self.titleKey = titleKey
        self.properties = properties
        self.model = model
        self.additionalMembers = additionalMembers
    }

    /// The template, derived from the model.
    public var template: ActionTemplate { model.template }

    /// `properties.authenticatorType`, on authenticator options.
    public var authenticatorType: String? { properties?["authenticatorType"]?.stringValue }

    /// The form model, when this is a form action.
    public var form: FormActionModel? {
        if case .form(let m) = model { return m }
        return nil
    }

    /// The selector model, when this is a selector action.
    public var selector: SelectorActionModel? {
        if case .selector(let m) = model { return m }
        return nil
    }

    /// The client-operation model, when this is a client operation.
    public var clientOperation: ClientOperationActionModel? {
        if case .clientOperation(let m) = model { return m }
        return nil
    }

    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        var r = try JSONObjectReader(json, at: path, context: context)
        guard let template = try r.decode("template", as: ActionTemplate.self) else { throw r.missing("template") }
        guard let kind = try r.decode("kind", as: ActionKind.self) else { throw r.missing("kind") }
        self.kind = kind
        title = try r.string("title")
        titleKey = try r.string("titleKey")
        properties = try r.object("properties")
        let modelPath = path.appending("model")
        switch template {
        case .form:
            guard let value = r.take("model") else { throw r.missing("model") }
            model = .form(try FormActionModel(json: value, at: modelPath, context: context))
        case .selector:
            guard let value = r.take("model") else { throw r.missing("model") }
            model = .selector(try SelectorActionModel(json: value, at: modelPath, context: context))
        case .clientOperation:
            guard let value = r.take("model") else { throw r.missing("model") }
            model = .clientOperation(try ClientOperationActionModel(json: value, at: modelPath, context: context))
        case .unknown(let name):
            model = .unknown(template: name, model: r.take("model"))
        }
        additionalMembers = r.remaining
    }

    public var json: JSONValue {
        var w = JSONObjectWriter(additionalMembers)
        w.set("template", template)
        w.set("kind", kind)
        w.set("title", title)
        w.set("titleKey", titleKey)
        w.set("properties", properties)
        switch model {
        case .form(let m): w.set("model", m)
        case .selector(let m): w.set("model", m)
        case .clientOperation(let m): w.set("model", m)
        case .unknown(_, let raw): w.set("model", raw)
        }
        return w.json
    }
}

/// An action's model, shaped by its template.
///
/// Its cases are `indirect`: the model lives in one shared box, so the copies of an
/// action that a step, its screen model and the flow's catalogue hold cost a reference each.
public indirect enum ActionModel: Sendable, Hashable {
    /// `template: form`.
    case form(FormActionModel)
    /// `template: selector`.
    case selector(SelectorActionModel)
    /// `template: client-operation`.
    case clientOperation(ClientOperationActionModel)
    /// A template this version does not know, with its model kept as raw JSON.
    case unknown(template: String, model: JSONValue?)

    /// The template this model belongs to.
    public var template: ActionTemplate {
        switch self {
        case .form: .form
        case .selector: .selector
        case .clientOperation: .clientOperation
        case .unknown(let name, _): ActionTemplate(rawValue: name)
        }
    }
}
