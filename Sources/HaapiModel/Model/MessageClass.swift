// Open sets of protocol values: unknown ones are kept as `.unknown(raw)`.

/// A class of a message's `classList`: how the message is meant to look.
public enum MessageClass: OpenEnumeration {
    /// `heading`
    case heading
    /// `info`
    case info
    /// `error`
    case error
    /// `warning`
    case warning
    /// `userName`
    case userName
    /// `userCode`
    case userCode
    /// `activationCode`
    case activationCode
    /// `recipientOfCommunication`
    case recipientOfCommunication
    /// A value this version does not know, kept as sent.
    case unknown(String)

    public static let known: [MessageClass] = [.heading, .info, .error, .warning, .userName, .userCode, .activationCode, .recipientOfCommunication]

    public var rawValue: String {
        switch self {
        case .heading: "heading"
        case .info: "info"
        case .error: "error"
        case .warning: "warning"
        case .userName: "userName"
        case .userCode: "userCode"
        case .activationCode: "activationCode"
        case .recipientOfCommunication: "recipientOfCommunication"
        case .unknown(let raw): raw
        }
    }

    public init(rawValue: String) {
        self = knownCase(rawValue, in: Self.self) ?? .unknown(rawValue)
    }
}

/// What a link is for: its `rel` member.
public enum LinkRelation: OpenEnumeration {
    /// `forgot-password`
    case forgotPassword
    /// `forgot-account-id`
    case forgotAccountId
    /// `register-create`
    case registerCreate
    /// `authorization-response`
    case authorizationResponse
    /// `activation`
    case activation
    /// `restart`
    case restart
    /// `manage`
    case manage
    /// A value this version does not know, kept as sent.
    case unknown(String)

    public static let known: [LinkRelation] = [.forgotPassword, .forgotAccountId, .registerCreate, .authorizationResponse, .activation, .restart, .manage]

    public var rawValue: String {
        switch self {
        case .forgotPassword: "forgot-password"
        case .forgotAccountId: "forgot-account-id"
        case .registerCreate: "register-create"
        case .authorizationResponse: "authorization-response"
        case .activation: "activation"
        case .restart: "restart"
        case .manage: "manage"
        case .unknown(let raw): raw
        }
    }

    public init(rawValue: String) {
        self = knownCase(rawValue, in: Self.self) ?? .unknown(rawValue)
    }
}
