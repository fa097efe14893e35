import Foundation
import HaapiFlow
import HaapiJOSE

/// The external browser flows waiting for their browser to come back to
/// `/resume/<id>` with `_resume_nonce`, by id and the browser session that owns it.
@MainActor
final class ResumeWaiters {
    /// The host path the browser comes back to.
    nonisolated static let path = "resume"

    private var waiting: [String: (owner: String, continuation: CheckedContinuation<[String: String]?, Never>)] = [:]

    /// Where the browser of session `owner` comes back after an external sign-in:
    /// `<base>/resume/<random id>`. The flow's handler times the wait out.
    func returnPoint(base: URL, owner: String, context: ClientOperationContext) -> ExternalBrowserFlowHandler.ReturnPoint {
        let id = context.random.identifier(byteCount: 16)
        let wait = Task { @MainActor in await self.wait(for: id, owner: owner) }
        return ExternalBrowserFlowHandler.ReturnPoint(
            redirectURI: base.appendingPathComponent(Self.path).appendingPathComponent(id),
            waitForReturn: { await withTaskCancellationHandler { await wait.value } onCancel: { wait.cancel() } },
            close: { wait.cancel() })
    }

    /// Waits for `id`'s return (its query) in the session `owner`, or `nil` when cancelled.
    private func wait(for id: String, owner: String) async -> [String: String]? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(returning: nil)
                } else {
                    waiting[id] = (owner, continuation)
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.waiting.removeValue(forKey: id)?.continuation.resume(returning: nil) }
        }
    }

    /// Hands `query` to the flow of session `owner` waiting for `id`; `false` when
    /// none waits (unknown, used, timed out, or another session's).
    /// Whether a flow of `owner`'s waits for its browser to come back.
    func isWaiting(owner: String) -> Bool {
        waiting.values.contains { $0.owner == owner }
    }

    func resume(_ id: String, owner: String, with query: [String: String]) -> Bool {
        guard waiting[id]?.owner == owner, let waiter = waiting.removeValue(forKey: id) else { return false }
        waiter.continuation.resume(returning: query)
        return true
    }
}
