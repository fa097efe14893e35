import Synchronization

/// One request's wait: it ends once, with the first of the work's result, the deadline,
/// or the caller's cancellation. The caller never waits for the work to notice that it
/// was cancelled: an HTTP exchange that does not end when asked holds nobody past the
/// deadline.
final class RequestWait<Value: Sendable>: Sendable {
    /// How the wait ended.
    enum End: Sendable {
        case finished(Result<Value, any Error>)
        case deadlinePassed
        case cancelled
    }

    private struct State {
        var continuation: CheckedContinuation<End, Never>?
        var end: End?
        var work: Task<Void, Never>?
        var timer: Task<Void, Never>?
    }

    private let state = Mutex(State())

    /// Runs `work` in a task of its own and waits for the first of its result, `deadline`
    /// from now, and the caller's cancellation; the work is cancelled when it did not end
    /// the wait itself.
    static func run(deadline: Duration, _ work: @escaping @Sendable () async throws -> Value) async -> End {
        let wait = RequestWait()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<End, Never>) in
                wait.start(continuation, deadline: deadline, work: work)
            }
        } onCancel: {
            wait.end(.cancelled)
        }
    }

    private func start(
        _ continuation: CheckedContinuation<End, Never>, deadline: Duration, work: @escaping @Sendable () async throws -> Value
    ) {
        let alreadyEnded = state.withLock { state -> End? in
            if state.end == nil { state.continuation = continuation }
            return state.end
        }
        if let alreadyEnded {
            // Cancelled before anything started.
            continuation.resume(returning: alreadyEnded)
            return
        }
        let timer = Task {
            try? await Task.sleep(for: deadline)
            if !Task.isCancelled { self.end(.deadlinePassed) }
        }
        let task = Task {
            let result: Result<Value, any Error>
            do { result = .success(try await work()) } catch { result = .failure(error) }
            self.end(.finished(result))
        }
        let endedMeanwhile = state.withLock { state -> Bool in
            state.timer = timer
            state.work = task
            return state.end != nil
        }
        if endedMeanwhile {
            timer.cancel()
            task.cancel()
        }
    }

    /// Ends the wait with `end` unless it ended already, and stops what is left.
    private func end(_ end: End) {
        let taken = state.withLock { state -> State? in
            guard state.end == nil else { return nil }
            state.end = end
            defer { state.continuation = nil }
            return state
        }
        guard let taken else { return }
        taken.timer?.cancel()
        if case .finished = end {} else { taken.work?.cancel() }
        taken.continuation?.resume(returning: end)
    }
}
