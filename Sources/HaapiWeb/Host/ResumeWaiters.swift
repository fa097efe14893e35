import Foundation

/// The external browser flows waiting for their browser to come back to
/// `/resume/<id>` with `_resume_nonce`, by id and the browser session that owns it.
@MainActor
final class ResumeWaiters {
    private var waiting: [String: (owner: String, continuation: CheckedContinuation<[String: String]?, Never>)] = [:]

    /// Waits for `id`'s return (its query) in the session `owner`, or `nil` after
    /// `timeout` or when cancelled.
    func wait(for id: String, owner: String, timeout: Duration) async -> [String: String]? {
        let timer = Task { @MainActor [weak self] in
            try? await Task.sleep(for: timeout)
            self?.end(id)
        }
        defer { timer.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(returning: nil)
                } else {
                    waiting[id] = (owner, continuation)
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.end(id) }
        }
    }

    /// Hands `query` to the flow of session `owner` waiting for `id`; `false` when
    /// none waits (unknown, used, timed out, or another session's).
    func resume(_ id: String, owner: String, with query: [String: String]) -> Bool {
        guard waiting[id]?.owner == owner, let waiter = waiting.removeValue(forKey: id) else { return false }
        waiter.continuation.resume(returning: query)
        return true
    }

    /// Ends the wait for `id` with `nil`.
    private func end(_ id: String) {
        waiting.removeValue(forKey: id)?.continuation.resume(returning: nil)
    }
}
