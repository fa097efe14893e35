import Foundation
import HaapiClient
import HaapiModel
import Testing

@Suite struct TokenLifecycleTests {
    static func haapiTokenRequests(_ server: MockAuthorizationServer) async -> Int {
        await server.transport.requests(to: TestValues.token.path)
            .filter { formValue("grant_type", in: $0.bodyText) == "client_credentials" }.count
    }

    @Test func haapiTokenIsRequestedWithClientCredentialsAndTheHaapiScope() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        _ = try await client.start()
        let request = try #require(await server.transport.requests(to: TestValues.token.path).first)
        #expect(formValue("grant_type", in: request.bodyText) == "client_credentials")
        #expect(formValue("scope", in: request.bodyText) == "urn:se:curity:scopes:haapi")
        #expect(request.headers["DPoP"] != nil)
    }

    @Test func haapiTokenIsReusedUntilMinimumTTLThenRenewed() async throws {
        let server = await MockAuthorizationServer()
        let manual = ManualWallClock(now: TestValues.start)
        let configuration = try TestValues.configuration { $0.minimumTokenTTL = 30 }
        let client = try server.client(configuration: configuration, clock: manual.clock)
        _ = try await client.start()
        #expect(await Self.haapiTokenRequests(server) == 1)
        manual.advance(by: 269)  // 31 s left of 300
        _ = try await client.start()
        #expect(await Self.haapiTokenRequests(server) == 1)
        manual.advance(by: 2)  // 29 s left: renew
        _ = try await client.start()
        #expect(await Self.haapiTokenRequests(server) == 2)
        let last = try #require(await server.transport.requests(to: TestValues.authorize.path).last)
        #expect(last.headers["Authorization"] == "DPoP haapi-token-2")
    }

    @Test func shortLivedHaapiTokensAreStillReused() async throws {
        let server = await MockAuthorizationServer()
        await server.state.setHaapiTokenLifetime(20)
        let manual = ManualWallClock(now: TestValues.start)
        let client = try server.client(clock: manual.clock)
        _ = try await client.start()
        _ = try await client.start()
        #expect(await Self.haapiTokenRequests(server) == 1)
        manual.advance(by: 10)
        _ = try await client.start()
        #expect(await Self.haapiTokenRequests(server) == 2)
    }

    @Test func rejectedHaapiTokenIsReplacedOnce() async throws {
        let server = await MockAuthorizationServer()
        await server.transport.route("GET", TestValues.authorize.path) { request in
            if request.headers["Authorization"] == "DPoP haapi-token-1" {
                return TransportResponse(status: 401, headers: ["WWW-Authenticate": #"DPoP error="invalid_token""#])
            }
            return .json(MockAuthorizationServer.loginStep, contentType: MediaType.haapi)
        }
        let client = try server.client()
        let response = try await client.start()
        #expect(response.representation != nil)
        #expect(await Self.haapiTokenRequests(server) == 2)
    }

    @Test func tokensHaveExpiryFromTheInjectedClock() async throws {
        let manual = ManualWallClock(now: TestValues.start)
        let server = await MockAuthorizationServer(clock: manual.clock)
        let client = try server.client()
        let tokens = try await login(client)
        #expect(tokens.issuedAt == TestValues.start)
        #expect(tokens.expiresAt == TestValues.start.addingTimeInterval(600))
        #expect(!tokens.isExpired(at: TestValues.start.addingTimeInterval(599)))
        #expect(tokens.isExpired(at: TestValues.start.addingTimeInterval(600)))
        #expect(tokens.refreshToken == "user-refresh-1")
        #expect(tokens.idTokenClaims?.subject == "alice")
        #expect(tokens.idTokenClaims?.issuedAt == TestValues.start)
        #expect(try await client.storedTokens() == tokens)
    }

    @Test func validTokensRefreshesNearExpiryWithDPoP() async throws {
        let manual = ManualWallClock(now: TestValues.start)
        let server = await MockAuthorizationServer(clock: manual.clock)
        let client = try server.client()
        try await login(client)
        manual.advance(by: 500)
        #expect(try await client.validTokens()?.accessToken == "user-access-1")
        manual.advance(by: 80)  // 20 s left, below the 30 s minimum
        let refreshed = try #require(try await client.validTokens())
        #expect(refreshed.accessToken == "user-access-2")
        #expect(refreshed.refreshToken == "user-refresh-2")
        let refresh = try #require(await server.transport.requests(to: TestValues.token.path).last)
        #expect(formValue("grant_type", in: refresh.bodyText) == "refresh_token")
        #expect(formValue("refresh_token", in: refresh.bodyText) == "user-refresh-1")
        #expect(refresh.headers["DPoP"] != nil)
    }

    @Test func refreshKeepsTheOldRefreshTokenWhenNoNewOneComes() async throws {
        let server = await MockAuthorizationServer()
        await server.state.setReturnRefreshToken(false)
        let client = try server.client()
        let tokens = try await login(client)
        let refreshed = try await client.refresh()
        #expect(refreshed.accessToken == "user-access-2")
        #expect(refreshed.refreshToken == "user-refresh-1")
        #expect(refreshed.idToken == tokens.idToken)
        #expect(refreshed.idTokenClaims == tokens.idTokenClaims)
    }

    @Test func unboundTokensUseNoDPoPAtTheTokenEndpoint() async throws {
        let server = await MockAuthorizationServer()
        await server.state.setTokenType("Bearer")
        let configuration = try TestValues.configuration { $0.dpopBoundTokens = false }
        let client = try server.client(configuration: configuration)
        let tokens = try await login(client)
        #expect(!tokens.isDPoPBound)
        let exchange = try #require(await server.transport.requests(to: TestValues.token.path).last)
        #expect(exchange.headers["DPoP"] == nil)
        let headers = try await client.authorizationHeaders(method: "GET", url: URL(string: "https://api.example.com/")!)
        #expect(headers["Authorization"] == "Bearer user-access-1")
        #expect(headers["DPoP"] == nil)
    }
}
