import Foundation
import HaapiClient
import Testing

@Suite struct SessionTests {
    @Test func setSessionIdIsEchoedOnLaterRequestsOfTheFlow() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        try await login(client)
        let authorize = try #require(await server.transport.requests(to: TestValues.authorize.path).first)
        #expect(authorize.headers["Session-Id"] == nil)
        let login = try #require(await server.transport.requests(to: "/authn/login").first)
        #expect(login.headers["Session-Id"] == "session-7f3a")
        // The session is not sent to the token endpoint or with the JWKS request.
        let oauthRequests = await server.transport.requests(to: TestValues.token.path)
            + server.transport.requests(to: TestValues.jwks.path)
        for request in oauthRequests {
            #expect(request.headers["Session-Id"] == nil)
        }
    }

    @Test func aNewFlowStartsWithoutTheOldSession() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        _ = try await client.start()
        _ = try await client.start()
        let starts = await server.transport.requests(to: TestValues.authorize.path)
        #expect(starts.count == 2)
        #expect(starts[1].headers["Session-Id"] == nil)
    }

    @Test func everyHAAPIRequestHasTheProtocolHeaders() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        try await login(client)
        let haapiPaths = [TestValues.authorize.path, "/authn/login"]
        for request in await server.transport.requests where haapiPaths.contains(request.url.path) {
            #expect(request.headers["Accept"] == "application/vnd.auth+json")
            #expect(request.headers["Authorization"] == "DPoP haapi-token-1")
            #expect(request.headers["DPoP"] != nil)
        }
    }
}
