import HaapiClient

extension HaapiFlowDriver {
    /// The requests under way, by request id: their tasks and how long each has taken
    /// (see `HaapiFlowDriver+Timeouts.swift`), and the answer the flow's kept `pending`
    /// step came from, so that a poll answered with the same bytes is not decoded again.
    struct Requests {
        var tasks: [Int: Task<Void, Never>] = [:]
        var stopwatches: [Int: @Sendable () -> Duration] = [:]
        var lastAnswer: (requestID: Int, identity: HaapiAnswerIdentity)?

        /// Forgets `id`: its time is no longer counted. Returns its task, if it was still under way.
        mutating func end(_ id: Int) -> Task<Void, Never>? {
            stopwatches[id] = nil
            return tasks.removeValue(forKey: id)
        }

        /// Cancels every request under way and forgets them all.
        mutating func cancelAll() {
            for task in tasks.values { task.cancel() }
            self = Requests()
        }
    }

    /// The flow's timers: the one watchdog that ends requests that took too long, the
    /// next poll, the client operation under way and the stuck-screen check.
    struct Timers {
        var watchdog: Task<Void, Never>?
        var poll: Task<Void, Never>?
        var operation: Task<Void, Never>?
        var stuck: Task<Void, Never>?

        /// Cancels them all.
        mutating func cancelAll() {
            for task in [watchdog, poll, operation, stuck] { task?.cancel() }
            self = Timers()
        }
    }

    /// The person's one action at a time: whether one is under way, and its outcome for
    /// the caller that waits for it (kept when it came before the caller waited).
    struct ActionWait {
        var isPending = false
        var outcome: HaapiFlowError??
        var waiter: CheckedContinuation<HaapiFlowError?, Never>?
    }

    /// The end of the flow once it came, and who waits for it.
    struct FlowEnd {
        var result: FlowResult?
        var waiters: [CheckedContinuation<FlowResult, Never>] = []
    }
}
