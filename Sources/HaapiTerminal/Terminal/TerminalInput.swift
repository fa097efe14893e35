import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams of what arrives from the terminal: keys, lines and signals.
///
/// Each stream reads on a thread of its own and stops reading when the consumer
/// stops iterating (the stream is terminated).
public enum TerminalInput {
    /// The keys typed on `fileDescriptor` (put it in raw mode first), decoded with
    /// `KeyDecoder`. A lone Escape is reported after 30 ms without a follow-up
    /// byte. The stream ends after ``Key/endOfInput`` when the input closes.
    public static func keys(fileDescriptor: Int32 = 0) -> AsyncStream<Key> {
        let (stream, continuation) = AsyncStream<Key>.makeStream()
        readBytes(from: fileDescriptor, continuation: continuation) { reader in
            var decoder = KeyDecoder()
            return { bytes in
                guard let bytes else {
                    if decoder.hasPending { return decoder.flush() }
                    return [.endOfInput]
                }
                return bytes.isEmpty ? decoder.flush() : decoder.feed(bytes)
            }
        }
        return stream
    }

    /// The lines read from `fileDescriptor`, without their line breaks (a final
    /// line without one included). The stream ends with the input.
    public static func lines(fileDescriptor: Int32 = 0) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        readBytes(from: fileDescriptor, continuation: continuation) { _ in
            var pending: [UInt8] = []
            return { bytes in
                guard let bytes else {
                    defer { pending.removeAll() }
                    return pending.isEmpty ? [] : [String(decoding: pending, as: UTF8.self)]
                }
                pending += bytes
                var lines: [String] = []
                while let newline = pending.firstIndex(of: 0x0A) {
                    var line = Array(pending[..<newline])
                    if line.last == 0x0D { line.removeLast() }
                    lines.append(String(decoding: line, as: UTF8.self))
                    pending.removeSubrange(...newline)
                }
                return lines
            }
        }
        return stream
    }

    /// The signals `SIGINT`, `SIGTERM`, `SIGHUP` and `SIGWINCH` as they arrive.
    ///
    /// While a stream of them is open (from this call until it is terminated: its
    /// consumer's task is cancelled or it is dropped), those signals no longer end
    /// the process: the consumer decides (restore the terminal, cancel the flow,
    /// redraw). After the last stream ends, their previous actions come back. A
    /// second `SIGINT`, `SIGTERM` or `SIGHUP` that comes while the streams still have
    /// not ended after the first ends the process by that signal at once, so a stuck
    /// consumer never keeps the process alive. The signals are read on a thread of
    /// their own: a busy main actor does not delay them.
    public static func signals() -> AsyncStream<Int32> {
        #if canImport(Glibc) || canImport(Darwin)
        return SignalRelay.shared.stream()
        #else
        return AsyncStream { $0.finish() }
        #endif
    }

    /// Reads `fileDescriptor` on a thread until the input ends or the stream is
    /// terminated. `makeDecoder` returns the closure that turns bytes into values:
    /// called with the bytes read, an empty array after 30 ms of silence with
    /// bytes pending, and `nil` at the end of the input.
    private static func readBytes<Value: Sendable>(
        from fileDescriptor: Int32,
        continuation: AsyncStream<Value>.Continuation,
        makeDecoder: @escaping @Sendable (Int32) -> ([UInt8]?) -> [Value]
    ) {
        #if canImport(Glibc) || canImport(Darwin)
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { continuation.finish(); return }
        let stopRead = pipeEnds[0], stopWrite = pipeEnds[1]
        // The stream ends exactly once (finished by the thread, or cancelled by the consumer):
        // that ending wakes the thread and closes the pipe's write end, so no byte is ever
        // written to a descriptor number the process has reused.
        continuation.onTermination = { _ in
            var byte: UInt8 = 1
            _ = write(stopWrite, &byte, 1)
            close(stopWrite)
        }
        let thread = Thread {
            let decode = makeDecoder(fileDescriptor)
            var waitingForMore = false
            var buffer = [UInt8](repeating: 0, count: 1024)
            loop: while true {
                var descriptors = [
                    pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: stopRead, events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(&descriptors, 2, waitingForMore ? 30 : -1)
                if ready < 0 {
                    if errno == EINTR { continue }
                    continuation.finish()
                    break loop
                }
                if descriptors[1].revents != 0 { break loop }
                if ready == 0 {
                    waitingForMore = false
                    for value in decode([]) { continuation.yield(value) }
                    continue
                }
                let count = read(fileDescriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                guard count > 0 else {
                    for value in decode(nil) { continuation.yield(value) }
                    continuation.finish()
                    break loop
                }
                for value in decode(Array(buffer[..<count])) { continuation.yield(value) }
                waitingForMore = true
            }
            close(stopRead)
        }
        thread.start()
        #else
        continuation.finish()
        #endif
    }
}
