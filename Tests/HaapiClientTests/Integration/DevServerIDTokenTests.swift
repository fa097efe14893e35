import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiModel
import HaapiRecording
import Testing

/// The dev server's real ID tokens pass the client's OpenID Connect checks.
@Suite struct DevServerIDTokenTests {
    @Test(arguments: ServerMode.allCases)
    func theDevServersIDTokensAreVerified(_ mode: ServerMode) async throws {
        let clock = ManualWallClock(now: Date())
        try await withDevServer(mode, clock: clock) { context in
            let recording = TransportTap(context.transport)
            let client = try context.client(transport: recording)
            let tokens = try await client.exchangeCode(from: try await DevServerSecurityTests.authorizationResponse(client))
            let claims = try #require(tokens.idTokenClaims, "the ID token was not verified")
            #expect(claims.issuer == context.baseURL.absoluteString)
            #expect(claims.subject == DevServerConfiguration.demoUsername)
            #expect(claims.audience == [DevServerConfiguration.demoClientID])
            #expect(claims.authorizedParty == DevServerConfiguration.demoClientID)
            #expect(claims.nonce != nil)
            #expect(claims.authTime != nil)

            // A refresh brings a new ID token about the same person; the keys come from the cache.
            clock.advance(by: 5)
            let refreshed = try await client.refresh()
            let refreshedClaims = try #require(refreshed.idTokenClaims)
            #expect(refreshed.idToken != tokens.idToken)
            #expect(refreshedClaims.subject == claims.subject)
            #expect(refreshedClaims.authTime == claims.authTime)
            #expect(recording.requests.filter { $0.url.path == "/oauth/jwks" }.count == 1)
        }
    }

    @Test(arguments: ServerMode.allCases)
    func explicitEndpointsVerifyWithTheGivenJWKSURI(_ mode: ServerMode) async throws {
        try await withDevServer(mode) { context in
            let client = try context.client(configuration: try context.configurationWithExplicitEndpoints())
            let tokens = try await client.exchangeCode(from: try await DevServerSecurityTests.authorizationResponse(client))
            #expect(tokens.idTokenClaims?.subject == DevServerConfiguration.demoUsername)
        }
    }
}
