import Foundation
import HaapiHTTPServer
import Tracing

/// A session store that times every call of the one it wraps, by operation, and counts
/// its failures by kind (``WebHostMetrics``); each call is a client span of the request's
/// trace, named for the operation alone (`session store save`: no key, no record). The host
/// uses it around the configured store.
struct MeasuredWebSessionStore: WebSessionStore {
    /// The configured store.
    let base: any WebSessionStore
    let metrics: WebHostMetrics
    let tracer: any Tracer

    var name: String { base.name }

    func record(_ key: String) async throws(WebSessionStoreError) -> WebSessionRecord? {
        try await measured("record") { () async throws(WebSessionStoreError) in try await base.record(key) }
    }

    func save(_ record: WebSessionRecord) async throws(WebSessionStoreError) {
        try await measured("save") { () async throws(WebSessionStoreError) in try await base.save(record) }
    }

    func claim(_ key: String, version: Int, sending: Date) async throws(WebSessionStoreError) {
        try await measured("claim") { () async throws(WebSessionStoreError) in try await base.claim(key, version: version, sending: sending) }
    }

    func version(_ key: String) async throws(WebSessionStoreError) -> Int? {
        try await measured("version") { () async throws(WebSessionStoreError) in try await base.version(key) }
    }

    func remove(_ key: String) async throws(WebSessionStoreError) {
        try await measured("remove") { () async throws(WebSessionStoreError) in try await base.remove(key) }
    }

    @discardableResult
    func evict(now: Date, limits: SessionLimits) async throws(WebSessionStoreError) -> [String] {
        try await measured("evict") { () async throws(WebSessionStoreError) in try await base.evict(now: now, limits: limits) }
    }

    func count() async throws(WebSessionStoreError) -> Int {
        try await measured("count") { () async throws(WebSessionStoreError) in try await base.count() }
    }

    func storedBytes() async throws(WebSessionStoreError) -> Int? {
        try await measured("storedBytes") { () async throws(WebSessionStoreError) in try await base.storedBytes() }
    }

    /// What `call` returns, timed as `operation`.
    private func measured<T>(_ operation: String, _ call: () async throws(WebSessionStoreError) -> T) async throws(WebSessionStoreError) -> T {
        let clock = ContinuousClock()
        let start = clock.now
        // A store call outside any request (a flow's save between requests) is not traced on its own.
        let span = ServiceContext.current.map { tracer.startAnySpan("session store \(operation)", context: $0, ofKind: .client) }
        span?.attributes["db.operation.name"] = operation
        defer { span?.end() }
        do {
            let value = try await call()
            metrics.storeCall(operation, duration: start.duration(to: clock.now), error: nil)
            return value
        } catch {
            metrics.storeCall(operation, duration: start.duration(to: clock.now), error: error)
            span?.attributes["error.type"] = error.kind.rawValue
            span?.setStatus(SpanStatus(code: .error))
            throw error
        }
    }
}
