import Foundation
import Testing

/// `haapi login --attestation` and `haapi demo --attestation`: the client authenticated by
/// the dev server's development attester, and what the command says when it cannot be.
@Suite("haapi login --attestation", .serialized)
struct LoginAttestationTests {
    static let signIn = ["Username and password", "demo", "Password1", ""]

    static func run(_ arguments: [String], answers: [String]) async throws -> CommandRunner.Output {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-answers-\(UUID().uuidString).txt")
        try (answers.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await CommandRunner.run(arguments + ["--answers", file.path, "--json"])
    }

    /// A separate dev server whose attestation is turned off, with a client that may also use a secret.
    static let attestationOff = """
        clients:
          - id: haapi-attested
            redirectUris: [app://callback]
            attestation: true
          - id: attested-or-secret
            secret: both-secret
            redirectUris: [app://callback]
            attestation: true
        users:
          - username: demo
            password: Password1
        authenticators:
          - id: username-password
            type: username-password
        attestation:
          enabled: false
        security:
          passwordIterations: 1000
        """

    @Test("alone, it signs in to the embedded dev server as the attested client")
    func embedded() async throws {
        let output = try await Self.run(["login", "--attestation"], answers: Self.signIn + ["Not now"])   // the embedded server offers a passkey
        #expect(output.status == 0, "stderr: \(output.stderr)")
        let claims = try #require(DemoScriptedLoginTests.claims(output), "no token JSON in: \(output.stdout.suffix(400))")
        #expect(claims["aud"] as? String == "haapi-attested")
        #expect(claims["sub"] as? String == "demo")
    }

    @Test("haapi demo --attestation signs in as the attested client")
    func demo() async throws {
        let output = try await Self.run(["demo", "--attestation"], answers: Self.signIn + ["Not now"])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(DemoScriptedLoginTests.claims(output)?["aud"] as? String == "haapi-attested")
    }

    @Test("against a server with attestation turned off it says why, in one line")
    func turnedOff() async throws {
        let server = try await DevServerProcess(configuration: Self.attestationOff)
        defer { server.stop() }
        let base = server.baseURL.absoluteString
        let output = try await Self.run(
            ["login", "--attestation", "--issuer", base, "--client-id", "haapi-attested"], answers: Self.signIn)
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix(
            "haapi: login failed: attestation failed: GET \(base)/oauth/token/cat: the server offers no attestation challenge (HTTP 404)."),
            "stderr: \(output.stderr)")
        #expect(output.stderr.contains("configure a fallback client authentication"))
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("with --client-secret as the fallback it signs in when attestation fails")
    func fallback() async throws {
        let server = try await DevServerProcess(configuration: Self.attestationOff)
        defer { server.stop() }
        let output = try await Self.run([
            "login", "--attestation", "--issuer", server.baseURL.absoluteString, "--client-id", "attested-or-secret",
            "--client-secret", "both-secret",
        ], answers: ["demo", "Password1", ""])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(DemoScriptedLoginTests.claims(output)?["aud"] as? String == "attested-or-secret")
    }

    @Test("--attestation takes at most one fallback credential")
    func oneFallback() async throws {
        let output = try await CommandRunner.run([
            "login", "--attestation", "--issuer", "http://127.0.0.1:9", "--client-id", "x", "--client-secret", "y",
            "--client-key", "/dev/null",
        ])
        #expect(output.status != 0)
        #expect(output.stderr.contains("give one fallback of --attestation: --dcr-template, --client-secret or --client-key"))
    }
}
