public import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a program run by ``runProgram(_:_:stdin:environment:)`` printed, and how it ended.
public struct ProgramOutput: Sendable {
    /// The exit status, or 128 + the signal that ended it.
    public var status: Int32
    /// Standard output, decoded as UTF-8.
    public var stdout: String
    /// Standard error, decoded as UTF-8.
    public var stderr: String
}

/// A program could not be started.
public struct ProgramStartError: Error, CustomStringConvertible, Sendable {
    /// The program and why it did not start.
    public var description: String
}

/// Runs the program at `path` with `arguments`, writes `stdin` to it, and returns what
/// it printed once it ended.
///
/// The program runs on a thread of its own (``onItsOwnThread(_:)``), so a test that
/// waits for it never holds one of the few threads Swift concurrency shares. It is started with
/// ``SpawnedProgram`` (`posix_spawn`) rather than Foundation's `Process`, whose `run()`
/// on Linux can crash reading past a buffer.
///
/// ```swift
/// let output = try await runProgram("/usr/bin/env", ["python3", "--version"])
/// #expect(output.status == 0)
/// ```
///
/// - Parameters:
///   - path: The executable (no `PATH` lookup; see ``programPath(_:)``).
///   - arguments: Its arguments (not including the program itself).
///   - stdin: What it reads on standard input, which is then closed.
///   - environment: The whole environment; this process's when `nil`.
public func runProgram(
    _ path: String, _ arguments: [String], stdin: Data = Data(), environment: [String: String]? = nil
) async throws -> ProgramOutput {
    try await onItsOwnThread { try runProgramBlocking(path, arguments, stdin: stdin, environment: environment) }
}

/// ``runProgram(_:_:stdin:environment:)`` on the calling thread, for short programs in
/// synchronous code.
///
/// - Parameters:
///   - path: The executable (no `PATH` lookup; see ``programPath(_:)``).
///   - arguments: Its arguments (not including the program itself).
///   - stdin: What it reads on standard input, which is then closed.
///   - environment: The whole environment; this process's when `nil`.
public func runProgramBlocking(
    _ path: String, _ arguments: [String], stdin: Data = Data(), environment: [String: String]? = nil
) throws -> ProgramOutput {
    let program = try SpawnedProgram(path, arguments, environment: environment, stdin: .pipe, stdout: .pipe, stderr: .pipe)
    // Standard input is written, and standard error read, beside standard output, so
    // that no pipe fills up and stalls the program.
    let writer = Thread {
        try? program.stdin?.write(contentsOf: stdin)
        try? program.stdin?.close()
    }
    writer.start()
    let errorData = Collected()
    let errorReader = Thread {
        errorData.set(program.stderr?.readDataToEndOfFile() ?? Data())
    }
    errorReader.start()
    let out = program.stdout?.readDataToEndOfFile() ?? Data()
    let exit = program.waitUntilExit()
    return ProgramOutput(
        status: exit.bySignal ? 128 + exit.status : exit.status, stdout: String(decoding: out, as: UTF8.self),
        stderr: String(decoding: errorData.waitForValue(), as: UTF8.self))
}

/// Data one thread hands to another.
private final class Collected: Sendable {
    private let state = Mutex<Data?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    func set(_ data: Data) {
        state.withLock { $0 = data }
        ready.signal()
    }

    func waitForValue() -> Data {
        ready.wait()
        return state.withLock { $0 ?? Data() }
    }
}

/// The former name.
@available(*, deprecated, renamed: "ProgramStartError")
public typealias ProgramStartFailure = ProgramStartError
