import Synchronization

/// Runs one wait of a ceremony (asking the person) against its time limit: the first
/// of the answer, the limit passing on the clock, or the caller's cancellation ends it.
/// The ceremony does not wait for an asker that ignores cancellation.
enum CeremonyDeadline {
    /// The answer, or `nil` when `limit` passed (or the caller was cancelled) first.
    static func run<Answer: Sendable>(
        within limit: Duration, clock: any Clock<Duration>, _ operation: @escaping @Sendable () async -> Answer
    ) async -> Answer? {
        let gate = FirstAnswer<Answer?>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                gate.start(continuation)
                let work = Task { gate.finish(await operation()) }
                let timer = Task {
                    do {
                        try await clock.sleep(for: limit)
                        gate.finish(nil)
                    } catch {}
                }
                gate.whenFinished(cancel: [work, timer])
            }
        } onCancel: {
            gate.finish(nil)
        }
    }
}

/// Resumes a continuation once, with the first answer given, and cancels the tasks
/// still racing for it.
private final class FirstAnswer<Answer: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Answer, Never>?
        var early: Answer?
        var finished = false
        var tasks: [Task<Void, Never>] = []
    }

    private let state = Mutex(State())

    func start(_ continuation: CheckedContinuation<Answer, Never>) {
        let early = state.withLock { state -> Answer? in
            guard state.finished else {
                state.continuation = continuation
                return nil
            }
            return state.early
        }
        if let early { continuation.resume(returning: early) }
    }

    func finish(_ answer: Answer) {
        let (continuation, tasks) = state.withLock { state -> (CheckedContinuation<Answer, Never>?, [Task<Void, Never>]) in
            guard !state.finished else { return (nil, []) }
            state.finished = true
            defer {
                state.continuation = nil
                state.tasks = []
            }
            if state.continuation == nil { state.early = answer }
            return (state.continuation, state.tasks)
        }
        continuation?.resume(returning: answer)
        for task in tasks { task.cancel() }
    }

    func whenFinished(cancel tasks: [Task<Void, Never>]) {
        let finished = state.withLock { state -> Bool in
            if !state.finished { state.tasks = tasks }
            return state.finished
        }
        if finished { for task in tasks { task.cancel() } }
    }
}
