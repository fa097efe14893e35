/// The tasks waiting in ``ScreenContainerViewController/waitForDisplayChange(after:ignoringProgress:)``
/// for the next display change, woken by a change, their own cancellation, or the end
/// of the session.
@MainActor
final class DisplayWaiters {
    private struct Waiter {
        var id: UInt64
        var after: Int
        var ignoringProgress: Bool
        var continuation: CheckedContinuation<DisplayChange?, Never>
    }

    private var waiters: [Waiter] = []
    private var nextID: UInt64 = 0
    private var ended = false

    /// Waits for a change with a version after `version`; `nil` once the session
    /// ended, or when the waiting task is cancelled.
    func wait(after version: Int, ignoringProgress: Bool) async -> DisplayChange? {
        if ended || Task.isCancelled { return nil }
        nextID += 1
        let id = nextID
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters.append(Waiter(id: id, after: version, ignoringProgress: ignoringProgress, continuation: continuation))
            }
        } onCancel: {
            Task { @MainActor in self.end(id) }
        }
    }

    /// Wakes the waiters that `change`, numbered `version`, is news to.
    func resume(with change: DisplayChange, version: Int) {
        var waiting: [Waiter] = []
        for waiter in waiters {
            if waiter.after < version, !(waiter.ignoringProgress && change == .progress) {
                waiter.continuation.resume(returning: change)
            } else {
                waiting.append(waiter)
            }
        }
        waiters = waiting
    }

    /// Ends every wait with `nil`, now and from now on: the session ended.
    func endAll() {
        ended = true
        let ending = waiters
        waiters = []
        for waiter in ending { waiter.continuation.resume(returning: nil) }
    }

    /// Ends the wait `id` with `nil` (its task was cancelled: a timed wait ran out).
    private func end(_ id: UInt64) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(returning: nil)
    }
}
