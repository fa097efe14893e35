import Crypto
import Foundation
import HaapiClient
import HaapiDevServer
import HaapiDevServerTesting
import HaapiJOSE
import HaapiModel
import Testing

/// Signs in against the reference dev server, in process and over a loopback socket.
@Suite struct DevServerLoginTests {
    static let specialUser = "special"
    static let specialPassword = "&=+%#é 😀"

    static func withSpecialUser(_ configuration: inout DevServerConfiguration) {
        configuration.users.append(UserConfiguration(username: specialUser, password: specialPassword))
    }

    /// Start, follow the redirection step, submit the login form: the last answer.
    static func signIn(_ client: HaapiClient, username: String, password: String) async throws -> HaapiResponse {
        let first = try await client.start()
        let redirection = try #require(first.representation, "first answer: \(first.document.jsonData().count) bytes")
        #expect(redirection.type == .redirectionStep)
        let redirectForm = try #require(redirection.actions.first?.form)
        let loginStep = try await client.submit(redirectForm)
        let form = try #require(loginStep.representation?.action(ofKind: .login)?.form, "no login form")
        return try await client.submit(form, values: ["userName": username, "password": password])
    }

    @Test(arguments: ServerMode.allCases)
    func fullLoginWithDPoPBoundTokensRefreshAndSignOut(_ mode: ServerMode) async throws {
        try await withDevServer(mode, Self.withSpecialUser) { context in
            let key = P256.Signing.PrivateKey()
            let client = try context.client(dpopKeyStore: InMemoryDPoPKeyStore(key: key))
            let done = try await Self.signIn(
                client, username: DevServerConfiguration.demoUsername, password: DevServerConfiguration.demoPassword)
            let authorization = try #require(done.authorizationResponse, "expected the authorization response")
            #expect(authorization.iss == context.baseURL.absoluteString)
            let tokens = try await client.exchangeCode(from: authorization)

            #expect(tokens.isDPoPBound)
            #expect(tokens.refreshToken != nil)
            #expect(tokens.idToken != nil)
            let claims = try CompactJWS(parsing: tokens.accessToken).payloadClaims()
            #expect(claims["sub"]?.stringValue == DevServerConfiguration.demoUsername)
            #expect(claims["cnf"]?.objectValue?["jkt"]?.stringValue == (try await client.dpopKeyThumbprint()))

            // The bound token works at the userinfo endpoint with a proof from the same key.
            let userinfo = context.baseURL.appendingPathComponent("oauth/userinfo")
            let headers = try await client.authorizationHeaders(method: "GET", url: userinfo)
            let answer = try await context.transport.send(TransportRequest(method: "GET", url: userinfo, headers: headers))
            #expect(answer.status == 200, "\(String(decoding: answer.body, as: UTF8.self))")

            let refreshed = try await client.refresh()
            #expect(refreshed.isDPoPBound)
            #expect(refreshed.accessToken != tokens.accessToken)
            #expect(refreshed.refreshToken != tokens.refreshToken)

            let signedOut = await client.signOut()
            #expect(signedOut.serverFailures.isEmpty, "\(signedOut)")
            #expect(try await client.storedTokens() == nil)
            // Same key, the revoked refresh token: the server refuses it.
            let again = try context.client(
                dpopKeyStore: InMemoryDPoPKeyStore(key: key), tokenStore: InMemoryTokenStore(tokens: refreshed))
            let error = await caught { try await again.refresh() }
            guard case .oauth(let oauth) = error else {
                Issue.record("expected invalid_grant, got \(String(describing: error))")
                return
            }
            #expect(oauth.error == "invalid_grant")
        }
    }

    @Test(arguments: ServerMode.allCases)
    func specialCharacterPasswordSignsIn(_ mode: ServerMode) async throws {
        try await withDevServer(mode, Self.withSpecialUser) { context in
            let client = try context.client()
            let done = try await Self.signIn(client, username: Self.specialUser, password: Self.specialPassword)
            let authorization = try #require(done.authorizationResponse, "special-character password was not accepted")
            let tokens = try await client.exchangeCode(from: authorization)
            #expect(try CompactJWS(parsing: tokens.accessToken).payloadClaims()["sub"]?.stringValue == Self.specialUser)
        }
    }

    @Test(arguments: ServerMode.allCases)
    func wrongPasswordIsAProblem(_ mode: ServerMode) async throws {
        try await withDevServer(mode) { context in
            let client = try context.client()
            let done = try await Self.signIn(client, username: DevServerConfiguration.demoUsername, password: "wrong")
            let problem = try #require(done.problem, "expected a problem")
            #expect(problem.type == .incorrectCredentials)
        }
    }

    @Test(arguments: ServerMode.allCases)
    func privateKeyJWTAndClientSecretPostAreAccepted(_ mode: ServerMode) async throws {
        let clientKey = P256.Signing.PrivateKey()
        let jwk = JWK(clientKey.publicKey).members.compactMapValues(\.stringValue)
        try await withDevServer(mode, { configuration in
            configuration.clients.append(ClientConfiguration(
                id: "jwt-client", jwk: jwk, redirectURIs: ["app://callback"], scopes: ["openid", "profile"]))
        }) { context in
            var builder = try context.clientConfiguration().builder(clientID: "jwt-client", auth: .privateKeyJWT(key: clientKey, keyID: nil))
            builder.scopes = ["openid"]
            let jwtClient = try context.client(configuration: try builder.build())
            let done = try await Self.signIn(
                jwtClient, username: DevServerConfiguration.demoUsername, password: DevServerConfiguration.demoPassword)
            _ = try await jwtClient.exchangeCode(from: try #require(done.authorizationResponse))

            let postClient = try context.client(configuration: try context.clientConfiguration(
                authentication: .clientSecretPost(ClientSecret(DevServerConfiguration.demoClientSecret))))
            _ = try await postClient.start()
        }
    }

    @Test(arguments: ServerMode.allCases)
    func wrongClientSecretIsInvalidClient(_ mode: ServerMode) async throws {
        try await withDevServer(mode) { context in
            let post = try context.client(configuration: try context.clientConfiguration(authentication: .clientSecretPost("wrong")))
            let error = await caught { try await post.start() }
            guard case .oauth(let oauth) = error else {
                Issue.record("expected invalid_client, got \(String(describing: error))")
                return
            }
            #expect(oauth.error == "invalid_client")

            // With client_secret_basic the server adds `WWW-Authenticate: Basic`. URLSession on
            // Linux cannot hand such a 401 over with its body, so there it is a bare 401.
            let basic = try context.client(configuration: try context.clientConfiguration(authentication: .clientSecretBasic("wrong")))
            switch await caught({ try await basic.start() }) {
            case .oauth(let oauth):
                #expect(oauth.error == "invalid_client")
            case .httpStatus(let status):
                #expect(mode == .loopback)
                #expect(status.status == 401)
            case let other:
                Issue.record("expected invalid_client or a 401, got \(String(describing: other))")
            }
        }
    }
}

extension HaapiClientConfiguration {
    /// A builder with this configuration's settings and another client.
    func builder(clientID: String, auth: ClientAuthentication) -> HaapiClientConfiguration.Builder {
        var builder = HaapiClientConfiguration.Builder(
            clientID: clientID, endpoints: endpoints, redirectURI: redirectURI, clientAuthentication: auth)
        builder.scopes = scopes
        return builder
    }
}
