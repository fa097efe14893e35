import Foundation
import HaapiModel
import Testing

@Suite struct WallClockTests {
    @Test func manualClockMovesOnlyWhenTold() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let manual = ManualWallClock(now: start)
        let clock = manual.clock
        #expect(clock.now == start)
        manual.advance(by: 31)
        #expect(clock.now == start.addingTimeInterval(31))
        manual.advance(by: -60)
        #expect(manual.now == start.addingTimeInterval(-29))
        manual.set(start)
        #expect(clock.now == start)
    }

    @Test func systemClockReadsTheMachinesTime() {
        let before = Date()
        let read = WallClock.system.now
        #expect(read >= before)
        #expect(read <= Date())
    }

    @Test func aClockReadsItsSource() {
        let fixed = Date(timeIntervalSince1970: 42)
        #expect(WallClock { fixed }.now == fixed)
    }
}
