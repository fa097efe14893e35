public import Foundation
import HaapiApp
import HaapiHTML
public import HaapiModel
import HaapiOnboarding
public import HaapiUI
public import CoreMetrics
public import Prometheus
public import Tracing

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
    /// An `https` ``publicURL`` makes them so too.
    public var secureCookies: Bool
    /// How many logins stay live in this process; the longest unused ones are saved
    /// to the store and continued from it when their browser comes back.
    public var maximumLiveLogins: Int
    /// How long a live login may go without a request from its browser before it is saved
    /// to the store and let go of (its flow's state stays in the store; the browser's next
    /// request makes it live again). One waiting on the person elsewhere (an external
    /// sign-in, a passkey ceremony) or sending a request stays. Never shorter than twice
    /// ``longPollTimeout``, so a page that polls keeps its login live.
    public var liveIdleTime: Duration = .seconds(60)
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
    /// The host's address as browsers reach it (behind a proxy, its public origin such as
    /// `https://login.example.com`): where an external sign-in sends the browser back, and
    /// the origin a passkey's server must accept. An `https` one makes the cookies `Secure`.
    /// By default the address ``WebHost/start(bind:port:)`` listens on; nothing takes it
    /// from a request's `Host` header. ``checkedPublicURL(_:)`` reads one from text.
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
    /// A consent page served alone at `/consent` (``WebConsentPage``); `nil` serves none.
    public var consentPage: WebConsentPage?
    /// Screens served alone, each at its path (``WebScreenPage``), such as seed 002's basic or
    /// dynamic authentication screens.
    public var screenPages: [WebScreenPage] = []
    /// The app facade for every browser (``WebApp``): a home page, the app's links and the
    /// QR scanner instead of a login at once; `nil` starts at the login. Not with ``onboarding``
    /// (the facade's own onboarding comes from its links).
    public var app: WebApp?
    /// The "Your passkeys" page after a sign-in, and the automatic passkey after a
    /// password sign-in (``WebPasskeyAccount``); `nil` has neither.
    public var passkeyAccount: WebPasskeyAccount?
    /// Where the host's metrics are kept (a new registry by default): ``metricsPath`` serves
    /// them, and an application may serve them elsewhere or add its own. Hosts that share
    /// one add up into the same metrics.
    public var metricsRegistry = PrometheusCollectorRegistry()
    /// Where the host's metrics also go, besides ``metricsRegistry`` (swift-otel's OTLP
    /// metrics factory, say); `nil` by default.
    public var metricsExport: (any MetricsFactory)?
    /// The path of the Prometheus metrics (`/metrics` by default); `nil` serves none. Keep
    /// it internal: let the proxy in front of the host refuse it (see <doc:OperatingTheHost>).
    public var metricsPath: String? = "/metrics"
    /// How long `/readyz` waits for the session store to answer before it says the host is not ready.
    public var readinessTimeout: Duration = .seconds(2)
    /// How long ``WebHost/stop()`` lets the requests under way finish (after it stopped
    /// taking new connections) before it cancels them.
    public var shutdownGracePeriod: Duration = .seconds(10)
    /// Where the host's traces go (<doc:OperatingTheHost>): the process's tracer
    /// (`InstrumentationSystem.tracer`, which records nothing until an application
    /// bootstraps one, such as swift-otel's) by default. Each page request is a server span
    /// in its sign-in's trace, each request to the HAAPI server a client span that sends
    /// its `traceparent` there, each call of the store a span; none holds personal data.
    public var tracer: any Tracer = InstrumentationSystem.tracer
    /// The address ``WebHost/run()`` listens on when the host was not started before
    /// (``WebHost/start(bind:port:)`` takes its own).
    public var bind = "127.0.0.1"
    /// The port ``WebHost/run()`` listens on when the host was not started before; 0 picks a free one.
    public var port = 0

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
    /// The host's own paths, which no screen page may take.
    static let reservedPaths: Set<String> = ["/screen", "/healthz", "/readyz", "/favicon.ico", WebScript.path, OpenPageScreen.path, CameraFrames.path]

    /// What keeps this configuration from working, or `nil`.
    var problem: String? {
        if let path = metricsPath, !path.hasPrefix("/") || ["/", "/healthz", "/readyz"].contains(path) {
            return "metricsPath '\(path)' is not a path of its own (such as /metrics)"
        }
        let paths = screenPages.map(\.path) + (consentPage == nil ? [] : [WebConsentPage.path])
        if let path = paths.first(where: { !$0.hasPrefix("/") || $0 == "/" || Self.reservedPaths.contains($0) || $0 == metricsPath
            || ["/\(HaapiKitURLRouter.pathPrefix)/", "/\(ResumeWaiters.path)/", "/\(PasskeyCeremonies.path)/", "/images/"].contains(where: $0.hasPrefix) }) {
            return "screen page '\(path)' is not a path of its own (such as /screens/basic-authentication)"
        }
        if Set(paths).count != paths.count { return "two screen pages share a path" }
        if app != nil, onboarding != nil { return "app and onboarding: the app facade's onboarding comes from its links; set one of them" }
        guard let onboarding else { return nil }
        if onboarding.configuration.createsPasscode { return "onboarding: a web onboarding cannot create a passcode (it belongs to a device)" }
        let problems = onboarding.configuration.problems
        return problems.isEmpty ? nil : "onboarding: " + problems.joined(separator: "; ")
    }
}
