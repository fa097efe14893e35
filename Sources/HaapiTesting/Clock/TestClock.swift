import Synchronization

/// A `Clock` that moves only when the test says so: polling, time limits and
/// stuck-screen checks run without real waiting.
///
/// This is a Swift `Clock`: it measures `Duration`s from its own start and wakes
/// sleepers, for code that *waits*. It has no date. Code that reads the *date* (token
/// expiry, DPoP `iat`, TOTP steps, lockouts) takes a `WallClock` instead, which tests
/// move with a `ManualWallClock` (both in HaapiModel).
///
/// Give it to whatever sleeps on an injected clock (for example `HaapiFlowDriver`'s
/// `clock:`), then move time forward:
///
/// ```swift
/// let clock = TestClock()
/// let driver = HaapiFlowDriver(client: client, clock: clock)
/// // ... start a BankID login; the driver now waits to poll ...
/// try await clock.advanceToNextSleeper(within: .seconds(2))   // the poll happens now
/// ```
///
/// Time starts at zero. A sleeper whose task is cancelled wakes at once with
/// `CancellationError`.
public final class TestClock: Clock, Sendable {
    /// A point on a ``TestClock``: the time since the clock started.
    public struct Instant: InstantProtocol {
        /// How far the clock had moved at this instant.
        public var offset: Duration

        /// Creates the instant `offset` after the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later (earlier when negative).
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// How long from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        var id: UInt64
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID: UInt64 = 0
    }

    private let state = Mutex(State())

    /// Creates a clock at time zero with no sleepers.
    public init() {}

    /// The current time: zero plus every ``advance(by:)`` so far.
    public var now: Instant { state.withLock { $0.now } }

    /// Zero: the clock has no tick of its own.
    public var minimumResolution: Duration { .zero }

    /// Suspends until the clock is advanced to `deadline` (returns at once when it is
    /// already there).
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = state.withLock { s -> UInt64 in
            s.nextID += 1
            return s.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let immediate: Result<Void, any Error>? = state.withLock { s in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= s.now { return .success(()) }
                    s.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let immediate { continuation.resume(with: immediate) }
            }
        } onCancel: {
            let removed = state.withLock { s -> Sleeper? in
                guard let index = s.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return s.sleepers.remove(at: index)
            }
            removed?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration` and wakes the sleepers that are due.
    public func advance(by duration: Duration) {
        let due = state.withLock { s -> [Sleeper] in
            s.now = s.now.advanced(by: duration)
            let now = s.now
            let due = s.sleepers.filter { $0.deadline <= now }
            s.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// How long until each sleeper is due, soonest first (empty when nobody sleeps).
    public var pendingDelays: [Duration] {
        state.withLock { s in s.sleepers.map { s.now.duration(to: $0.deadline) }.sorted() }
    }

    /// Waits (up to `patience` of real time: a loaded machine starts the sleeper late)
    /// until something sleeps on the clock with a deadline at most `limit` away, then
    /// advances the clock to that deadline.
    ///
    /// This is how a test lets "the next poll" or "the next timeout" happen without
    /// knowing exactly when the code under test goes to sleep.
    ///
    /// - Returns: How far the clock moved.
    /// - Throws: ``TestError`` when no such sleeper appeared.
    @discardableResult
    public func advanceToNextSleeper(within limit: Duration, patience: Duration = .seconds(180)) async throws -> Duration {
        let deadline = ContinuousClock.now + patience
        repeat {
            if let next = pendingDelays.first(where: { $0 <= limit }) {
                advance(by: next)
                return next
            }
            try await Task.sleep(for: .milliseconds(2))
        } while ContinuousClock.now < deadline
        throw TestError("no sleeper due within \(limit) appeared in \(patience) (pending: \(pendingDelays))")
    }
}
