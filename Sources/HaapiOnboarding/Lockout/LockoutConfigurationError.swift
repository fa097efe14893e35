/// Why a ``PasscodeLockout`` could not be created.
public enum LockoutConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `retryLimit` was below 1 (pass `nil` for no limit).
    case invalidRetryLimit(Int)

    public var description: String {
        switch self {
        case .invalidRetryLimit(let value): "retryLimit must be at least 1, or nil for no limit (it was \(value))"
        }
    }
}
