/// Why a store could not do what was asked: names the store (never a password) and what failed.
public struct WebSessionStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure it is, which says what a host does about it.
    public enum Kind: String, Sendable, Hashable {
        /// Another writer saved the record first (or removed it): read it again.
        case conflict
        /// The store cannot be reached now (a database restarting, a refused or lost
        /// connection): the request may be tried again.
        case unavailable
        /// One record cannot be read: sealed with a key this host does not have, changed,
        /// not a session record, or written by a newer version. Only its browser is affected.
        case unreadableRecord
        /// The store cannot be used as configured: a malformed address, wrong credentials,
        /// a schema or records of a newer version, a missing or different sealing key.
        /// Known when the host starts.
        case configuration
        /// Anything else the store reported.
        case failed
    }

    /// What kind of failure it is.
    public var kind: Kind
    /// The store (a file path, a database URL without its password, or "memory").
    public var store: String
    /// What failed.
    public var reason: String

    /// Creates an error.
    public init(_ kind: Kind = .failed, store: String, reason: String) {
        self.kind = kind
        self.store = store
        self.reason = reason
    }

    public var description: String { "web session store \(store): \(reason)" }
}
