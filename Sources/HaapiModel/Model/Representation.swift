/// One step of a login, as the server describes it (`application/vnd.auth+json`).
///
/// ```swift
/// let document = try HaapiDecoder(baseURL: url).decode(body)
/// if case .representation(let step) = document, step.type == .pollingStep { ... }
/// ```
public struct Representation: HaapiJSONConvertible, Hashable {
    /// The step kind.
    public var type: StepType
    /// Server hints for choosing a screen.
    public var metadata: Metadata?
    /// What the person can do, in order.
    public var actions: [Action]
    /// Texts to show.
    public var messages: [Message]
    /// Links to offer (and images to show).
    public var links: [Link]
    /// Step-specific data.
    public var properties: StepProperties?
    /// Members this version does not know, kept as sent.
    public var additionalMembers: [String: JSONValue]

    /// Creates a representation.
    public init(
        type: StepType, metadata: Metadata? = nil, actions: [Action] = [], messages: [Message] = [], links: [Link] = [],
        properties: StepProperties? = nil, additionalMembers: [String: JSONValue] = [:]
    ) {
        self.type = type
        self.metadata = metadata
        self.actions = actions
        self.messages = messages
        self.links = links
        self.properties = properties
        self.additionalMembers = additionalMembers
    }

    /// The polling properties, on a polling step.
    public var pollingProperties: PollingProperties? {
        if case .polling(let p) = properties { return p }
        return nil
    }

    /// The authorization response, on an `oauth-authorization-response`.
    public var authorizationResponse: AuthorizationResponseProperties? {
        if case .authorizationResponse(let p) = properties { return p }
        return nil
    }

    /// The first action of `kind`.
    public func action(ofKind kind: ActionKind) -> Action? {
        actions.first { $0.kind == kind }
    }

    /// The first link with relation `rel`.
    public func link(withRelation rel: LinkRelation) -> Link? {
        links.first { $0.rel == rel }
    }

    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        var r = try JSONObjectReader(json, at: path, context: context)
        guard let type = try r.decode("type", as: StepType.self) else { throw r.missing("type") }
        self.type = type
        metadata = try r.decode("metadata", as: Metadata.self)
        actions = try r.array("actions", of: Action.self)
        messages = try r.array("messages", of: Message.self)
        links = try r.array("links", of: Link.self)
        properties = try r.take("properties").map { value throws(HaapiDecodingError) in
            try StepProperties(json: value, for: type, at: path.appending("properties"), context: context)
        }
        additionalMembers = r.remaining
    }

    public var json: JSONValue {
        var w = JSONObjectWriter(additionalMembers)
        w.set("type", type)
        w.set("metadata", metadata)
        w.set("actions", nonEmpty: actions)
        w.set("messages", nonEmpty: messages)
        w.set("links", nonEmpty: links)
        w.set("properties", properties?.json)
        return w.json
    }
}
