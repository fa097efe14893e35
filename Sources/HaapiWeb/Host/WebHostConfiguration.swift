import Foundation
import HaapiHTML
import HaapiModel
import HaapiOnboarding
import HaapiUI

/// How the web host runs: where sessions live and for how long, cookies, the
/// languages offered, how long a step may take, which URLs pages may use.
public struct WebHostConfiguration: Sendable {
    /// Where browser sessions are kept: in memory by default; `SQLiteWebSessionStore`
    /// (product `HaapiWebSQLite`) keeps logins across restarts and between the processes
    /// of one machine, `PostgresWebSessionStore` (product `HaapiWebPostgres`) between hosts
    /// on several machines (<doc:RunningSeveralHosts>).
    public var store: any WebSessionStore
    /// How long sessions live and how many there may be.
    public var limits: SessionLimits
    /// Whether the host is reached over TLS (cookies are then `Secure` with the `__Host-` prefix).
    public var secureCookies: Bool
    /// How many logins stay live in this process; the longest unused ones are saved
    /// to the store and continued from it when their browser comes back.
    public var maximumLiveLogins: Int
    /// How long a post waits for the next screen before the page is shown as it is.
    public var stepTimeout: Duration
    /// How long a script's request for the next screen waits before it is answered "no change".
    public var longPollTimeout: Duration
    /// How often a polling screen reloads itself in a browser without JavaScript.
    public var refreshInterval: Duration
    /// The languages a browser may choose (`?lang=` or `Accept-Language`); English is the fallback.
    public var languages: [Language]
    /// Which URLs links, images and forms may use (add app schemes such as `bankid`).
    public var urlPolicy: URLPolicy
    /// The host's address as browsers reach it (behind a proxy, its public URL): where
    /// an external sign-in sends the browser back. By default the address ``WebHost/start(port:)`` listens on.
    public var publicURL: URL?
    /// How long an external sign-in may take before its step falls back.
    public var browserTimeout: Duration = .seconds(300)
    /// The longest a passkey ceremony in the browser may take before its step falls
    /// back: the options' own `timeout` and half a minute for the answer, at most this.
    public var passkeyTimeout: Duration = .seconds(300)
    /// Pictures for the screens' named images (`bankid_logo`, an app's logo), served
    /// at `/images/<name>`; a named image without one shows its description instead.
    /// Names are letters, digits, `_`, `-` and `.`; others are ignored.
    public var images: [String: WebImage] = [:]
    /// The onboarding every new browser session goes through before the login; `nil` starts at the login.
    public var onboarding: WebOnboarding?

    /// Creates a configuration with in-memory sessions.
    public init(
        store: any WebSessionStore = InMemoryWebSessionStore(), limits: SessionLimits = SessionLimits(), secureCookies: Bool = false,
        maximumLiveLogins: Int = 500, stepTimeout: Duration = .seconds(30), longPollTimeout: Duration = .seconds(25),
        refreshInterval: Duration = .seconds(2), languages: [Language] = Language.shipped,
        urlPolicy: URLPolicy = (try? URLPolicy(extraSchemes: ["bankid"])) ?? .standard, onboarding: WebOnboarding? = nil
    ) {
        self.store = store
        self.limits = limits
        self.secureCookies = secureCookies
        self.maximumLiveLogins = maximumLiveLogins
        self.stepTimeout = stepTimeout
        self.longPollTimeout = longPollTimeout
        self.refreshInterval = refreshInterval
        self.languages = languages
        self.urlPolicy = urlPolicy
        self.onboarding = onboarding
    }
}

extension WebHostConfiguration {
    /// What keeps this configuration from working, or `nil`.
    var problem: String? {
        guard let onboarding else { return nil }
        if onboarding.configuration.createsPasscode { return "onboarding: a web onboarding cannot create a passcode (it belongs to a device)" }
        let problems = onboarding.configuration.problems
        return problems.isEmpty ? nil : "onboarding: " + problems.joined(separator: "; ")
    }
}
