public import Foundation
import HaapiFlow
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started with `posix_spawn`, for tests that run programs beside them: its
/// standard streams are pipes the test reads and writes (or `/dev/null`), it can be sent
/// signals, and its end is awaited.
///
/// Tests start programs this way rather than with Foundation's `Process`: on Linux (Swift
/// 6.3) `Process.run()` lists `/proc/self/fd` copying each directory entry whole, past
/// the end of glibc's buffer, and crashes when the next page is not mapped (fixed in
/// swift-corelibs-foundation after 6.3; a full test run that starts a few hundred
/// programs crashed in it about one run in ten). It starts them as HaapiFlow's system URL
/// opener does: with no signal blocked, default signal actions, and none of this
/// process's descriptors but the three standard streams.
///
/// ```swift
/// let program = try SpawnedProgram("/bin/cat", [], stdin: .pipe, stdout: .pipe)
/// try program.stdin?.write(contentsOf: Data("hi".utf8))
/// try program.stdin?.close()
/// let printed = program.stdout?.readDataToEndOfFile()   // "hi"
/// let exit = program.waitUntilExit()                     // status 0
/// ```
public final class SpawnedProgram: Sendable {
    /// What a standard stream of the program is connected to.
    public enum Stream: Sendable {
        /// A pipe to this process (``SpawnedProgram/stdin``, ``SpawnedProgram/stdout``, ``SpawnedProgram/stderr``).
        case pipe
        /// `/dev/null`.
        case null
    }

    /// How the program ended.
    public struct Exit: Sendable, Hashable, CustomStringConvertible {
        /// The exit status, or the signal's number when a signal ended it.
        public var status: Int32
        /// Whether a signal ended it (then ``status`` is the signal's number).
        public var bySignal: Bool

        /// Creates an end: an exit `status`, or the signal's number when `bySignal`.
        public init(status: Int32, bySignal: Bool) {
            self.status = status
            self.bySignal = bySignal
        }

        public var description: String { bySignal ? "ended by signal \(status)" : "exit status \(status)" }
    }

    /// The program's process id.
    public let pid: pid_t
    /// The writing end of its standard input, when it is a pipe.
    public let stdin: FileHandle?
    /// The reading end of its standard output, when it is a pipe.
    public let stdout: FileHandle?
    /// The reading end of its standard error, when it is a pipe.
    public let stderr: FileHandle?
    /// The program's end, once it was seen (a process is waited for once).
    private let ended = Mutex<Exit?>(nil)

    /// Starts the program at `path` with `arguments`.
    ///
    /// - Parameters:
    ///   - path: The executable (no `PATH` lookup; see ``programPath(_:)``).
    ///   - arguments: Its arguments (not including the program itself).
    ///   - environment: The whole environment; this process's when `nil`.
    ///   - stdin: Its standard input: a pipe, or `/dev/null`.
    ///   - stdout: Its standard output.
    ///   - stderr: Its standard error.
    /// - Throws: ``ProgramStartError`` when it cannot be started.
    public init(
        _ path: String, _ arguments: [String], environment: [String: String]? = nil,
        stdin: Stream = .null, stdout: Stream = .null, stderr: Stream = .null
    ) throws {
        var pipes: [CloseOnExecPipe?] = []
        for stream in [stdin, stdout, stderr] {
            pipes.append(stream == .pipe ? try CloseOnExecPipe() : nil)
        }
        let spawned = ProgramSpawner.spawn(
            path, arguments, environment: environment, streams: [pipes[0]?.read, pipes[1]?.write, pipes[2]?.write])
        // The program's ends are its own now; a failed start closes ours too.
        pipes[0]?.closeRead()
        pipes[1]?.closeWrite()
        pipes[2]?.closeWrite()
        let pid: pid_t
        switch spawned {
        case .success(let started):
            pid = started
        case .failure(let error):
            pipes[0]?.closeWrite()
            pipes[1]?.closeRead()
            pipes[2]?.closeRead()
            throw ProgramStartError(description: error.description)
        }
        self.pid = pid
        self.stdin = pipes[0].map { FileHandle(fileDescriptor: $0.write, closeOnDealloc: true) }
        self.stdout = pipes[1].map { FileHandle(fileDescriptor: $0.read, closeOnDealloc: true) }
        self.stderr = pipes[2].map { FileHandle(fileDescriptor: $0.read, closeOnDealloc: true) }
    }

    /// Whether the program has not ended yet.
    public var isRunning: Bool {
        ended.withLock { ended in
            if ended == nil { ended = Self.wait(for: pid, blocking: false) }
            return ended == nil
        }
    }

    /// Waits until the program ends (blocking the calling thread) and says how.
    @discardableResult
    public func waitUntilExit() -> Exit {
        if let exit = ended.withLock({ $0 }) { return exit }
        let exit = Self.wait(for: pid, blocking: true) ?? Exit(status: -1, bySignal: false)
        return ended.withLock { ended in
            if ended == nil { ended = exit }
            return ended ?? exit
        }
    }

    /// Sends `signal` to the program (nothing once it has ended and was waited for).
    public func send(_ signal: Int32) {
        guard isRunning else { return }
        kill(pid, signal)
    }

    /// Sends `SIGTERM`, as a service manager stops a program.
    public func terminate() { send(SIGTERM) }

    /// Sends `SIGINT`, as Ctrl-C in a terminal does.
    public func interrupt() { send(SIGINT) }

    /// The end of process `pid` when it has ended (after waiting for it when `blocking`).
    private static func wait(for pid: pid_t, blocking: Bool) -> Exit? {
        ProgramSpawner.exit(of: pid, blocking: blocking).map { Exit(status: $0.status, bySignal: $0.bySignal) }
    }
}

/// A pipe whose ends are closed in programs started later (only the ends a program is
/// given as its standard streams stay open in it).
struct CloseOnExecPipe {
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
        guard made == 0 else { throw ProgramStartError(description: "pipe failed: \(String(cString: strerror(errno)))") }
        read = fds[0]
        write = fds[1]
    }

    func closeRead() { close(read) }
    func closeWrite() { close(write) }
}
