import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A program started with `posix_spawn`, its standard output read through a pipe.
struct ChildProcess {
    /// What a finished child used.
    struct Exit {
        var status: Int32
        /// The child's peak resident memory (`ru_maxrss`, as `PeakMemory` reports it), in KB.
        var peakKB: Int
    }

    let pid: pid_t
    private let output: Int32
    private var buffered: [UInt8] = []

    /// Starts `path` with `arguments`; its standard input and error are `/dev/null`.
    init(_ path: String, _ arguments: [String]) throws {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw ChildProcessError("pipe() failed: errno \(errno)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, path, &actions, nil, argv, environ)
        close(pipe[1])
        guard result == 0 else {
            close(pipe[0])
            throw ChildProcessError("could not start \(path): error \(result)")
        }
        pid = child
        output = pipe[0]
    }

    /// Reads standard output until it holds `marker`; `false` when the output ended first.
    mutating func waitForOutput(containing marker: String) -> Bool {
        let wanted = Array(marker.utf8)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !buffered.contains(wanted) {
            let count = read(output, &chunk, chunk.count)
            guard count > 0 else { return false }
            buffered += chunk[..<count]
        }
        return true
    }

    /// What the child wrote so far, as text.
    var outputText: String { String(decoding: buffered, as: UTF8.self) }

    /// Reads the rest of the output, waits for the child to end and returns its status
    /// and the peak memory `PeakMemory` wrote last (0 when the child was not started
    /// through it).
    mutating func finish() -> Exit {
        _ = waitForOutput(containing: "\u{0}never\u{0}")
        close(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let report = outputText.split(separator: "\n").last { $0.hasPrefix("peak-rss-kb ") }
        return Exit(status: exitStatus, peakKB: report.flatMap { Int($0.dropFirst("peak-rss-kb ".count)) } ?? 0)
    }
}

struct ChildProcessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
