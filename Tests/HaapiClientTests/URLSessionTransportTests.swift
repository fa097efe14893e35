import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import Testing

/// The default transport against a real server: answers over the size limit are
/// refused before they are read whole (`haapiTests` measures the memory of a whole
/// `haapi login`), and connections of its own are closed after.
@Suite("URLSessionTransport against a server")
struct URLSessionTransportTests {
    static func hostile(_ behaviour: HostileBehaviour) -> DevServer.Options {
        var options = TestDevServer.options()
        options.hostile = behaviour
        return options
    }

    /// The number of open file descriptors (Linux), `nil` elsewhere.
    static func openDescriptors() -> Int? {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.count
    }

    @Test(arguments: [HostileBehaviour.hugeDocument, .hugeChunkedDocument])
    func a64MiBAnswerIsRefusedAtTheLimitWithoutBeingReadWhole(_ behaviour: HostileBehaviour) async throws {
        try await TestDevServer.run(options: Self.hostile(behaviour)) { server in
            let transport = URLSessionTransport(maximumResponseSize: 1024 * 1024)
            let url = server.baseURL.appendingPathComponent("oauth/authorize")
            do {
                _ = try await transport.send(TransportRequest(method: "GET", url: url, headers: ["Accept": "application/vnd.auth+json"]))
                Issue.record("a 64 MiB answer was taken")
            } catch HaapiClientError.protocolViolation(let violation) {
                #expect(violation.description.contains("over the limit of 1048576 bytes"), "\(violation)")
                if behaviour == .hugeDocument {
                    // Refused on its Content-Length, before any of the body.
                    #expect(violation.description.contains("announces 67108864 bytes"), "\(violation)")
                } else {
                    // Refused as soon as the limit was passed: little more than 1 MiB was read.
                    let received = violation.description.split(separator: " ").drop { $0 != "passed" }.dropFirst().first.flatMap { Int($0) }
                    #expect((received ?? .max) < 2 * 1024 * 1024, "\(violation)")
                }
            }
        }
    }

    @Test func connectionsOfSingleUseSessionsAreClosed() async throws {
        try await TestDevServer.run { server in
            let transport = URLSessionTransport()
            let url = server.baseURL.appendingPathComponent("oauth/token")
            func post() async throws {
                _ = try await transport.send(TransportRequest(
                    method: "POST", url: url, headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data("x=1".utf8)))
            }
            try await post()
            guard let before = Self.openDescriptors() else { return }
            for _ in 0..<200 { try await post() }
            try await Task.sleep(for: .milliseconds(200))
            let after = try #require(Self.openDescriptors())
            // Each POST went on a new connection; none of them stays open.
            #expect(after - before < 40, "\(after - before) more descriptors after 200 POSTs")
        }
    }
}
