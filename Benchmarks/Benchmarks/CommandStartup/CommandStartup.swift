import Benchmark
import Foundation
import Synchronization

/// Start-up and memory of the `haapi` command (issue 33 item 3), against trivial
/// executables built the same way (release, this toolchain) in the same run:
///
/// - *trivial program start* and *trivial Foundation program start* — the baselines: a
///   process that writes one line (the standard library alone; and loading Foundation, as
///   every `haapi` command does), timed from `posix_spawn` to that line.
/// - *haapi help* — `haapi --help`: the command's own start-up, without the network.
/// - *haapi login to first screen* — `haapi login` against a dev server already running
///   (`haapi dev-server`, another process), timed from `posix_spawn` to the first screen's
///   prompt (the authenticator picker); the login then goes on with scripted answers
///   (`--answers`: the password authenticator, `demo`, `Password1`) to its tokens.
///
/// Every program is started through `PeakMemory` (a small C program, so that the figure
/// is the program's own), which reports its peak resident memory (`ru_maxrss`); *haapi
/// login to first screen* thus gives the peak of a whole scripted login. The time
/// includes `PeakMemory`'s own start, as the baselines' do.
/// The executables are found next to this benchmark's (`TrivialProgram`,
/// `TrivialFoundationProgram`) and at `../.build/release/haapi` (or `HAAPI_EXECUTABLE`):
/// `Benchmarks/summary` builds them.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, peakResident], timeUnits: .milliseconds, units: [peakResident: .count],
        warmupIterations: 2, scalingFactor: .one, maxDuration: .seconds(20), maxIterations: 40)

    Benchmark("trivial program start", configuration: configuration) { benchmark in
        try timeStart(benchmark, Executables.sibling("TrivialProgram"), [], until: "ready")
    }
    Benchmark("trivial Foundation program start", configuration: configuration) { benchmark in
        try timeStart(benchmark, Executables.sibling("TrivialFoundationProgram"), [], until: "ready")
    }
    Benchmark("haapi help", configuration: configuration) { benchmark in
        try timeStart(benchmark, Executables.haapi(), ["--help"], until: "USAGE")
    }
    var login = configuration
    login.setup = { try DevServerRig.start() }
    login.teardown = { DevServerRig.stop() }
    Benchmark("haapi login to first screen", configuration: login) { benchmark in
        let rig = try DevServerRig.running()
        try timeStart(benchmark, Executables.haapi(), rig.loginArguments, until: "[1-")
    }
}

/// The child's peak resident memory, in KB.
let peakResident = BenchmarkMetric.custom("peak RSS KB", useScalingFactor: false)

/// Times `path` from its start until its output holds `marker`, lets it finish, and
/// records its peak resident memory; a child that fails stops the benchmark.
func timeStart(_ benchmark: Benchmark, _ path: String, _ arguments: [String], until marker: String) throws {
    let starter = try Executables.sibling("PeakMemory")
    benchmark.startMeasurement()
    var child = try ChildProcess(starter, [path] + arguments)
    let found = child.waitForOutput(containing: marker)
    benchmark.stopMeasurement()
    let exit = child.finish()
    guard found, exit.status == 0 else {
        let seen = found ? "after" : "before"
        throw ChildProcessError("\(path) \(arguments.joined(separator: " ")) ended with status \(exit.status) \(seen) '\(marker)': \(child.outputText.suffix(400))")
    }
    benchmark.measurement(peakResident, exit.peakKB)
}

/// Where the measured programs are.
enum Executables {
    /// An executable of this package, built beside the running benchmark.
    static func sibling(_ name: String) throws -> String {
        let benchmark = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let directory = benchmark.resolvingSymlinksInPath().deletingLastPathComponent()
        let path = directory.appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ChildProcessError("\(path) is missing: run Benchmarks/summary, or swift build -c release --product \(name) in Benchmarks/")
        }
        return path
    }

    /// The `haapi` command: `HAAPI_EXECUTABLE`, or the main package's release build.
    static func haapi() throws -> String {
        let path = ProcessInfo.processInfo.environment["HAAPI_EXECUTABLE"]
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("../.build/release/haapi").standardized.path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ChildProcessError("\(path) is missing: run Benchmarks/summary, or swift build -c release --product haapi in the package root")
        }
        return path
    }
}
