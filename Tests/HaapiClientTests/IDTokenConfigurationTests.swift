import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import Testing

/// The `idTokenValidation`, `idTokenClockSkew` and `idTokenSigningAlgorithms` settings and
/// where the JWKS URI comes from.
@Suite struct IDTokenConfigurationTests {
    static var endpointsWithoutJWKS: EndpointConfiguration {
        var endpoints = TestValues.endpoints
        endpoints.jwksURI = nil
        return .explicit(endpoints)
    }

    @Test func verificationIsTheDefault() throws {
        let configuration = try TestValues.configuration()
        #expect(configuration.idTokenValidation == .verify)
        #expect(configuration.idTokenClockSkew == 60)
        #expect(configuration.idTokenSigningAlgorithms == [.es256, .rs256, .ps256])
    }

    @Test func anEmptySetOfSigningAlgorithmsIsAConfigurationError() throws {
        var builder = TestValues.builder()
        builder.idTokenSigningAlgorithms = []
        do {
            _ = try builder.build()
            Issue.record("accepted an empty set of ID token signing algorithms")
        } catch {
            guard case .configuration(let configuration) = error else {
                Issue.record("expected a configuration error, got \(error)")
                return
            }
            #expect(configuration.field == "idTokenSigningAlgorithms")
            #expect(configuration.reason.contains("every ID token would be rejected"))
        }
        builder.idTokenValidation = .skip  // nothing is verified, so nothing needs an algorithm
        _ = try builder.build()
    }

    @Test func explicitEndpointsWithOpenIDNeedAJWKSURIAtBuildTime() throws {
        var builder = TestValues.builder(endpoints: Self.endpointsWithoutJWKS)
        do {
            _ = try builder.build()
            Issue.record("accepted explicit endpoints without a JWKS URI")
        } catch {
            guard case .configuration(let configuration) = error else {
                Issue.record("expected a configuration error, got \(error)")
                return
            }
            #expect(configuration.field == "endpoints.jwksURI")
            #expect(configuration.reason.contains("openid"))
            #expect(configuration.reason.contains(".skip"))
        }
        // Without openid no ID token is expected; with .skip none is verified.
        builder.scopes = ["profile"]
        _ = try builder.build()
        builder.scopes = ["openid"]
        builder.idTokenValidation = .skip
        _ = try builder.build()
    }

    @Test func skippingKeepsTheIDTokenUnverified() async throws {
        let server = await MockAuthorizationServer()
        var builder = TestValues.builder(endpoints: Self.endpointsWithoutJWKS)
        builder.idTokenValidation = .skip
        let client = try server.client(configuration: try builder.build())
        await server.state.setIDTokenChange { $0.raw = "not-even-a-jwt" }
        let tokens = try await login(client)
        #expect(tokens.idToken == "not-even-a-jwt")
        #expect(tokens.idTokenClaims == nil)
        #expect("\(tokens)".contains("ID token: yes, not verified"))
        #expect(await server.transport.requests(to: TestValues.jwks.path).isEmpty)
    }

    @Test func aDiscoveryDocumentWithoutJWKSURIFailsAtTheExchange() async throws {
        let server = await MockAuthorizationServer()
        await server.transport.route("GET", DiscoveryTests.discoveryPath) { _ in
            .json(#"{"issuer":"https://login.example.com/oauth","authorization_endpoint":"https://login.example.com/oauth/authorize","token_endpoint":"https://login.example.com/oauth/token"}"#)
        }
        let client = try server.client(configuration: TestValues.builder(endpoints: .discovery(issuer: TestValues.issuer)).build())
        let error = await caught { try await login(client) }
        guard case .configuration(let configuration) = error else {
            Issue.record("expected a configuration error, got \(String(describing: error))")
            return
        }
        #expect(configuration.field == "endpoints.jwksURI")
        #expect(configuration.reason.contains("jwks_uri"))
        #expect(try await client.storedTokens() == nil)
    }

    @Test func theJWKSURISurvivesAFlowSnapshot() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        let first = try await client.start()
        let snapshot = try #require(await client.flowSnapshot())
        let restored = try server.client()
        try await restored.restoreFlow(try JSONDecoder().decode(
            AuthorizationFlowSnapshot.self, from: JSONEncoder().encode(snapshot)))
        let form = try #require(first.representation?.action(ofKind: .login)?.form)
        let done = try await restored.submit(form, values: ["userName": "alice", "password": "correct horse"])
        let tokens = try await restored.exchangeCode(from: try #require(done.authorizationResponse))
        #expect(tokens.idTokenClaims?.subject == "alice")
    }
}
