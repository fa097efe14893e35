import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import Testing

@Suite("Configuration files")
struct ConfigurationTests {
    static let yaml = """
        clients:
          - id: my-app
            secret: s3cret
            redirectUris: [myapp://cb, http://127.0.0.1/cb]
            postLogoutRedirectUris: [myapp://bye]
            scopes: [openid, profile]
            consent: true
        users:
          - username: alice
            password: Wonderland1
            email: alice@example.com
            personalNumber: 199512241234
        authenticators:
          - id: pw
            type: username-password
            maxAttempts: 3
            secondFactor: mail
          - id: mail
            type: email-code
            secondFactorOnly: true
            codeLifetime: 120
        tokens:
          accessTokenLifetime: 600
        security:
          passwordIterations: 1000
        """

    @Test func readsYAML() throws {
        let c = try DevServerConfiguration.parse(Self.yaml, format: .yaml, file: "dev.yaml")
        #expect(c.clients.map(\.id) == ["my-app"])
        #expect(c.clients[0].requiresConsent)
        #expect(c.clients[0].postLogoutRedirectURIs == ["myapp://bye"])
        #expect(c.users[0].personalNumber == "199512241234")
        #expect(c.authenticators[0].secondFactor == "mail")
        #expect(c.authenticators[1].codeLifetime == 120)
        #expect(c.firstFactors.map(\.id) == ["pw"])
        #expect(c.tokens.accessTokenLifetime == 600)
        #expect(c.security.passwordIterations == 1000)
    }

    @Test func readsAPushApprovalAuthenticator() throws {
        let yaml = "clients:\n  - id: a\n    name: A Bank\n    secret: b\n    redirectUris: [x://y]\nauthenticators:\n  - id: phone\n    type: push-approval\n"
        let c = try DevServerConfiguration.parse(yaml, format: .yaml, file: "push.yaml")
        #expect(c.clients[0].name == "A Bank")
        #expect(c.authenticators[0].type == .pushApproval)
        #expect(c.authenticators[0].title == nil, "no title: the picker shows the type's in the flow's language")
        #expect(c.authenticators[0].type.defaultTitle(in: .english) == "Approve on your phone")
        #expect(c.authenticators[0].codeLifetime == 120 && c.authenticators[0].pollingInterval == 2)
        #expect(DevServerConfiguration.default.authenticator("push1")?.type == .pushApproval)
    }

    @Test func readsJSONFiles() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-dev-\(UUID().uuidString).json")
        try Data(#"{"users": [{"username": "bob", "password": "Builder123"}], "security": {"passwordIterations": 2000}}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let c = try DevServerConfiguration.load(contentsOf: url)
        #expect(c.users.map(\.username) == ["bob"])
        #expect(c.clients.map(\.id) == DevServerConfiguration.default.clients.map(\.id))
    }

    static let badCases: [(text: String, key: String, reason: String)] = [
        ("clients:\n  - id: a\n    secret: b\n    redirectUris: [x://y]\n    colour: blue\n", "clients[0].colour", "unknown key"),
        ("tokens:\n  accessTokenLifetime: soon\n", "tokens.accessTokenLifetime", "seconds"),
        ("authenticators:\n  - id: a\n    type: fingerprint\n", "authenticators[0].type", "fingerprint"),
        ("authenticators:\n  - id: a\n    type: totp\n    secondFactor: b\n", "authenticators[0].secondFactor", "no authenticator"),
        ("clients:\n  - id: a\n    secret: b\n    redirectUris: [not a uri]\n", "clients[0].redirectUris[0]", "absolute URI"),
        ("users:\n  - username: a\n    totpSecret: '!!'\n", "users[0].totpSecret", "base32"),
        ("users:\n  - username: a\n  - username: A\n", "users[1].username", "duplicate"),
        ("security:\n  passwordIterations: 0\n", "security.passwordIterations", "outside"),
        ("clients: 5\n", "clients", "expected a list"),
        ("authenticators:\n  - id: p\n    type: push-approval\n    codeLifetime: 60\n    pollingInterval: 60\n", "authenticators[0].pollingInterval", "not shorter than codeLifetime"),
        ("authenticators:\n  - id: p\n    type: push-approval\n    approver: phone\n", "authenticators[0].approver", "unknown key"),
        ("clients:\n  - id: a\n    name: ''\n    secret: b\n    redirectUris: [x://y]\n", "clients[0].name", "must not be empty"),
        ("clients:\n  - id: a\n    secret: b\n    redirectUris: [x://y]\n    postLogoutRedirectUris: [x://y, 'x://bye#top']\n", "clients[0].postLogoutRedirectUris[1]", "absolute URI without a fragment"),
    ]

    @Test(arguments: badCases.indices)
    func badConfigurationNamesFileKeyAndReason(_ index: Int) {
        let bad = Self.badCases[index]
        do {
            _ = try DevServerConfiguration.parse(bad.text, format: .yaml, file: "bad.yaml")
            Issue.record("accepted: \(bad.text)")
        } catch {
            #expect(error.file == "bad.yaml")
            #expect(error.key == bad.key, "\(error)")
            #expect(error.reason.contains(bad.reason), "\(error)")
            #expect(error.description.hasPrefix("bad.yaml: \(bad.key)"))
        }
    }

    @Test func yamlErrorsCarryTheLine() {
        do {
            _ = try DevServerConfiguration.parse("security:\n  passwordIterations: 5\n  typo: 1\n", format: .yaml, file: "x.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.line == 3)
            #expect(error.key == "security.typo")
        }
    }

    @Test func malformedSyntaxFails() {
        #expect(throws: DevServerConfigurationError.self) { try DevServerConfiguration.parse("{ not json", format: .json) }
        #expect(throws: DevServerConfigurationError.self) { try DevServerConfiguration.parse("a: [1, 2", format: .yaml) }
    }

    @Test func missingFileFailsWithItsName() {
        do {
            _ = try DevServerConfiguration.load(contentsOf: URL(fileURLWithPath: "/no/such/file.yaml"))
            Issue.record("accepted")
        } catch {
            #expect(error.file == "/no/such/file.yaml")
        }
    }

    @Test func serverRefusesABadConfigurationAtStart() async {
        var c = DevServerConfiguration.default
        c.clients[0].redirectURIs = []
        do {
            _ = try await DevServer(options: DevServer.Options(configuration: c))
            Issue.record("started")
        } catch {
            #expect("\(error)".contains("clients[0].redirectUris"))
        }
    }

    @Test func usersPersistInASQLiteFile() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("haapi-dev-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = TestDevServer.options()
        options.databasePath = path
        let first = try await DevServer(options: options)
        try await first.users.save(UserRecord(username: "carol", email: "carol@example.com"))
        let second = try await DevServer(options: options)
        #expect(await second.users.user(named: "CAROL")?.email == "carol@example.com")
    }
}

@Suite("The documented example configuration")
struct ExampleConfigurationTests {
    @Test func exampleFileLoads() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/dev-server.example.yaml")
        let c = try DevServerConfiguration.load(contentsOf: url)
        #expect(c.authenticators.map(\.id) == ["password", "otp", "bankid", "mail", "phone", "passkey1"])
        #expect(c.firstFactors.map(\.id) == ["password", "bankid", "mail", "phone", "passkey1"])
        #expect(c.authenticators[5].passkey.origins == ["https://localhost", "http://localhost:8080"])
        #expect(c.authenticators[4].type == .pushApproval && c.authenticators[4].codeLifetime == 120)
        #expect(c.clients[0].name == "My App")
        #expect(c.clients[0].requiresConsent)
        #expect(c.clients[0].attestation && c.attestation == AttestationSettings())
        #expect(c.clients[1].template == ClientTemplate(clientAuthentication: true))
    }
}
