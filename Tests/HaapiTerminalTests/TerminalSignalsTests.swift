import Foundation
import Synchronization
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
    /// The first signal `stream` gives after `send` ran, or `nil` when none came within
    /// `seconds` (a signal never heard). The stream is read by a task of its own, which
    /// is cancelled, never awaited: a deaf stream cannot hang the test.
    static func firstSignal(of stream: AsyncStream<Int32>, seconds: Double = 300, after send: () -> Void) async -> Int32? {
        let heard = Mutex<Int32?>(nil)
        let reader = Task {
            for await number in stream {
                heard.withLock { $0 = number }
                return
            }
        }
        defer { reader.cancel() }
        send()
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let number = heard.withLock({ $0 }) { return number }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return nil
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

    // Whether the actions come back once no stream is open is checked by a process
    // (haapiTests: `app watch` between requests ends by the signal): other suites here
    // open streams of their own at the same time.
    @Test("while a stream is open, SIGINT and SIGTERM are caught, never ignored: a stuck consumer cannot keep the process alive")
    func caughtNotIgnored() {
        let stream = TerminalInput.signals()
        let ignore = unsafeBitCast(SIG_IGN, to: Int.self)
        for number in [SIGINT, SIGTERM] {
            #expect(![0, ignore].contains(Self.handler(of: number)), "signal \(number) has a handler")
        }
        _ = stream
    }
}
