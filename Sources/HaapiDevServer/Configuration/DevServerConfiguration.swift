public import Foundation

/// Everything the dev server serves: clients, users, the authentication flow and the
/// security knobs. Load one from a file with ``DevServerConfiguration/load(contentsOf:)``
/// or start from ``DevServerConfiguration/default``.
///
/// ```swift
/// var configuration = DevServerConfiguration.default
/// configuration.security.passwordIterations = 1_000   // tests only
/// let server = try DevServer(configuration: configuration)
/// ```
public struct DevServerConfiguration: Sendable, Hashable {
    /// The issuer to announce; `nil` uses the base URL the server listens on.
    public var issuer: String?
    /// OAuth clients.
    public var clients: [ClientConfiguration]
    /// Users seeded into the user store at start.
    public var users: [UserConfiguration]
    /// The authenticators, in the order the selector lists them.
    public var authenticators: [AuthenticatorConfiguration]
    /// Token lifetimes.
    public var tokens: TokenSettings
    /// DPoP, password hashing and request limits.
    public var security: SecuritySettings
    /// The pushed authorization request endpoint.
    public var pushedAuthorizationRequests = PushedAuthorizationSettings()
    /// Client attestation: challenges, CATs and the development attester.
    public var attestation: AttestationSettings

    /// Creates a configuration.
    public init(
        issuer: String? = nil, clients: [ClientConfiguration], users: [UserConfiguration],
        authenticators: [AuthenticatorConfiguration], tokens: TokenSettings = TokenSettings(),
        security: SecuritySettings = SecuritySettings(), attestation: AttestationSettings = AttestationSettings()
    ) {
        self.issuer = issuer
        self.clients = clients
        self.users = users
        self.authenticators = authenticators
        self.tokens = tokens
        self.security = security
        self.attestation = attestation
    }

    /// The configured client with `id` (a template too; clients registered at run time
    /// are not in the configuration).
    public func client(_ id: String) -> ClientConfiguration? {
        clients.first { $0.id == id }
    }

    /// Whether a client is a template, so that the server offers dynamic client registration.
    public var hasTemplates: Bool {
        clients.contains { $0.template != nil }
    }

    /// The authenticator with `id`.
    public func authenticator(_ id: String) -> AuthenticatorConfiguration? {
        authenticators.first { $0.id == id }
    }

    /// The authenticators offered first (not only as a second factor), in order.
    public var firstFactors: [AuthenticatorConfiguration] {
        authenticators.filter { !$0.secondFactorOnly }
    }
}

/// An OAuth client.
public struct ClientConfiguration: Sendable, Hashable {
    /// `client_id`.
    public var id: String
    /// The name people see (in push approval requests); `nil` shows the `client_id`.
    public var name: String?
    /// The secret for `client_secret_basic` / `client_secret_post`; `nil` for clients that
    /// authenticate only with `private_key_jwt` or attestation.
    public var secret: String?
    /// The EC P-256 public key (a JWK's members `kty`, `crv`, `x`, `y`) for `private_key_jwt`.
    public var jwk: [String: String]?
    /// Redirect URIs, matched exactly.
    public var redirectURIs: [String]
    /// Scopes the client may ask for (`urn:se:curity:scopes:haapi` is always allowed).
    public var scopes: [String]
    /// Whether the user is asked to consent to the scopes.
    public var requiresConsent: Bool
    /// Whether the client must push its authorization requests (RFC 9126
    /// `require_pushed_authorization_requests`): the authorization endpoint then takes
    /// only `client_id` and a `request_uri` from it.
    public var requirePushedAuthorizationRequests = false
    /// Where the end-session endpoint may send the browser after a sign-out
    /// (`post_logout_redirect_uri`, OpenID Connect RP-Initiated Logout 1.0), matched exactly.
    public var postLogoutRedirectURIs: [String]
    /// Whether the client may authenticate with a client attestation token (CAT) from
    /// `/oauth/token/cat` (see ``AttestationSettings``), besides its secret or key if it has one.
    public var attestation: Bool
    /// When set, the client is a template for dynamic client registration and runs no
    /// flows itself (see ``ClientTemplate``).
    public var template: ClientTemplate?

    /// Creates a client.
    public init(
        id: String, name: String? = nil, secret: String? = nil, jwk: [String: String]? = nil, redirectURIs: [String],
        scopes: [String] = ["openid", "profile"], requiresConsent: Bool = false, postLogoutRedirectURIs: [String] = [],
        attestation: Bool = false, template: ClientTemplate? = nil
    ) {
        self.id = id
        self.name = name
        self.secret = secret
        self.jwk = jwk
        self.redirectURIs = redirectURIs
        self.scopes = scopes
        self.requiresConsent = requiresConsent
        self.postLogoutRedirectURIs = postLogoutRedirectURIs
        self.attestation = attestation
        self.template = template
    }
}

/// A user to seed into the store.
public struct UserConfiguration: Sendable, Hashable {
    /// The login name.
    public var username: String
    /// The password in clear (hashed at start); or give ``passwordHash``.
    public var password: String?
    /// A stored hash in the server's format (`pbkdf2-sha256$iterations$salt$hash`).
    public var passwordHash: String?
    /// The e-mail address codes are sent to.
    public var email: String?
    /// A Swedish personal number (`yyyymmddnnnn`) for the BankID simulator.
    public var personalNumber: String?
    /// The base32 TOTP secret (RFC 4648, no padding needed).
    public var totpSecret: String?
    /// The display name (`name` claim).
    public var name: String?

    /// Creates a user.
    public init(
        username: String, password: String? = nil, passwordHash: String? = nil, email: String? = nil,
        personalNumber: String? = nil, totpSecret: String? = nil, name: String? = nil
    ) {
        self.username = username
        self.password = password
        self.passwordHash = passwordHash
        self.email = email
        self.personalNumber = personalNumber
        self.totpSecret = totpSecret
        self.name = name
    }
}

/// The kinds of authenticator the dev server simulates.
public enum AuthenticatorType: String, Sendable, Hashable, CaseIterable {
    /// Username and password (`html-form` on a real server).
    case usernamePassword = "username-password"
    /// A one-time code sent by e-mail.
    case emailCode = "email-code"
    /// A time-based one-time password (RFC 6238).
    case totp
    /// The BankID simulator.
    case bankID = "bankid"
    /// Login in an external browser, resumed with `_resume_nonce`.
    case externalBrowser = "external-browser"
    /// A sign-in request pushed to the user's phones (registered at `POST /push/devices`)
    /// and approved in the app (`POST /push/approve`), or scanned as a QR code.
    case pushApproval = "push-approval"
    /// Passkeys (WebAuthn): sign in with one, and the offer to create one after a
    /// password login (see ``PasskeySettings``). At most one per configuration.
    case passkey
}

/// One authenticator of the flow.
public struct AuthenticatorConfiguration: Sendable, Hashable {
    /// The ID used in URLs (`/authn/authenticate/<id>`).
    public var id: String
    /// What it is.
    public var type: AuthenticatorType
    /// The title in the selector as configured, shown as it is in every language; `nil`
    /// shows the type's title in the flow's language (``AuthenticatorType/defaultTitle(in:)``).
    public var title: String?
    /// The ID of an authenticator to run after this one succeeds.
    public var secondFactor: String?
    /// Whether it is used only as a second factor (left out of the selector).
    public var secondFactorOnly: Bool
    /// Failed attempts allowed before `too-many-attempts` (username/password, codes, passkey answers).
    public var maxAttempts: Int
    /// How long a code (e-mail), an order (BankID) or an approval request (push approval)
    /// stays valid, in seconds (a passkey's challenges: ``PasskeySettings/challengeLifetime``).
    public var codeLifetime: TimeInterval
    /// The polling interval announced on polling steps, in seconds.
    public var pollingInterval: TimeInterval
    /// Whether polling steps write their times as text (`"maxWaitTime": "180"`), as some
    /// servers in use do: for trying a client's reading of them. Off by default.
    public var numbersAsText: Bool
    /// TOTP settings (for `totp`).
    public var totp: TOTPSettings
    /// Relying-party settings (for `passkey`).
    public var passkey: PasskeySettings

    /// Creates an authenticator.
    public init(
        id: String, type: AuthenticatorType, title: String? = nil, secondFactor: String? = nil,
        secondFactorOnly: Bool = false, maxAttempts: Int = 5, codeLifetime: TimeInterval? = nil,
        pollingInterval: TimeInterval = 2, numbersAsText: Bool = false, totp: TOTPSettings = TOTPSettings(),
        passkey: PasskeySettings = PasskeySettings()
    ) {
        self.id = id
        self.type = type
        self.title = title
        self.secondFactor = secondFactor
        self.secondFactorOnly = secondFactorOnly
        self.maxAttempts = maxAttempts
        self.codeLifetime = codeLifetime ?? type.defaultCodeLifetime
        self.pollingInterval = pollingInterval
        self.numbersAsText = numbersAsText
        self.totp = totp
        self.passkey = passkey
    }
}

extension AuthenticatorConfiguration {
    /// The title shown in a flow whose texts are `texts`: the configured one, or the type's.
    func displayTitle(_ texts: DevServerTexts) -> String {
        title ?? texts[type.titleText]
    }
}

extension AuthenticatorType {
    /// The title used when the configuration gives none, in `language` ("Username and
    /// password", "Gebruikersnaam en wachtwoord", "Användarnamn och lösenord", ...).
    public func defaultTitle(in language: DevServerLanguage) -> String {
        DevServerTexts(language)[titleText]
    }

    /// The key of ``defaultTitle(in:)``.
    var titleText: DevServerText {
        switch self {
        case .usernamePassword: .titleUsernamePassword
        case .emailCode: .titleEmailCode
        case .totp: .titleTOTP
        case .bankID: .titleBankID
        case .externalBrowser: .titleExternalBrowser
        case .pushApproval: .titlePushApproval
        case .passkey: .titlePasskey
        }
    }

    /// The ``AuthenticatorConfiguration/codeLifetime`` used when the configuration gives none.
    public var defaultCodeLifetime: TimeInterval {
        switch self {
        case .bankID: 180
        case .pushApproval: 120
        case .usernamePassword, .emailCode, .totp, .externalBrowser, .passkey: 300
        }
    }

    /// Whether its steps poll (`pollingInterval` and `codeLifetime` are the wait).
    var polls: Bool {
        self == .bankID || self == .pushApproval
    }

    /// The `authenticatorType` property announced in the selector.
    var wireName: String {
        switch self {
        case .usernamePassword: "html-form"
        case .emailCode: "email"
        case .totp: "totp"
        case .bankID: "bankid"
        case .externalBrowser: "external-browser"
        case .pushApproval: "push-approval"
        case .passkey: "passkey"
        }
    }
}

/// RFC 6238 parameters.
public struct TOTPSettings: Sendable, Hashable {
    /// The HMAC hash.
    public var algorithm: TOTPAlgorithm
    /// Code length (6 to 10).
    public var digits: Int
    /// The time step, in seconds.
    public var period: Int
    /// Steps before and after the current one that are still accepted.
    public var window: Int

    /// Creates TOTP settings; the defaults are the ones authenticator apps use.
    public init(algorithm: TOTPAlgorithm = .sha1, digits: Int = 6, period: Int = 30, window: Int = 1) {
        self.algorithm = algorithm
        self.digits = digits
        self.period = period
        self.window = window
    }
}

/// Token lifetimes, in seconds.
public struct TokenSettings: Sendable, Hashable {
    /// The HAAPI access token and a template's initial access token (`client_credentials`).
    public var haapiTokenLifetime: TimeInterval
    /// User access tokens.
    public var accessTokenLifetime: TimeInterval
    /// ID tokens.
    public var idTokenLifetime: TimeInterval
    /// Refresh tokens.
    public var refreshTokenLifetime: TimeInterval
    /// Authorization codes.
    public var codeLifetime: TimeInterval
    /// An authentication flow (session) without activity.
    public var sessionLifetime: TimeInterval

    /// Creates token settings.
    public init(
        haapiTokenLifetime: TimeInterval = 900, accessTokenLifetime: TimeInterval = 300,
        idTokenLifetime: TimeInterval = 300, refreshTokenLifetime: TimeInterval = 86_400,
        codeLifetime: TimeInterval = 60, sessionLifetime: TimeInterval = 900
    ) {
        self.haapiTokenLifetime = haapiTokenLifetime
        self.accessTokenLifetime = accessTokenLifetime
        self.idTokenLifetime = idTokenLifetime
        self.refreshTokenLifetime = refreshTokenLifetime
        self.codeLifetime = codeLifetime
        self.sessionLifetime = sessionLifetime
    }
}

/// Security knobs.
public struct SecuritySettings: Sendable, Hashable {
    /// PBKDF2-SHA256 iterations for passwords hashed at start. OWASP recommends 600,000;
    /// tests may use fewer (never in production).
    public var passwordIterations: Int
    /// How old a DPoP proof's `iat` may be, in seconds.
    public var dpopMaxAge: TimeInterval
    /// How far in the future a DPoP proof's `iat` may be, in seconds.
    public var dpopClockSkew: TimeInterval
    /// How long a `DPoP-Nonce` stays current, in seconds (the previous one is still accepted).
    public var dpopNonceLifetime: TimeInterval
    /// The largest request body accepted, in bytes (larger gets 413).
    public var maxRequestBodyBytes: Int

    /// The OWASP Password Storage Cheat Sheet's PBKDF2-HMAC-SHA256 iteration count.
    public static let owaspPBKDF2Iterations = 600_000

    /// Creates security settings.
    public init(
        passwordIterations: Int = SecuritySettings.owaspPBKDF2Iterations, dpopMaxAge: TimeInterval = 60,
        dpopClockSkew: TimeInterval = 5, dpopNonceLifetime: TimeInterval = 300, maxRequestBodyBytes: Int = 64 * 1024
    ) {
        self.passwordIterations = passwordIterations
        self.dpopMaxAge = dpopMaxAge
        self.dpopClockSkew = dpopClockSkew
        self.dpopNonceLifetime = dpopNonceLifetime
        self.maxRequestBodyBytes = maxRequestBodyBytes
    }
}
