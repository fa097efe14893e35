public import Foundation
import HTTPTypes
import HaapiHTML
import HaapiHTTPServer
import HaapiJOSE
public import HaapiUI
import Hummingbird
public import Logging
import NIOCore
public import ServiceLifecycle

/// A sign-in page for any HAAPI server: one login per browser session, every screen
/// rendered to HTML (`HaapiHTML`), plain form posts that work without JavaScript,
/// and a small script that updates polling screens in place.
///
/// ```swift
/// let host = WebHost(configuration: WebHostConfiguration()) { language in
///     try HaapiUIKitApplicationBuilder(haapiUIKitConfiguration: configuration)
///         .setLanguage(tag: language.code)
///         .build()
/// }
/// let url = try await host.start(port: 8080)     // http://127.0.0.1:8080
/// ```
///
/// With ``WebHostConfiguration/onboarding`` every new session starts with the
/// onboarding screens. Nothing a login opens runs on the host's machine: an
/// external sign-in, the BankID app or a consent's page is a link the person's
/// browser is given (`/open`), and an external sign-in comes back to `/resume/<id>`.
/// A passkey ceremony runs in the browser, which posts its answer to `/passkey/<id>`
/// (see ``WebHostConfiguration/passkeyTimeout``).
///
/// Every response carries a Content-Security-Policy with a fresh nonce and no
/// `unsafe-inline`, `nosniff`, `no-referrer` and `frame-ancestors 'none'`. The
/// session cookie is `HttpOnly` and `SameSite=Lax` (`Secure` with the `__Host-`
/// prefix under TLS); every form carries the session's CSRF token, and a post with a
/// stale or missing one shows the step again with a message, never an error page.
public final class WebHost: Sendable {
    /// The settings.
    public let configuration: WebHostConfiguration
    let logins: WebLogins
    let cookies: WebCookies
    /// The configured images whose names can be path segments (others are ignored).
    let images: [String: WebImage]
    /// Where the pages find them.
    let namedImageURLs: [String: String]
    /// The host's logger, whose lines name the request being served.
    let logger: Logger
    let server = RunningHTTPServer()
    /// The host's metrics (in ``WebHostConfiguration/metricsRegistry``).
    let metrics: WebHostMetrics
    /// The configured store, timed: what the host uses.
    let store: MeasuredWebSessionStore
    /// Ends the waits for the next screen when the host stops.
    let shutdown: ShutdownNotice
    /// Reads the frames of pages' live cameras.
    let cameraFrames = CameraFrames()

    /// Creates a host; `makeApplication` assembles the login for a language (called
    /// once per language, on the main actor).
    @MainActor
    public init(
        configuration: WebHostConfiguration, logger: Logger = Logger(label: "HaapiWeb"),
        makeApplication: @escaping @MainActor (Language) throws -> HaapiUIKitApplication
    ) {
        self.configuration = configuration
        self.logger = RequestIDLogHandler.marking(logger)
        self.cookies = WebCookies(secure: configuration.secureCookies || configuration.publicURL?.scheme == "https")
        let images = configuration.images.filter { WebImage.isValidName($0.key) }
        self.images = images
        self.namedImageURLs = Dictionary(uniqueKeysWithValues: images.keys.map { ($0, "/images/" + $0) })
        let metrics = WebHostMetrics(registry: configuration.metricsRegistry, export: configuration.metricsExport)
        self.metrics = metrics
        self.store = MeasuredWebSessionStore(base: configuration.store, metrics: metrics, tracer: configuration.tracer)
        self.shutdown = ShutdownNotice()
        var measured = configuration
        measured.store = store
        self.logins = WebLogins(configuration: measured, logger: self.logger, makeApplication: makeApplication)
        logins.metrics = metrics
    }

    /// The login assembled for `language` (made on first use, then kept).
    ///
    /// - Throws: What the `makeApplication` closure throws (an invalid theme, say).
    @MainActor
    public func application(for language: Language) throws -> HaapiUIKitApplication {
        try logins.application(language)
    }

    /// How many logins are live in this process (the rest wait in the store).
    @MainActor
    public var liveLogins: Int { logins.liveCount }

    /// Starts listening on `bind` (`port` 0 picks a free one) and returns the URL it is
    /// reached at from this machine (loopback when `bind` is `0.0.0.0` or `::`).
    ///
    /// - Parameters:
    ///   - bind: An IPv4 or IPv6 address or `localhost` (see ``checkedBindAddress(_:)``):
    ///     `127.0.0.1` by default, reached from this machine only; `0.0.0.0` for a proxy
    ///     on another machine.
    ///   - port: The TCP port, 0...65535.
    /// - Throws: ``WebHostError`` when the onboarding cannot work (it creates a
    ///   passcode, or its configuration is invalid), the address is not one, or it cannot be bound.
    public func start(bind: String = "127.0.0.1", port: Int = 0) async throws(WebHostError) -> URL {
        if let problem = configuration.problem { throw WebHostError(reason: problem) }
        let address = try Self.checkedBindAddress(bind)
        let url: URL
        do throws(HTTPServerError) {
            url = try await server.start(
                router: router(), address: address, port: port, gracePeriod: configuration.shutdownGracePeriod, logger: logger)
        } catch {
            throw WebHostError(reason: error.reason)
        }
        let base = configuration.publicURL ?? url
        await MainActor.run { logins.baseURL = base }
        return url
    }

    /// Stops gracefully: no new connections are taken, the requests under way are answered
    /// (a post waiting for its next screen shows the page as it is, a script's long poll
    /// answers "no change"; whatever still runs after
    /// ``WebHostConfiguration/shutdownGracePeriod`` is cancelled), then the live logins
    /// are saved to the store. `/readyz` answers 503 meanwhile.
    public func stop() async {
        await shutdown.stop()
        await server.stop()
        await logins.unloadAll()
    }
}

/// The host as a service of swift-service-lifecycle: in a `ServiceGroup` it serves until the
/// group shuts down (SIGTERM, SIGINT), then stops as ``WebHost/stop()`` does. Put what it
/// uses before it in the group (the store's closing, the trace exporter), so that they stop after it.
extension WebHost: Service {
    /// Serves until the service group shuts down gracefully (or this task is cancelled),
    /// then stops. A host not started yet starts on ``WebHostConfiguration/bind`` and
    /// ``WebHostConfiguration/port``; start it first to know its URL.
    ///
    /// - Throws: ``WebHostError`` when it cannot start.
    public func run() async throws {
        if !server.isRunning { _ = try await start(bind: configuration.bind, port: configuration.port) }
        try? await gracefulShutdown()
        await stop()
    }
}
