import Foundation
import HaapiOnboarding
import HaapiTesting
import Logging
import Testing

/// A record that cannot be read never counts as zero failures.
@Suite struct PasscodeLockoutFailClosedTests {
    private let time = FakeLockoutClock()
    private let hour = Duration.seconds(3_600)
    private let log = LogCapture()

    @Test func corruptedRecordLeavesOneTryAfterTheLongestWait() async throws {
        let store = ScriptedLockoutRecordStore(loadError: .corrupted(reason: "not JSON"))
        let lockout = try PasscodeLockout(retryLimit: 10, store: store, clock: time.clock, logger: log.logger())
        #expect(await lockout.state() == .waiting(remaining: hour, failures: 9, triesRemaining: 1))
        // The damaged record was replaced, so a restart keeps the same wait.
        let replacement = try #require(await store.saved)
        #expect(replacement.failures == 9)
        await store.setLoadError(nil)
        time.advance(.seconds(1_800))
        let restarted = try PasscodeLockout(retryLimit: 10, store: store, clock: time.clock, logger: log.logger())
        #expect(await restarted.state() == .waiting(remaining: .seconds(1_800), failures: 9, triesRemaining: 1))
        time.advance(.seconds(1_800))
        #expect(await restarted.recordFailure() == .locked(failures: 10))
    }

    @Test func corruptedRecordWithoutLimitWaitsTheLongestDelay() async throws {
        let store = ScriptedLockoutRecordStore(loadError: .corrupted(reason: "version 9"))
        let lockout = try PasscodeLockout(retryLimit: nil, store: store, clock: time.clock, logger: log.logger())
        #expect(await lockout.state() == .waiting(remaining: hour, failures: 8, triesRemaining: nil))
    }

    @Test func unreadableStoreFailsClosedWithoutOverwriting() async throws {
        let kept = LockoutRecord(failures: 2, lastFailure: nil)
        let store = ScriptedLockoutRecordStore(loadError: .io(operation: "read", path: "/x", message: "I/O error"), saved: kept)
        let lockout = try PasscodeLockout(retryLimit: 5, store: store, clock: time.clock, logger: log.logger())
        #expect(await lockout.state() == .waiting(remaining: hour, failures: 4, triesRemaining: 1))
        #expect(await store.saved == kept)
        #expect(await store.saves == 0)
        #expect(log.lines.count == 1)
        #expect(log.text.hasPrefix("error") && log.text.contains("I/O error"))
    }

    @Test func failedSaveStillCountsForThisRun() async throws {
        let store = ScriptedLockoutRecordStore(saveError: .io(operation: "write", path: "/x", message: "disk full"))
        let lockout = try PasscodeLockout(retryLimit: 2, schedule: .none, store: store, clock: time.clock, logger: log.logger())
        #expect(await lockout.recordFailure() == .open(failures: 1, triesRemaining: 1))
        #expect(await lockout.recordFailure() == .locked(failures: 2))
        #expect(log.lines.filter { $0.hasPrefix("error") && $0.contains("disk full") }.count == 2)
    }

    @Test func damagedFileFailsClosed() async throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("lockout.json")
        try Data("{\"failures\": -3".utf8).write(to: url)
        let lockout = try PasscodeLockout(retryLimit: 5, store: FileLockoutRecordStore(url: url), clock: time.clock, logger: log.logger())
        #expect(await lockout.state() == .waiting(remaining: hour, failures: 4, triesRemaining: 1))
        let restarted = try PasscodeLockout(retryLimit: 5, store: FileLockoutRecordStore(url: url), clock: time.clock, logger: log.logger())
        #expect(await restarted.state() == .waiting(remaining: hour, failures: 4, triesRemaining: 1))
    }
}
