import Crypto
import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting
import Testing

/// Every registration the dev server refuses, with the RFC 7591 error that says why, and
/// nothing registered.
@Suite("Dynamic client registration refusals")
struct RegistrationRefusalTests {
    /// A key the default template does not know.
    static let strangerKey = P256.Signing.PrivateKey()
    static let signedTemplateKey = P256.Signing.PrivateKey()

    /// The default configuration plus `signed-template`, which takes statements by
    /// ``signedTemplateKey`` only, and `plain`, an ordinary client with a key-less template.
    static var options: DevServer.Options {
        TestDevServer.options { configuration in
            configuration.clients.append(ClientConfiguration(
                id: "signed-template", redirectURIs: ["app://callback"], scopes: ["openid"],
                template: ClientTemplate(clientAuthentication: false, softwareStatementKey: jwkMembers(signedTemplateKey))))
        }
    }

    /// Registers `body` with the default template's initial access token; the answer.
    static func registerWithToken(_ base: URL, _ body: JSONValue) async throws -> HTTPResult {
        let template = ScriptedClient.template(base)
        return try await template.register(body, initialAccessToken: try await template.initialAccessToken())
    }

    static func expectRefusal(_ result: HTTPResult, _ error: String, status: Int = 400, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == status, "\(result.text)", sourceLocation: sourceLocation)
        #expect(result.json?["error"]?.stringValue == error, "\(result.text)", sourceLocation: sourceLocation)
        #expect(result.json?["client_id"] == nil, sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ("redirect URI not the template's", #"{"redirect_uris":["app://elsewhere"]}"#, "invalid_redirect_uri"),
        ("no redirect URI", #"{"redirect_uris":[]}"#, "invalid_redirect_uri"),
        ("redirect URIs not an array", #"{"redirect_uris":"app://callback"}"#, "invalid_client_metadata"),
        ("a scope not the template's", #"{"scope":"openid admin"}"#, "invalid_client_metadata"),
        ("grant types the template does not use", #"{"grant_types":["implicit"]}"#, "invalid_client_metadata"),
        ("a response type other than code", #"{"response_types":["token"]}"#, "invalid_client_metadata"),
        ("an authentication method other than a secret", #"{"token_endpoint_auth_method":"private_key_jwt"}"#, "invalid_client_metadata"),
        ("software_id naming another template", #"{"software_id":"signed-template"}"#, "invalid_client_metadata"),
        ("an empty client name", #"{"client_name":"  "}"#, "invalid_client_metadata"),
        ("a client name that is not a string", #"{"client_name":7}"#, "invalid_client_metadata"),
        ("a body that is not an object", #"["redirect_uris"]"#, "invalid_client_metadata"),
    ])
    func badMetadataIsRefused(_ what: String, _ body: String, _ error: String) async throws {
        try await withServer(Self.options) { _, base in
            let json = try JSONValue.parse(body)
            Self.expectRefusal(try await Self.registerWithToken(base, json), error)
        }
    }

    @Test func aBodyThatIsNotJSONIsRefused() async throws {
        try await withServer { _, base in
            let template = ScriptedClient.template(base)
            let token = try await template.initialAccessToken()
            let result = try await template.register(["redirect_uris": ["app://callback"]], initialAccessToken: token, contentType: "application/x-www-form-urlencoded")
            Self.expectRefusal(result, "invalid_client_metadata")
        }
    }

    @Test func aRegistrationWithNeitherTokenNorStatementIsUnauthorized() async throws {
        try await withServer { _, base in
            let result = try await ScriptedClient(baseURL: base).register(["software_id": .string(DevServerConfiguration.demoTemplateClientID)])
            Self.expectRefusal(result, "invalid_token", status: 401)
            #expect(result.header("WWW-Authenticate")?.hasPrefix("DPoP") == true, "never Basic")
        }
    }

    @Test func aHaapiTokenIsNoInitialAccessToken() async throws {
        try await withServer { _, base in
            let demo = ScriptedClient(baseURL: base)
            let haapi = try await demo.fetchHaapiToken()
            let result = try await demo.register(["redirect_uris": ["app://callback"]], initialAccessToken: haapi)
            Self.expectRefusal(result, "insufficient_scope", status: 401)
        }
    }

    @Test func anInitialAccessTokenNeedsItsDPoPKey() async throws {
        try await withServer { _, base in
            let token = try await ScriptedClient.template(base).initialAccessToken()
            let thief = ScriptedClient(baseURL: base)
            let result = try await thief.register(["redirect_uris": ["app://callback"]], initialAccessToken: token)
            Self.expectRefusal(result, "invalid_token", status: 401)
        }
    }

    @Test(arguments: [
        ("not a JWT", "invalid_software_statement"),
        ("signed by another key", "invalid_software_statement"),
        ("without iss", "invalid_software_statement"),
        ("expired", "invalid_software_statement"),
        ("without software_id", "invalid_software_statement"),
        ("naming no template", "unapproved_software_statement"),
        ("naming an ordinary client", "unapproved_software_statement"),
        ("for a template that takes no statements", "unapproved_software_statement"),
        ("not a string", "invalid_software_statement"),
    ])
    func aBadSoftwareStatementIsRefused(_ what: String, _ error: String) async throws {
        let key = Self.signedTemplateKey
        var options = Self.options
        options.configuration.clients.append(ClientConfiguration(
            id: "secret-only-template", secret: "s", redirectURIs: ["app://callback"], template: ClientTemplate()))
        try await withServer(options) { _, base in
            let statement: JSONValue
            switch what {
            case "not a JWT": statement = "not-a-jwt"
            case "signed by another key": statement = .string(try softwareStatement("signed-template", key: Self.strangerKey))
            case "without iss":
                statement = .string(try JWTSigner(privateKey: key).sign(["software_id": "signed-template"]))
            case "expired": statement = .string(try softwareStatement("signed-template", key: key, claims: ["exp": 1_000_000_000]))
            case "without software_id": statement = .string(try JWTSigner(privateKey: key).sign(["iss": "https://publisher.example"]))
            case "naming no template": statement = .string(try softwareStatement("nobody", key: key))
            case "naming an ordinary client": statement = .string(try softwareStatement(DevServerConfiguration.demoClientID, key: key))
            case "for a template that takes no statements": statement = .string(try softwareStatement("secret-only-template", key: key))
            default: statement = 42
            }
            let result = try await ScriptedClient(baseURL: base).register(["software_statement": statement, "redirect_uris": ["app://callback"]])
            Self.expectRefusal(result, error)
        }
    }

    @Test func aStatementForAnotherTemplateThanTheTokensIsRefused() async throws {
        try await withServer(Self.options) { _, base in
            let statement = try softwareStatement("signed-template", key: Self.signedTemplateKey)
            let result = try await Self.registerWithToken(base, ["software_statement": .string(statement), "redirect_uris": ["app://callback"]])
            Self.expectRefusal(result, "invalid_software_statement")
        }
    }

    @Test func aTemplateThatTakesStatementsOnlyGetsNoInitialAccessToken() async throws {
        var options = Self.options
        options.configuration.clients[options.configuration.clients.count - 1].secret = "signed-secret"
        try await withServer(options) { _, base in
            let client = ScriptedClient(baseURL: base, clientID: "signed-template", secret: "signed-secret")
            let result = try await client.tokenRequest([("grant_type", "client_credentials"), ("scope", "dcr")])
            #expect(result.json?["error"] == "unauthorized_client")
        }
    }

    @Test func aRefusedRegistrationUsesNoInitialAccessToken() async throws {
        try await withServer { _, base in
            let template = ScriptedClient.template(base)
            let token = try await template.initialAccessToken()
            Self.expectRefusal(try await template.register(["redirect_uris": ["app://elsewhere"]], initialAccessToken: token), "invalid_redirect_uri")
            let result = try await template.register(["redirect_uris": ["app://callback"]], initialAccessToken: token)
            #expect(result.status == 201, "\(result.text)")
        }
    }

    @Test func registrationSecretsAreNotLogged() async throws {
        let capture = LogCapture()
        var options = TestDevServer.options(logger: capture.logger())
        options.configuration.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)]
        try await withServer(options) { _, base in
            let template = ScriptedClient.template(base)
            let token = try await template.initialAccessToken()
            let result = try await template.register(["redirect_uris": ["app://callback"]], initialAccessToken: token)
            let info = try #require(result.json)
            _ = try await manageRegistration("GET", info)
            _ = try await manageRegistration("DELETE", info)
            let statement = try await ScriptedClient(baseURL: base).register([
                "software_statement": .string(DevServerConfiguration.demoSoftwareStatement),
            ])
            #expect(statement.status == 201)
            let lines = capture.lines.joined(separator: "\n")
            #expect(lines.contains("client registered"))
            for secret in [
                token, DevServerConfiguration.demoTemplateClientSecret, DevServerConfiguration.demoSoftwareStatement,
                info["client_secret"]?.stringValue ?? "?", info["registration_access_token"]?.stringValue ?? "?",
                statement.json?["client_secret"]?.stringValue ?? "?",
            ] {
                #expect(!lines.contains(secret), "a log line has a secret: \(secret.prefix(8))…")
            }
        }
    }
}
