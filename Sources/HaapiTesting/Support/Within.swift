/// The value of `operation`, or a `TestError` naming `what` when it takes more
/// than `seconds` (the operation's task is then cancelled, and not waited for: an
/// operation that ignores cancellation is left behind; the test fails anyway).
///
/// For waits that cannot be cancelled, such as `waitForDisplayChange(after:)`, so a
/// flow that never moves on fails the test instead of hanging it:
///
/// ```swift
/// let result = try await within(10, "the login to end") { await run.value }
/// ```
///
/// - Parameters:
///   - seconds: How long to wait at most.
///   - what: What is awaited, for the failure message.
///   - operation: The wait.
/// - Throws: ``TestError`` ("timed out after … waiting for …").
@MainActor
public func within<T: Sendable>(
    _ seconds: Double = 10, _ what: String, _ operation: @escaping @MainActor () async -> T
) async throws -> T {
    let race = Race<T>()
    return try await withCheckedThrowingContinuation { continuation in
        race.continuation = continuation
        let work = Task { @MainActor in
            let value = await operation()
            race.timer?.cancel()
            race.succeed(value)
        }
        race.timer = Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
            guard !Task.isCancelled, race.continuation != nil else { return }
            work.cancel()
            race.fail(TestError("timed out after \(seconds) s waiting for \(what)"))
        }
    }
}

/// The first of two results to arrive.
@MainActor
private final class Race<T: Sendable> {
    var continuation: CheckedContinuation<T, any Error>?
    var timer: Task<Void, Never>?

    func succeed(_ value: T) {
        continuation?.resume(returning: value)
        continuation = nil
    }

    func fail(_ failure: TestError) {
        continuation?.resume(throwing: failure)
        continuation = nil
    }
}
