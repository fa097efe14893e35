import Foundation
import Logging

/// Counts consecutive wrong passcodes, makes the person wait between tries, and
/// locks after a retry limit — persisted, so quitting the app or restarting the
/// device does not reset the count. No passcode ever passes through it: the screen
/// checks the passcode and reports the outcome.
///
/// ```swift
/// let lockout = try PasscodeLockout(retryLimit: 10, store: FileLockoutRecordStore(url: file))
/// guard case .open = await lockout.state() else { return }   // show the wait or the lock
/// if passcodeIsRight {
///     await lockout.recordSuccess()
/// } else {
///     let state = await lockout.recordFailure()               // .open, .waiting or .locked
/// }
/// ```
///
/// **Rules.**
/// - After the n-th consecutive failure the person waits ``LockoutSchedule/delay(afterFailures:)``;
///   with a `retryLimit`, the failure that reaches it locks (`triesRemaining` is
///   `retryLimit − failures`), until ``recordSuccess()`` or ``reset()``.
/// - A failure reported while the state is `.waiting` or `.locked` is not counted: the
///   state is returned unchanged and a warning logged. The screen must not check a
///   passcode unless ``state()`` is `.open`.
/// - Every change is saved to the store before the call returns. Use one
///   `PasscodeLockout` per store: it reads the store once, then keeps the record.
///
/// **Time.** The wait is measured from the last failure. Within the same boot only the
/// monotonic uptime counts, so setting the wall clock either way changes nothing.
/// After a reboot only the wall clock is left: when it is behind the time of the last
/// failure, no time counts as passed (a clock set back never shortens a wait), and the
/// record is re-anchored to the new boot so that the wait then runs on the monotonic
/// clock. Limitation: a wall clock set *forward* across a reboot cannot be told from
/// real time passing, and shortens or ends the wait; only a trusted time source (a
/// server) could close that gap.
///
/// **Failing closed.** A record that cannot be read is never taken as zero failures:
/// it counts as `retryLimit − 1` failures (one try left; without a limit, as many
/// failures as the schedule has entries), waiting the schedule's
/// ``LockoutSchedule/longestDelay`` from now. A damaged record is replaced by that; an
/// unreadable one (I/O error) is left alone and the fail-closed record is kept in
/// memory for this run. Store errors are logged; a failed save keeps the new state in
/// memory. A lock already recorded holds even if the app later passes no retry limit.
///
/// **A deleted record.** The record is written when the passcode is created
/// (``reset()``) and never removed after: a right passcode writes a record with no
/// failures. With a ``PasscodeWitness``, a missing record while a passcode exists
/// was deleted and fails closed like a damaged one (the fail-closed record is
/// written back, so deleting it again starts the longest wait again); a missing record
/// without a passcode is a new install and starts open. Without a witness a missing
/// record cannot be told from a new install and starts open: pass one.
///
/// **Limits.** Besides the wall clock set forward across a reboot: where the boot id is
/// unknown, every check counts as after a reboot; on Darwin without
/// `kern.bootsessionuuid`, the fallback `kern.boottime` moves when the clock is set,
/// which also looks like a reboot. Whoever can write the app's files can still write
/// a well-formed record with no failures (the file is not signed: there is no key
/// such a person could not read); the lockout slows down a person at the screen, it
/// is no defence against an attacker holding the file system (the passcode-derived
/// encryption of the data is).
public actor PasscodeLockout {
    /// The failures that lock, or `nil` for no lock.
    public nonisolated let retryLimit: Int?
    /// The waits between tries.
    public nonisolated let schedule: LockoutSchedule
    private let store: any LockoutRecordStore
    private let passcodeWitness: PasscodeWitness?
    private let clock: LockoutClock
    private let logger: Logger
    private var record: LockoutRecord?
    private var isLoaded = false
    private var lastWrite: Task<Void, Never>?

    /// Creates a lockout over `store`.
    ///
    /// - Parameters:
    ///   - retryLimit: The number of wrong passcodes that locks (at least 1), or `nil` to never lock.
    ///   - schedule: The waits after each failure.
    ///   - store: Where the record is kept between runs.
    ///   - passcodeWitness: Says whether a passcode exists, so that a deleted record
    ///     fails closed while a new install starts open; `nil` takes every missing
    ///     record as a new install.
    ///   - clock: The clocks to measure waits with (inject a fake one in tests).
    ///   - logger: Receives store errors and ignored failures (never a passcode).
    /// - Throws: ``LockoutConfigurationError/invalidRetryLimit(_:)`` when `retryLimit` is below 1.
    public init(
        retryLimit: Int?, schedule: LockoutSchedule = .standard, store: any LockoutRecordStore,
        passcodeWitness: PasscodeWitness? = nil, clock: LockoutClock = .system, logger: Logger = Logger(label: "HaapiOnboarding")
    ) throws(LockoutConfigurationError) {
        if let retryLimit, retryLimit < 1 { throw .invalidRetryLimit(retryLimit) }
        self.retryLimit = retryLimit
        self.schedule = schedule
        self.store = store
        self.passcodeWitness = passcodeWitness
        self.clock = clock
        self.logger = logger
    }

    /// Whether a passcode may be tried now, how long to wait otherwise, or whether it is locked.
    public func state() async -> LockoutState {
        let now = clock.moment()
        return evaluate(await currentRecord(at: now), at: now)
    }

    /// Counts a wrong passcode (when the state allows an attempt) and returns the new state.
    public func recordFailure() async -> LockoutState {
        let now = clock.moment()
        let before = evaluate(await currentRecord(at: now), at: now)
        guard case .open(let failures, _) = before else {
            logger.warning("A wrong passcode was reported while no attempt was allowed; it is not counted", metadata: ["lockout": "\(before)"])
            return before
        }
        let count = failures < Int.max ? failures + 1 : failures
        let updated = LockoutRecord(failures: count, lastFailure: now, locked: retryLimit.map { count >= $0 } ?? false)
        await persist(updated)
        return evaluate(updated, at: now)
    }

    /// The right passcode was entered: forgets the failures and any lock (the record
    /// stays, with no failures, so that deleting it is noticed).
    public func recordSuccess() async {
        await persist(.noFailures)
    }

    /// Forgets the failures and any lock and writes the record: call it when a passcode
    /// is created, and when the app wiped the data the passcode protected (after a lock).
    public func reset() async {
        logger.info("Passcode lockout reset")
        isLoaded = true
        await persist(.noFailures)
    }

    private func evaluate(_ record: LockoutRecord?, at now: LockoutMoment) -> LockoutState {
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

    /// The record, loaded on first use, re-anchored to this boot when the last
    /// failure happened in another.
    private func currentRecord(at now: LockoutMoment) async -> LockoutRecord? {
        if !isLoaded { await load(at: now) }
        guard var current = record, let last = current.lastFailure, now.bootID != nil, !last.sharesBoot(with: now) else { return record }
        current.lastFailure = last.rebased(elapsed: last.elapsed(until: now), at: now)
        logger.debug("Passcode lockout re-anchored to the current boot")
        await persist(current)
        return current
    }

    private func load(at now: LockoutMoment) async {
        // A record that cannot be used: `replace`d by the fail-closed one when the store
        // holds a damaged or no record, kept in memory only when the store cannot be read.
        var problem: (reason: String, replace: Bool)?
        var loaded: LockoutRecord?
        do throws(LockoutStoreError) {
            loaded = try await store.load()
        } catch .corrupted(let reason) {
            problem = ("the record is damaged: \(reason)", true)
        } catch {
            problem = ("\(error)", false)
        }
        if problem == nil, loaded == nil, let passcodeWitness, await passcodeWitness.passcodeExists() {
            // Written when the passcode was created and never removed since: deleted.
            problem = ("the record is missing although a passcode exists", true)
        }
        guard !isLoaded else { return }  // another call loaded while this one waited
        isLoaded = true
        guard let problem else {
            record = loaded
            return
        }
        let fallback = failClosedRecord(at: now)
        logger.error(
            "The passcode lockout record cannot be used; failing closed", metadata: ["error": "\(problem.reason)", "failures": "\(fallback.failures)"])
        if problem.replace { await persist(fallback) } else { record = fallback }
    }

    private func failClosedRecord(at now: LockoutMoment) -> LockoutRecord {
        let failures = retryLimit.map { $0 - 1 } ?? max(schedule.delays.count, 1)
        return LockoutRecord(failures: failures, lastFailure: now, penalty: schedule.longestDelay)
    }

    /// Makes `updated` the record and saves it, after any earlier save, before returning.
    private func persist(_ updated: LockoutRecord) async {
        record = updated
        let previous = lastWrite
        let write = Task { [store, logger] in
            await previous?.value
            do {
                try await store.save(updated)
            } catch {
                logger.error("The passcode lockout record cannot be saved; the state holds for this run only", metadata: ["error": "\(error)"])
            }
        }
        lastWrite = write
        await write.value
    }
}
