import Foundation

/// How long a person must wait before trying a passcode again, by the number of
/// consecutive wrong passcodes.
///
/// ```swift
/// let schedule = LockoutSchedule(delays: [.zero, .seconds(10), .minutes(1)])
/// schedule.delay(afterFailures: 2)   // 10 s
/// schedule.delay(afterFailures: 9)   // 1 min: past the end the last entry repeats
/// ```
public struct LockoutSchedule: Sendable, Hashable, Codable {
    /// The wait after the n-th consecutive failure (index 0 = after the first); past
    /// the end the last entry repeats. Negative entries count as no wait.
    public var delays: [Duration]

    /// Creates a schedule from the waits after the first, second, … failure.
    public init(delays: [Duration]) {
        self.delays = delays
    }

    /// No wait after the first three failures, then 30 s, 1 min, 5 min, 15 min, and
    /// 1 h after the eighth and every later failure.
    public static let standard = LockoutSchedule(delays: [
        .zero, .zero, .zero, .seconds(30), .seconds(60), .seconds(5 * 60), .seconds(15 * 60), .seconds(60 * 60),
    ])

    /// Never wait (a retry limit may still lock).
    public static let none = LockoutSchedule(delays: [])

    /// The wait after `failures` consecutive failures: zero for no failures or an
    /// empty schedule, the last entry past the end.
    public func delay(afterFailures failures: Int) -> Duration {
        guard failures > 0, let last = delays.last else { return .zero }
        let delay = failures <= delays.count ? delays[failures - 1] : last
        return max(delay, .zero)
    }

    /// The longest wait in the schedule (zero when empty); a record that cannot be
    /// read imposes it (see ``PasscodeLockout``).
    public var longestDelay: Duration {
        max(delays.max() ?? .zero, .zero)
    }
}
