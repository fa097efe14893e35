package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts programs with `posix_spawn`, never Foundation's `Process`: on Linux (Swift 6.3)
/// `Process.run()` lists `/proc/self/fd` copying each entry whole past the end of glibc's
/// buffer, and crashes the process now and then (fixed in swift-corelibs-foundation after
/// 6.3). The system URL opener and the test kit's `SpawnedProgram` start programs here.
///
/// A program starts with no signal blocked and every signal's default action (a
/// dispatch worker blocks signals, and the mask is inherited), and with no descriptor of
/// this process but its three standard streams.
package enum ProgramSpawner {
    /// How a started program ended.
    package struct Exit: Sendable, Hashable {
        /// The exit status, or the signal's number when a signal ended it.
        package var status: Int32
        /// Whether a signal ended it.
        package var bySignal: Bool

        package init(status: Int32, bySignal: Bool) {
            self.status = status
            self.bySignal = bySignal
        }
    }

    /// Starts `path` with `arguments`, its standard input, output and error connected to
    /// the descriptors in `streams` (`nil`: `/dev/null`), and returns its process id.
    ///
    /// - Parameters:
    ///   - path: The executable (no `PATH` lookup).
    ///   - arguments: Its arguments, not including the program itself.
    ///   - environment: The whole environment; this process's when `nil`.
    ///   - streams: The descriptors that become its descriptors 0, 1 and 2.
    /// - Returns: The process id, or the reason it could not start.
    package static func spawn(
        _ path: String, _ arguments: [String], environment: [String: String]? = nil, streams: [Int32?] = [nil, nil, nil]
    ) -> Result<pid_t, ProgramSpawnError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in Int32(0)...2 {
            if let given = streams.indices.contains(Int(descriptor)) ? streams[Int(descriptor)] : nil {
                posix_spawn_file_actions_adddup2(&actions, given, descriptor)
            } else {
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }
        closeInheritedDescriptors(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables = environment.map { $0.map { "\($0.key)=\($0.value)" } }
        let envp: [UnsafeMutablePointer<CChar>?]? = variables.map { $0.map { strdup($0) } + [nil] }
        defer { envp?.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = envp.map { envp in
            envp.withUnsafeBufferPointer { posix_spawn(&pid, path, &actions, &attributes, argv, $0.baseAddress) }
        } ?? posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        guard spawned == 0 else { return .failure(ProgramSpawnError(path: path, reason: String(cString: strerror(spawned)))) }
        return .success(pid)
    }

    /// The end of process `pid` when it has ended (after waiting for it when `blocking`,
    /// which blocks the calling thread).
    package static func exit(of pid: pid_t, blocking: Bool) -> Exit? {
        var status: Int32 = 0
        var waited: pid_t
        repeat {
            waited = waitpid(pid, &status, blocking ? 0 : WNOHANG)
        } while waited == -1 && errno == EINTR
        guard waited == pid else { return nil }
        let signal = status & 0x7f
        return signal == 0 ? Exit(status: (status >> 8) & 0xff, bySignal: false) : Exit(status: signal, bySignal: true)
    }

    /// Waits for process `pid` to end on a thread of its own (a blocking wait never holds
    /// a thread of Swift's concurrency pool).
    package static func exit(of pid: pid_t) async -> Exit {
        await withCheckedContinuation { continuation in
            let waiter = Thread { continuation.resume(returning: exit(of: pid, blocking: true) ?? Exit(status: -1, bySignal: false)) }
            waiter.start()
        }
    }

    /// Makes a program started with `actions` inherit no descriptor beyond its standard
    /// streams (glibc 2.34's `posix_spawn_file_actions_addclosefrom_np`, which Swift's
    /// Glibc module does not declare; elsewhere descriptors are left to close-on-exec).
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        #if canImport(Glibc)
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        #endif
    }
}

/// A program that could not be started.
package struct ProgramSpawnError: Error, Sendable, CustomStringConvertible {
    /// The program.
    package var path: String
    /// Why (the system's words).
    package var reason: String

    package var description: String { "cannot run \(path): \(reason)" }
}
