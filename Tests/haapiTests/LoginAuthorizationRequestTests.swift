import Foundation
import Testing

/// `haapi login --par --max-age --prompt` against a `haapi dev-server` process whose
/// client must push its authorization requests, and the summary's `acr`, `amr` and
/// `auth time`.
@Suite("haapi login: the authorization request", .serialized)
struct LoginAuthorizationRequestTests {
    static let configuration = """
        clients:
          - id: cli-par
            secret: cli-par-secret
            redirectUris: [app://callback]
            scopes: [openid, profile]
            requirePushedAuthorizationRequests: true
        users:
          - username: alice
            password: \(LoginCommandTests.password)
        authenticators:
          - id: password
            type: username-password
        security:
          passwordIterations: 1000
        """

    static func login(_ server: DevServerProcess, _ arguments: [String]) async throws -> CommandRunner.Output {
        let answers = try server.file("answers-\(UUID().uuidString.prefix(6)).txt", "alice\n\(LoginCommandTests.password)\n\n")
        return try await CommandRunner.run(["login", "--answers", answers, "--plain", "--issuer", server.baseURL.absoluteString,
                                            "--client-id", "cli-par", "--client-secret", "cli-par-secret"] + arguments)
    }

    @Test("--par pushes the request; the summary shows acr, amr and the auth time")
    func pushed() async throws {
        let server = try await DevServerProcess(configuration: Self.configuration)
        defer { server.stop() }
        let output = try await Self.login(server, ["--par", "--max-age", "300", "--prompt", "login"])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        let summary = try #require(output.stdout.range(of: "Signed in.").map { String(output.stdout[$0.lowerBound...]) })
        #expect(summary.contains("\n  acr:           urn:se:curity:authentication:html-form:password\n"), "\(summary)")
        #expect(summary.contains("\n  amr:           pwd\n"), "\(summary)")
        let year = Calendar(identifier: .gregorian).component(.year, from: Date())
        #expect(summary.contains("\n  auth time:     \(year)-"), "\(summary)")
    }

    @Test("without --par this client's request is refused by the server: an OAuth error, status 2")
    func notPushed() async throws {
        let server = try await DevServerProcess(configuration: Self.configuration)
        defer { server.stop() }
        let output = try await Self.login(server, [])
        #expect(output.status == 2, "stderr: \(output.stderr)")
        #expect(output.stderr.hasPrefix("haapi: OAuth error: "), "\(output.stderr)")
        #expect(output.stderr.contains("must push its authorization requests"), "\(output.stderr)")
    }

    @Test("bad values are refused before anything runs", arguments: [
        (["--max-age=-1"], "--max-age must be 0 or more seconds, not -1"),
        (["--prompt", "dance"], "--prompt dance is not one of login, consent, select_account, none"),
    ])
    func badValues(_ arguments: [String], _ message: String) async throws {
        let output = try await CommandRunner.run(["login", "--issuer", "http://127.0.0.1:9", "--client-id", "x", "--client-secret", "y"] + arguments)
        #expect(output.status == 64, "stderr: \(output.stderr)")
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }
}
