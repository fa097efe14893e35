/// Tells a host's waits that it is stopping: a post waiting for its next screen shows
/// the page as it is, and a script's long poll answers "no change" (the script asks
/// again, of a host that is not stopping), so that the requests under way end well
/// within the grace period.
@MainActor
final class ShutdownNotice {
    /// Whether the host is stopping.
    private(set) var isStopping = false
    private var waits: [Int: () -> Void] = [:]
    private var nextWait = 0

    /// Runs `end` when the host stops, until the returned id is removed (at once when it is stopping).
    func onStop(_ end: @escaping () -> Void) -> Int {
        nextWait += 1
        if isStopping { end() } else { waits[nextWait] = end }
        return nextWait
    }

    /// Stops telling wait `id`.
    func remove(_ id: Int) {
        waits[id] = nil
    }

    /// The host is stopping: every wait ends.
    func stop() {
        isStopping = true
        let ending = waits.values
        waits = [:]
        for end in ending { end() }
    }
}
