import Foundation
import HaapiOnboarding
import HaapiTesting
import Logging
import Testing

/// Counting, limits, and restarts (a new `PasscodeLockout` over the same store).
@Suite struct PasscodeLockoutTests {
    private let time = FakeLockoutClock()
    private let store = InMemoryLockoutRecordStore()
    private let log = LogCapture()
    /// Waits 10 s after the second failure and 60 s after the third and later.
    private let schedule = LockoutSchedule(delays: [.zero, .seconds(10), .seconds(60)])

    private func makeLockout(retryLimit: Int? = 5) throws -> PasscodeLockout {
        try PasscodeLockout(retryLimit: retryLimit, schedule: schedule, store: store, clock: time.clock, logger: log.logger())
    }

    @Test func startsOpenWithAllTries() async throws {
        #expect(try await makeLockout().state() == .open(failures: 0, triesRemaining: 5))
        #expect(try await makeLockout(retryLimit: nil).state() == .open(failures: 0, triesRemaining: nil))
    }

    @Test(arguments: [0, -1, Int.min])
    func refusesRetryLimitBelowOne(_ limit: Int) {
        #expect(throws: LockoutConfigurationError.invalidRetryLimit(limit)) {
            try PasscodeLockout(retryLimit: limit, store: InMemoryLockoutRecordStore())
        }
        #expect(LockoutConfigurationError.invalidRetryLimit(limit).description.contains("retryLimit"))
    }

    @Test func waitsByScheduleAndCountsDown() async throws {
        let lockout = try makeLockout()
        #expect(await lockout.recordFailure() == .open(failures: 1, triesRemaining: 4))
        #expect(await lockout.recordFailure() == .waiting(remaining: .seconds(10), failures: 2, triesRemaining: 3))
        time.advance(.seconds(4))
        #expect(await lockout.state() == .waiting(remaining: .seconds(6), failures: 2, triesRemaining: 3))
        time.advance(.seconds(6))
        #expect(await lockout.state() == .open(failures: 2, triesRemaining: 3))
        #expect(await lockout.recordFailure() == .waiting(remaining: .seconds(60), failures: 3, triesRemaining: 2))
    }

    @Test func failureWhileWaitingIsNotCounted() async throws {
        let lockout = try makeLockout()
        _ = await lockout.recordFailure()
        _ = await lockout.recordFailure()
        time.advance(.seconds(1))
        let waiting = LockoutState.waiting(remaining: .seconds(9), failures: 2, triesRemaining: 3)
        #expect(await lockout.recordFailure() == waiting)
        #expect(await lockout.state() == waiting)
        #expect(log.lines.count == 1)
        #expect(log.text.hasPrefix("warning"))
    }

    @Test func retryLimitLocksAndLockHolds() async throws {
        let lockout = try PasscodeLockout(retryLimit: 3, schedule: .none, store: store, clock: time.clock, logger: .quiet())
        #expect(await lockout.recordFailure() == .open(failures: 1, triesRemaining: 2))
        #expect(await lockout.recordFailure() == .open(failures: 2, triesRemaining: 1))
        #expect(await lockout.recordFailure() == .locked(failures: 3))
        time.advance(.seconds(86_400 * 365))
        #expect(await lockout.state() == .locked(failures: 3))
        #expect(await lockout.recordFailure() == .locked(failures: 3))
        let restarted = try PasscodeLockout(retryLimit: 3, schedule: .none, store: store, clock: time.clock, logger: .quiet())
        #expect(await restarted.state() == .locked(failures: 3))
    }

    @Test func withoutLimitNeverLocksButStillWaits() async throws {
        let lockout = try makeLockout(retryLimit: nil)
        for failures in 1...20 {
            time.advance(.seconds(60))
            #expect(await lockout.recordFailure().failures == failures)
        }
        #expect(await lockout.state() == .waiting(remaining: .seconds(60), failures: 20, triesRemaining: nil))
    }

    @Test func restartKeepsCountAndWait() async throws {
        _ = try await makeLockout().recordFailure()
        _ = try await makeLockout().recordFailure()  // each call on a freshly started lockout
        time.advance(.seconds(3))
        #expect(try await makeLockout().state() == .waiting(remaining: .seconds(7), failures: 2, triesRemaining: 3))
        let saved = try #require(try await store.load())
        #expect(saved.failures == 2)
        #expect(saved.locked == false)
    }

    @Test func restartOnAFileKeepsTheLock() async throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("lockout.json")
        let first = try PasscodeLockout(retryLimit: 2, schedule: .none, store: FileLockoutRecordStore(url: url), clock: time.clock, logger: .quiet())
        _ = await first.recordFailure()
        #expect(await first.recordFailure() == .locked(failures: 2))
        let restarted = try PasscodeLockout(retryLimit: 2, schedule: .none, store: FileLockoutRecordStore(url: url), clock: time.clock, logger: .quiet())
        #expect(await restarted.state() == .locked(failures: 2))
        #expect(try String(contentsOf: url, encoding: .utf8).contains("\"locked\":true"))
    }

    @Test func successResetsCountAndLock() async throws {
        let lockout = try PasscodeLockout(retryLimit: 2, schedule: schedule, store: store, clock: time.clock, logger: .quiet())
        _ = await lockout.recordFailure()
        await lockout.recordSuccess()
        #expect(await lockout.state() == .open(failures: 0, triesRemaining: 2))
        _ = await lockout.recordFailure()
        time.advance(.seconds(10))
        #expect(await lockout.recordFailure() == .locked(failures: 2))
        await lockout.recordSuccess()
        #expect(await lockout.state() == .open(failures: 0, triesRemaining: 2))
        #expect(try await store.load() == .noFailures, "the record stays, so that deleting it is noticed")
    }

    @Test func resetAfterWipeUnlocksAcrossRestart() async throws {
        let lockout = try PasscodeLockout(retryLimit: 1, schedule: schedule, store: store, clock: time.clock, logger: .quiet())
        #expect(await lockout.recordFailure() == .locked(failures: 1))
        await lockout.reset()
        let restarted = try PasscodeLockout(retryLimit: 1, schedule: schedule, store: store, clock: time.clock, logger: .quiet())
        #expect(await restarted.state() == .open(failures: 0, triesRemaining: 1))
    }

    @Test func concurrentFailuresAreAllCountedAndSaved() async throws {
        let lockout = try PasscodeLockout(retryLimit: nil, schedule: .none, store: store, clock: time.clock, logger: .quiet())
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<20 { group.addTask { _ = await lockout.recordFailure() } }
        }
        #expect(await lockout.state() == .open(failures: 20, triesRemaining: nil))
        #expect(try await store.load()?.failures == 20)
    }
}
