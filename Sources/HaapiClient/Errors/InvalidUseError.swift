/// A call the client cannot honour in its current state or with these arguments.
public struct InvalidUseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong with the call.
    public var message: String
    /// What to do instead.
    public var recoverySuggestion: String

    /// Creates an invalid-use error.
    public init(_ message: String, recoverySuggestion: String) {
        self.message = message
        self.recoverySuggestion = recoverySuggestion
    }

    public var description: String { message }
}
