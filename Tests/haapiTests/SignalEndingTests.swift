import Foundation
import HaapiTesting
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `haapi` always ends on SIGINT and SIGTERM, whatever it is doing: a flow on screen
/// is cancelled (status 3, as documented), and with no flow on screen the signal ends
/// the process as it would any program (the shell shows 128 + its number).
/// (The approval screen, a process's second flow, is in ``AppWatchTests``.)
@Suite("haapi ends on signals", .serialized)
struct SignalEndingTests {
    static func answersFile(_ lines: [String]) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-signal-answers-\(UUID().uuidString).txt")
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    static func expectCancelled(_ exit: RunningCommand.Exit?, _ command: RunningCommand, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(exit?.status == 3 && exit?.bySignal == false, "cancelled: \(String(describing: exit)); \(command.described)", sourceLocation: sourceLocation)
    }

    @Test("--plain, waiting for an answer on standard input: cancelled", arguments: [SIGINT, SIGTERM])
    func waitingForInput(signal: Int32) async throws {
        let command = try RunningCommand(["app", "open", "haapidemo://login", "--plain"])
        guard await command.waitFor("[1-7]: ") else { return }
        command.send(signal)
        Self.expectCancelled(await command.waitForExit(), command)
    }

    @Test("--answers, waiting on a polling screen after the answers ran out: cancelled", arguments: [SIGINT, SIGTERM])
    func waitingAfterTheAnswersRanOut(signal: Int32) async throws {
        let answers = try Self.answersFile(["Approve on your phone", "demo", ""])
        defer { try? FileManager.default.removeItem(atPath: answers) }
        let command = try RunningCommand(["app", "open", "haapidemo://login", "--answers", answers])
        // The push approval's waiting screen: nobody approves, and nothing is left to answer.
        guard await command.waitFor("Waiting for you to confirm") else { return }
        command.send(signal)
        Self.expectCancelled(await command.waitForExit(), command)
    }

    @Test("waiting for a server that does not answer: cancelled", arguments: [SIGINT, SIGTERM])
    func waitingOnTheNetwork(signal: Int32) async throws {
        let server = try SilentServer()
        defer { server.close() }
        let command = try RunningCommand([
            "login", "--issuer", "http://127.0.0.1:\(server.port)", "--client-id", "x", "--client-secret", "y", "--plain",
        ])
        // The discovery request is under way once the server has a connection waiting.
        guard await server.waitForConnection() else {
            Issue.record("the login never connected; \(command.described)")
            return
        }
        command.send(signal)
        Self.expectCancelled(await command.waitForExit(), command)
    }

    @Test("app watch between requests (no flow on screen): ended by the signal", arguments: [SIGINT, SIGTERM])
    func watchBetweenRequests(signal: Int32) async throws {
        let answers = try Self.answersFile(["Username and password", "demo", "Password1", ""])
        defer { try? FileManager.default.removeItem(atPath: answers) }
        let command = try RunningCommand(["app", "watch", "--plain", "--answers", answers])
        guard await command.waitFor("waiting for sign-in requests", inStderr: true) else { return }
        command.send(signal)
        let exit = await command.waitForExit()
        #expect(exit?.bySignal == true && exit?.status == signal, "\(String(describing: exit)); \(command.described)")
    }

    @Test("haapi web stops on the signal (status 0)", arguments: [SIGINT, SIGTERM])
    func web(signal: Int32) async throws {
        let command = try RunningCommand(["web", "--port", "0"])
        guard await command.waitFor("Press Ctrl-C to stop.") else { return }
        command.send(signal)
        let exit = await command.waitForExit()
        #expect(exit?.status == 0 && exit?.bySignal == false, "\(String(describing: exit)); \(command.described)")
    }
}

/// A TCP port on 127.0.0.1 that takes connections (the kernel completes them) but
/// never reads or answers: a request to it waits until it times out.
final class SilentServer {
    private let socketDescriptor: Int32
    /// The port it listens on.
    let port: UInt16

    init() throws {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw TestError("socket failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else {
            Self.close(descriptor)
            throw TestError("bind or listen failed")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        socketDescriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    /// Waits until a connection is waiting to be accepted (up to `seconds`).
    func waitForConnection(seconds: Int32 = 60) async -> Bool {
        var ready = pollfd(fd: socketDescriptor, events: Int16(POLLIN), revents: 0)
        let deadline = Date().addingTimeInterval(Double(seconds))
        while Date() < deadline {
            if poll(&ready, 1, 0) > 0 { return true }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return false
    }

    func close() {
        Self.close(socketDescriptor)
    }

    private static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }
}
