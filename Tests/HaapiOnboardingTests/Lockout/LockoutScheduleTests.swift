import HaapiOnboarding
import Testing

@Suite struct LockoutScheduleTests {
    @Test(arguments: [
        (0, Duration.zero), (1, .zero), (2, .zero), (3, .zero), (4, .seconds(30)), (5, .seconds(60)), (6, .seconds(300)),
        (7, .seconds(900)), (8, .seconds(3_600)), (9, .seconds(3_600)), (500, .seconds(3_600)),
    ])
    func standardWaitsAfterEachFailure(failures: Int, delay: Duration) {
        #expect(LockoutSchedule.standard.delay(afterFailures: failures) == delay)
    }

    @Test func noneNeverWaits() {
        for failures in [0, 1, 10, 1_000] {
            #expect(LockoutSchedule.none.delay(afterFailures: failures) == .zero)
        }
        #expect(LockoutSchedule.none.longestDelay == .zero)
    }

    @Test func lastEntryRepeatsAndNegativesCountAsZero() {
        let schedule = LockoutSchedule(delays: [.seconds(-5), .seconds(10)])
        #expect(schedule.delay(afterFailures: -1) == .zero)
        #expect(schedule.delay(afterFailures: 1) == .zero)
        #expect(schedule.delay(afterFailures: 2) == .seconds(10))
        #expect(schedule.delay(afterFailures: 3) == .seconds(10))
        #expect(schedule.longestDelay == .seconds(10))
        #expect(LockoutSchedule.standard.longestDelay == .seconds(3_600))
    }
}
