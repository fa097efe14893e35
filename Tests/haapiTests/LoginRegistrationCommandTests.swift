import Crypto
import Foundation
import HaapiJOSE
import Testing

/// `haapi login --dcr-template CLIENT`: a client of the terminal's own, registered once
/// from a template, kept in a file, reused, and deleted with `--forget-registration`.
@Suite("haapi login --dcr-template", .serialized)
struct LoginRegistrationCommandTests {
    static let template = "haapi-dcr-template"

    /// Runs `haapi login` with `answers` and `arguments` in the data folder `data`.
    static func login(_ arguments: [String], answers: [String] = [], data: [String: String]) async throws -> CommandRunner.Output {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-answers-\(UUID().uuidString).txt")
        try (answers.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await CommandRunner.run(["login", "--answers", file.path, "--json"] + arguments, environment: data)
    }

    /// The client ID a `registered client X` or `reused client X` line names.
    static func clientID(_ output: CommandRunner.Output, _ verb: String) -> String? {
        guard let range = output.stderr.range(of: "haapi: \(verb) client ") else { return nil }
        return output.stderr[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "," }).first.map(String.init)
    }

    static func audience(_ output: CommandRunner.Output) -> String? {
        guard let start = output.stdout.range(of: "\n{\n")?.lowerBound ?? (output.stdout.hasPrefix("{") ? output.stdout.startIndex : nil),
              let object = try? JSONSerialization.jsonObject(with: Data(output.stdout[start...].utf8)) as? [String: Any],
              let claims = object["id_token_claims"] as? [String: Any] else { return nil }
        return (claims["aud"] as? String) ?? (claims["aud"] as? [String])?.first
    }

    static let password = ["Username and password", "demo", "Password1", ""]
    /// The embedded dev server offers a passkey after the password (as in `haapi demo`).
    static let embeddedPassword = password + ["Not now"]

    @Test("the embedded dev server: registers once, reuses it, deletes it")
    func embedded() async throws {
        let data = isolatedData()
        defer { try? FileManager.default.removeItem(atPath: data["XDG_DATA_HOME"] ?? "/nonexistent") }
        let file = (data["XDG_DATA_HOME"] ?? "") + "/haapi/registration-\(Self.template).json"

        let first = try await Self.login(["--dcr-template", Self.template], answers: Self.embeddedPassword, data: data)
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let id = try #require(Self.clientID(first, "registered"), "stderr: \(first.stderr)")
        #expect(id.hasPrefix("dcr-"))
        #expect(first.stderr.contains("from template \(Self.template), kept in \(file)"))
        #expect(Self.audience(first) == id, "the ID token was issued to the registered client")
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(!first.stderr.contains(DevServerSecrets.templateSecret))

        let second = try await Self.login(["--dcr-template", Self.template], answers: Self.embeddedPassword, data: data)
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(Self.clientID(second, "reused") == id, "stderr: \(second.stderr)")
        #expect(Self.audience(second) == id)

        let forget = try await CommandRunner.run(["login", "--dcr-template", Self.template, "--forget-registration"], environment: data)
        #expect(forget.status == 0, "stderr: \(forget.stderr)")
        #expect(forget.stderr.contains("haapi: deleted client \(id) at "), "stderr: \(forget.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file))
        let nothing = try await CommandRunner.run(["login", "--dcr-template", Self.template, "--forget-registration"], environment: data)
        #expect(nothing.status == 0)
        #expect(nothing.stderr.contains("no registration is kept in \(file); nothing to delete"))

        let third = try await Self.login(["--dcr-template", Self.template], answers: Self.embeddedPassword, data: data)
        #expect(third.status == 0, "stderr: \(third.stderr)")
        let again = try #require(Self.clientID(third, "registered"), "stderr: \(third.stderr)")
        #expect(again != id)
    }

    static let statementKey = P256.Signing.PrivateKey()

    static var configuration: String {
        let jwk = JWK(statementKey.publicKey).members
        let member = { (name: String) in jwk[name]?.stringValue ?? "" }
        return """
            clients:
              - id: app-template
                secret: app-template-secret
                redirectUris: [app://callback]
                scopes: [openid, profile]
                template:
                  softwareStatementKey: {kty: EC, crv: P-256, x: \(member("x")), y: \(member("y"))}
            users:
              - username: alice
                password: Wonderland1
            authenticators:
              - id: password
                type: username-password
            security:
              passwordIterations: 1000
            """
    }

    @Test("a separate server: the template's secret, then a software statement")
    func separateServer() async throws {
        let server = try await DevServerProcess(configuration: Self.configuration)
        defer { server.stop() }
        let data = isolatedData()
        defer { try? FileManager.default.removeItem(atPath: data["XDG_DATA_HOME"] ?? "/nonexistent") }
        let issuer = ["--issuer", server.baseURL.absoluteString, "--dcr-template", "app-template"]
        let answers = ["alice", "Wonderland1", ""]

        let first = try await Self.login(issuer + ["--dcr-template-secret", "app-template-secret"], answers: answers, data: data)
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let id = try #require(Self.clientID(first, "registered"), "stderr: \(first.stderr)")
        let second = try await Self.login(issuer + ["--dcr-template-secret", "app-template-secret"], answers: answers, data: data)
        #expect(Self.clientID(second, "reused") == id, "stderr: \(second.stderr)")

        let statement = try JWTSigner(privateKey: Self.statementKey).sign(["iss": "https://publisher.example", "software_id": "app-template"])
        let statementFile = try server.file("statement.jwt", statement + "\n")
        let registration = try server.file("other-registration.json", "")
        try FileManager.default.removeItem(atPath: registration)
        let signed = try await Self.login(
            issuer + ["--software-statement", statementFile, "--registration", registration], answers: answers, data: data)
        #expect(signed.status == 0, "stderr: \(signed.stderr)")
        let other = try #require(Self.clientID(signed, "registered"), "stderr: \(signed.stderr)")
        #expect(other != id)
        #expect(signed.stderr.contains("kept in \(registration)"))
        #expect(!signed.stderr.contains(statement))
    }

    /// A server whose attestation is turned off, with a client that authenticates by
    /// attestation only and a template to register from instead.
    static let attestationOff = """
        clients:
          - id: app-attested
            redirectUris: [app://callback]
            attestation: true
          - id: app-template
            secret: app-template-secret
            redirectUris: [app://callback]
            scopes: [openid, profile]
            template:
              clientAuthentication: true
        users:
          - username: alice
            password: Wonderland1
        authenticators:
          - id: password
            type: username-password
        attestation:
          enabled: false
        security:
          passwordIterations: 1000
        """

    @Test("as attestation's fallback: attestation fails, the client registers once and reuses its registration next time")
    func attestationFallback() async throws {
        let server = try await DevServerProcess(configuration: Self.attestationOff)
        defer { server.stop() }
        let data = isolatedData()
        defer { try? FileManager.default.removeItem(atPath: data["XDG_DATA_HOME"] ?? "/nonexistent") }
        let arguments = [
            "--issuer", server.baseURL.absoluteString, "--client-id", "app-attested", "--attestation",
            "--dcr-template", "app-template", "--dcr-template-secret", "app-template-secret",
        ]
        let answers = ["alice", "Wonderland1", ""]

        let first = try await Self.login(arguments, answers: answers, data: data)
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let id = try #require(Self.clientID(first, "registered"), "stderr: \(first.stderr)")
        #expect(Self.audience(first) == id, "the tokens were issued to the registered client, not to app-attested")
        #expect(first.stderr.contains("; attestation failed, so the client signed in as the registered one"), "stderr: \(first.stderr)")

        let second = try await Self.login(arguments, answers: answers, data: data)
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(Self.clientID(second, "reused") == id, "stderr: \(second.stderr)")
        #expect(Self.audience(second) == id)
        #expect(!(first.stderr + second.stderr).contains("app-template-secret"))

        // Where attestation works, the kept registration is not used, and nothing says it was.
        let attesting = try await DevServerProcess(
            configuration: Self.attestationOff.replacingOccurrences(of: "enabled: false", with: "enabled: true"))
        defer { attesting.stop() }
        var attested = arguments
        attested[1] = attesting.baseURL.absoluteString
        let third = try await Self.login(attested, answers: answers, data: data)
        #expect(third.status == 0, "stderr: \(third.stderr)")
        #expect(Self.audience(third) == "app-attested")
        #expect(!third.stderr.contains("client dcr-"), "stderr: \(third.stderr)")
    }

    @Test("a refused registration fails with one line and keeps nothing")
    func refused() async throws {
        let server = try await DevServerProcess(configuration: Self.configuration)
        defer { server.stop() }
        let data = isolatedData()
        defer { try? FileManager.default.removeItem(atPath: data["XDG_DATA_HOME"] ?? "/nonexistent") }
        let output = try await Self.login(
            ["--issuer", server.baseURL.absoluteString, "--dcr-template", "app-template", "--dcr-template-secret", "wrong-secret"],
            answers: ["alice", "Wonderland1", ""], data: data)
        // The dev server refuses the template's Basic credentials (`invalid_client`, with
        // `WWW-Authenticate: Basic`); the command's transport hands its answer over whole.
        #expect(output.status == 1, "stderr: \(output.stderr)")
        #expect(output.stderr.contains("token endpoint: invalid_client"), "stderr: \(output.stderr)")
        #expect(!output.stderr.contains("wrong-secret"))
        #expect(!output.stderr.contains("registered client"))
        #expect(!FileManager.default.fileExists(atPath: (data["XDG_DATA_HOME"] ?? "") + "/haapi/registration-app-template.json"))
    }

    @Test("options that do not go together are refused", arguments: [
        ["login", "--dcr-template", "app-template"],
        ["login", "--dcr-template", "t", "--dcr-template-secret", "s", "--software-statement", "f"],
        ["login", "--issuer", "http://127.0.0.1:1", "--dcr-template", "t", "--dcr-template-secret", "s", "--client-id", "c"],
        ["login", "--client-id", "c", "--issuer", "http://127.0.0.1:1", "--client-secret", "s", "--forget-registration"],
        ["login", "--client-id", "c", "--issuer", "http://127.0.0.1:1", "--client-secret", "s", "--dcr-template-secret", "s"],
        ["record", "/tmp/never", "--dcr-template", "t", "--dcr-template-secret", "s"],
    ])
    func invalidOptions(_ arguments: [String]) async throws {
        let output = try await CommandRunner.run(arguments)
        #expect(output.status == 64, "\(arguments): \(output.stderr)")
    }
}

/// The dev server's demo values the tests must not see printed.
enum DevServerSecrets {
    static let templateSecret = "haapi-dcr-template-secret"
}
