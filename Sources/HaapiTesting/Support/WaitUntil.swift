/// Waits until `condition` holds, checking it every 10 ms (in real time) for up to
/// `seconds`.
///
/// Use it for things that happen a little later in the same process, such as a
/// screen being shown after a flow step. `condition` runs on the caller's actor, so a
/// `@MainActor` test can look at main-actor state:
///
/// ```swift
/// try await waitUntil("the login form") { container.currentViewController is FormViewController }
/// ```
///
/// - Parameters:
///   - what: What is awaited, for the failure message.
///   - seconds: How long to wait at most: 300 by default, since a full parallel test run
///     on a small machine can keep the main actor busy for the first minutes.
///   - isolation: The actor `condition` runs on: the caller's (leave it out).
///   - condition: Checked at once and then every 10 ms.
/// - Throws: ``TestError`` ("timed out waiting for …") when `condition` never held;
///   `CancellationError` when the task is cancelled.
public func waitUntil(
    _ what: String, seconds: Double = 300, isolation: isolated (any Actor)? = #isolation, _ condition: () throws -> Bool
) async throws {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while try !condition() {
        guard ContinuousClock.now < deadline else { throw TestError("timed out waiting for \(what)") }
        try await Task.sleep(for: .milliseconds(10))
    }
}
