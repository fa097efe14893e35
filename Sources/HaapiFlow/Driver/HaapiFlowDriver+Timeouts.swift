extension HaapiFlowDriver {
    /// Starts counting `id`'s time against ``FlowConfiguration/requestTimeout``.
    ///
    /// One timer serves every request of the flow: a timer per request would stay
    /// asleep, holding its memory, until its deadline even after its request ended (a
    /// cancelled sleep is only freed when due), so a polling flow would keep one per
    /// poll of the last 30 seconds. The watchdog wakes at the earliest deadline of the
    /// requests under way when it was set; a request that ended meanwhile is not
    /// waited for, one that started later gets the rest of its time.
    func startTimeLimit(for id: Int) {
        requests.stopwatches[id] = clock.stopwatch()
        if timers.watchdog == nil { armWatchdog(after: machine.configuration.requestTimeout) }
    }

    private func armWatchdog(after delay: Duration) {
        timers.watchdog = after(delay) { $0.watchdogFired() }
    }

    /// Ends the requests whose time is up and waits for the next deadline, if any.
    private func watchdogFired() {
        timers.watchdog = nil
        let limit = machine.configuration.requestTimeout
        var next: Duration?
        for (id, elapsed) in requests.stopwatches.sorted(by: { $0.key < $1.key }) {
            guard requests.stopwatches[id] != nil else { continue }
            let left = limit - elapsed()
            if left <= .zero {
                requestTimedOut(id)
            } else {
                next = min(next ?? left, left)
            }
        }
        // A request the timeouts started (its retry, the next poll) armed a watchdog for its
        // whole time; an earlier deadline of one still under way comes first.
        if let next {
            timers.watchdog?.cancel()
            armWatchdog(after: next)
        }
    }
}

extension Clock where Duration == Swift.Duration {
    /// A function that tells how long ago (on this clock) it was made.
    func stopwatch() -> @Sendable () -> Duration {
        let start = now
        return { start.duration(to: self.now) }
    }
}
