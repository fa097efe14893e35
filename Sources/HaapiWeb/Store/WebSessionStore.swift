public import Foundation

/// Where the web host keeps its browsers' sessions between requests.
///
/// ``InMemoryWebSessionStore`` is the default. `SQLiteWebSessionStore` (product
/// `HaapiWebSQLite`) keeps them in a file that the processes of one machine share;
/// `PostgresWebSessionStore` (product `HaapiWebPostgres`) keeps them in PostgreSQL, which
/// the hosts of several machines share behind a load balancer.
///
/// ## Versions
///
/// Two requests of one browser can reach two hosts at once (a poll and a submit, a
/// double-clicked button, two tabs). So a record carries a ``WebSessionRecord/version``
/// and ``save(_:)`` is a compare-and-set: it files version *n* only over version *n − 1*
/// (or, for version 1, where there is none) and otherwise throws a
/// ``WebSessionStoreError/Kind-swift.enum/conflict``. The host that meets a conflict
/// reads the record again and shows what the other host made of it; before it sends a
/// form to the HAAPI server, a host claims the step (``claim(_:version:sending:)``, the
/// same compare-and-set of the version and the sending mark alone), so a form is sent
/// once however many hosts it was posted to. Before it answers a browser from its live
/// copy, a host compares that copy's version with ``version(_:)``.
///
/// Every store passes the same conformance suite (this package's tests), concurrent
/// writers included.
public protocol WebSessionStore: Sendable {
    /// What the store is, for messages: "memory", a file path, or a database URL
    /// without its password.
    var name: String { get }
    /// The record filed under `key`, or `nil`.
    func record(_ key: String) async throws(WebSessionStoreError) -> WebSessionRecord?
    /// Files `record` under its key when the stored record is the version before it
    /// (`record.version - 1`), or when there is none and `record.version` is 1.
    ///
    /// - Throws: ``WebSessionStoreError`` of kind `conflict` when another writer got
    ///   there first (or the record was removed meanwhile); nothing is changed then.
    func save(_ record: WebSessionRecord) async throws(WebSessionStoreError)
    /// Files version `version` of the record under `key`, marked as sending since
    /// `sending` (``WebSessionRecord/sending``) and otherwise unchanged, when the stored
    /// record is the version before it: a ``save(_:)`` of that change without writing the
    /// whole record again.
    ///
    /// - Throws: ``WebSessionStoreError`` of kind `conflict` as ``save(_:)`` does.
    func claim(_ key: String, version: Int, sending: Date) async throws(WebSessionStoreError)
    /// The version of the record filed under `key`, or `nil` when there is none.
    func version(_ key: String) async throws(WebSessionStoreError) -> Int?
    /// Removes the record filed under `key`, if any.
    func remove(_ key: String) async throws(WebSessionStoreError)
    /// Removes the sessions `limits` no longer allow at `now`: idle or too old, then
    /// the longest idle beyond ``SessionLimits/maximumSessions``.
    ///
    /// - Returns: The keys removed.
    @discardableResult
    func evict(now: Date, limits: SessionLimits) async throws(WebSessionStoreError) -> [String]
    /// How many sessions are kept (a host's readiness check asks it too).
    func count() async throws(WebSessionStoreError) -> Int
    /// The bytes of the host's memory the kept sessions take, as far as the store counts
    /// them (``InMemoryWebSessionStore``); `nil` for a store whose records are elsewhere
    /// (a file, a database).
    func storedBytes() async throws(WebSessionStoreError) -> Int?
}

extension WebSessionStore {
    /// Reads the record and saves it as `version`, marked as sending: stores that keep
    /// the version and the mark beside the record do it without reading the record.
    public func claim(_ key: String, version: Int, sending: Date) async throws(WebSessionStoreError) {
        guard var record = try await record(key), record.version == version - 1 else {
            throw WebSessionStoreError(.conflict, store: name, reason: "session version \(version) was not the next one")
        }
        record.version = version
        record.sending = sending
        try await save(record)
    }

    /// `nil`: the records are not in the host's memory.
    public func storedBytes() async throws(WebSessionStoreError) -> Int? { nil }

    /// The version of ``record(_:)``: stores that keep it beside the record read it alone.
    public func version(_ key: String) async throws(WebSessionStoreError) -> Int? {
        try await record(key)?.version
    }
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
        allows(createdAt: record.createdAt, lastSeen: record.lastSeen, at: now)
    }

    /// Whether a session created at `createdAt` and last seen at `lastSeen` is still
    /// allowed at `now` (limits on time only).
    public func allows(createdAt: Date, lastSeen: Date, at now: Date) -> Bool {
        now.timeIntervalSince(lastSeen) < idleTimeout && now.timeIntervalSince(createdAt) < maximumLifetime
    }
}
