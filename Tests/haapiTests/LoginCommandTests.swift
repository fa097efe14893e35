import Crypto
import Foundation
import HaapiJOSE
import Testing

/// `haapi login` against a HAAPI server it knows nothing about beforehand: a
/// `haapi dev-server` process of its own with its own clients and user.
@Suite("haapi login against a separate server", .serialized)
struct LoginCommandTests {
    static let key = P256.Signing.PrivateKey()
    static let password = "Wonderland1"
    static let acr = "urn:se:curity:authentication:username-password:password"

    static var configuration: String {
        let jwk = JWK(key.publicKey).members
        let member = { (name: String) in jwk[name]?.stringValue ?? "" }
        return """
            clients:
              - id: cli-secret
                secret: cli-secret-value
                redirectUris: [app://callback]
                scopes: [openid, profile]
              - id: cli-key
                jwk: {kty: EC, crv: P-256, x: \(member("x")), y: \(member("y"))}
                redirectUris: [https://cli.example/callback]
                scopes: [openid]
            users:
              - username: alice
                password: \(password)
                name: Alice Liddell
            authenticators:
              - id: password
                type: username-password
                title: Password
            security:
              passwordIterations: 1000
            """
    }

    /// Runs `haapi login` with `answers` and `arguments`.
    static func login(_ server: DevServerProcess, answers: [String], _ arguments: [String]) async throws -> CommandRunner.Output {
        let file = try server.file("answers-\(UUID().uuidString.prefix(6)).txt", answers.joined(separator: "\n") + "\n")
        return try await CommandRunner.run(["login", "--answers", file, "--json"] + arguments)
    }

    static func claims(_ output: CommandRunner.Output) -> [String: Any]? {
        guard let start = output.stdout.range(of: "\n{\n")?.lowerBound,
              let object = try? JSONSerialization.jsonObject(with: Data(output.stdout[start...].utf8)) as? [String: Any] else { return nil }
        return object["id_token_claims"] as? [String: Any]
    }

    @Test("discovery, client secret, acr: tokens for the server's user")
    func clientSecret() async throws {
        let server = try await DevServerProcess(configuration: Self.configuration)
        defer { server.stop() }
        let output = try await Self.login(server, answers: ["alice", Self.password, ""], [
            "--issuer", server.baseURL.absoluteString, "--client-id", "cli-secret", "--client-secret", "cli-secret-value",
            "--acr", Self.acr, "--scope", "openid profile",
        ])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        let claims = try #require(Self.claims(output), "no token JSON in: \(output.stdout.suffix(400))")
        #expect(claims["sub"] as? String == "alice")
        #expect(claims["name"] as? String == "Alice Liddell")
        #expect(claims["iss"] as? String == server.baseURL.absoluteString)
        #expect(claims["aud"] as? String == "cli-secret")
    }

    @Test("private_key_jwt with a PEM key and a registered https redirect URI")
    func privateKeyJWT() async throws {
        let server = try await DevServerProcess(configuration: Self.configuration)
        defer { server.stop() }
        let pem = try server.file("client.pem", Self.key.pemRepresentation)
        let output = try await Self.login(server, answers: ["alice", Self.password, ""], [
            "--issuer", server.baseURL.absoluteString, "--client-id", "cli-key", "--client-key", pem,
            "--redirect-uri", "https://cli.example/callback", "--acr", Self.acr,
        ])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(Self.claims(output)?["aud"] as? String == "cli-key")
    }

    @Test("explicit endpoints with --issuer and --jwks-uri: the ID token is verified")
    func explicitEndpoints() async throws {
        let server = try await DevServerProcess(configuration: Self.configuration)
        defer { server.stop() }
        let base = server.baseURL.absoluteString
        let endpoints = ["--authorization-endpoint", base + "/oauth/authorize", "--token-endpoint", base + "/oauth/token",
                         "--client-id", "cli-secret", "--client-secret", "cli-secret-value", "--acr", Self.acr]
        let output = try await Self.login(server, answers: ["alice", Self.password, ""],
                                    endpoints + ["--issuer", base, "--jwks-uri", base + "/oauth/jwks"])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(output.stdout.contains("\"id_token_verified\": true"))

        // Without --issuer the issuer is taken to be the endpoint's parent, which this server does not answer with.
        let guessed = try await Self.login(server, answers: ["alice", Self.password, ""], endpoints + ["--jwks-uri", base + "/oauth/jwks"])
        #expect(guessed.status == 1)
        #expect(guessed.stderr.contains("is not the expected issuer \"\(base)/oauth/\""), "stderr: \(guessed.stderr)")
    }

    @Test("a wrong client secret fails with status 1 and one line")
    func wrongSecret() async throws {
        let server = try await DevServerProcess(configuration: Self.configuration)
        defer { server.stop() }
        let output = try await Self.login(server, answers: ["alice", Self.password, ""], [
            "--issuer", server.baseURL.absoluteString, "--client-id", "cli-secret", "--client-secret", "not-the-secret-7f3a",
        ])
        // The server's own answer reaches the person: its OAuth error, and what to do.
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("haapi: login failed: "), "stderr: \(output.stderr)")
        #expect(output.stderr.contains("token endpoint: invalid_client"), "stderr: \(output.stderr)")
        #expect(output.stderr.contains("status 401"), "stderr: \(output.stderr)")
        #expect(output.stderr.contains("check the client ID, secret or key"), "what to do is said: \(output.stderr)")
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)
        #expect(!output.stderr.contains("not-the-secret-7f3a"), "the secret is not repeated")
    }

    @Test("a scope the client may not ask for is an OAuth error: status 2")
    func oauthError() async throws {
        let server = try await DevServerProcess(configuration: Self.configuration)
        defer { server.stop() }
        let output = try await Self.login(server, answers: [], [
            "--issuer", server.baseURL.absoluteString, "--client-id", "cli-secret", "--client-secret", "cli-secret-value",
            "--scope", "openid admin",
        ])
        #expect(output.status == 2, "stderr: \(output.stderr)")
        #expect(output.stderr.hasPrefix("haapi: OAuth error: "))
        #expect(output.stderr.contains("invalid_scope"))
    }

    @Test("an issuer nobody listens on fails with status 1 and names the problem")
    func unreachableIssuer() async throws {
        let output = try await CommandRunner.run(["login", "--issuer", "http://127.0.0.1:9", "--client-id", "x", "--client-secret", "y", "--answers", "/dev/null"])
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("haapi: login failed: network error: GET http://127.0.0.1:9/.well-known/openid-configuration: cannot connect to host. "),
                "stderr: \(output.stderr)")
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("an answers file that cannot be opened fails before any request, naming the file")
    func unreadableAnswers() async throws {
        let output = try await CommandRunner.run(["login", "--issuer", "http://127.0.0.1:9", "--client-id", "x", "--client-secret", "y",
                                            "--answers", "/nonexistent/answers.txt"])
        #expect(output.status == 1)
        #expect(output.stderr == "error: --answers /nonexistent/answers.txt: the file cannot be opened\n")
    }
}
