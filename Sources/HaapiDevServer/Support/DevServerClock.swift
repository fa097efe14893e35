import Foundation
import Synchronization

/// The dev server's source of time. Every expiry, `iat` window, polling countdown and
/// TOTP step reads it, so tests can move time instead of sleeping.
public protocol DevServerClock: Sendable {
    /// The current time.
    var now: Date { get }
}

/// The machine's wall clock.
public struct SystemDevServerClock: DevServerClock {
    /// Creates the system clock.
    public init() {}

    public var now: Date { Date() }
}

/// A clock that only moves when told to: for tests of expiry, polling and TOTP.
///
/// ```swift
/// let clock = ManualDevServerClock(Date(timeIntervalSince1970: 1_700_000_000))
/// clock.advance(by: 31)   // the next TOTP step
/// ```
public final class ManualDevServerClock: DevServerClock {
    private let current: Mutex<Date>

    /// Creates a clock that reads `start` until advanced.
    public init(_ start: Date) {
        current = Mutex(start)
    }

    public var now: Date { current.withLock { $0 } }

    /// Moves the clock forward (or back, with a negative interval).
    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    /// Sets the clock to `date`.
    public func set(_ date: Date) {
        current.withLock { $0 = date }
    }
}
