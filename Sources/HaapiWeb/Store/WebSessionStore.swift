import Foundation

/// Where the web host keeps its browsers' sessions between requests.
///
/// ``InMemoryWebSessionStore`` is the default; ``SQLiteWebSessionStore`` keeps them in a file, so a
/// restarted host continues its logins and several host processes can share one
/// database behind a load balancer.
public protocol WebSessionStore: Sendable {
    /// The record filed under `key`, or `nil`.
    func record(_ key: String) async throws(WebSessionStoreError) -> WebSessionRecord?
    /// Files `record` under its key, replacing an earlier one.
    func save(_ record: WebSessionRecord) async throws(WebSessionStoreError)
    /// Removes the record filed under `key`, if any.
    func remove(_ key: String) async throws(WebSessionStoreError)
    /// Removes the sessions `limits` no longer allow at `now`: idle or too old, then
    /// the longest idle beyond ``SessionLimits/maximumSessions``.
    ///
    /// - Returns: The keys removed.
    @discardableResult
    func evict(now: Date, limits: SessionLimits) async throws(WebSessionStoreError) -> [String]
    /// How many sessions are kept.
    func count() async throws(WebSessionStoreError) -> Int
}

/// How long sessions live and how many there may be.
public struct SessionLimits: Sendable, Hashable {
    /// A session not seen for this long is removed (seconds).
    public var idleTimeout: TimeInterval
    /// A session is removed this long after it was created, however active (seconds).
    public var maximumLifetime: TimeInterval
    /// At most this many sessions are kept; the longest idle go first.
    public var maximumSessions: Int

    /// Creates limits: by default 15 minutes idle, one hour in all, 20 000 sessions.
    public init(idleTimeout: TimeInterval = 15 * 60, maximumLifetime: TimeInterval = 60 * 60, maximumSessions: Int = 20_000) {
        self.idleTimeout = idleTimeout
        self.maximumLifetime = maximumLifetime
        self.maximumSessions = maximumSessions
    }

    /// Whether `record` is still allowed at `now` (limits on time only).
    public func allows(_ record: WebSessionRecord, at now: Date) -> Bool {
        now.timeIntervalSince(record.lastSeen) < idleTimeout && now.timeIntervalSince(record.createdAt) < maximumLifetime
    }
}

/// Why a store could not do what was asked: names the store and what failed.
public struct WebSessionStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The store (a file path, or "memory").
    public var store: String
    /// What failed.
    public var reason: String

    /// Creates an error.
    public init(store: String, reason: String) {
        self.store = store
        self.reason = reason
    }

    public var description: String { "web session store \(store): \(reason)" }
}
