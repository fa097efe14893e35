import Foundation
import HaapiTesting
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `haapi` running beside the test, as a person's shell runs it: its output is read
/// as it comes, lines can be typed on its standard input, signals sent to it, and its
/// end is awaited with a deadline (a bound that only ends a test that went wrong:
/// the process is then killed, so a hang never outlives the test).
final class RunningCommand {
    /// How the command ended.
    typealias Exit = SpawnedProgram.Exit

    private let process: SpawnedProgram
    private let stdoutText = Text()
    private let stderrText = Text()

    /// Starts `haapi` (or another `executable`) with `arguments` and `environment` added
    /// to the test's; standard input stays open until ``closeInput()``.
    init(_ arguments: [String], executable: URL = CommandRunner.executable, environment: [String: String] = [:]) throws {
        process = try SpawnedProgram(
            executable.path, arguments,
            environment: ProcessInfo.processInfo.environment.merging(isolatedData()) { $1 }.merging(environment) { $1 },
            stdin: .pipe, stdout: .pipe, stderr: .pipe)
        if let stdout = process.stdout { Self.read(stdout, into: stdoutText) }
        if let stderr = process.stderr { Self.read(stderr, into: stderrText) }
    }

    deinit {
        process.send(SIGKILL)
        // Reaped on a thread of its own: a test never waits for a killed child.
        let process = process
        Thread { process.waitUntilExit() }.start()
    }

    /// What the command wrote to standard output so far.
    var stdout: String { stdoutText.value }
    /// What the command wrote to standard error so far.
    var stderr: String { stderrText.value }
    /// The process's id.
    var pid: Int32 { process.pid }

    /// Types `line` and a line break on the command's standard input.
    func type(_ line: String) {
        try? process.stdin?.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Ends the command's standard input.
    func closeInput() {
        try? process.stdin?.close()
    }

    /// Sends `number` to the command.
    func send(_ number: Int32) {
        process.send(number)
    }

    /// Waits until standard output (or standard error) holds `text`, at most
    /// `seconds`; records an issue naming what was printed when it does not.
    @discardableResult
    nonisolated(nonsending) func waitFor(_ text: String, inStderr: Bool = false, seconds: Double = 90, sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if (inStderr ? stderr : stdout).contains(text) { return true }
            if !process.isRunning, !(inStderr ? stderr : stdout).contains(text) {
                try? await Task.sleep(for: .milliseconds(200))
                if (inStderr ? stderr : stdout).contains(text) { return true }
                Issue.record("the command ended (\(exitNow())) before printing '\(text)'; \(described)", sourceLocation: sourceLocation)
                return false
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
        // Looked at once more: a busy main actor can wake this loop only after the deadline,
        // when the text came long before.
        if (inStderr ? stderr : stdout).contains(text) { return true }
        Issue.record("timed out waiting for '\(text)'; \(described)", sourceLocation: sourceLocation)
        return false
    }

    /// Waits until the command ended, at most `seconds`; kills it and returns `nil`
    /// (with an issue recorded) when it did not.
    nonisolated(nonsending) func waitForExit(seconds: Double = 60, sourceLocation: SourceLocation = #_sourceLocation) async -> Exit? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            if Date() > deadline {
                process.send(SIGKILL)
                Issue.record("the command did not end within \(Int(seconds)) s (killed now); \(described)", sourceLocation: sourceLocation)
                return nil
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return exitNow()
    }

    /// What it printed, for a failure's message.
    var described: String {
        "stdout (end): \(stdout.suffix(1500))\nstderr: \(stderr.suffix(1500))"
    }

    private func exitNow() -> Exit {
        process.waitUntilExit()
    }

    /// Reads `handle` on a thread of its own until it ends, appending to `text`.
    private static func read(_ handle: FileHandle, into text: Text) {
        let thread = Thread {
            while true {
                let data = handle.availableData
                if data.isEmpty { return }
                text.append(data)
            }
        }
        thread.start()
    }

    /// Text read so far, shared between its reading thread and the test.
    private final class Text: Sendable {
        private let bytes = Mutex(Data())

        func append(_ data: Data) { bytes.withLock { $0.append(data) } }

        var value: String { String(decoding: bytes.withLock { $0 }, as: UTF8.self) }
    }
}
