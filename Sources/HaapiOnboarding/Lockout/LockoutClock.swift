import Foundation
public import HaapiModel

/// The clocks ``PasscodeLockout`` reads: the wall clock (the same `WallClock` the
/// client and the dev server read), the monotonic time since boot, and the identity of
/// the boot. Inject a fake one in tests; apps use ``system``.
///
/// ```swift
/// let wall = ManualWallClock(now: Date(timeIntervalSince1970: 1_700_000_000))
/// let frozen = LockoutClock(wall: wall.clock, uptime: { .seconds(100) }, bootID: { "boot-1" })
/// ```
public struct LockoutClock: Sendable {
    /// The wall clock, which the person can set.
    public var wall: WallClock
    /// Monotonic time since boot, counting time asleep (Linux `CLOCK_BOOTTIME`,
    /// Darwin `CLOCK_MONOTONIC`, which is `mach_continuous_time`).
    public var uptime: @Sendable () -> Duration
    /// Identifies the current boot, or `nil` when unknown (Linux
    /// `/proc/sys/kernel/random/boot_id`; Darwin `kern.bootsessionuuid`, else
    /// `kern.boottime`).
    public var bootID: @Sendable () -> String?

    /// Creates a clock from its three readings.
    public init(wall: WallClock, uptime: @escaping @Sendable () -> Duration, bootID: @escaping @Sendable () -> String?) {
        self.wall = wall
        self.uptime = uptime
        self.bootID = bootID
    }

    /// The clocks of this device.
    ///
    /// On Darwin, `kern.boottime` moves when the wall clock is set, so it is used
    /// only when `kern.bootsessionuuid` is missing; a moved boot time looks like a
    /// reboot, where the wall clock is trusted (see ``PasscodeLockout``).
    public static let system = LockoutClock(wall: .system, uptime: SystemClocks.uptime, bootID: SystemClocks.bootID)

    /// Reads all three clocks at once.
    public func moment() -> LockoutMoment {
        LockoutMoment(wall: wall.now, uptime: uptime(), bootID: bootID())
    }
}
