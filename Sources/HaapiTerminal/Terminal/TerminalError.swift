/// Why the terminal could not be set up.
public struct TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was being done (`tcgetattr`, `tcsetattr`, ...).
    public let operation: String
    /// The system error number.
    public let errorNumber: Int32

    /// Creates an error.
    public init(operation: String, errorNumber: Int32) {
        self.operation = operation
        self.errorNumber = errorNumber
    }

    public var description: String {
        "terminal setup failed: \(operation) returned errno \(errorNumber)"
    }
}
