/// The `properties` of a step: typed for the steps whose properties the protocol
/// defines, raw JSON otherwise.
public enum StepProperties: Sendable, Hashable {
    /// The properties of a `polling-step`.
    case polling(PollingProperties)
    /// The properties of an `oauth-authorization-response`.
    case authorizationResponse(AuthorizationResponseProperties)
    /// The properties of any other step, as sent.
    case other([String: JSONValue])

    /// Reads the properties of a step of `type`.
    init(json: JSONValue, for type: StepType, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        switch type {
        case .pollingStep:
            self = .polling(try PollingProperties(json: json, at: path, context: context))
        case .oauthAuthorizationResponse:
            self = .authorizationResponse(try AuthorizationResponseProperties(json: json, at: path, context: context))
        default:
            guard case .object(let members) = json else {
                throw HaapiDecodingError(.typeMismatch(expected: "an object", found: json.typeDescription), at: path)
            }
            self = .other(members)
        }
    }

    /// The properties as JSON.
    public var json: JSONValue {
        switch self {
        case .polling(let p): p.json
        case .authorizationResponse(let p): p.json
        case .other(let members): .object(members)
        }
    }
}

/// `properties` of a polling step:
/// `{status, recipientOfCommunication?, maxWaitTime?, maxWaitRemainingTime?, interval?}`.
///
/// Times are numbers as the server sent them (seconds, for the servers seen so far).
public struct PollingProperties: HaapiJSONConvertible, Hashable {
    /// Whether the step is still waiting, succeeded or failed.
    public var status: PollingStatus
    /// Who the server contacted (for example a masked phone number), to show.
    public var recipientOfCommunication: String?
    /// The longest the step waits in all.
    public var maxWaitTime: Double?
    /// How much of that wait is left.
    public var maxWaitRemainingTime: Double?
    /// How long to wait between polls.
    public var interval: Double?
    /// Members this version does not know, kept as sent.
    public var additionalMembers: [String: JSONValue]

    /// Creates polling properties.
    public init(
        status: PollingStatus, recipientOfCommunication: String? = nil, maxWaitTime: Double? = nil,
        maxWaitRemainingTime: Double? = nil, interval: Double? = nil, additionalMembers: [String: JSONValue] = [:]
    ) {
        self.status = status
        self.recipientOfCommunication = recipientOfCommunication
        self.maxWaitTime = maxWaitTime
        self.maxWaitRemainingTime = maxWaitRemainingTime
        self.interval = interval
        self.additionalMembers = additionalMembers
    }

    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        var r = try JSONObjectReader(json, at: path, context: context)
        guard let status = try r.decode("status", as: PollingStatus.self) else { throw r.missing("status") }
        self.status = status
        recipientOfCommunication = try r.string("recipientOfCommunication")
        maxWaitTime = try r.nonNegativeNumber("maxWaitTime")
        maxWaitRemainingTime = try r.nonNegativeNumber("maxWaitRemainingTime")
        interval = try r.nonNegativeNumber("interval")
        additionalMembers = r.remaining
    }

    public var json: JSONValue {
        var w = JSONObjectWriter(additionalMembers)
        w.set("status", status)
        w.set("recipientOfCommunication", recipientOfCommunication)
        w.set("maxWaitTime", maxWaitTime)
        w.set("maxWaitRemainingTime", maxWaitRemainingTime)
        w.set("interval", interval)
        return w.json
    }
}

/// `properties` of an `oauth-authorization-response`: `{code, state?, iss?}` and,
/// for other response types, whatever else the server returned.
public struct AuthorizationResponseProperties: HaapiJSONConvertible, Hashable {
    /// The authorization code to exchange for tokens.
    public var code: String?
    /// The `state` the client sent, echoed back.
    public var state: String?
    /// The issuer (RFC 9207), when the server names itself.
    public var iss: String?
    /// Members this version does not know, kept as sent (e.g. `id_token`, `session_state`).
    public var additionalMembers: [String: JSONValue]

    /// Creates authorization-response properties.
    public init(code: String? = nil, state: String? = nil, iss: String? = nil, additionalMembers: [String: JSONValue] = [:]) {
        self.code = code
        self.state = state
        self.iss = iss
        self.additionalMembers = additionalMembers
    }

    public init(json: JSONValue, at path: JSONPath, context: HaapiDecodingContext) throws(HaapiDecodingError) {
        var r = try JSONObjectReader(json, at: path, context: context)
        code = try r.string("code")
        state = try r.string("state")
        iss = try r.string("iss")
        additionalMembers = r.remaining
    }

    public var json: JSONValue {
        var w = JSONObjectWriter(additionalMembers)
        w.set("code", code)
        w.set("state", state)
        w.set("iss", iss)
        return w.json
    }
}
