// Open sets of protocol values: unknown ones are kept as `.unknown(raw)`.

/// The kind of a representation: its `type` member.
public enum StepType: OpenEnumeration {
    /// `authentication-step`
    case authenticationStep
    /// `registration-step`
    case registrationStep
    /// `redirection-step`
    case redirectionStep
    /// `polling-step`
    case pollingStep
    /// `continue-same-step`
    case continueSameStep
    /// `user-consent-step`
    case userConsentStep
    /// `consentor-step`
    case consentorStep
    /// `oauth-authorization-response`
    case oauthAuthorizationResponse
    /// A value this version does not know, kept as sent.
    case unknown(String)

    public static let known: [StepType] = [.authenticationStep, .registrationStep, .redirectionStep, .pollingStep, .continueSameStep, .userConsentStep, .consentorStep, .oauthAuthorizationResponse]

    public var rawValue: String {
        switch self {
        case .authenticationStep: "authentication-step"
        case .registrationStep: "registration-step"
        case .redirectionStep: "redirection-step"
        case .pollingStep: "polling-step"
        case .continueSameStep: "continue-same-step"
        case .userConsentStep: "user-consent-step"
        case .consentorStep: "consentor-step"
        case .oauthAuthorizationResponse: "oauth-authorization-response"
        case .unknown(let raw): raw
        }
    }

    public init(rawValue: String) {
        self = knownCase(rawValue, in: Self.self) ?? .unknown(rawValue)
    }
}

/// The type of a problem document: a URI under `https://curity.se/problems/`.
public enum ProblemType: OpenEnumeration {
    /// `https://curity.se/problems/invalid-input`
    case invalidInput
    /// `https://curity.se/problems/incorrect-credentials`
    case incorrectCredentials
    /// `https://curity.se/problems/authentication-failed`
    case authenticationFailed
    /// `https://curity.se/problems/too-many-attempts`
    case tooManyAttempts
    /// `https://curity.se/problems/generic-user-error`
    case genericUserError
    /// `https://curity.se/problems/unexpected`
    case unexpected
    /// `https://curity.se/problems/error-authorization-response`
    case errorAuthorizationResponse
    /// `https://curity.se/problems/mismatch-between-session-and-access-token`
    case mismatchBetweenSessionAndAccessToken
    /// A value this version does not know, kept as sent.
    case unknown(String)

    public static let known: [ProblemType] = [.invalidInput, .incorrectCredentials, .authenticationFailed, .tooManyAttempts, .genericUserError, .unexpected, .errorAuthorizationResponse, .mismatchBetweenSessionAndAccessToken]

    public var rawValue: String {
        switch self {
        case .invalidInput: "https://curity.se/problems/invalid-input"
        case .incorrectCredentials: "https://curity.se/problems/incorrect-credentials"
        case .authenticationFailed: "https://curity.se/problems/authentication-failed"
        case .tooManyAttempts: "https://curity.se/problems/too-many-attempts"
        case .genericUserError: "https://curity.se/problems/generic-user-error"
        case .unexpected: "https://curity.se/problems/unexpected"
        case .errorAuthorizationResponse: "https://curity.se/problems/error-authorization-response"
        case .mismatchBetweenSessionAndAccessToken: "https://curity.se/problems/mismatch-between-session-and-access-token"
        case .unknown(let raw): raw
        }
    }

    public init(rawValue: String) {
        self = knownCase(rawValue, in: Self.self) ?? .unknown(rawValue)
    }
}
/// The state of a polling step: `properties.status`.
public enum PollingStatus: OpenEnumeration {
    /// `pending`
    case pending
    /// `done`
    case done
    /// `failed`
    case failed
    /// A value this version does not know, kept as sent.
    case unknown(String)

    public static let known: [PollingStatus] = [.pending, .done, .failed]

    public var rawValue: String {
        switch self {
        case .pending: "pending"
        case .done: "done"
        case .failed: "failed"
        case .unknown(let raw): raw
        }
    }

    public init(rawValue: String) {
        self = knownCase(rawValue, in: Self.self) ?? .unknown(rawValue)
    }
}
