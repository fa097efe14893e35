public import Foundation
public import HaapiFlow
public import HaapiOnboarding
public import HaapiUI

/// What the web host keeps about one browser between its requests: enough to show
/// the browser its login again in any host process, after a restart too.
///
/// It holds secrets (the DPoP key the browser's flow is bound to, the flow's PKCE
/// verifier and session): keep it where credentials are kept. The database stores
/// seal it with the deployment's key (``WebSessionSealer``). The browser's cookie is not in it: records are filed
/// under a hash of the cookie (`WebSessionID/storageKey`).
public struct WebSessionRecord: Sendable, Codable, Equatable {
    /// Where the record is filed: the SHA-256 of the browser's session cookie, hex.
    public var key: String
    /// The record's version: 1 when created, one more at every save (a store files a
    /// version only over the one before it; see ``WebSessionStore``).
    public var version: Int
    /// The token every form of this browser must post back.
    public var csrfToken: String
    /// The language the browser chose with `?lang=`, if it did.
    public var language: String?
    /// When the session was created.
    public var createdAt: Date
    /// When the browser was last seen.
    public var lastSeen: Date
    /// The P-256 private key (raw) of the browser's DPoP-bound flow; empty once the
    /// login ended (signing in again makes a new one).
    public var dpopKey: Data
    /// The login in progress, saved after every screen; `nil` before the first one and after it ended.
    public var flow: PersistedFlow?
    /// The onboarding in progress when the host shows one (``WebOnboarding``), saved at every step.
    public var onboarding: OnboardingStateMachine?
    /// How the login ended, once it did.
    public var result: WebLoginResult?
    /// When a host claimed the session to send a request to the HAAPI server, until its
    /// answer was saved: another host that opens the session waits for that answer
    /// (a while at most) instead of showing the step again.
    public var sending: Date?
    /// The last page or app link the browser was given (an app's launch link, say): a
    /// login continued on another host that asks for it again does not send the
    /// browser there twice.
    public var opened: String?
    /// A page or app the browser is to be sent to next (given on the next page it loads, from any host).
    public var pendingLink: PendingLink?
    /// What the app facade runs for this browser (``WebApp``): the app's link that started
    /// it, or `scan` for the QR scanner; `nil` shows the app's home page.
    public var appLink: String?
    /// What the passkeys page acts with, after a sign-in whose tokens have the passkey
    /// account API's scope (``WebPasskeyAccount``); `nil` otherwise. A secret.
    public var account: WebAccountAccess?
    /// A passkey the server refused as unknown, for the next page to tell the browser
    /// (`signalUnknownCredential`), once.
    public var unknownPasskey: UnknownPasskey?
    /// The propagation fields of the sign-in's trace (W3C `traceparent`, from the span of
    /// the request that started it), so that its later requests continue that trace on any
    /// host; `nil` when the host traces nothing (``WebHostConfiguration/tracer``).
    public var trace: [String: String]?

    /// Creates a record.
    public init(
        key: String, version: Int = 1, csrfToken: String, language: String? = nil, createdAt: Date, lastSeen: Date, dpopKey: Data,
        flow: PersistedFlow? = nil, onboarding: OnboardingStateMachine? = nil, result: WebLoginResult? = nil
    ) {
        self.key = key
        self.version = version
        self.csrfToken = csrfToken
        self.language = language
        self.createdAt = createdAt
        self.lastSeen = lastSeen
        self.dpopKey = dpopKey
        self.flow = flow
        self.onboarding = onboarding
        self.result = result
    }
}

/// How a browser's login ended, for its result page: never the tokens, only the
/// verified ID-token claims, or what went wrong.
public struct WebLoginResult: Sendable, Codable, Equatable {
    /// How it ended.
    public enum Outcome: String, Sendable, Codable {
        /// Tokens were issued.
        case signedIn
        /// The server answered with an OAuth error.
        case oauthError
        /// The login failed.
        case failed
        /// The person cancelled.
        case cancelled
        /// The onboarding ended because the person did not accept the licence agreement.
        case eulaRejected
        /// The onboarding ended because the person refused a required consent form.
        case consentRefused
        /// The person chose the onboarding's demo instead of signing in.
        case demoChosen
        /// The person approved a sign-in elsewhere (``WebApp``).
        case signInApproved
        /// The person denied a sign-in elsewhere (``WebApp``).
        case signInDenied
        /// The app's own flow for a link's action ran (``WebApp/appActionHandlers``).
        case appActionDone
    }

    /// How it ended.
    public var outcome: Outcome
    /// The verified ID-token claims, name and value as shown, in name order (signed in only).
    public var claims: [[String]]
    /// What the page tells the person went wrong (`ErrorPresentation.message`), for a
    /// failed login; the developer's detail stays in the host's log.
    public var messageKey: StringKey?

    /// Creates a result.
    public init(outcome: Outcome, claims: [[String]] = [], messageKey: StringKey? = nil) {
        self.outcome = outcome
        self.claims = claims
        self.messageKey = messageKey
    }
}

/// A page or app a login asked to open, which the browser is given a link to.
public struct PendingLink: Sendable, Codable, Equatable {
    /// Why it is opened.
    public enum Purpose: String, Sendable, Codable {
        /// A page to read (a consent form's "learn more").
        case page
        /// The sign-in goes on there and comes back (an external browser flow).
        case signIn
        /// An app on the person's device (the BankID app).
        case app
    }

    /// Where the link goes.
    public var location: String
    /// Why it is opened.
    public var purpose: Purpose

    /// Creates a link.
    public init(location: String, purpose: Purpose) {
        self.location = location
        self.purpose = purpose
    }
}

/// The tokens the passkeys page calls the passkey account API with, and the key they
/// are bound to: kept with the browser's session after a sign-in, never shown to it.
public struct WebAccountAccess: Sendable, Codable, Equatable {
    /// The access token (DPoP-bound).
    public var accessToken: String
    /// The refresh token, if one was issued.
    public var refreshToken: String?
    /// The token type (`DPoP`).
    public var tokenType: String
    /// The granted scopes.
    public var scope: String?
    /// When the tokens were issued.
    public var issuedAt: Date
    /// When the access token expires, if the server said.
    public var expiresAt: Date?
    /// The P-256 private key (raw) the tokens are bound to.
    public var dpopKey: Data
    /// Whether the sign-in was a password one (`amr` holds `pwd`): the result page then
    /// lets the browser's password manager make a passkey without asking.
    public var passwordSignIn: Bool
    /// Whether the sign-in used a passkey: the result page then tells the browser which passkeys the account has.
    public var passkeySignIn: Bool

    /// Creates the access.
    public init(
        accessToken: String, refreshToken: String?, tokenType: String, scope: String?, issuedAt: Date, expiresAt: Date?, dpopKey: Data,
        passwordSignIn: Bool, passkeySignIn: Bool
    ) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.tokenType = tokenType
        self.scope = scope
        self.issuedAt = issuedAt
        self.expiresAt = expiresAt
        self.dpopKey = dpopKey
        self.passwordSignIn = passwordSignIn
        self.passkeySignIn = passkeySignIn
    }
}

/// A passkey the server said it does not know (deleted, or never registered).
public struct UnknownPasskey: Sendable, Codable, Equatable {
    /// The relying party's ID.
    public var rpID: String
    /// The credential ID, base64url.
    public var credentialID: String

    /// Creates the note.
    public init(rpID: String, credentialID: String) {
        self.rpID = rpID
        self.credentialID = credentialID
    }
}
