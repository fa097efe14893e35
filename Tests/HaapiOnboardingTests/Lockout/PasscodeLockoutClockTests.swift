import Foundation
import HaapiOnboarding
import HaapiTesting
import Logging
import Testing

/// Waits are measured on the monotonic clock within a boot, and a wall clock set
/// back never shortens them, even across a reboot.
@Suite struct PasscodeLockoutClockTests {
    private let time = FakeLockoutClock()
    private let store = InMemoryLockoutRecordStore()
    private let hour = Duration.seconds(3_600)

    /// One failure waits an hour.
    private func makeLockout() throws -> PasscodeLockout {
        try PasscodeLockout(retryLimit: 10, schedule: LockoutSchedule(delays: [hour]), store: store, clock: time.clock, logger: .quiet())
    }

    private func waiting(_ remaining: Duration) -> LockoutState {
        .waiting(remaining: remaining, failures: 1, triesRemaining: 9)
    }

    @Test func wallClockChangesWithinABootChangeNothing() async throws {
        _ = try await makeLockout().recordFailure()
        time.advance(.seconds(600))
        time.setWall(by: .seconds(-86_400))
        #expect(try await makeLockout().state() == waiting(.seconds(3_000)))
        time.setWall(by: .seconds(86_400 * 30))
        #expect(try await makeLockout().state() == waiting(.seconds(3_000)))
        time.advance(.seconds(3_000))
        #expect(try await makeLockout().state() == .open(failures: 1, triesRemaining: 9))
    }

    @Test func rebootCountsWallClockTime() async throws {
        _ = try await makeLockout().recordFailure()
        time.reboot(downtime: .seconds(1_000), uptime: .seconds(600))
        #expect(try await makeLockout().state() == waiting(.seconds(2_000)))
        time.advance(.seconds(2_000))
        #expect(try await makeLockout().state() == .open(failures: 1, triesRemaining: 9))
    }

    @Test func rebootWithClockSetBackCountsNoTimeThenRunsOnUptime() async throws {
        _ = try await makeLockout().recordFailure()
        time.advance(.seconds(600))
        time.reboot(downtime: .seconds(60))
        time.setWall(by: .seconds(-86_400 * 7))
        #expect(try await makeLockout().state() == waiting(hour))
        // Re-anchored to the new boot: the wait runs out an hour later, though the
        // wall clock is still a week behind the failure.
        time.advance(.seconds(1_800))
        #expect(try await makeLockout().state() == waiting(.seconds(1_800)))
        time.setWall(by: .seconds(-86_400))
        time.advance(.seconds(1_800))
        #expect(try await makeLockout().state() == .open(failures: 1, triesRemaining: 9))
    }

    @Test func unknownBootIDFallsBackToWallClockNeverBackwards() async throws {
        let wall = FakeLockoutClock()
        let noBoot = LockoutClock(wall: wall.clock.wall, uptime: wall.clock.uptime, bootID: { nil })
        let lockout = try PasscodeLockout(retryLimit: nil, schedule: LockoutSchedule(delays: [hour]), store: store, clock: noBoot, logger: .quiet())
        _ = await lockout.recordFailure()
        wall.setWall(by: .seconds(-600))
        #expect(await lockout.state() == .waiting(remaining: hour, failures: 1, triesRemaining: nil))
        wall.setWall(by: .seconds(600 + 1_200))
        #expect(await lockout.state() == .waiting(remaining: .seconds(2_400), failures: 1, triesRemaining: nil))
    }

    @Test func systemClockReadsThisMachine() {
        let first = LockoutClock.system.moment()
        let second = LockoutClock.system.moment()
        #expect(second.uptime >= first.uptime)
        #expect(first.uptime > .zero)
        #if os(Linux)
        #expect(first.bootID != nil)
        #expect(first.bootID == second.bootID)
        #endif
    }
}
