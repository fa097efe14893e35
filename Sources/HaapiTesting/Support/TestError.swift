/// A failed expectation in test code, with a message that says what was expected.
///
/// Throw it from helpers (or tests) when a precondition of the test does not hold, so
/// the test fails with a readable reason instead of crashing:
///
/// ```swift
/// guard case .tokens(let tokens) = await driver.result() else { throw TestError("no tokens") }
/// ```
public struct TestError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public var description: String

    /// Creates a failure that reads `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// The former name.
@available(*, deprecated, renamed: "TestError")
public typealias TestFailure = TestError
