import HaapiWeb
import Synchronization

/// The result of `operation`, or `late()` once `timeout` has passed, whichever comes
/// first; the caller's cancellation ends the wait too.
///
/// The operation runs in a task of its own, which is cancelled when the wait ends first
/// and then left to end by itself: a query on a connection whose server stopped
/// answering may not notice cancellation, and the caller must not wait for it.
func withDeadline<T: Sendable>(
    _ timeout: Duration, late: @escaping @Sendable () -> WebSessionStoreError, cancelled: @escaping @Sendable () -> WebSessionStoreError,
    _ operation: @escaping @Sendable () async -> Result<T, WebSessionStoreError>
) async throws(WebSessionStoreError) -> T {
    let race = FirstResult<T>()
    let result = await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
            race.start(
                continuation,
                work: Task { race.finish(await operation()) },
                timer: Task {
                    try? await Task.sleep(for: timeout)
                    if !Task.isCancelled { race.finish(.failure(late())) }
                })
        }
    } onCancel: {
        race.finish(.failure(cancelled()))
    }
    return try result.get()
}

/// Hands the first of several results to a waiting continuation, and cancels the tasks
/// that were to produce the others.
private final class FirstResult<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Result<T, WebSessionStoreError>, Never>?
        var early: Result<T, WebSessionStoreError>?
        var tasks: [Task<Void, Never>] = []
        var finished = false
    }

    private let state = Mutex(State())

    func start(_ continuation: CheckedContinuation<Result<T, WebSessionStoreError>, Never>, work: Task<Void, Never>, timer: Task<Void, Never>) {
        let early = state.withLock { state -> Result<T, WebSessionStoreError>? in
            state.tasks = [work, timer]
            guard let early = state.early else {
                state.continuation = continuation
                return nil
            }
            return early
        }
        if let early {
            work.cancel()
            timer.cancel()
            continuation.resume(returning: early)
        }
    }

    func finish(_ result: Result<T, WebSessionStoreError>) {
        let (continuation, tasks) = state.withLock { state -> (CheckedContinuation<Result<T, WebSessionStoreError>, Never>?, [Task<Void, Never>]) in
            guard !state.finished else { return (nil, []) }
            state.finished = true
            guard let continuation = state.continuation else {
                state.early = result
                return (nil, [])
            }
            state.continuation = nil
            return (continuation, state.tasks)
        }
        tasks.forEach { $0.cancel() }
        continuation?.resume(returning: result)
    }
}
