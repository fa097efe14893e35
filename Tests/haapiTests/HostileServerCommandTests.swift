import Foundation
import HaapiClient
import HaapiTesting
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
        let server = try await DevServerProcess(configuration: LoginCommandTests.configuration, hostile: "foreign-form-action")
        defer { server.stop() }
        let output = try await Self.login(server)
        #expect(output.status == 1, "stdout: \(output.stdout)")
        #expect(output.stderr.contains("not the authorization server's origin"), "stderr: \(output.stderr)")
        #expect(!output.stderr.contains(LoginCommandTests.password) && !output.stdout.contains(LoginCommandTests.password))
        #expect(try await Self.leaks(server).isEmpty)
    }

    @Test("a forged state: refused, the code is not exchanged")
    func forgedState() async throws {
        let server = try await DevServerProcess(configuration: LoginCommandTests.configuration, hostile: "forged-state")
        defer { server.stop() }
        let output = try await Self.login(server)
        #expect(output.status == 1)
        #expect(output.stderr.contains("state does not match"), "stderr: \(output.stderr)")
    }

    @Test("an ID token signed with alg none: refused")
    func unsignedIDToken() async throws {
        let server = try await DevServerProcess(configuration: LoginCommandTests.configuration, hostile: "id-token-alg-none")
        defer { server.stop() }
        let output = try await Self.login(server)
        #expect(output.status == 1)
        #expect(output.stderr.contains("none"), "stderr: \(output.stderr)")
        #expect(!output.stdout.contains("\"id_token_claims\""))
    }

    @Test("terminal escapes in every text never reach the terminal raw")
    func terminalEscapes() async throws {
        let server = try await DevServerProcess(configuration: LoginCommandTests.configuration, hostile: "terminal-escapes")
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

/// The peak memory of a whole `haapi login` process, measured by Python's
/// `getrusage(RUSAGE_CHILDREN)` around it (its only child).
@Suite("haapi login's memory against a huge answer", .serialized, .enabled(if: programPath("python3") != nil, "python3 not installed: skipped"))
struct HugeAnswerMemoryTests {
    struct Run {
        var status: Int
        var peakKiB: Int
        var stderr: String
    }

    static let script = """
        import json, resource, subprocess, sys
        with open(sys.argv[1]) as answers:
            done = subprocess.run(sys.argv[2:], stdin=answers, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        print(json.dumps({"status": done.returncode, "peak": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss,
                          "stderr": done.stderr.decode("utf-8", "replace")}))
        """

    static func login(_ server: DevServerProcess) async throws -> Run {
        let answers = try server.file("answers.txt", "alice\n\(LoginCommandTests.password)\n\n")
        let arguments = ["-c", script, answers, CommandRunner.executable.path, "login", "--answers", answers, "--issuer", server.baseURL.absoluteString]
            + HostileServerCommandTests.options
        let output = try await CommandRunner.runProgram(try #require(programPath("python3")), arguments)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(output)")
        return Run(status: object["status"] as? Int ?? -1, peakKiB: object["peak"] as? Int ?? 0, stderr: object["stderr"] as? String ?? "")
    }

    /// With its length announced, the answer is refused before its body is read; sent
    /// chunked, once 8 MiB passed: the command's transport (NIOHTTPTransport) reads only as
    /// fast as the body is taken, and closes the connection at the limit. The issue's
    /// bound: at most 16 MiB above a normal login's peak.
    @Test("a 64 MiB answer is refused and the process grows by far less than it",
          arguments: ["huge-document", "huge-chunked-document"])
    func hugeAnswer(_ behaviour: String) async throws {
        let normal = try await DevServerProcess(configuration: LoginCommandTests.configuration)
        defer { normal.stop() }
        let hostile = try await DevServerProcess(configuration: LoginCommandTests.configuration, hostile: behaviour)
        defer { hostile.stop() }
        let baseline = try await Self.login(normal)
        #expect(baseline.status == 0, "\(baseline.stderr)")
        let huge = try await Self.login(hostile)
        #expect(huge.status == 1)
        #expect(huge.stderr.contains("over the limit of 8388608 bytes"), "\(huge.stderr)")
        // The whole answer would add 64 MiB; the limit lets at most 8 MiB (and a chunk) in.
        #expect(huge.peakKiB < baseline.peakKiB + 16 * 1024, "peak \(huge.peakKiB) KiB against \(baseline.peakKiB) KiB for a normal login")
    }
}

/// `haapi demo --hostile`: the demo's embedded server plays the hostile server, and the
/// demo refuses what `haapi login` refuses.
@Suite("haapi demo against its server playing a hostile one")
struct HostileDemoCommandTests {
    @Test("the password form posting to another origin: refused, status 1")
    func foreignForm() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-demo-hostile-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let answers = directory.appendingPathComponent("answers.txt")
        try "1\ndemo\nPassword1\n1\n".write(to: answers, atomically: true, encoding: .utf8)
        let output = try await CommandRunner.run(["demo", "--hostile", "foreign-form-action", "--answers", answers.path])
        #expect(output.status == 1, "stdout: \(output.stdout.suffix(600))")
        #expect(output.stderr.contains("not the authorization server's origin"), "stderr: \(output.stderr)")
    }

    @Test("an unknown behaviour is refused before anything starts")
    func unknown() async throws {
        let output = try await CommandRunner.run(["demo", "--hostile", "friendly"])
        #expect(output.status != 0)
        #expect(output.stderr.contains("forged-state"), "stderr: \(output.stderr)")
    }
}
