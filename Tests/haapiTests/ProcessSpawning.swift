import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HaapiTesting

/// Where `tmux` is installed, if it is.
let tmuxPath = programPath("tmux")

/// A failure to run a helper program.
struct SpawnError: Error, CustomStringConvertible {
    let description: String
}

/// Runs `path` with `arguments` (stdin and stderr from/to /dev/null; stdout to
/// /dev/null, or captured), waits for it with `waitpid`, and returns what it printed.
func runAndWait(_ path: String, _ arguments: [String], capture: Bool) throws -> String {
    var fds: [Int32] = [-1, -1]
    if capture {
        guard fds.withUnsafeMutableBufferPointer({ pipe($0.baseAddress!) }) == 0 else {
            throw SpawnError(description: "pipe failed")
        }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if capture {
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    closeInheritedDescriptors(&actions)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    if capture { close(fds[1]) }
    guard spawned == 0 else {
        if capture { close(fds[0]) }
        throw SpawnError(description: "cannot run \(path): error \(spawned)")
    }
    var output = Data()
    if capture {
        let handle = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true)
        output = handle.readDataToEndOfFile()
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return String(decoding: output, as: UTF8.self)
}

