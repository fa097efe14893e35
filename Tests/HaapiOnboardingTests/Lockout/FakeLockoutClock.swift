import Foundation
import HaapiModel
import HaapiOnboarding
import Synchronization

/// A device's three clocks under the test's control: the wall clock can be set
/// either way, the uptime only advances (or restarts at a reboot), and each reboot
/// gets a new boot id.
final class FakeLockoutClock: Sendable {
    private struct Readings {
        var uptime: Duration = .seconds(3_600)
        var boot = 1
    }

    private let wall = ManualWallClock(now: Date(timeIntervalSince1970: 1_750_000_000))
    private let readings = Mutex(Readings())

    /// The clock to hand to ``PasscodeLockout``.
    var clock: LockoutClock {
        LockoutClock(
            wall: wall.clock,
            uptime: { self.readings.withLock { $0.uptime } },
            bootID: { self.readings.withLock { "boot-\($0.boot)" } }
        )
    }

    /// Real time passes: both clocks move.
    func advance(_ duration: Duration) {
        wall.advance(by: Self.seconds(duration))
        readings.withLock { $0.uptime += duration }
    }

    /// The person sets the wall clock by `offset` (negative: back); the uptime does not move.
    func setWall(by offset: Duration) {
        wall.advance(by: Self.seconds(offset))
    }

    /// The device is off for `downtime` and boots again `uptime` ago.
    func reboot(downtime: Duration, uptime: Duration = .seconds(30)) {
        wall.advance(by: Self.seconds(downtime + uptime))
        readings.withLock {
            $0.uptime = uptime
            $0.boot += 1
        }
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
