import Synchronization

/// What hooks saw, in the order they ran (hooks run on the driver and on the main actor).
final class HookLog: Sendable {
    private let entries = Mutex<[String]>([])

    /// Adds `entry`.
    func append(_ entry: String) { entries.withLock { $0.append(entry) } }

    /// The entries so far.
    var all: [String] { entries.withLock { $0 } }
}
