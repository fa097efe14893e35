/// Where ``PasscodeLockout`` keeps its ``LockoutRecord`` between runs of the app.
public protocol LockoutRecordStore: Sendable {
    /// The saved record, or `nil` when there is none.
    func load() async throws(LockoutStoreError) -> LockoutRecord?
    /// Saves `record` over any saved one, durably before returning.
    func save(_ record: LockoutRecord) async throws(LockoutStoreError)
    /// Forgets the saved record (nothing happens when there is none).
    func clear() async throws(LockoutStoreError)
}

/// Why a ``LockoutRecordStore`` could not load, save or clear.
public enum LockoutStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The saved record is damaged or not one this build reads: `reason` says what.
    case corrupted(reason: String)
    /// Reading or writing failed (`operation` on `path`; the system's words).
    case io(operation: String, path: String, message: String)

    public var description: String {
        switch self {
        case .corrupted(let reason): "the passcode lockout record is damaged: \(reason)"
        case .io(let operation, let path, let message): "could not \(operation) \(path): \(message)"
        }
    }
}

/// Keeps the record in memory: for tests, and apps that accept that a restart
/// forgets the count of wrong passcodes.
public actor InMemoryLockoutRecordStore: LockoutRecordStore {
    private var saved: LockoutRecord?

    /// Creates a store holding `record`.
    public init(_ record: LockoutRecord? = nil) {
        saved = record
    }

    public func load() async throws(LockoutStoreError) -> LockoutRecord? { saved }
    public func save(_ record: LockoutRecord) async throws(LockoutStoreError) { saved = record }
    public func clear() async throws(LockoutStoreError) { saved = nil }
}
