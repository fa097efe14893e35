import Foundation
import Synchronization

/// Starts the programs the tests run with Foundation's `Process`, one at a time:
/// `Process.run()` on Linux can crash inside its own memory copy when several threads
/// start programs at once (seen with two hosts starting beside other tests' commands).
enum ProcessLaunch {
    private static let starting = Mutex(())

    /// Runs `process.run()` while no other test starts a program through here.
    static func run(_ process: Process) throws {
        try starting.withLock { _ in try process.run() }
    }
}
