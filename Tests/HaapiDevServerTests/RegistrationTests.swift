import Crypto
import Foundation
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import HaapiTesting
import Testing

/// Dynamic client registration from a template (RFC 7591) and its management (RFC 7592)
/// over HTTP: registering, signing in as the registered client, reading and deleting it,
/// and keeping it across restarts on the same database.
@Suite("Dynamic client registration")
struct RegistrationTests {
    /// The HAAPI token grant with `client_secret_post` credentials: the server answers
    /// refused Basic credentials with a `WWW-Authenticate: Basic` challenge, which
    /// URLSession on Linux never hands over.
    static func haapiGrant(_ id: String, _ secret: String) -> [(String, String)] {
        [("grant_type", "client_credentials"), ("scope", "urn:se:curity:scopes:haapi"), ("client_id", id), ("client_secret", secret)]
    }

    @Test func discoveryNamesTheRegistrationEndpointWhenAClientIsATemplate() async throws {
        try await withServer { _, base in
            let doc = try #require(try await RawHTTP.shared.send("GET", URL(string: "\(base)/.well-known/openid-configuration")!).json)
            #expect(doc["registration_endpoint"]?.stringValue == "\(base)/oauth/register")
            #expect(doc["scopes_supported"]?.arrayValue?.contains("dcr") == true)
        }
        try await withServer(TestDevServer.options { $0.clients.removeAll { $0.template != nil } }) { _, base in
            let doc = try #require(try await RawHTTP.shared.send("GET", URL(string: "\(base)/.well-known/openid-configuration")!).json)
            #expect(doc["registration_endpoint"] == nil)
        }
    }

    @Test func theTemplatesInitialAccessTokenRegistersAClient() async throws {
        try await withServer { _, base in
            let template = ScriptedClient.template(base)
            let token = try await template.initialAccessToken()
            let claims = try CompactJWS(parsing: token).payloadClaims()
            #expect(claims["scope"]?.stringValue == "dcr")
            #expect(claims["client_id"]?.stringValue == DevServerConfiguration.demoTemplateClientID)
            #expect(claims["cnf"]?.objectValue?["jkt"] != nil, "the initial access token is DPoP-bound")

            let result = try await template.register(
                ["redirect_uris": ["app://callback"], "client_name": "Test app", "software_version": "3.0", "scope": "openid profile",
                 "software_id": .string(DevServerConfiguration.demoTemplateClientID),
                 "grant_types": ["client_credentials", "authorization_code", "refresh_token"], "response_types": ["code"],
                 "token_endpoint_auth_method": "client_secret_basic"],
                initialAccessToken: token)
            #expect(result.status == 201, "\(result.text)")
            #expect(result.header("Cache-Control") == "no-store")
            #expect(result.header("Content-Type") == "application/json")
            let info = try #require(result.json)
            let id = try #require(info["client_id"]?.stringValue)
            #expect(id.hasPrefix("dcr-"))
            #expect((info["client_secret"]?.stringValue?.count ?? 0) >= 40)
            #expect(info["client_id_issued_at"]?.numberValue != nil)
            #expect(info["client_secret_expires_at"] == 0)
            #expect((info["registration_access_token"]?.stringValue?.count ?? 0) >= 40)
            #expect(info["registration_client_uri"]?.stringValue == "\(base)/oauth/register/\(id)")
            #expect(info["redirect_uris"] == ["app://callback"])
            #expect(info["scope"] == "openid profile")
            #expect(info["client_name"] == "Test app")
            #expect(info["software_version"] == "3.0")
            #expect(info["software_id"]?.stringValue == DevServerConfiguration.demoTemplateClientID)
            #expect(info["token_endpoint_auth_method"] == "client_secret_basic")
            #expect(info["dpop_bound_access_tokens"] == true)

            // The initial access token registers once.
            let again = try await template.register(["redirect_uris": ["app://callback"]], initialAccessToken: token)
            #expect(again.status == 401)
            #expect(again.json?["error"] == "invalid_token")
        }
    }

    @Test func aRegistrationWithoutMetadataInheritsTheTemplates() async throws {
        try await withServer { _, base in
            let info = try await ScriptedClient.template(base).registerWithTemplate([:])
            #expect(info["redirect_uris"] == ["app://callback", "http://127.0.0.1/callback"])
            #expect(info["scope"] == "openid profile email")
            #expect(info["client_name"] == nil)
        }
    }

    @Test func theDemoSoftwareStatementRegistersAClientWithoutAToken() async throws {
        try await withServer { _, base in
            let result = try await ScriptedClient(baseURL: base).register([
                "software_statement": .string(DevServerConfiguration.demoSoftwareStatement), "redirect_uris": ["app://callback"],
            ])
            #expect(result.status == 201, "\(result.text)")
            #expect(result.json?["software_id"]?.stringValue == DevServerConfiguration.demoTemplateClientID)
        }
    }

    @Test func theStatementsClaimsWinOverTheBody() async throws {
        let key = P256.Signing.PrivateKey()
        let options = TestDevServer.options { configuration in
            configuration.clients.append(ClientConfiguration(
                id: "signed-template", redirectURIs: ["app://callback", "app://other"], scopes: ["openid", "profile"],
                template: ClientTemplate(clientAuthentication: false, softwareStatementKey: jwkMembers(key))))
        }
        try await withServer(options) { _, base in
            let statement = try softwareStatement("signed-template", key: key, claims: ["client_name": "Signed name", "redirect_uris": ["app://other"]])
            let result = try await ScriptedClient(baseURL: base).register([
                "software_statement": .string(statement), "client_name": "Body name", "redirect_uris": ["app://callback"],
            ])
            #expect(result.status == 201, "\(result.text)")
            #expect(result.json?["client_name"] == "Signed name")
            #expect(result.json?["redirect_uris"] == ["app://other"])
        }
    }

    @Test func aRegisteredClientSignsInAndGetsTokensForItself() async throws {
        try await withServer(TestDevServer.options { $0.authenticators = [AuthenticatorConfiguration(id: "pw", type: .usernamePassword)] }) { _, base in
            let info = try await ScriptedClient.template(base).registerWithTemplate()
            let id = try #require(info["client_id"]?.stringValue)
            let client = ScriptedClient(baseURL: base, clientID: id, secret: try #require(info["client_secret"]?.stringValue))
            let step = try await client.begin()
            let form = try #require(try step.representation().action(ofKind: .login)?.form)
            let done = try await client.submit(form, ["userName": DevServerConfiguration.demoUsername, "password": DevServerConfiguration.demoPassword])
            let code = try #require(try done.representation().authorizationResponse?.code)
            let tokens = try await client.exchange(code: code)
            #expect(tokens.status == 200, "\(tokens.text)")
            let idToken = try CompactJWS(parsing: try #require(tokens.json?["id_token"]?.stringValue)).payloadClaims()
            #expect(idToken["aud"]?.stringValue == id)
            #expect(idToken["azp"]?.stringValue == id)
            let access = try CompactJWS(parsing: try #require(tokens.json?["access_token"]?.stringValue)).payloadClaims()
            #expect(access["client_id"]?.stringValue == id)

            let revoked = try await client.tokenRequest(
                [("token", try #require(tokens.json?["refresh_token"]?.stringValue))], path: "/oauth/revoke", dpop: false)
            #expect(revoked.status == 200)
        }
    }

    @Test func theTemplateRunsNoFlowItself() async throws {
        try await withServer { _, base in
            let template = ScriptedClient.template(base)
            let haapi = try await template.tokenRequest([("grant_type", "client_credentials"), ("scope", "urn:se:curity:scopes:haapi")])
            #expect(haapi.status == 400)
            #expect(haapi.json?["error"] == "invalid_scope")
            let code = try await template.tokenRequest([("grant_type", "authorization_code"), ("code", "x"), ("code_verifier", "y")])
            #expect(code.json?["error"] == "unauthorized_client")
            // Nor can another client get a registration token.
            let demo = try await ScriptedClient(baseURL: base).tokenRequest([("grant_type", "client_credentials"), ("scope", "dcr")])
            #expect(demo.json?["error"] == "invalid_scope")
        }
    }

    @Test func theRegistrationIsReadAndDeletedWithItsAccessToken() async throws {
        try await withServer { _, base in
            let info = try await ScriptedClient.template(base).registerWithTemplate()
            let id = try #require(info["client_id"]?.stringValue)
            let secret = try #require(info["client_secret"]?.stringValue)

            let read = try await manageRegistration("GET", info)
            #expect(read.status == 200, "\(read.text)")
            #expect(read.json?["client_id"]?.stringValue == id)
            #expect(read.json?["client_secret"]?.stringValue == secret)
            #expect(read.json?["registration_access_token"] == info["registration_access_token"])

            let wrong = try await manageRegistration("GET", info, token: "not-the-token")
            #expect(wrong.status == 401)
            #expect(wrong.header("WWW-Authenticate") == nil, "no challenge URLSession on Linux would keep")
            #expect(wrong.json?["error"] == "invalid_token")
            let none = try await RawHTTP.shared.send("GET", try requireURL(info["registration_client_uri"]?.stringValue))
            #expect(none.status == 401)

            let client = ScriptedClient(baseURL: base, clientID: id, secret: secret)
            try await client.fetchHaapiToken()

            let deleted = try await manageRegistration("DELETE", info)
            #expect(deleted.status == 204)
            let after = try await client.tokenRequest(Self.haapiGrant(id, secret), basic: false)
            #expect(after.status == 401)
            #expect(after.json?["error"] == "invalid_client")
            #expect(try await manageRegistration("GET", info).status == 401)
            #expect(try await manageRegistration("DELETE", info).status == 401)
        }
    }

    @Test func aServerOnTheSameDatabaseKeepsItsRegisteredClientsAndAFreshOneDoesNot() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dcr-db-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = TestDevServer.options()
        options.databasePath = folder.appendingPathComponent("server.sqlite").path
        let info = try await withServer(options) { _, base in try await ScriptedClient.template(base).registerWithTemplate() }
        let id = try #require(info["client_id"]?.stringValue)
        let secret = try #require(info["client_secret"]?.stringValue)

        try await withServer(options) { _, base in
            let known = try await ScriptedClient(baseURL: base).tokenRequest(Self.haapiGrant(id, secret), basic: false)
            #expect(known.status == 200, "\(known.text)")
        }
        try await withServer { _, base in
            let forgotten = try await ScriptedClient(baseURL: base).tokenRequest(Self.haapiGrant(id, secret), basic: false)
            #expect(forgotten.json?["error"] == "invalid_client")
        }
    }

    @Test func aClientRegisteredFromATemplateTheConfigurationNoLongerHasIsUnknown() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dcr-db-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = TestDevServer.options()
        options.databasePath = folder.appendingPathComponent("server.sqlite").path
        let info = try await withServer(options) { _, base in try await ScriptedClient.template(base).registerWithTemplate() }
        options.configuration.clients.removeAll { $0.template != nil }
        try await withServer(options) { _, base in
            let grant = Self.haapiGrant(try #require(info["client_id"]?.stringValue), try #require(info["client_secret"]?.stringValue))
            let result = try await ScriptedClient(baseURL: base).tokenRequest(grant, basic: false)
            #expect(result.json?["error"] == "invalid_client")
        }
    }
}
