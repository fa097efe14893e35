import HTTPTypes
import Metrics
import Prometheus

/// A web host's metrics, kept in its ``WebHostConfiguration/metricsRegistry``: made
/// through swift-metrics with a factory of that registry, never through the global
/// `MetricsSystem`, so that the hosts of one process keep their metrics apart.
///
/// The names and labels are listed in <doc:OperatingTheHost>.
final class WebHostMetrics: Sendable {
    /// The metrics' names.
    enum Name {
        static let requests = "haapi_web_requests_total"
        static let requestDuration = "haapi_web_request_duration_seconds"
        static let requestsInFlight = "haapi_web_requests_in_flight"
        static let loginsStarted = "haapi_web_logins_started_total"
        static let loginsEnded = "haapi_web_logins_ended_total"
        static let storeDuration = "haapi_web_store_operation_duration_seconds"
        static let storeErrors = "haapi_web_store_errors_total"
        static let haapiDuration = "haapi_web_haapi_request_duration_seconds"
        static let sessions = "haapi_web_sessions"
        static let sessionBytes = "haapi_web_session_bytes"
        static let liveLogins = "haapi_web_live_logins"
        static let loginsAbandoned = "haapi_web_logins_abandoned_total"
        static let signInDuration = "haapi_web_sign_in_duration_seconds"
        static let passkeyOffers = "haapi_web_passkey_offers_total"
    }

    /// Where the metrics are kept.
    private let registry: PrometheusCollectorRegistry
    private let factory: any MetricsFactory
    private let loginsStarted: Metrics.Counter
    /// The requests being answered (a stopping host's fall to 0 as they end).
    private let requestsInFlight: Meter
    private let storedSessions: Metrics.Gauge
    private let storedBytes: Metrics.Gauge
    private let liveLogins: Metrics.Gauge

    /// Metrics in `registry`, and also made by `export` when given.
    init(registry: PrometheusCollectorRegistry, export: (any MetricsFactory)? = nil) {
        self.registry = registry
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.durationHistogramBuckets = [
            // Pages answer at once, a post waits for its next screen, a script's poll up to its timeout.
            Name.requestDuration: [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 30_000].map(Duration.milliseconds),
            // A store in memory answers in microseconds, a database in milliseconds.
            Name.storeDuration: [0.5, 1, 2.5, 5, 10, 25, 50, 100, 250, 500, 1000, 2500].map { Duration.microseconds(Int($0 * 1000)) },
            // The HAAPI server: a step, a token request, a poll.
            Name.haapiDuration: [10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 30_000].map(Duration.milliseconds),
            // A person signing in: seconds to minutes.
            Name.signInDuration: [2, 5, 10, 20, 30, 60, 120, 300, 600].map(Duration.seconds),
        ]
        self.factory = export.map { MultiplexMetricsHandler(factories: [factory, $0]) } ?? factory
        loginsStarted = Metrics.Counter(label: Name.loginsStarted, factory: factory)
        requestsInFlight = Meter(label: Name.requestsInFlight, factory: factory)
        storedSessions = Metrics.Gauge(label: Name.sessions, factory: factory)
        storedBytes = Metrics.Gauge(label: Name.sessionBytes, factory: factory)
        liveLogins = Metrics.Gauge(label: Name.liveLogins, factory: factory)
    }

    /// A request came in.
    func requestStarted() {
        requestsInFlight.increment()
    }

    /// A request was answered: `route` is the route's pattern (`/resume/{id}`), never the path.
    func requestEnded(route: String, status: HTTPResponse.Status, duration: Duration) {
        requestsInFlight.decrement()
        Metrics.Counter(label: Name.requests, dimensions: [("route", route), ("status", String(status.code))], factory: factory).increment()
        Timer(label: Name.requestDuration, dimensions: [("route", route)], factory: factory).record(duration: duration)
    }

    /// A browser session's login started.
    func loginStarted() {
        loginsStarted.increment()
    }

    /// A login ended with `result` at `step` (its last), `duration` after it started. One that
    /// ended without signing in (cancelled, failed, refused) was abandoned at that step.
    func loginEnded(_ result: WebLoginResult, at step: FunnelStep, after duration: Duration) {
        Metrics.Counter(
            label: Name.loginsEnded, dimensions: [("outcome", result.outcome.rawValue), ("authenticator", step.authenticator)], factory: factory
        ).increment()
        switch result.outcome {
        case .signedIn, .signInApproved, .demoChosen:
            Timer(label: Name.signInDuration, dimensions: [("authenticator", step.authenticator)], factory: factory).record(duration: duration)
        case .appActionDone:
            break
        case .cancelled, .failed, .oauthError, .eulaRejected, .consentRefused, .signInDenied:
            loginAbandoned(at: step)
        }
    }

    /// A login was given up at `step` (ended without signing in, or its session expired while live here).
    func loginAbandoned(at step: FunnelStep) {
        Metrics.Counter(label: Name.loginsAbandoned, dimensions: [("step", step.view)], factory: factory).increment()
    }

    /// A passkey offer was `shown`, `accepted` or `declined`.
    func passkeyOffer(_ event: String) {
        Metrics.Counter(label: Name.passkeyOffers, dimensions: [("event", event)], factory: factory).increment()
    }

    /// A call of the session store: `operation` is its name (`save`), `error` its failure.
    func storeCall(_ operation: String, duration: Duration, error: WebSessionStoreError?) {
        Timer(label: Name.storeDuration, dimensions: [("operation", operation)], factory: factory).record(duration: duration)
        guard let error else { return }
        Metrics.Counter(label: Name.storeErrors, dimensions: [("operation", operation), ("kind", error.kind.rawValue)], factory: factory).increment()
    }

    /// A request to the HAAPI server answered with `status` (`nil`: no answer) after `duration`.
    func haapiRequest(status: Int?, duration: Duration) {
        let answer = status.map { "\($0 / 100)xx" } ?? "error"
        Timer(label: Name.haapiDuration, dimensions: [("status", answer)], factory: factory).record(duration: duration)
    }

    /// The sessions in the store and the bytes of memory they take (`nil` when it did not
    /// answer, or does not count bytes: the last figure stays), and the logins live in
    /// this process, as a scrape finds them.
    func scraped(storedSessions stored: Int?, storedBytes bytes: Int?, liveLogins live: Int) {
        if let stored { storedSessions.record(stored) }
        if let bytes { storedBytes.record(bytes) }
        liveLogins.record(live)
    }

    /// Every metric in the Prometheus text format (0.0.4).
    func exposition() -> [UInt8] {
        registry.emitToBuffer()
    }
}
