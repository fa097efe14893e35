import Logging

/// The rules of ``PasscodeLockout`` as a value: counting failures, the waits between
/// tries, the lock at the retry limit, and what a missing or damaged record means.
/// It does no I/O and reads no clock: the actor reads the moment, performs the
/// `PasscodeLockoutEffect`s (read and write the record, log) and feeds back what it
/// read; tests drive it event by event.
///
/// ```swift
/// var machine = PasscodeLockoutStateMachine(retryLimit: 3, schedule: .standard)
/// machine.handle(.stateRequested(at: now))                  // [.readRecord]
/// machine.handle(.recordRead(.missing(passcodeExists: false), at: now))   // []
/// machine.handle(.failureReported(at: now))
/// // [.writeRecord(1 failure at now), .answer(.open(failures: 1, triesRemaining: 2))]
/// ```
///
/// See ``PasscodeLockout`` for the rules in words (time across reboots, failing closed,
/// a deleted record).
package struct PasscodeLockoutStateMachine: Sendable, Hashable {
    /// The failures that lock, or `nil` for no lock.
    package let retryLimit: Int?
    /// The waits between tries.
    package let schedule: LockoutSchedule
    /// The record as the machine knows it (`nil`: none, or not read yet).
    package private(set) var record: LockoutRecord?
    /// Whether the record was read from the store (or replaced by a success or reset).
    package private(set) var isLoaded = false

    /// Creates a machine that has not read its record yet.
    ///
    /// - Throws: ``LockoutConfigurationError/invalidRetryLimit(_:)`` when `retryLimit` is below 1.
    package init(retryLimit: Int?, schedule: LockoutSchedule = .standard) throws(LockoutConfigurationError) {
        if let retryLimit, retryLimit < 1 { throw .invalidRetryLimit(retryLimit) }
        self.retryLimit = retryLimit
        self.schedule = schedule
    }

    /// Applies `event` and returns what the actor must do, in order.
    @discardableResult
    package mutating func handle(_ event: PasscodeLockoutEvent) -> [PasscodeLockoutEffect] {
        switch event {
        case .stateRequested(let now):
            guard isLoaded else { return [.readRecord] }
            var effects = reanchor(at: now)
            effects.append(.answer(state(of: record, at: now)))
            return effects
        case .failureReported(let now):
            guard isLoaded else { return [.readRecord] }
            var effects = reanchor(at: now)
            let before = state(of: record, at: now)
            guard case .open(let failures, _) = before else {
                effects.append(
                    .log(
                        level: .warning, message: "A wrong passcode was reported while no attempt was allowed; it is not counted",
                        metadata: ["lockout": "\(before)"]))
                effects.append(.answer(before))
                return effects
            }
            let count = failures < Int.max ? failures + 1 : failures
            let updated = LockoutRecord(failures: count, lastFailure: now, locked: retryLimit.map { count >= $0 } ?? false)
            effects.append(contentsOf: replace(with: updated))
            effects.append(.answer(state(of: updated, at: now)))
            return effects
        case .successReported:
            return replace(with: .noFailures)
        case .resetRequested:
            return [.log(level: .info, message: "Passcode lockout reset", metadata: [:])] + replace(with: .noFailures)
        case .recordRead(let reading, let now):
            return load(reading, at: now)
        }
    }

    /// Whether a passcode may be tried at `now` with the record the machine holds.
    package func state(at now: LockoutMoment) -> LockoutState {
        state(of: record, at: now)
    }

    // MARK: Rules

    private func state(of record: LockoutRecord?, at now: LockoutMoment) -> LockoutState {
        guard let record else { return .open(failures: 0, triesRemaining: retryLimit) }
        let failures = record.failures
        if record.locked || retryLimit.map({ failures >= $0 }) == true { return .locked(failures: failures) }
        let triesRemaining = retryLimit.map { $0 - failures }
        let delay = max(schedule.delay(afterFailures: failures), record.penalty ?? .zero)
        if let last = record.lastFailure, delay > .zero {
            let remaining = delay - last.elapsed(until: now)
            if remaining > .zero { return .waiting(remaining: remaining, failures: failures, triesRemaining: triesRemaining) }
        }
        return .open(failures: failures, triesRemaining: triesRemaining)
    }

    /// Moves the last failure into the boot of `now` when it happened in another, so
    /// that the wait then runs on the monotonic clock.
    private mutating func reanchor(at now: LockoutMoment) -> [PasscodeLockoutEffect] {
        guard var current = record, let last = current.lastFailure, now.bootID != nil, !last.sharesBoot(with: now) else { return [] }
        current.lastFailure = last.rebased(elapsed: last.elapsed(until: now), at: now)
        return [.log(level: .debug, message: "Passcode lockout re-anchored to the current boot", metadata: [:])] + replace(with: current)
    }

    /// Takes in what the store held. A damaged record, or a missing one while a
    /// passcode exists (it was deleted), is replaced by the fail-closed record; an
    /// unreadable store keeps the fail-closed record in memory only.
    private mutating func load(_ reading: LockoutRecordReading, at now: LockoutMoment) -> [PasscodeLockoutEffect] {
        guard !isLoaded else { return [] }  // another request read it first
        isLoaded = true
        let problem: (reason: String, replace: Bool)
        switch reading {
        case .found(let found):
            record = found
            return []
        case .missing(passcodeExists: false):
            record = nil
            return []
        case .missing(passcodeExists: true):
            // Written when the passcode was created and never removed since: deleted.
            problem = ("the record is missing although a passcode exists", true)
        case .damaged(let reason):
            problem = ("the record is damaged: \(reason)", true)
        case .unreadable(let reason):
            problem = (reason, false)
        }
        let fallback = failClosedRecord(at: now)
        let log = PasscodeLockoutEffect.log(
            level: .error, message: "The passcode lockout record cannot be used; failing closed",
            metadata: ["error": problem.reason, "failures": "\(fallback.failures)"])
        if problem.replace { return [log] + replace(with: fallback) }
        record = fallback
        return [log]
    }

    /// One try left (without a limit, as many failures as the schedule has waits),
    /// waiting the schedule's longest delay from `now`.
    private func failClosedRecord(at now: LockoutMoment) -> LockoutRecord {
        let failures = retryLimit.map { $0 - 1 } ?? max(schedule.delays.count, 1)
        return LockoutRecord(failures: failures, lastFailure: now, penalty: schedule.longestDelay)
    }

    private mutating func replace(with updated: LockoutRecord) -> [PasscodeLockoutEffect] {
        record = updated
        isLoaded = true
        return [.writeRecord(updated)]
    }
}
