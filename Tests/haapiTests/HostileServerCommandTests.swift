import Foundation
import HaapiClient
import Testing

/// `haapi login` against `haapi dev-server --hostile ...` in processes of their own:
/// the command refuses what the library refuses, says so in one line, writes no server
/// text raw to the terminal, and sends nothing to the foreign origin.
@Suite("haapi login against a hostile server", .serialized)
struct HostileServerCommandTests {
    static let options = [
        "--client-id", "cli-secret", "--client-secret", "cli-secret-value", "--acr", LoginCommandTests.acr, "--scope", "openid profile",
    ]

    static func login(_ server: DevServerProcess) async throws -> CommandRunner.Output {
        try await LoginCommandTests.login(
            server, answers: ["alice", LoginCommandTests.password, ""], ["--issuer", server.baseURL.absoluteString] + options)
    }

    /// What reached the server's foreign origin (`GET /dev/hostile/leaks`).
    static func leaks(_ server: DevServerProcess) async throws -> [Any] {
        let response = try await URLSessionTransport().send(
            TransportRequest(method: "GET", url: server.baseURL.appendingPathComponent("dev/hostile/leaks")))
        let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        return try #require(object["requests"] as? [Any])
    }

    @Test("a form posting the password to another origin: refused, status 1, nothing sent")
    func foreignForm() async throws {
        let server = try DevServerProcess(configuration: LoginCommandTests.configuration, hostile: "foreign-form-action")
        defer { server.stop() }
        let output = try await Self.login(server)
        #expect(output.status == 1, "stdout: \(output.stdout)")
        #expect(output.stderr.contains("not the authorization server's origin"), "stderr: \(output.stderr)")
        #expect(!output.stderr.contains(LoginCommandTests.password) && !output.stdout.contains(LoginCommandTests.password))
        #expect(try await Self.leaks(server).isEmpty)
    }

    @Test("a forged state: refused, the code is not exchanged")
    func forgedState() async throws {
        let server = try DevServerProcess(configuration: LoginCommandTests.configuration, hostile: "forged-state")
        defer { server.stop() }
        let output = try await Self.login(server)
        #expect(output.status == 1)
        #expect(output.stderr.contains("state does not match"), "stderr: \(output.stderr)")
    }

    @Test("an ID token signed with alg none: refused")
    func unsignedIDToken() async throws {
        let server = try DevServerProcess(configuration: LoginCommandTests.configuration, hostile: "id-token-alg-none")
        defer { server.stop() }
        let output = try await Self.login(server)
        #expect(output.status == 1)
        #expect(output.stderr.contains("none"), "stderr: \(output.stderr)")
        #expect(!output.stdout.contains("\"id_token_claims\""))
    }

    @Test("terminal escapes in every text never reach the terminal raw")
    func terminalEscapes() async throws {
        let server = try DevServerProcess(configuration: LoginCommandTests.configuration, hostile: "terminal-escapes")
        defer { server.stop() }
        let output = try await Self.login(server)
        #expect(output.status == 0, "stderr: \(output.stderr)")
        for text in [output.stdout, output.stderr] {
            #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" || $0 == "\u{07}" }, "\(text.debugDescription.prefix(600))")
        }
        #expect(output.stdout.contains("DANGER"), "the text itself is shown: \(output.stdout.prefix(600))")
    }

    @Test("--hostile with an unknown behaviour is refused with the list")
    func unknownBehaviour() async throws {
        let output = try await CommandRunner.run(["dev-server", "--hostile", "friendly"])
        #expect(output.status != 0)
        #expect(output.stderr.contains("foreign-form-action"), "stderr: \(output.stderr)")
    }
}
