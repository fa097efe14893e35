import Foundation

/// A validated authorization request, kept for the whole flow.
struct AuthorizationRequest: Sendable, Hashable {
    var clientID: String
    var redirectURI: String
    var scopes: [String]
    var state: String?
    var nonce: String?
    var codeChallenge: String
    var acrValues: [String]
    /// `dpop_jkt` (RFC 9449 section 10): the key the code must be redeemed with.
    var dpopJKT: String?
    /// `max_age` in seconds. Every authorization authenticates (the server keeps no
    /// login sessions), so any value is met.
    var maxAge: Int? = nil
    /// `prompt` (OpenID Connect Core section 3.1.2.1), without `none`, which is refused.
    var prompt: Set<AuthorizationPrompt> = []
    /// `ui_locales` as sent (in the query or the pushed request): the flow's language.
    var uiLocales: String? = nil
    /// `login_hint` (OpenID Connect Core section 3.1.2.1): who is signing in; the
    /// user name field of the password step starts with it, as a real server's does.
    var loginHint: String? = nil
}

/// Where a flow is.
enum FlowStep: Sendable, Hashable {
    /// The redirection step was sent; the next request shows the selector or authenticator.
    case started
    /// The selector is shown.
    case selecting
    /// An authenticator (first or second factor) is running.
    case authenticating(String)
    /// The offer to create a passkey is shown by passkey authenticator `id`, after the
    /// first factor and before any second factor, consent or code.
    case passkeyOffer(String)
    /// The consent step is shown.
    case consent
    /// The authorization response was sent; the session is spent.
    case completed
    /// Too many failed attempts; the flow must be restarted.
    case locked
}

/// An e-mail code that was sent.
struct EmailChallenge: Sendable, Hashable {
    var username: String?
    var address: String
    var code: String
    var expiresAt: Date
    var failures = 0
}

/// An external-browser launch.
struct BrowserLaunch: Sendable, Hashable {
    var launchNonce: String
    var resumeNonce: String?
    var username: String?
    var expiresAt: Date
}

/// One authentication flow, named by its session ID and bound to the HAAPI token's key.
struct FlowSession: Sendable {
    let id: String
    /// The RFC 7638 thumbprint of the DPoP key of the HAAPI token that started the flow.
    let ownerJKT: String
    let request: AuthorizationRequest
    /// The language of every step of the flow, chosen from `ui_locales` at `/oauth/authorize`.
    let language: DevServerLanguage
    var expiresAt: Date
    /// Bumped on every save; a save from a stale copy is refused.
    var version = 0
    var step: FlowStep = .started
    /// The authenticated user, after the first factor.
    var subject: String?
    /// Authenticators that succeeded, in order.
    var completedAuthenticators: [String] = []
    /// What they proved, in order (``AuthenticationMethod/claim(_:)`` makes `amr` of it).
    var authenticationMethods: [AuthenticationMethod] = []
    var authTime: Date?
    /// The second factor still to run after the current authenticator.
    var pendingSecondFactor: String?
    /// Failed attempts per authenticator ID.
    var failures: [String: Int] = [:]
    var email: EmailChallenge?
    var bankIDOrder: String?
    var browser: BrowserLaunch?
    /// The `jti` of the push approval request the flow waits for.
    var pushApproval: String?
    /// The WebAuthn challenge of the ceremony the flow offers (a passkey sign-in or
    /// registration, or passkey autofill on the password step).
    var passkeyChallenge: PasskeyChallenge?

    /// The flow's texts, in its language.
    var texts: DevServerTexts { DevServerTexts(language) }

    /// Whether `id` is the second factor of this flow (the user is known).
    var isSecondFactorStep: Bool { subject != nil }

    /// Forgets what the running authenticator kept (a sent code, a browser launch, a
    /// BankID order, a push approval request, a WebAuthn challenge), when another one
    /// starts or it succeeds.
    mutating func clearAuthenticatorState() {
        email = nil
        browser = nil
        bankIDOrder = nil
        pushApproval = nil
        passkeyChallenge = nil
    }
}
