import Foundation
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
public struct ProgramStartFailure: Error, CustomStringConvertible, Sendable {
    /// The program and why it did not start.
    public var description: String
}

/// Runs the program at `path` with `arguments`, writes `stdin` to it, and returns what
/// it printed once it ended.
///
/// The program runs on a thread of its own, so a test that waits for it never holds one
/// of the few threads Swift concurrency shares (on a two-core machine, two blocked tests
/// would stop every server and client in the test process). It is started with
/// `posix_spawn` rather than Foundation's `Process`, whose `run()` on Linux can crash
/// reading past a buffer when many programs start at once.
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
    try await withCheckedThrowingContinuation { continuation in
        Thread {
            continuation.resume(with: Result { try runProgramBlocking(path, arguments, stdin: stdin, environment: environment) })
        }.start()
    }
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
    let input = try CloseOnExecPipe(), output = try CloseOnExecPipe(), error = try CloseOnExecPipe()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input.read, 0)
    posix_spawn_file_actions_adddup2(&actions, output.write, 1)
    posix_spawn_file_actions_adddup2(&actions, error.write, 2)
    closeInheritedDescriptors(&actions)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let variables = environment.map { $0.map { "\($0.key)=\($0.value)" } }
    let envp: [UnsafeMutablePointer<CChar>?]? = variables.map { $0.map { strdup($0) } + [nil] }
    defer { envp?.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = envp.map { envp in
        envp.withUnsafeBufferPointer { posix_spawn(&pid, path, &actions, nil, argv, $0.baseAddress) }
    } ?? posix_spawn(&pid, path, &actions, nil, argv, environ)
    input.closeRead()
    output.closeWrite()
    error.closeWrite()
    guard spawned == 0 else {
        input.closeWrite()
        output.closeRead()
        error.closeRead()
        throw ProgramStartFailure(description: "cannot run \(path): \(String(cString: strerror(spawned)))")
    }
    // Standard input is written, and standard error read, beside standard output, so
    // that no pipe fills up and stalls the program.
    let writer = Thread {
        let handle = FileHandle(fileDescriptor: input.write, closeOnDealloc: true)
        try? handle.write(contentsOf: stdin)
        try? handle.close()
    }
    writer.start()
    let errorData = Collected()
    let errorReader = Thread {
        errorData.set(FileHandle(fileDescriptor: error.read, closeOnDealloc: true).readDataToEndOfFile())
    }
    errorReader.start()
    let out = FileHandle(fileDescriptor: output.read, closeOnDealloc: true).readDataToEndOfFile()
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return ProgramOutput(
        status: exit, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: errorData.waitForValue(), as: UTF8.self))
}

/// A pipe whose ends are closed in programs started later (only the ends a program is
/// given as its standard streams stay open in it).
private struct CloseOnExecPipe {
    let read: Int32
    let write: Int32

    init() throws {
        var fds: [Int32] = [-1, -1]
        // Glibc's pipe2 is not visible to Swift; between pipe and fcntl another thread's
        // spawn may inherit these ends, which only delays its reader's end of file.
        let made = pipe(&fds)
        if made == 0 {
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        }
        guard made == 0 else { throw ProgramStartFailure(description: "pipe failed: \(String(cString: strerror(errno)))") }
        read = fds[0]
        write = fds[1]
    }

    func closeRead() { close(read) }
    func closeWrite() { close(write) }
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

/// Closes every descriptor above standard error in a spawned program: it gets none of
/// the test process's sockets (a daemon it starts, PostgreSQL or tmux, would keep them
/// open, and their connections with them, for the rest of the run).
public func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    #if canImport(Glibc)
    // glibc 2.34's posix_spawn_file_actions_addclosefrom_np, which Swift's Glibc module does not declare.
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
    _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
    #endif
}
