import Crypto
import Foundation
import HaapiDevServer
import HaapiJOSE
import Testing

/// Template clients in configuration files: read, and refused with the key and reason.
@Suite("Template clients in the configuration")
struct TemplateConfigurationTests {
    static let key = JWK(P256.Signing.PrivateKey().publicKey).members.compactMapValues(\.stringValue)

    static func yaml(_ template: String, secret: String? = "t-secret") -> String {
        """
        clients:
          - id: app-template
        \(secret.map { "    secret: \($0)\n" } ?? "")    redirectUris: [app://callback]
            scopes: [openid]
            template:
        \(template)
        """
    }

    @Test func readsATemplate() throws {
        let text = Self.yaml("""
                  clientAuthentication: false
                  softwareStatementKey: {kty: EC, crv: P-256, x: \(Self.key["x"] ?? ""), y: \(Self.key["y"] ?? "")}
            """, secret: nil)
        let configuration = try DevServerConfiguration.parse(text, format: .yaml, file: "dcr.yaml")
        let template = try #require(configuration.clients[0].template)
        #expect(!template.clientAuthentication)
        #expect(template.softwareStatementKey?["x"] == Self.key["x"])
        #expect(configuration.hasTemplates)
    }

    @Test func aTemplateWithClientAuthenticationByDefault() throws {
        let configuration = try DevServerConfiguration.parse(Self.yaml("      clientAuthentication: true"), format: .yaml, file: "dcr.yaml")
        #expect(configuration.clients[0].template == ClientTemplate(clientAuthentication: true, softwareStatementKey: nil))
    }

    @Test func theDefaultConfigurationHasATemplateForItsSoftwareStatement() throws {
        let configuration = DevServerConfiguration.default
        let template = try #require(configuration.client(DevServerConfiguration.demoTemplateClientID))
        #expect(template.secret == DevServerConfiguration.demoTemplateClientSecret)
        let key = try JWK(members: try #require(template.template?.softwareStatementKey).mapValues { .string($0) }).p256PublicKey()
        let statement = try JWTVerifier(publicKey: key).verify(DevServerConfiguration.demoSoftwareStatement, now: Date(), requireExpiration: false)
        #expect(statement.claims["software_id"]?.stringValue == DevServerConfiguration.demoTemplateClientID)
        #expect(statement.claims["iss"]?.stringValue != nil)
    }

    @Test(arguments: [
        ("      clientAuthentication: false", "t-secret", "clients[0].template", "accepts no registration"),
        ("      softwareStatementKey: {kty: EC, crv: P-256, x: AAAA, y: BBBB}", "t-secret", "clients[0].template.softwareStatementKey", "not an EC P-256 public key"),
        ("      clientAuthentication: true", nil, "clients[0]", "needs a secret, a jwk or attestation"),
        ("      unknown: 1", "t-secret", "clients[0].template.unknown", "unknown key"),
    ] as [(String, String?, String, String)])
    func aBadTemplateIsRefused(_ template: String, _ secret: String?, _ key: String, _ reason: String) throws {
        do {
            _ = try DevServerConfiguration.parse(Self.yaml(template, secret: secret), format: .yaml, file: "dcr.yaml")
            Issue.record("accepted: \(template)")
        } catch {
            #expect(error.key == key, "\(error)")
            #expect(error.reason.contains(reason), "\(error)")
        }
    }

    @Test func theArticlesTemplateIsValid() throws {
        let publisherKey = jwkMembers(P256.Signing.PrivateKey())
        var configuration = DevServerConfiguration.default
        configuration.clients.append(ClientConfiguration(
            id: "my-app-template", secret: "my-app-template-secret", redirectURIs: ["myapp://callback"],
            scopes: ["openid", "profile"],
            template: ClientTemplate(clientAuthentication: true, softwareStatementKey: publisherKey)))
        let options = DevServer.Options(configuration: configuration, databasePath: "dev-server.sqlite")
        try options.configuration.validate()
        #expect(options.configuration.client("my-app-template")?.template?.softwareStatementKey == publisherKey)
    }

    @Test func aTemplateKeyWithPrivateMembersIsRefused() throws {
        let members = JWK(P256.Signing.PrivateKey().publicKey).members.compactMapValues(\.stringValue)
        var configuration = DevServerConfiguration.default
        let index = try #require(configuration.clients.firstIndex { $0.id == DevServerConfiguration.demoTemplateClientID })
        configuration.clients[index].template?.softwareStatementKey = members.merging(["d": "c2VjcmV0"]) { $1 }
        do {
            try configuration.validate()
            Issue.record("a private key was accepted")
        } catch {
            #expect(error.key == "clients[\(index)].template.softwareStatementKey")
            #expect(!error.description.contains("c2VjcmV0"))
        }
    }
}
