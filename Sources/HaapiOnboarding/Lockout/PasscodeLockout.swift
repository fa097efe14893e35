import Foundation
public import Logging

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
///
/// **Shape.** The rules are a value, `PasscodeLockoutStateMachine`; this actor reads
/// the clock, performs the machine's effects (read and write the record, log) and
/// keeps the saves in order.
public actor PasscodeLockout {
    /// The failures that lock, or `nil` for no lock.
    public nonisolated let retryLimit: Int?
    /// The waits between tries.
    public nonisolated let schedule: LockoutSchedule
    private let store: any LockoutRecordStore
    private let passcodeWitness: PasscodeWitness?
    private let clock: LockoutClock
    private let logger: Logger
    private var machine: PasscodeLockoutStateMachine
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
        machine = try PasscodeLockoutStateMachine(retryLimit: retryLimit, schedule: schedule)
        self.retryLimit = retryLimit
        self.schedule = schedule
        self.store = store
        self.passcodeWitness = passcodeWitness
        self.clock = clock
        self.logger = logger
    }

    /// Whether a passcode may be tried now, how long to wait otherwise, or whether it is locked.
    public func state() async -> LockoutState {
        await request { .stateRequested(at: $0) }
    }

    /// Counts a wrong passcode (when the state allows an attempt) and returns the new state.
    public func recordFailure() async -> LockoutState {
        await request { .failureReported(at: $0) }
    }

    /// The right passcode was entered: forgets the failures and any lock (the record
    /// stays, with no failures, so that deleting it is noticed).
    public func recordSuccess() async {
        _ = await perform(machine.handle(.successReported), at: clock.moment())
    }

    /// Forgets the failures and any lock and writes the record: call it when a passcode
    /// is created, and when the app wiped the data the passcode protected (after a lock).
    public func reset() async {
        _ = await perform(machine.handle(.resetRequested), at: clock.moment())
    }

    /// Sends the request made at this moment, reading the record first when the machine asks for it.
    private func request(_ event: (LockoutMoment) -> PasscodeLockoutEvent) async -> LockoutState {
        let now = clock.moment()
        while true {
            if let answer = await perform(machine.handle(event(now)), at: now) { return answer }
        }
    }

    /// Performs `effects` in order; returns the machine's answer, or `nil` when it
    /// asked to read the record first (the request is then sent again).
    private func perform(_ effects: [PasscodeLockoutEffect], at now: LockoutMoment) async -> LockoutState? {
        var answer: LockoutState?
        for effect in effects {
            switch effect {
            case .readRecord:
                let reading = await readRecord()
                _ = await perform(machine.handle(.recordRead(reading, at: now)), at: now)
            case .writeRecord(let record):
                await write(record)
            case .log(let level, let message, let metadata):
                logger.log(level: level, "\(message)", metadata: metadata.mapValues { .string($0) })
            case .answer(let state):
                answer = state
            }
        }
        return answer
    }

    private func readRecord() async -> LockoutRecordReading {
        do throws(LockoutStoreError) {
            if let record = try await store.load() { return .found(record) }
        } catch .corrupted(let reason) {
            return .damaged(reason: reason)
        } catch {
            return .unreadable(reason: "\(error)")
        }
        return .missing(passcodeExists: await passcodeWitness?.passcodeExists() ?? false)
    }

    /// Saves `record`, after any earlier save, before returning.
    private func write(_ record: LockoutRecord) async {
        let previous = lastWrite
        let write = Task { [store, logger] in
            await previous?.value
            do {
                try await store.save(record)
            } catch {
                logger.error("The passcode lockout record cannot be saved; the state holds for this run only", metadata: ["error": "\(error)"])
            }
        }
        lastWrite = write
        await write.value
    }
}
