public import Foundation
import Synchronization

/// A ``WallClock`` that only moves when told to: for tests of expiry, polling, TOTP
/// steps and lockouts.
///
/// ```swift
/// let manual = ManualWallClock(now: Date(timeIntervalSince1970: 1_700_000_000))
/// let client = HaapiClient(configuration: config, clock: manual.clock)
/// manual.advance(by: 31)   // the next TOTP step
/// ```
public final class ManualWallClock: Sendable {
    private let current: Mutex<Date>

    /// Creates a clock that reads `now` until it is moved.
    public init(now: Date) {
        current = Mutex(now)
    }

    /// The time the clock shows.
    public var now: Date { current.withLock { $0 } }

    /// Moves the clock forward (or back, with a negative interval).
    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    /// Sets the time.
    public func set(_ date: Date) {
        current.withLock { $0 = date }
    }

    /// A ``WallClock`` that reads this clock.
    public var clock: WallClock {
        WallClock { self.now }
    }
}
