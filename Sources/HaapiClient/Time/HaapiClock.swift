import Foundation

/// Where the client reads the time: token expiry, DPoP `iat`, client assertions.
///
/// ```swift
/// let clock = HaapiClock.system
/// let testClock = ManualClock(now: Date(timeIntervalSince1970: 1_700_000_000))
/// let client = HaapiClient(configuration: config, clock: testClock.clock)
/// ```
public struct HaapiClock: Sendable {
    private let read: @Sendable () async -> Date

    /// Creates a clock that reads the time from `now`.
    public init(now: @escaping @Sendable () async -> Date) {
        self.read = now
    }

    /// The system's wall clock.
    public static let system = HaapiClock { Date() }

    /// The current time.
    public func now() async -> Date {
        await read()
    }
}

/// A clock that only moves when told to, for tests.
///
/// ```swift
/// let manual = ManualClock(now: Date(timeIntervalSince1970: 1_700_000_000))
/// await manual.advance(by: 3600)
/// ```
public actor ManualClock {
    /// The time the clock shows.
    public private(set) var now: Date

    /// Creates a clock showing `now`.
    public init(now: Date) {
        self.now = now
    }

    /// Moves the clock forward (or back, with a negative value).
    public func advance(by seconds: TimeInterval) {
        now = now.addingTimeInterval(seconds)
    }

    /// Sets the time.
    public func set(_ date: Date) {
        now = date
    }

    /// A ``HaapiClock`` that reads this clock.
    public nonisolated var clock: HaapiClock {
        HaapiClock { await self.now }
    }
}
