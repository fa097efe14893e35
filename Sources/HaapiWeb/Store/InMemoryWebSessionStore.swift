import Foundation

/// Sessions in this process's memory: lost when it ends, not shared with others.
public actor InMemoryWebSessionStore: WebSessionStore {
    private var records: [String: WebSessionRecord] = [:]

    /// Creates an empty store.
    public init() {}

    public nonisolated var name: String { "memory" }

    public func record(_ key: String) -> WebSessionRecord? { records[key] }

    public func save(_ record: WebSessionRecord) throws(WebSessionStoreError) {
        guard records[record.key]?.version ?? 0 == record.version - 1 else {
            throw WebSessionStoreError(.conflict, store: name, reason: "session version \(record.version) was not the next one")
        }
        records[record.key] = record
    }

    public func remove(_ key: String) { records[key] = nil }

    @discardableResult
    public func evict(now: Date, limits: SessionLimits) -> [String] {
        var removed = records.values.filter { !limits.allows($0, at: now) }.map(\.key)
        for key in removed { records[key] = nil }
        let excess = records.count - limits.maximumSessions
        if excess > 0 {
            let idlest = records.values.sorted { ($0.lastSeen, $0.key) < ($1.lastSeen, $1.key) }.prefix(excess).map(\.key)
            for key in idlest { records[key] = nil }
            removed += idlest
        }
        return removed
    }

    public func count() -> Int { records.count }
}
