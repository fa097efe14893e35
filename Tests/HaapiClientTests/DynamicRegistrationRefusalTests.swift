import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import HaapiTesting
import Testing

/// Registrations that go wrong: each is a typed error saying what and where, nothing is
/// stored, and no secret reaches an error or a log line.
@Suite struct DynamicRegistrationRefusalTests {
    /// A registering client whose registration endpoint answers `answer` (given the new
    /// client's ID, secret and registration access token); the error its first need ends
    /// with, and the store.
    static func refusal(
        _ answer: @escaping @Sendable (String, String, String) -> TransportResponse
    ) async throws -> (HaapiClientError?, InMemoryRegisteredClientStore, MockAuthorizationServer) {
        let server = await MockAuthorizationServer()
        let endpoint = await MockRegistrationEndpoint(on: server)
        await endpoint.registry.setAnswer(answer)
        let store = InMemoryRegisteredClientStore()
        let client = try server.client(configuration: try TestValues.registeringConfiguration(TestValues.registration(store: store)))
        let error = await caught { try await client.start() }
        #expect(try await store.load() == nil, "nothing is stored")
        #expect(await server.transport.requests(to: TestValues.authorize.path).isEmpty, "no flow starts")
        return (error, store, server)
    }

    static func registrationReason(_ error: HaapiClientError?, sourceLocation: SourceLocation = #_sourceLocation) -> RegistrationError.Reason? {
        guard case .registration(let registration) = error else {
            Issue.record("expected a registration error, got \(String(describing: error))", sourceLocation: sourceLocation)
            return nil
        }
        #expect(registration.request == "POST \(TestValues.register.absoluteString)", sourceLocation: sourceLocation)
        return registration.reason
    }

    @Test func aServerWithoutARegistrationEndpointIsATypedError() async throws {
        let server = await MockAuthorizationServer()
        let configuration = try TestValues.configuration {
            $0.clientID = TestValues.templateID
            $0.clientAuthentication = .dynamicRegistration(TestValues.registration())
        }
        let error = await caught { try await server.client(configuration: configuration).start() }
        guard case .registration(let registration) = error else {
            Issue.record("expected a registration error, got \(String(describing: error))")
            return
        }
        #expect(registration.reason == .noRegistrationEndpoint)
        #expect(error?.description.contains("registration_endpoint") == true)
        #expect(await server.transport.requests.isEmpty, "nothing is sent")
    }

    @Test(arguments: ["client_id", "client_secret"])
    func anAnswerWithoutCredentialsIsRefused(_ member: String) async throws {
        let (error, _, _) = try await Self.refusal { id, secret, token in
            var response = MockRegistrationEndpoint.created(id: id, secret: secret, token: token)
            var json = try? JSONValue.parse(response.body).objectValue
            json?[member] = nil
            response.body = Data(JSONValue.object(json ?? [:]).serialized())
            return response
        }
        #expect(Self.registrationReason(error) == .invalidMember(member, reason: "missing or not a non-empty string"))
        #expect(error?.description.contains(member) == true)
    }

    @Test func anAnswerOtherThan201IsRefused() async throws {
        let (error, _, _) = try await Self.refusal { id, secret, token in
            var response = MockRegistrationEndpoint.created(id: id, secret: secret, token: token)
            response.status = 200
            return response
        }
        #expect(Self.registrationReason(error) == .unexpectedStatus(200))
        guard case .registration(let registration) = error else { return }
        #expect(registration.status == 200)
    }

    @Test(arguments: ["invalid_redirect_uri", "invalid_client_metadata", "invalid_software_statement", "unapproved_software_statement"])
    func anOAuthErrorIsTyped(_ code: String) async throws {
        let (error, _, _) = try await Self.refusal { _, _, _ in
            .json(#"{"error":"\#(code)","error_description":"refused by the test"}"#, status: 400)
        }
        guard case .oauth(let oauth) = error else {
            Issue.record("expected an OAuth error, got \(String(describing: error))")
            return
        }
        #expect(oauth.error == code)
        #expect(oauth.endpoint == "registration")
        #expect(oauth.status == 400)
        #expect(error?.recoverySuggestion.contains("registration") == true || error?.recoverySuggestion.contains("software statement") == true)
    }

    @Test func aServerErrorIsAnHTTPStatusErrorWithoutSecrets() async throws {
        let (error, _, _) = try await Self.refusal { id, secret, token in
            .json(#"{"oops":"\#(secret) \#(token) initial-token-1 \#(TestValues.templateSecret)"}"#, status: 500)
        }
        guard case .httpStatus(let status) = error else {
            Issue.record("expected an HTTP status error, got \(String(describing: error))")
            return
        }
        #expect(status.status == 500)
        let text = "\(String(describing: error))"
        #expect(!text.contains("initial-token-1"))
        #expect(!text.contains(TestValues.templateSecret))
    }

    @Test func anAnswerFromAnotherTemplateIsRefused() async throws {
        let (error, _, _) = try await Self.refusal { id, secret, token in
            var response = MockRegistrationEndpoint.created(id: id, secret: secret, token: token)
            response.body = Data(String(decoding: response.body, as: UTF8.self)
                .replacingOccurrences(of: #""software_id":"\#(TestValues.templateID)""#, with: #""software_id":"other-template""#).utf8)
            return response
        }
        #expect(Self.registrationReason(error) == .otherTemplate("other-template"))
    }

    @Test func registeredRedirectURIsWithoutTheConfiguredOneAreRefused() async throws {
        let (error, _, _) = try await Self.refusal { id, secret, token in
            var response = MockRegistrationEndpoint.created(id: id, secret: secret, token: token)
            response.body = Data(String(decoding: response.body, as: UTF8.self)
                .replacingOccurrences(of: TestValues.redirect.absoluteString, with: "app.example:/elsewhere").utf8)
            return response
        }
        guard case .metadataMismatch(let member, _)? = Self.registrationReason(error) else {
            Issue.record("expected a metadata mismatch")
            return
        }
        #expect(member == "redirect_uris")
    }

    @Test func aClientURIOnAnotherOriginIsRefused() async throws {
        let (error, _, _) = try await Self.refusal { id, secret, token in
            var response = MockRegistrationEndpoint.created(id: id, secret: secret, token: token)
            response.body = Data(String(decoding: response.body, as: UTF8.self)
                .replacingOccurrences(of: TestValues.register.absoluteString, with: "https://attacker.example/register").utf8)
            return response
        }
        guard case .security(let failure) = error, case .foreignOrigin = failure.reason else {
            Issue.record("expected a foreign-origin refusal, got \(String(describing: error))")
            return
        }
    }

    @Test func anAnswerThatIsNotJSONIsAProtocolViolation() async throws {
        let (error, _, _) = try await Self.refusal { _, _, _ in
            TransportResponse(status: 201, headers: ["Content-Type": "text/html"], body: Data("<p>ok</p>".utf8))
        }
        guard case .protocolViolation = error else {
            Issue.record("expected a protocol violation, got \(String(describing: error))")
            return
        }
    }

    @Test func anInitialAccessTokenThatIsNotDPoPBoundIsRefused() async throws {
        let server = await MockAuthorizationServer()
        let endpoint = await MockRegistrationEndpoint(on: server)
        await server.transport.route("POST", TestValues.token.path) { _ in
            .json(#"{"access_token":"bearer-initial","token_type":"Bearer","expires_in":300}"#)
        }
        let client = try server.client(configuration: try TestValues.registeringConfiguration(TestValues.registration()))
        let error = await caught { try await client.start() }
        guard case .dpop = error else {
            Issue.record("expected a DPoP error, got \(String(describing: error))")
            return
        }
        #expect(await endpoint.registry.registrations == 0)
    }

    /// A store that reads nothing and writes nothing.
    struct BrokenStore: RegisteredClientStore {
        struct Full: Error {}
        func load() async throws -> RegisteredClient? { nil }
        func save(_ client: RegisteredClient) async throws { throw Full() }
        func clear() async throws {}
    }

    @Test func aStoreThatCannotBeWrittenIsAStorageErrorAndTheRegistrationIsUndone() async throws {
        let server = await MockAuthorizationServer()
        let endpoint = await MockRegistrationEndpoint(on: server)
        let client = try server.client(
            configuration: try TestValues.registeringConfiguration(TestValues.registration(store: BrokenStore())))
        let error = await caught { try await client.start() }
        guard case .storage(let storage) = error else {
            Issue.record("expected a storage error, got \(String(describing: error))")
            return
        }
        #expect(storage.operation == "RegisteredClientStore.save")
        let delete = try #require(await server.transport.requests.last)
        #expect(delete.method == "DELETE")
        #expect(delete.headers["Authorization"] == "Bearer rat-1")
        #expect(await endpoint.registry.clients.isEmpty, "the registration was deleted at the server")
        #expect(await server.transport.requests(to: TestValues.authorize.path).isEmpty)
    }

    @Test func aRevokedRegistrationIsTypedAndDeletingItForgetsIt() async throws {
        let store = InMemoryRegisteredClientStore()
        let server = await MockAuthorizationServer()
        let endpoint = await MockRegistrationEndpoint(on: server)
        let client = try server.client(configuration: try TestValues.registeringConfiguration(TestValues.registration(store: store)))
        _ = try await client.effectiveClientID()
        await endpoint.registry.forget("dcr-client-1")

        let read = await caught { try await client.readRegistration() }
        guard case .registration(let readError) = read else {
            Issue.record("expected a registration error, got \(String(describing: read))")
            return
        }
        #expect(readError.reason == .revoked)
        #expect(readError.status == 401)
        #expect(try await store.load() != nil, "a failed read forgets nothing")

        let deleted = await caught { try await client.deleteRegistration() }
        guard case .registration(let deleteError) = deleted else {
            Issue.record("expected a registration error, got \(String(describing: deleted))")
            return
        }
        #expect(deleteError.reason == .revoked)
        #expect(try await store.load() == nil, "deleting a registration the server forgot forgets it here")
        #expect(!"\(deleteError)".contains("rat-1"))
    }

    @Test func aRegistrationWithoutManagementCannotBeReadOrDeleted() async throws {
        let kept = RegisteredClient(
            clientID: "dcr-plain", clientSecret: "plain-secret", issuer: TestValues.issuer, templateClientID: TestValues.templateID)
        let store = InMemoryRegisteredClientStore(client: kept)
        let server = await MockAuthorizationServer()
        _ = await MockRegistrationEndpoint(on: server)
        let client = try server.client(configuration: try TestValues.registeringConfiguration(TestValues.registration(store: store)))
        let error = await caught { try await client.deleteRegistration() }
        guard case .registration(let registration) = error else {
            Issue.record("expected a registration error, got \(String(describing: error))")
            return
        }
        #expect(registration.reason == .notManageable)
        #expect(try await store.load() == kept, "nothing is forgotten")
    }

    @Test func aRegistrationLogsNoSecret() async throws {
        let capture = LogCapture()
        let statement = "eyJhbGciOiJFUzI1NiJ9.eyJzb2Z0d2FyZV9pZCI6ImhhYXBpLXRlbXBsYXRlIn0.c3RhdGVtZW50LXNpZ25hdHVyZQ"
        for authorization in [
            DynamicClientRegistration.Authorization.templateClient(.clientSecretBasic(ClientSecret(TestValues.templateSecret))),
            .softwareStatement(statement),
        ] {
            let server = await MockAuthorizationServer()
            _ = await MockRegistrationEndpoint(on: server)
            await server.state.setIDTokenChange { draft in draft.claims["aud"] = "dcr-client-1" }
            let client = try server.client(
                configuration: try TestValues.registeringConfiguration(TestValues.registration(authorization)), logger: capture.logger())
            try await login(client)
            _ = try await client.readRegistration()
            try await client.deleteRegistration()
        }
        let all = capture.lines.joined(separator: "\n")
        #expect(all.contains("dcr-client-1"), "the client ID is not a secret")
        for secret in [TestValues.templateSecret, statement, "initial-token-1", "dcr-secret-1", "rat-1"] {
            #expect(!all.contains(secret), "a log line contains a secret: \(secret.prefix(8))…")
        }
    }

    @Test func aBadRegistrationConfigurationNamesTheField() throws {
        let cases: [(DynamicClientRegistration, String)] = [
            (DynamicClientRegistration(templateClientID: "", authorization: .softwareStatement("a.b.c")), "clientAuthentication.templateClientID"),
            (DynamicClientRegistration(templateClientID: "t", authorization: .softwareStatement("not a jwt")), "clientAuthentication.authorization"),
            (DynamicClientRegistration(templateClientID: "t", authorization: .templateClient(.clientSecretBasic(""))), "clientAuthentication.authorization"),
            (DynamicClientRegistration(
                templateClientID: "t",
                authorization: .templateClient(.dynamicRegistration(DynamicClientRegistration(templateClientID: "u", authorization: .softwareStatement("a.b.c"))))),
             "clientAuthentication.authorization"),
            (DynamicClientRegistration(templateClientID: "t", authorization: .softwareStatement("a.b.c"), metadata: .init(clientName: " ")),
             "clientAuthentication.metadata.clientName"),
        ]
        for (registration, field) in cases {
            do {
                _ = try TestValues.configuration { $0.clientAuthentication = .dynamicRegistration(registration) }
                Issue.record("\(field): accepted")
            } catch let error as HaapiClientError {
                guard case .configuration(let configuration) = error else {
                    Issue.record("\(field): \(error)")
                    continue
                }
                #expect(configuration.field == field)
            }
        }
    }
}
