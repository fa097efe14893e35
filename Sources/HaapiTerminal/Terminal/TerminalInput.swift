import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams of what arrives from the terminal: keys, lines and signals.
///
/// Each stream reads on its own thread (or dispatch source) and stops reading when
/// the consumer stops iterating (the stream is terminated).
public enum TerminalInput {
    /// The keys typed on `fileDescriptor` (put it in raw mode first), decoded with
    /// ``KeyDecoder``. A lone Escape is reported after 30 ms without a follow-up
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
    /// While the stream is iterated, those signals no longer end the process:
    /// the consumer decides (restore the terminal, cancel the flow, redraw). When
    /// the stream ends, their default actions come back.
    @MainActor
    public static func signals() -> AsyncStream<Int32> {
        let (stream, continuation) = AsyncStream<Int32>.makeStream()
        #if canImport(Glibc) || canImport(Darwin)
        let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]
        let sources = SignalSources(numbers: numbers, continuation: continuation)
        continuation.onTermination = { _ in Task { @MainActor in sources.cancel() } }
        #else
        continuation.finish()
        #endif
        return stream
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
        continuation.onTermination = { _ in
            var byte: UInt8 = 1
            _ = write(stopWrite, &byte, 1)
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
            close(stopWrite)
        }
        thread.start()
        #else
        continuation.finish()
        #endif
    }
}

#if canImport(Glibc) || canImport(Darwin)
/// Dispatch sources for a set of signals, ignored by the default handler meanwhile.
@MainActor
private final class SignalSources {
    private let sources: [any DispatchSourceSignal]
    private let numbers: [Int32]

    init(numbers: [Int32], continuation: AsyncStream<Int32>.Continuation) {
        self.numbers = numbers
        var sources: [any DispatchSourceSignal] = []
        for number in numbers {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: Self.handler(yielding: number, to: continuation))
            source.resume()
            sources.append(source)
        }
        self.sources = sources
    }

    /// The event handler, made outside the main actor: dispatch runs it on its own queue.
    private nonisolated static func handler(yielding number: Int32, to continuation: AsyncStream<Int32>.Continuation) -> @Sendable () -> Void {
        { continuation.yield(number) }
    }

    func cancel() {
        for source in sources { source.cancel() }
        for number in numbers { signal(number, SIG_DFL) }
    }
}
#endif
