public import Foundation

/// Where a library reads the date and time: token expiry, DPoP `iat`, client
/// assertions, the dev server's expiry windows and TOTP steps, the passcode lockout's
/// wall-clock reading.
///
/// A wall clock answers "what time is it?" with a `Date`; the person or the network can
/// set it. It is not a Swift `Clock` (that measures `Duration`s and sleeps, like
/// `ContinuousClock`): code that waits takes a `Clock`, code that stamps or compares
/// dates takes a `WallClock`. Apps use ``system``; tests move a ``ManualWallClock``.
///
/// ```swift
/// let client = HaapiClient(configuration: config, clock: .system)
/// let manual = ManualWallClock(now: Date(timeIntervalSince1970: 1_700_000_000))
/// let testClient = HaapiClient(configuration: config, clock: manual.clock)
/// ```
public struct WallClock: Sendable {
    private let read: @Sendable () -> Date

    /// Creates a clock that reads the time from `now`.
    public init(now: @escaping @Sendable () -> Date) {
        self.read = now
    }

    /// The machine's wall clock.
    public static let system = WallClock { Date() }

    /// The current time.
    public var now: Date { read() }
}
