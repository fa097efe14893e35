import Crypto
import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import Testing

/// Signs in and out against the reference dev server, in process and over a loopback socket.
@Suite struct DevServerSignOutTests {
    /// Signs the demo user in and refreshes once (the session outlives a refresh): the refreshed tokens.
    static func signedIn(_ client: HaapiClient) async throws -> OAuthTokens {
        let done = try await DevServerLoginTests.signIn(
            client, username: DevServerConfiguration.demoUsername, password: DevServerConfiguration.demoPassword)
        _ = try await client.exchangeCode(from: try #require(done.authorizationResponse))
        return try await client.refresh()
    }

    /// Expects `tokens`, bound to `key`, to be dead at the server: the refresh token is
    /// refused and the access token too, at the user-info endpoint.
    static func expectEnded(_ tokens: OAuthTokens, key: P256.Signing.PrivateKey, context: TestDevServer) async throws {
        let old = try context.client(dpopKeyStore: InMemoryDPoPKeyStore(key: key), tokenStore: InMemoryTokenStore(tokens: tokens))
        guard case .oauth(let error) = await caught({ try await old.refresh() }) else {
            Issue.record("the old refresh token still works")
            return
        }
        #expect(error.error == "invalid_grant" && error.errorDescription == "the refresh token was revoked")
        let userinfo = context.baseURL.appendingPathComponent("oauth/userinfo")
        let headers = try await old.authorizationHeaders(method: "GET", url: userinfo)
        let answer = try await context.transport.send(TransportRequest(method: "GET", url: userinfo, headers: headers))
        #expect(answer.status == 401, "the old access token still works")
        #expect((try? JSONValue.parse(answer.body))?["error_description"] == "the access token was revoked")
    }

    @Test(arguments: ServerMode.allCases)
    func signOutEndsTheLoginAtTheServerAndMakesANewKey(_ mode: ServerMode) async throws {
        try await withDevServer(mode) { context in
            let key = P256.Signing.PrivateKey()
            let client = try context.client(dpopKeyStore: InMemoryDPoPKeyStore(key: key))
            let tokens = try await Self.signedIn(client)
            let sid = try CompactJWS(parsing: try #require(tokens.idToken)).payloadClaims()["sid"]?.stringValue
            #expect(sid != nil, "the dev server's ID tokens name their session")
            let keyBefore = try await client.dpopKeyThumbprint()
            #expect(keyBefore == (try JWK(key.publicKey).thumbprint()))

            let result = await client.signOut()

            #expect(result.refreshTokenRevocation == .done, "\(result)")
            #expect(result.accessTokenRevocation == .done, "\(result)")
            #expect(result.endSession == .done, "\(result)")
            #expect(result.isForgottenOnDevice)
            #expect(try await client.storedTokens() == nil)
            #expect(try await client.dpopKeyThumbprint() != keyBefore, "the DPoP key changed")
            try await Self.expectEnded(tokens, key: key, context: context)
            // The client signs in again, with its new key.
            let again = try await Self.signedIn(client)
            #expect(try CompactJWS(parsing: again.accessToken).payloadClaims()["cnf"]?.objectValue?["jkt"]?.stringValue
                == (try await client.dpopKeyThumbprint()))
        }
    }

    @Test func endingTheSessionAloneEndsTheLoginsTokens() async throws {
        try await withDevServer(.inProcess) { context in
            let base = context.baseURL.absoluteString
            let configuration = try context.clientConfiguration { builder in
                builder.endpoints = .explicit(ServerEndpoints(
                    issuer: context.baseURL, authorizationEndpoint: URL(string: base + "/oauth/authorize")!,
                    tokenEndpoint: URL(string: base + "/oauth/token")!, jwksURI: URL(string: base + "/oauth/jwks")!,
                    endSessionEndpoint: URL(string: base + "/oauth/logout")!))
            }
            let key = P256.Signing.PrivateKey()
            let client = try context.client(configuration: configuration, dpopKeyStore: InMemoryDPoPKeyStore(key: key))
            let tokens = try await Self.signedIn(client)

            let result = await client.signOut()

            #expect(result.refreshTokenRevocation == .skipped(.noEndpoint))
            #expect(result.endSession == .done, "\(result)")
            try await Self.expectEnded(tokens, key: key, context: context)
        }
    }

    @Test func thePostLogoutRedirectComesBackFromTheBrowser() async throws {
        try await withDevServer(.inProcess) { context in
            let back = URL(string: DevServerConfiguration.demoPostLogoutRedirectURIs[0])!
            let configuration = try context.clientConfiguration { $0.postLogoutRedirectURI = back }
            let key = P256.Signing.PrivateKey()
            let client = try context.client(configuration: configuration, dpopKeyStore: InMemoryDPoPKeyStore(key: key))
            let tokens = try await Self.signedIn(client)

            let result = await client.signOut()
            guard case .openInBrowser(let request) = result.endSession else {
                Issue.record("expected a request for the browser, got \(result.endSession)")
                return
            }
            // The browser opens the URL: the server ends the session and sends it back.
            let answer = try await context.transport.send(TransportRequest(method: "GET", url: request.url, headers: ["Accept": "text/html"]))
            #expect(answer.status == 302)
            let location = try #require(answer.headers["Location"].flatMap(URL.init(string:)))
            #expect(request.isAnswer(location), "\(location)")
            try await Self.expectEnded(tokens, key: key, context: context)
        }
    }
}
