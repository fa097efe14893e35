public import Foundation

/// Sessions in this process's memory: lost when it ends, not shared with others.
///
/// Each record is kept as its JSON (the database stores' format, unsealed), so what a
/// session holds is its size in bytes, and the store keeps to a budget of bytes as well
/// as to the ``SessionLimits``: beyond ``maximumBytes`` the longest idle sessions go
/// first. A record is decoded when it is read, that is when a login is continued from
/// the store; the host's live logins are read from memory.
///
/// ```swift
/// // A host with 128 MB for its sessions' records.
/// let store = InMemoryWebSessionStore(maximumBytes: 128 << 20)
/// ```
public actor InMemoryWebSessionStore: WebSessionStore {
    /// The default budget: 64 MiB, for a small host (a container of 256–512 MB).
    public static let defaultMaximumBytes = 64 << 20

    /// A record as kept: its version and claim beside its bytes, so that a claim and a
    /// version check read neither.
    private struct Entry {
        var version: Int
        var sending: Date?
        var createdAt: Date
        var lastSeen: Date
        var body: Data
        /// What the budget counts for it: the JSON and the key it is filed under.
        var bytes: Int
    }

    /// At most this many bytes of records are kept (``storedBytes()``); the longest idle go first.
    public nonisolated let maximumBytes: Int
    private var entries: [String: Entry] = [:]
    private var bytes = 0
    private let sealer = WebSessionSealer(key: nil)

    /// Creates an empty store that keeps at most `maximumBytes` of records.
    public init(maximumBytes: Int = InMemoryWebSessionStore.defaultMaximumBytes) {
        self.maximumBytes = maximumBytes
    }

    public nonisolated var name: String { "memory" }

    public func record(_ key: String) throws(WebSessionStoreError) -> WebSessionRecord? {
        guard let entry = entries[key] else { return nil }
        var record = try sealer.open(entry.body, key: key, store: name)
        record.version = entry.version
        record.sending = entry.sending
        return record
    }

    public func save(_ record: WebSessionRecord) throws(WebSessionStoreError) {
        try checkNext(record.version, of: record.key)
        let body = try sealer.seal(record, store: name)
        put(Entry(
            version: record.version, sending: record.sending, createdAt: record.createdAt, lastSeen: record.lastSeen, body: body,
            bytes: body.count + record.key.utf8.count), under: record.key)
    }

    // `claim`, `version` and `storedBytes` are `async throws` as their requirements are: so these,
    // not the protocol extension's defaults, are what callers (and the host) get.
    public func claim(_ key: String, version: Int, sending: Date) async throws(WebSessionStoreError) {
        guard var entry = entries[key], entry.version == version - 1 else {
            throw WebSessionStoreError(.conflict, store: name, reason: "session version \(version) was not the next one")
        }
        entry.version = version
        entry.sending = sending
        entries[key] = entry
    }

    public func version(_ key: String) async throws(WebSessionStoreError) -> Int? { entries[key]?.version }

    public func remove(_ key: String) { put(nil, under: key) }

    @discardableResult
    public func evict(now: Date, limits: SessionLimits) -> [String] {
        var removed = entries.filter { !limits.allows(createdAt: $0.value.createdAt, lastSeen: $0.value.lastSeen, at: now) }.map(\.key)
        for key in removed { put(nil, under: key) }
        guard entries.count > limits.maximumSessions || bytes > maximumBytes else { return removed }
        // The longest idle first, until both the count and the bytes are within their limits.
        let idlest = entries.sorted { ($0.value.lastSeen, $0.key) < ($1.value.lastSeen, $1.key) }.map(\.key)
        for key in idlest where entries.count > limits.maximumSessions || bytes > maximumBytes {
            put(nil, under: key)
            removed.append(key)
        }
        return removed
    }

    public func count() -> Int { entries.count }

    /// The bytes of the records kept: their JSON and their keys.
    public func storedBytes() async throws(WebSessionStoreError) -> Int? { bytes }

    /// Throws a conflict unless `version` is the one after the stored record's (1 when there is none).
    private func checkNext(_ version: Int, of key: String) throws(WebSessionStoreError) {
        guard entries[key]?.version ?? 0 == version - 1 else {
            throw WebSessionStoreError(.conflict, store: name, reason: "session version \(version) was not the next one")
        }
    }

    /// Files `entry` under `key` (`nil` removes it), keeping the byte count.
    private func put(_ entry: Entry?, under key: String) {
        bytes += (entry?.bytes ?? 0) - (entries[key]?.bytes ?? 0)
        entries[key] = entry
    }
}
