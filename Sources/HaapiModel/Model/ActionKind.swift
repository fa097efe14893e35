// Open sets of protocol values: unknown ones are kept as `.unknown(raw)`.

/// What an action does: its `kind` member.
public enum ActionKind: OpenEnumeration {
    /// `login`
    case login
    /// `continue`
    case `continue`
    /// `continue-auto-login`
    case continueAutoLogin
    /// `redirect`
    case redirect
    /// `cancel`
    case cancel
    /// `poll`
    case poll
    /// `form`
    case form
    /// `authenticator-selector`
    case authenticatorSelector
    /// `select-authenticator`
    case selectAuthenticator
    /// `device-selector`
    case deviceSelector
    /// `device-option`
    case deviceOption
    /// `device-register`
    case deviceRegister
    /// `bankid-same-device`
    case bankidSameDevice
    /// `bankid-other-device`
    case bankidOtherDevice
    /// `password-reset`
    case passwordReset
    /// `account-id-recovery`
    case accountIdRecovery
    /// `user-register`
    case userRegister
    /// `user-consent`
    case userConsent
    /// A value this version does not know, kept as sent.
    case unknown(String)

    public static let known: [ActionKind] = [.login, .`continue`, .continueAutoLogin, .redirect, .cancel, .poll, .form, .authenticatorSelector, .selectAuthenticator, .deviceSelector, .deviceOption, .deviceRegister, .bankidSameDevice, .bankidOtherDevice, .passwordReset, .accountIdRecovery, .userRegister, .userConsent]

    public var rawValue: String {
        switch self {
        case .login: "login"
        case .`continue`: "continue"
        case .continueAutoLogin: "continue-auto-login"
        case .redirect: "redirect"
        case .cancel: "cancel"
        case .poll: "poll"
        case .form: "form"
        case .authenticatorSelector: "authenticator-selector"
        case .selectAuthenticator: "select-authenticator"
        case .deviceSelector: "device-selector"
        case .deviceOption: "device-option"
        case .deviceRegister: "device-register"
        case .bankidSameDevice: "bankid-same-device"
        case .bankidOtherDevice: "bankid-other-device"
        case .passwordReset: "password-reset"
        case .accountIdRecovery: "account-id-recovery"
        case .userRegister: "user-register"
        case .userConsent: "user-consent"
        case .unknown(let raw): raw
        }
    }

    public init(rawValue: String) {
        self = knownCase(rawValue, in: Self.self) ?? .unknown(rawValue)
    }
}

/// How an action's `model` is shaped: its `template` member.
public enum ActionTemplate: OpenEnumeration {
    /// `form`
    case form
    /// `selector`
    case selector
    /// `client-operation`
    case clientOperation
    /// A value this version does not know, kept as sent.
    case unknown(String)

    public static let known: [ActionTemplate] = [.form, .selector, .clientOperation]

    public var rawValue: String {
        switch self {
        case .form: "form"
        case .selector: "selector"
        case .clientOperation: "client-operation"
        case .unknown(let raw): raw
        }
    }

    public init(rawValue: String) {
        self = knownCase(rawValue, in: Self.self) ?? .unknown(rawValue)
    }
}

/// Which operation a `client-operation` action asks the client to perform.
public enum ClientOperationName: OpenEnumeration {
    /// `external-browser-flow`
    case externalBrowserFlow
    /// `bankid`
    case bankid
    /// `webauthn-registration`
    case webauthnRegistration
    /// `webauthn-authentication`
    case webauthnAuthentication
    /// `encap-auto-activation`
    case encapAutoActivation
    /// A value this version does not know, kept as sent.
    case unknown(String)

    public static let known: [ClientOperationName] = [.externalBrowserFlow, .bankid, .webauthnRegistration, .webauthnAuthentication, .encapAutoActivation]

    public var rawValue: String {
        switch self {
        case .externalBrowserFlow: "external-browser-flow"
        case .bankid: "bankid"
        case .webauthnRegistration: "webauthn-registration"
        case .webauthnAuthentication: "webauthn-authentication"
        case .encapAutoActivation: "encap-auto-activation"
        case .unknown(let raw): raw
        }
    }

    public init(rawValue: String) {
        self = knownCase(rawValue, in: Self.self) ?? .unknown(rawValue)
    }
}
/// The HTTP method of a form: `GET` or `POST`, or another token kept as sent.
public enum FormMethod: OpenEnumeration {
    /// `GET`: fields go in the query string.
    case get
    /// `POST`: fields go in the body.
    case post
    /// A method this version does not know, kept as sent.
    case unknown(String)

    public static let known: [FormMethod] = [.get, .post]

    public var rawValue: String {
        switch self {
        case .get: "GET"
        case .post: "POST"
        case .unknown(let raw): raw
        }
    }

    public init(rawValue: String) {
        self = knownCase(rawValue.uppercased(), in: Self.self) ?? .unknown(rawValue)
    }
}
