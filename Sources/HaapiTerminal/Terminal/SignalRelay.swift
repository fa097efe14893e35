#if canImport(Glibc) || canImport(Darwin)
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hands `SIGINT`, `SIGTERM`, `SIGHUP` and `SIGWINCH` to the streams of
/// ``TerminalInput/signals()`` while any is open, and leaves them to their default
/// actions otherwise.
///
/// Signal dispositions belong to the process, so there is one relay per process
/// (``shared``). It installs its own handler, which only writes the signal's number
/// to a pipe; a thread of its own reads the pipe and hands the number on, so no
/// signal waits for the main actor or the cooperative pool. (libdispatch's signal
/// sources are not used: on Linux they install their handler only for the first
/// source of a signal in the process, so a second stream after `SIG_IGN` never heard
/// anything.)
///
/// A process always ends on a terminating signal: with no stream open the signal's
/// previous action (by default, ending the process) is back; a second terminating
/// signal while the first is still being handled (a cancel that got stuck) ends the
/// process at once by that signal, after putting the terminal's settings back
/// (``addCleanup(_:)``). A signal that is ignored when the first stream opens (a
/// process started under `nohup`) stays ignored.
final class SignalRelay: Sendable {
    /// The relay of this process.
    static let shared = SignalRelay()

    /// The signals the relay hands on.
    static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]

    private struct State {
        var streams: [UInt64: AsyncStream<Int32>.Continuation] = [:]
        var cleanups: [UInt64: @Sendable () -> Void] = [:]
        var nextID: UInt64 = 0
        /// The handlers replaced while streams are open, to put back after the last one.
        var previousHandlers: [Int32: SignalHandler?] = [:]
        /// Whether a terminating signal went to the open streams.
        var isEnding = false
        var readerStarted = false
    }

    private let state = Mutex(State())

    private init() {}

    /// A stream of the signals, open until it is terminated.
    func stream() -> AsyncStream<Int32> {
        let (stream, continuation) = AsyncStream<Int32>.makeStream()
        let id: UInt64 = state.withLock { state in
            state.nextID += 1
            state.streams[state.nextID] = continuation
            if state.streams.count == 1 { install(&state) }
            return state.nextID
        }
        continuation.onTermination = { [self] _ in
            state.withLock { state in
                state.streams[id] = nil
                if state.streams.isEmpty { uninstall(&state) }
            }
        }
        return stream
    }

    /// Registers `cleanup` (putting the terminal's settings back) to run before the
    /// relay ends the process; calling the returned closure removes it.
    func addCleanup(_ cleanup: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        let id: UInt64 = state.withLock { state in
            state.nextID += 1
            state.cleanups[state.nextID] = cleanup
            return state.nextID
        }
        return { [self] in state.withLock { _ = $0.cleanups.removeValue(forKey: id) } }
    }

    // MARK: Handlers

    private func install(_ state: inout State) {
        // The pipe exists before any handler could write to it.
        guard relayPipe.write >= 0 else { return }
        if !state.readerStarted {
            state.readerStarted = true
            startReader()
        }
        for number in Self.numbers {
            let previous = signal(number, relaySignalHandler)
            if Self.isIgnore(previous) {
                // Ignored when the process started (nohup): it stays so.
                signal(number, previous)
            } else {
                state.previousHandlers[number] = .some(previous)
            }
        }
    }

    private func uninstall(_ state: inout State) {
        for (number, previous) in state.previousHandlers { signal(number, previous) }
        state.previousHandlers = [:]
        state.isEnding = false
    }

    private static func isIgnore(_ handler: SignalHandler?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Reads the pipe the handler writes to, on a thread of its own, for the life of the process.
    private func startReader() {
        let thread = Thread { [self] in
            var byte: UInt8 = 0
            while true {
                let count = read(relayPipe.read, &byte, 1)
                if count == 1 {
                    deliver(Int32(byte))
                } else if count < 0, errno == EINTR || errno == EAGAIN {
                    continue
                } else {
                    return
                }
            }
        }
        thread.name = "HaapiTerminal signals"
        thread.start()
    }

    /// Hands `number` to the open streams, or ends the process by it.
    private func deliver(_ number: Int32) {
        let endNow: [@Sendable () -> Void]? = state.withLock { state in
            if number == SIGWINCH {
                for continuation in state.streams.values { continuation.yield(number) }
                return nil
            }
            guard !state.streams.isEmpty, !state.isEnding else {
                return Array(state.cleanups.values)
            }
            state.isEnding = true
            for continuation in state.streams.values { continuation.yield(number) }
            return nil
        }
        guard let endNow else { return }
        for cleanup in endNow { cleanup() }
        Self.end(by: number)
    }

    /// Ends the process by `number`'s default action, as if nobody had caught it.
    private static func end(by number: Int32) -> Never {
        signal(number, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, number)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        // Sent to this thread, where it is unblocked: delivered before raise returns.
        raise(number)
        _exit(128 + number)
    }
}

/// A C signal handler.
typealias SignalHandler = @convention(c) (Int32) -> Void

/// The pipe the signal handler writes to: made before the first handler is
/// installed, never closed. The write end does not block (a full pipe drops the
/// number rather than stalling the signalled thread).
private let relayPipe: (read: Int32, write: Int32) = {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return (-1, -1) }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    return (ends[0], ends[1])
}()

/// The signal handler: writes the number to the pipe, which is async-signal-safe.
private func relaySignalHandler(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(relayPipe.write, &byte, 1)
    errno = saved
}
#endif
