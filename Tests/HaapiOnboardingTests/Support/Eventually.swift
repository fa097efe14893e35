import HaapiTesting

/// Waits until the async `condition` holds, checking it every 10 ms for up to 120 s (the whole suite loads a small machine).
@MainActor
func eventually(_ what: String, _ condition: () async -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(120)
    while !(await condition()) {
        guard ContinuousClock.now < deadline else { throw TestError("timed out waiting for \(what)") }
        try await Task.sleep(for: .milliseconds(10))
    }
}
