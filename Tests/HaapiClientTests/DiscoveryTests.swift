import Foundation
import HaapiClient
import Testing

@Suite struct DiscoveryTests {
    static let discoveryPath = "/oauth/.well-known/openid-configuration"

    static func document(issuer: String = "https://login.example.com/oauth", token: String = "https://login.example.com/oauth/token") -> String {
        """
        {"issuer":"\(issuer)","authorization_endpoint":"https://login.example.com/oauth/authorize",
         "token_endpoint":"\(token)","revocation_endpoint":"https://login.example.com/oauth/revoke",
         "jwks_uri":"https://login.example.com/oauth/jwks",
         "authorization_response_iss_parameter_supported":true,"dpop_signing_alg_values_supported":["ES256"]}
        """
    }

    static func client(_ server: MockAuthorizationServer) throws -> HaapiClient {
        try server.client(configuration: TestValues.builder(endpoints: .discovery(issuer: TestValues.issuer)).build())
    }

    @Test func endpointsComeFromTheDiscoveryDocumentOnce() async throws {
        let server = await MockAuthorizationServer()
        await server.transport.route("GET", Self.discoveryPath) { _ in .json(Self.document()) }
        await server.state.setIss(TestValues.issuer.absoluteString)
        let client = try Self.client(server)
        let endpoints = try await client.serverEndpoints()
        #expect(endpoints.tokenEndpoint == TestValues.token)
        #expect(endpoints.revocationEndpoint == TestValues.revoke)
        #expect(endpoints.jwksURI == TestValues.jwks)
        #expect(endpoints.issuerParameterSupported)
        try await login(client)
        #expect(await server.transport.requests(to: Self.discoveryPath).count == 1)
    }

    @Test func optionalEndpointsAreReadWhenOffered() async throws {
        let server = await MockAuthorizationServer()
        let document = """
            {"issuer":"https://login.example.com/oauth","authorization_endpoint":"https://login.example.com/oauth/authorize",
             "token_endpoint":"https://login.example.com/oauth/token",
             "registration_endpoint":"https://login.example.com/oauth/register",
             "end_session_endpoint":"https://login.example.com/oauth/logout",
             "pushed_authorization_request_endpoint":"https://login.example.com/oauth/par",
             "require_pushed_authorization_requests":true}
            """
        await server.transport.route("GET", Self.discoveryPath) { _ in .json(document) }
        let endpoints = try await Self.client(server).serverEndpoints()
        #expect(endpoints.registrationEndpoint?.absoluteString == "https://login.example.com/oauth/register")
        #expect(endpoints.endSessionEndpoint?.absoluteString == "https://login.example.com/oauth/logout")
        #expect(endpoints.pushedAuthorizationRequestEndpoint?.absoluteString == "https://login.example.com/oauth/par")
        #expect(endpoints.requirePushedAuthorizationRequests)
        #expect(endpoints.revocationEndpoint == nil)
        #expect(!endpoints.issuerParameterSupported)
    }

    @Test func anInsecureOptionalEndpointIsRefused() async throws {
        let server = await MockAuthorizationServer()
        let document = Self.document().replacingOccurrences(
            of: "\"jwks_uri\"", with: "\"end_session_endpoint\":\"http://login.example.com/logout\",\"jwks_uri\"")
        await server.transport.route("GET", Self.discoveryPath) { _ in .json(document) }
        let error = await caught { try await Self.client(server).serverEndpoints() }
        guard case .security(let failure) = error, case .insecureURL = failure.reason else {
            Issue.record("expected insecureURL, got \(String(describing: error))")
            return
        }
    }

    @Test func issuerMismatchIsASecurityFailure() async throws {
        let server = await MockAuthorizationServer()
        await server.transport.route("GET", Self.discoveryPath) { _ in .json(Self.document(issuer: "https://evil.example.com/oauth")) }
        let error = await caught { try await Self.client(server).start() }
        guard case .security(let failure) = error, case .discoveryIssuerMismatch = failure.reason else {
            Issue.record("expected discoveryIssuerMismatch, got \(String(describing: error))")
            return
        }
    }

    @Test func insecureEndpointsAreRejected() async throws {
        let server = await MockAuthorizationServer()
        await server.transport.route("GET", Self.discoveryPath) { _ in .json(Self.document(token: "http://login.example.com/oauth/token")) }
        let error = await caught { try await Self.client(server).start() }
        guard case .security(let failure) = error, case .insecureURL = failure.reason else {
            Issue.record("expected insecureURL, got \(String(describing: error))")
            return
        }
    }

    @Test func missingDocumentIsAnHTTPStatusError() async throws {
        let server = await MockAuthorizationServer()
        let error = await caught { try await Self.client(server).start() }
        guard case .httpStatus(let status) = error else {
            Issue.record("expected httpStatus, got \(String(describing: error))")
            return
        }
        #expect(status.status == 404)
        #expect(status.recoverySuggestion.contains("issuer"))
    }

    @Test func missingTokenEndpointNamesTheMember() async throws {
        let server = await MockAuthorizationServer()
        await server.transport.route("GET", Self.discoveryPath) { _ in
            .json(#"{"issuer":"https://login.example.com/oauth","authorization_endpoint":"https://login.example.com/oauth/authorize"}"#)
        }
        let error = await caught { try await Self.client(server).start() }
        guard case .protocolViolation(let violation) = error, case .invalidMember("token_endpoint", _) = violation.reason else {
            Issue.record("expected invalidMember(token_endpoint), got \(String(describing: error))")
            return
        }
    }
}
