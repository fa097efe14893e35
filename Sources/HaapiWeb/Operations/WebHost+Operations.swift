import HTTPTypes
import HaapiHTTPServer
import Hummingbird
import Logging
import NIOCore
import Tracing

/// The routes for those who run the host: liveness, readiness and metrics. None of them
/// touches a browser session.
extension WebHost {
    /// Adds the request id, trace and metrics middleware (first, so that they see every
    /// route) and the operations routes to `router`. Each page request is a server span of
    /// its sign-in's trace (``sessionTrace(_:)``); the operations routes and the static
    /// files are not traced.
    func addOperations(to router: Router<BasicRequestContext>) {
        router.add(middleware: RequestIDMiddleware())
        if !(configuration.tracer is NoOpTracer) {
            let untraced = Set(["/healthz", "/readyz", "/favicon.ico", WebScript.path] + [configuration.metricsPath].compactMap { $0 })
            router.add(middleware: ServerSpanMiddleware(tracer: configuration.tracer, untraced: { path in
                untraced.contains(path) || path.hasPrefix("/images/")
            }) { [self] request in await sessionTrace(request) })
        }
        router.add(middleware: RequestMetricsMiddleware(metrics: metrics))
        router.get("/healthz") { _, _ in Self.plainText(.ok, "ok\n") }
        router.get("/readyz") { [self] _, _ in await readiness() }
        if let path = configuration.metricsPath {
            router.get(RouterPath(path)) { [self] _, _ in await metricsText() }
        }
    }

    /// 200 when the session store answers a count within the readiness timeout; else 503
    /// naming the store and why (the store's name never holds a password).
    func readiness() async -> Response {
        if await shutdown.isStopping { return Self.plainText(.serviceUnavailable, "not ready: the host is stopping\n") }
        let timeout = configuration.readinessTimeout
        let answer = await firstAnswer(within: timeout) { [store] () async -> Result<Int, WebSessionStoreError> in
            do throws(WebSessionStoreError) { return .success(try await store.count()) } catch { return .failure(error) }
        }
        switch answer {
        case .success:
            return Self.plainText(.ok, "ready\n")
        case .failure(let error):
            logger.warning("the session store failed the readiness check", metadata: ["error": .string("\(error)")])
            return Self.plainText(.serviceUnavailable, "not ready: the session store \(store.name) failed (\(error.kind.rawValue))\n")
        case nil:
            logger.warning("the session store did not answer the readiness check in time", metadata: ["store": .string(store.name)])
            return Self.plainText(.serviceUnavailable, "not ready: the session store \(store.name) did not answer within \(timeout)\n")
        }
    }

    /// The metrics in the Prometheus text format (0.0.4), with the session gauges as they are now.
    func metricsText() async -> Response {
        let stored = await firstAnswer(within: configuration.readinessTimeout) { [store] () async -> (count: Int?, bytes: Int?) in
            (try? await store.count(), try? await store.storedBytes())
        }
        let live = await MainActor.run { logins.liveCount }
        metrics.scraped(storedSessions: stored?.count, storedBytes: stored?.bytes, liveLogins: live)
        var headers = SecurityHeaders.fields(nonce: nil)
        headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: metrics.exposition())))
    }

    /// A short plain-text answer with the security headers (no caching).
    static func plainText(_ status: HTTPResponse.Status, _ text: String) -> Response {
        var headers = SecurityHeaders.fields(nonce: nil)
        headers[.contentType] = "text/plain; charset=utf-8"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
