import Foundation
import Testing
@testable import HaapiTerminal
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// ``TerminalInput/signals()``: every stream, the first or a later one, hears the
/// signals, and the signals' actions are as before once no stream is open. Only
/// `SIGWINCH` is sent here: it never ends the test process, caught or not.
@MainActor
@Suite("Terminal signals", .serialized)
struct TerminalSignalsTests {
    /// The first signal `stream` gives after `send` ran, or `nil` after `seconds` (a signal never heard).
    static func firstSignal(of stream: AsyncStream<Int32>, seconds: Double = 30, after send: @Sendable () -> Void) async -> Int32? {
        await withTaskGroup(of: Int32?.self) { group in
            group.addTask {
                for await number in stream { return number }
                return nil
            }
            send()
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// The address of the handler `number` has now (0 for the default action).
    static func handler(of number: Int32) -> Int {
        var action = sigaction()
        sigaction(number, nil, &action)
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        return handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }

    @Test("streams opened one after another each hear the signals")
    func streamsInTurn() async {
        for round in 1...3 {
            let heard = await Self.firstSignal(of: TerminalInput.signals()) { _ = kill(getpid(), SIGWINCH) }
            #expect(heard == SIGWINCH, "stream \(round) heard \(String(describing: heard))")
        }
    }

    @Test("two streams open at once both hear a signal")
    func twoStreams() async {
        let first = TerminalInput.signals()
        let second = TerminalInput.signals()
        async let heardFirst = Self.firstSignal(of: first) {}
        let heardSecond = await Self.firstSignal(of: second) { _ = kill(getpid(), SIGWINCH) }
        #expect(heardSecond == SIGWINCH)
        #expect(await heardFirst == SIGWINCH)
    }

    @Test("SIGINT and SIGTERM are caught while a stream is open, and their actions are back once it ended")
    func actionsComeBack() async {
        let before = (Self.handler(of: SIGINT), Self.handler(of: SIGTERM))
        let ignore = unsafeBitCast(SIG_IGN, to: Int.self)
        do {
            let stream = TerminalInput.signals()
            #expect(Self.handler(of: SIGINT) != before.0 || before.0 == ignore, "SIGINT is caught while the stream is open")
            #expect(Self.handler(of: SIGINT) != ignore || before.0 == ignore, "never ignored: a stuck stream could not end the process")
            _ = stream
        }
        #expect(Self.handler(of: SIGINT) == before.0)
        #expect(Self.handler(of: SIGTERM) == before.1)
    }
}
