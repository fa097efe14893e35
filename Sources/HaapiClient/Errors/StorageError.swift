/// A token store or key store that failed.
public struct StorageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which store and operation, e.g. `TokenStore.save`.
    public var operation: String
    /// The store's error type (its message may hold secrets, so it is not kept).
    public var errorType: String

    /// Creates a storage error.
    public init(operation: String, errorType: String) {
        self.operation = operation
        self.errorType = errorType
    }

    public var description: String { "\(operation) failed with \(errorType)" }

    /// What to do next.
    public var recoverySuggestion: String {
        "Check the store implementation passed to HaapiClient (device storage full or locked?)."
    }
}
