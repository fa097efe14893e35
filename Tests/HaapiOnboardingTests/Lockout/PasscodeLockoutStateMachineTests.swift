import Foundation
import HaapiOnboarding
import Logging
import Testing

/// The lockout's rules event by event, with no store, clock or actor.
@Suite struct PasscodeLockoutStateMachineTests {
    private let start = LockoutMoment(wall: Date(timeIntervalSince1970: 1_750_000_000), uptime: .seconds(3_600), bootID: "boot-1")
    /// Waits 10 s after the second failure and 60 s after the third and later.
    private let schedule = LockoutSchedule(delays: [.zero, .seconds(10), .seconds(60)])

    private func later(_ seconds: Int64, boot: String = "boot-1") -> LockoutMoment {
        LockoutMoment(wall: start.wall.addingTimeInterval(TimeInterval(seconds)), uptime: start.uptime + .seconds(seconds), bootID: boot)
    }

    private func loaded(_ reading: LockoutRecordReading, retryLimit: Int? = 3) throws -> PasscodeLockoutStateMachine {
        var machine = try PasscodeLockoutStateMachine(retryLimit: retryLimit, schedule: schedule)
        machine.handle(.recordRead(reading, at: start))
        return machine
    }

    @Test func asksForTheRecordBeforeAnswering() throws {
        var machine = try PasscodeLockoutStateMachine(retryLimit: 3, schedule: schedule)
        #expect(machine.handle(.stateRequested(at: start)) == [.readRecord])
        #expect(machine.handle(.failureReported(at: start)) == [.readRecord])
        #expect(machine.handle(.recordRead(.missing(passcodeExists: false), at: start)) == [])
        #expect(machine.handle(.stateRequested(at: start)) == [.answer(.open(failures: 0, triesRemaining: 3))])
        #expect(machine.handle(.recordRead(.damaged(reason: "late"), at: start)) == [], "a second reading is ignored")
    }

    @Test func countsFailuresWaitsAndLocks() throws {
        var machine = try loaded(.missing(passcodeExists: false))
        let first = LockoutRecord(failures: 1, lastFailure: start)
        #expect(machine.handle(.failureReported(at: start)) == [.writeRecord(first), .answer(.open(failures: 1, triesRemaining: 2))])
        let second = LockoutRecord(failures: 2, lastFailure: later(1))
        #expect(
            machine.handle(.failureReported(at: later(1)))
                == [.writeRecord(second), .answer(.waiting(remaining: .seconds(10), failures: 2, triesRemaining: 1))])
        let ignored = machine.handle(.failureReported(at: later(5)))
        #expect(ignored.count == 2 && ignored.last == .answer(.waiting(remaining: .seconds(6), failures: 2, triesRemaining: 1)))
        let third = LockoutRecord(failures: 3, lastFailure: later(11), locked: true)
        #expect(machine.handle(.failureReported(at: later(11))) == [.writeRecord(third), .answer(.locked(failures: 3))])
        #expect(machine.handle(.successReported) == [.writeRecord(.noFailures)])
        #expect(machine.state(at: later(12)) == .open(failures: 0, triesRemaining: 3))
    }

    @Test(arguments: [
        LockoutRecordReading.missing(passcodeExists: true), .damaged(reason: "not JSON"),
    ])
    func aDeletedOrDamagedRecordFailsClosedAndIsWrittenBack(_ reading: LockoutRecordReading) throws {
        var machine = try PasscodeLockoutStateMachine(retryLimit: 3, schedule: schedule)
        let effects = machine.handle(.recordRead(reading, at: start))
        let failClosed = LockoutRecord(failures: 2, lastFailure: start, penalty: .seconds(60))
        #expect(effects.last == .writeRecord(failClosed))
        guard case .log(level: .error, _, _) = effects.first else { Issue.record("no error logged: \(effects)"); return }
        #expect(machine.state(at: later(30)) == .waiting(remaining: .seconds(30), failures: 2, triesRemaining: 1))
    }

    @Test func anUnreadableStoreFailsClosedInMemoryOnly() throws {
        var machine = try PasscodeLockoutStateMachine(retryLimit: nil, schedule: schedule)
        let effects = machine.handle(.recordRead(.unreadable(reason: "EIO"), at: start))
        #expect(effects.count == 1 && !effects.contains { if case .writeRecord = $0 { true } else { false } })
        #expect(machine.record == LockoutRecord(failures: 3, lastFailure: start, penalty: .seconds(60)))
    }

    @Test func aFailureFromAnotherBootIsReanchored() throws {
        var machine = try loaded(.found(LockoutRecord(failures: 2, lastFailure: start)))
        // Rebooted: the uptime restarted, the wall clock says 4 s passed.
        let afterReboot = LockoutMoment(wall: start.wall.addingTimeInterval(4), uptime: .seconds(1), bootID: "boot-2")
        let effects = machine.handle(.stateRequested(at: afterReboot))
        let rebased = LockoutRecord(
            failures: 2, lastFailure: LockoutMoment(wall: start.wall, uptime: .seconds(-3), bootID: "boot-2"))
        #expect(effects.contains(.writeRecord(rebased)))
        #expect(effects.last == .answer(.waiting(remaining: .seconds(6), failures: 2, triesRemaining: 1)))
    }

    @Test func resetForgetsALock() throws {
        var machine = try loaded(.found(LockoutRecord(failures: 3, lastFailure: start, locked: true)))
        #expect(machine.state(at: start) == .locked(failures: 3))
        #expect(machine.handle(.resetRequested).last == .writeRecord(.noFailures))
        #expect(machine.state(at: start) == .open(failures: 0, triesRemaining: 3))
    }
}
