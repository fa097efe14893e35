public import Foundation

/// A point in time read from the three clocks of a ``LockoutClock``: what
/// ``PasscodeLockout`` keeps about the last failure so that it can measure the
/// time since then across restarts and reboots.
public struct LockoutMoment: Sendable, Hashable, Codable {
    /// The wall-clock time (the person can change it).
    public var wall: Date
    /// Monotonic time since boot, counting sleep (cannot be changed, restarts at boot).
    public var uptime: Duration
    /// Identifies the boot `uptime` belongs to; `nil` when unknown.
    public var bootID: String?

    /// Creates a moment.
    public init(wall: Date, uptime: Duration, bootID: String?) {
        self.wall = wall
        self.uptime = uptime
        self.bootID = bootID
    }

    /// Whether `uptime` of both moments counts from the same boot: the boot ids are
    /// known and equal, and `later` is not earlier on the monotonic clock.
    func sharesBoot(with later: LockoutMoment) -> Bool {
        guard let bootID, let laterBootID = later.bootID else { return false }
        return bootID == laterBootID && later.uptime >= uptime
    }

    /// The time from `self` to `later`, never negative and never shortened by a
    /// wall clock set back.
    ///
    /// Within one boot only the monotonic uptime counts, so changing the wall clock
    /// changes nothing. Across a reboot only the wall clock is left: a clock that went
    /// backwards counts as no time passed. A wall clock set *forward* across a reboot
    /// cannot be told from real time passing, and shortens the wait.
    func elapsed(until later: LockoutMoment) -> Duration {
        if sharesBoot(with: later) {
            return later.uptime - uptime
        }
        let seconds = later.wall.timeIntervalSince(wall)
        return seconds > 0 ? .seconds(seconds) : .zero
    }

    /// The same instant expressed in the boot of `later`: the moment `elapsed` before
    /// `later` (its uptime may be negative when that was before the boot).
    func rebased(elapsed: Duration, at later: LockoutMoment) -> LockoutMoment {
        LockoutMoment(wall: later.wall.addingTimeInterval(-elapsed.timeInterval), uptime: later.uptime - elapsed, bootID: later.bootID)
    }
}

extension Duration {
    /// The duration in seconds, as Foundation counts time.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
