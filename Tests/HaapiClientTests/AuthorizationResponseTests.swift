import Foundation
import HaapiClient
import HaapiModel
import Testing

@Suite struct AuthorizationResponseTests {
    /// Runs the flow up to the authorization response.
    static func finish(_ server: MockAuthorizationServer, _ client: HaapiClient) async throws -> AuthorizationResponseProperties {
        let first = try await client.start()
        let form = try #require(first.representation?.action(ofKind: .login)?.form)
        let done = try await client.submit(form, values: ["userName": "alice", "password": "correct horse"])
        return try #require(done.authorizationResponse)
    }

    static func expectSecurityFailure(
        _ error: HaapiClientError?, _ expected: SecurityCheckError.Reason, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard case .security(let failure) = error else {
            Issue.record("expected a security failure, got \(String(describing: error))", sourceLocation: sourceLocation)
            return
        }
        #expect(failure.reason == expected, sourceLocation: sourceLocation)
    }

    @Test func stateMismatchEndsTheFlowWithoutExchangingTheCode() async throws {
        let server = await MockAuthorizationServer()
        await server.state.setOverrideState("forged-state")
        let client = try server.client()
        let response = try await Self.finish(server, client)
        let error = await caught { try await client.exchangeCode(from: response) }
        Self.expectSecurityFailure(error, .stateMismatch)
        #expect(await server.transport.requests(to: TestValues.token.path).count == 1)  // the HAAPI token only
        #expect(await client.hasActiveFlow == false)
        #expect(error?.recoverySuggestion.contains("start a new sign-in") == true)
    }

    @Test func missingStateIsRejected() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        _ = try await Self.finish(server, client)
        let error = await caught { try await client.exchangeCode(from: AuthorizationResponseProperties(code: "c")) }
        Self.expectSecurityFailure(error, .missingState)
    }

    @Test func issuerMismatchIsRejected() async throws {
        let server = await MockAuthorizationServer()
        await server.state.setIss("https://evil.example.com/oauth")
        let client = try server.client()
        let response = try await Self.finish(server, client)
        let error = await caught { try await client.exchangeCode(from: response) }
        Self.expectSecurityFailure(error, .issuerMismatch(expected: "https://login.example.com/oauth", received: "https://evil.example.com/oauth"))
        #expect(await server.transport.requests(to: TestValues.token.path).count == 1)
    }

    @Test func matchingIssuerIsAccepted() async throws {
        let server = await MockAuthorizationServer()
        await server.state.setIss(TestValues.issuer.absoluteString)
        let client = try server.client()
        let response = try await Self.finish(server, client)
        let tokens = try await client.exchangeCode(from: response)
        #expect(tokens.isDPoPBound)
    }

    @Test func missingIssuerIsRejectedWhenTheServerAnnouncedIt() async throws {
        let server = await MockAuthorizationServer()
        var endpoints = TestValues.endpoints
        endpoints.issuerParameterSupported = true
        let configuration = try TestValues.builder(endpoints: .explicit(endpoints)).build()
        let client = try server.client(configuration: configuration)
        let response = try await Self.finish(server, client)
        let error = await caught { try await client.exchangeCode(from: response) }
        Self.expectSecurityFailure(error, .missingIssuer(expected: "https://login.example.com/oauth"))
    }

    @Test func aCodeIsExchangedAtMostOnce() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        let response = try await Self.finish(server, client)
        _ = try await client.exchangeCode(from: response)
        let error = await caught { try await client.exchangeCode(from: response) }
        guard case .invalidUse = error else {
            Issue.record("expected invalidUse, got \(String(describing: error))")
            return
        }
    }

    @Test func boundTokensMustComeBackAsDPoP() async throws {
        let server = await MockAuthorizationServer()
        await server.state.setTokenType("Bearer")
        let client = try server.client()
        let response = try await Self.finish(server, client)
        let error = await caught { try await client.exchangeCode(from: response) }
        guard case .dpop(let dpop) = error, dpop.reason == .tokenNotBound(tokenType: "Bearer") else {
            Issue.record("expected tokenNotBound, got \(String(describing: error))")
            return
        }
    }

    @Test func oauthErrorsFromTheTokenEndpointAreTyped() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        _ = try await Self.finish(server, client)
        let lastState = await server.state.lastState
        let state = try #require(lastState)
        let error = await caught { try await client.exchangeCode(from: AuthorizationResponseProperties(code: "wrong", state: state)) }
        guard case .oauth(let oauth) = error else {
            Issue.record("expected an OAuth error, got \(String(describing: error))")
            return
        }
        #expect(oauth.error == "invalid_grant")
        #expect(oauth.endpoint == "token")
        #expect(oauth.status == 400)
    }

    @Test func externalBrowserURLGetsTheRedirectURI() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        let operation = ClientOperationActionModel(
            name: "external-browser-flow",
            arguments: ["href": "https://login.example.com/authn/external?_launch_nonce=abc&redirect_uri=old"])
        let url = try await client.externalBrowserURL(for: operation)
        #expect(url.absoluteString == "https://login.example.com/authn/external?_launch_nonce=abc&redirect_uri=app.example%3A%2Fcallback")
        let insecure = ClientOperationActionModel(name: "external-browser-flow", arguments: ["href": "http://evil.example/x"])
        let error = await caught { try await client.externalBrowserURL(for: insecure) }
        Self.expectSecurityFailure(error, .insecureURL("http://evil.example/x"))
    }
}
