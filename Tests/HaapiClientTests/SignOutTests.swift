import Crypto
import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import HaapiTesting
import Logging
import Testing

/// A store error for the stores below.
struct BrokenStoreError: Error {}

/// What a transport throws when nothing answers.
struct ConnectionRefused: Error {}

/// A token store that holds tokens but cannot clear them (or, with `unreadable`, read them).
actor FailingTokenStore: TokenStore {
    private var tokens: OAuthTokens?
    private let unreadable: Bool
    private(set) var clearAttempts = 0

    init(tokens: OAuthTokens? = nil, unreadable: Bool = false) {
        self.tokens = tokens
        self.unreadable = unreadable
    }

    func load() async throws -> OAuthTokens? {
        if unreadable { throw BrokenStoreError() }
        return tokens
    }

    func save(_ tokens: OAuthTokens) async throws { self.tokens = tokens }

    func clear() async throws {
        clearAttempts += 1
        throw BrokenStoreError()
    }
}

/// A DPoP key store whose key cannot be deleted.
actor UndeletableDPoPKeyStore: DPoPKeyStore {
    private let key = P256.Signing.PrivateKey()

    func signingKey() async throws -> P256.Signing.PrivateKey { key }
    func deleteKey() async throws { throw BrokenStoreError() }
}

@Suite struct SignOutTests {
    /// The nonce claim of the DPoP proof in `request`.
    static func proofNonce(_ request: TransportRequest) throws -> String? {
        let proof = try #require(request.headers["DPoP"])
        return try CompactJWS(parsing: proof).payloadClaims()["nonce"]?.stringValue
    }

    static func haapiTokenRequests(_ server: MockAuthorizationServer) async -> [TransportRequest] {
        await server.transport.requests(to: TestValues.token.path)
            .filter { formValue("grant_type", in: $0.bodyText) == "client_credentials" }
    }

    /// Whether `result`'s description or `lines` hold any of `secrets`.
    static func leaks(_ secrets: [String], in texts: [String]) -> Bool {
        secrets.contains { secret in texts.contains { $0.contains(secret) } }
    }

    @Test func revokesEndsTheSessionAndForgetsEverything() async throws {
        let server = await MockAuthorizationServer()
        // The server hands out a DPoP nonce with its keys; sign-out forgets it.
        await server.transport.route("GET", TestValues.jwks.path) { _ in
            .json(MockAuthorizationServer.jwks(await server.state.publishedKeys), contentType: MediaType.jwkSet, headers: ["DPoP-Nonce": "nonce-1"])
        }
        let client = try server.client()
        let tokens = try await login(client)
        _ = try await client.start()
        #expect(await client.hasActiveFlow)
        let keyBefore = try await client.dpopKeyThumbprint()

        let result = await client.signOut()

        #expect(result.refreshTokenRevocation == .done)
        #expect(result.accessTokenRevocation == .done)
        #expect(result.endSession == .done)
        #expect(result.isForgottenOnDevice && result.serverFailures.isEmpty && !result.serverWasUnreachable)
        #expect(await server.state.revoked == ["user-refresh-1", "user-access-1"])
        let revocation = try #require(await server.transport.requests(to: TestValues.revoke.path).first)
        #expect(formValue("token_type_hint", in: revocation.bodyText) == "refresh_token")
        #expect(revocation.headers["Authorization"]?.hasPrefix("Basic ") == true)
        #expect(try Self.proofNonce(revocation) == "nonce-1")

        #expect(await server.state.endedSessions == [try #require(tokens.idToken)])
        let endSession = try #require(await server.transport.requests(to: TestValues.endSession.path).first)
        #expect(endSession.method == "POST")
        #expect(endSession.headers["Content-Type"] == MediaType.formURLEncoded)
        #expect(formPairs(endSession.bodyText).map(\.0) == ["id_token_hint", "client_id"])
        #expect(formValue("client_id", in: endSession.bodyText) == TestValues.clientID)
        #expect(endSession.headers["Authorization"] == nil && endSession.headers["DPoP"] == nil, "no credentials go to end-session")

        #expect(try await client.storedTokens() == nil)
        #expect(!(await client.hasActiveFlow))
        #expect(try await client.dpopKeyThumbprint() != keyBefore, "a new DPoP key after sign-out")
        guard case .invalidUse = await caught({ try await client.refresh() }) else {
            Issue.record("a refresh after sign-out must find no tokens")
            return
        }
        // The HAAPI token and the nonce are gone too: the next flow starts afresh.
        #expect(await Self.haapiTokenRequests(server).count == 1)
        _ = try await client.start()
        let haapiTokens = await Self.haapiTokenRequests(server)
        #expect(haapiTokens.count == 2)
        #expect(try Self.proofNonce(try #require(haapiTokens.last)) == nil)
    }

    @Test func aRefusingRevocationEndpointStopsNothing() async throws {
        let server = await MockAuthorizationServer()
        await server.transport.route("POST", TestValues.revoke.path) { request in
            let token = formValue("token", in: request.bodyText) ?? ""
            return .json(#"{"error":"invalid_request","error_description":"cannot revoke \#(token) now"}"#, status: 400)
        }
        let client = try server.client()
        let tokens = try await login(client)

        let result = await client.signOut()

        guard case .failed(.oauth(let error)) = result.refreshTokenRevocation else {
            Issue.record("expected an OAuth error, got \(result.refreshTokenRevocation)")
            return
        }
        #expect(error.error == "invalid_request" && error.endpoint == "revocation")
        #expect(error.errorDescription == "cannot revoke [redacted] now")
        #expect(result.accessTokenRevocation.failure != nil)
        #expect(result.endSession == .done)
        #expect(result.serverFailures.count == 2 && !result.serverWasUnreachable && result.isForgottenOnDevice)
        #expect(try await client.storedTokens() == nil)
        let secrets = [tokens.accessToken, try #require(tokens.refreshToken), try #require(tokens.idToken)]
        #expect(!Self.leaks(secrets, in: [result.description, "\(result.serverFailures)"]))
    }

    @Test func aFailingEndSessionEndpointStopsNothing() async throws {
        let server = await MockAuthorizationServer()
        await server.transport.route("POST", TestValues.endSession.path) { request in
            let hint = formValue("id_token_hint", in: request.bodyText) ?? ""
            return TransportResponse(status: 503, headers: ["Content-Type": "text/html"], body: Data("<p>busy; hint \(hint)</p>".utf8))
        }
        let client = try server.client()
        let key = try await client.dpopKeyThumbprint()
        let tokens = try await login(client)

        let result = await client.signOut()

        #expect(result.refreshTokenRevocation == .done && result.accessTokenRevocation == .done)
        guard case .failed(.httpStatus(let status)) = result.endSession else {
            Issue.record("expected an HTTP status failure, got \(result.endSession)")
            return
        }
        #expect(status.status == 503 && status.isRetryable)
        #expect(status.bodyExcerpt.contains("[redacted]"))
        #expect(!result.description.contains(try #require(tokens.idToken)))
        #expect(try await client.storedTokens() == nil)
        #expect(try await client.dpopKeyThumbprint() != key)
    }

    @Test func anUnreachableServerIsAskedOnceThenForgotten() async throws {
        let server = await MockAuthorizationServer()
        await server.transport.route("POST", TestValues.revoke.path) { _ in throw ConnectionRefused() }
        let client = try server.client()
        let key = try await client.dpopKeyThumbprint()
        try await login(client)

        let result = await client.signOut()

        guard case .failed(.network) = result.refreshTokenRevocation else {
            Issue.record("expected a network failure, got \(result.refreshTokenRevocation)")
            return
        }
        #expect(result.accessTokenRevocation == .skipped(.serverUnreachable))
        #expect(result.endSession == .skipped(.serverUnreachable))
        #expect(result.serverWasUnreachable && result.isForgottenOnDevice)
        #expect(await server.transport.requests(to: TestValues.revoke.path).count == 1)
        #expect(await server.transport.requests(to: TestValues.endSession.path).isEmpty)
        #expect(try await client.storedTokens() == nil)
        #expect(try await client.dpopKeyThumbprint() != key)
    }

    @Test func aServerWithoutTheEndpointsIsNotAsked() async throws {
        let server = await MockAuthorizationServer()
        let configuration = try TestValues.configuration {
            $0.endpoints = .explicit(ServerEndpoints(
                issuer: TestValues.issuer, authorizationEndpoint: TestValues.authorize, tokenEndpoint: TestValues.token,
                jwksURI: TestValues.jwks))
        }
        let client = try server.client(configuration: configuration)
        try await login(client)

        let result = await client.signOut()

        #expect(result.refreshTokenRevocation == .skipped(.noEndpoint))
        #expect(result.accessTokenRevocation == .skipped(.noEndpoint))
        #expect(result.endSession == .skipped(.noEndpoint))
        #expect(result.serverFailures.isEmpty)
        #expect(await server.transport.requests(to: TestValues.revoke.path).isEmpty)
        #expect(await server.transport.requests(to: TestValues.endSession.path).isEmpty)
        #expect(try await client.storedTokens() == nil)
    }

    @Test func nothingStoredSendsNothingAndStillMakesANewKey() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        let key = try await client.dpopKeyThumbprint()

        let result = await client.signOut()

        #expect(result == SignOutResult(
            refreshTokenRevocation: .skipped(.nothingStored), accessTokenRevocation: .skipped(.nothingStored),
            endSession: .skipped(.nothingStored)))
        #expect(await server.transport.requests.isEmpty)
        #expect(try await client.dpopKeyThumbprint() != key)
        #expect(await client.signOut() == result, "signing out twice is not an error")
    }

    @Test func tokensWithoutRefreshOrIDTokenSkipThoseSteps() async throws {
        let server = await MockAuthorizationServer()
        let stored = OAuthTokens(accessToken: "user-access-9", tokenType: "DPoP", issuedAt: TestValues.start)
        let client = HaapiClient(
            configuration: try TestValues.configuration(), transport: server.transport,
            tokenStore: InMemoryTokenStore(tokens: stored), clock: server.clock, logger: .quiet("test"))

        let result = await client.signOut()

        #expect(result.refreshTokenRevocation == .skipped(.noRefreshToken))
        #expect(result.accessTokenRevocation == .done)
        #expect(result.endSession == .skipped(.noIDToken))
        #expect(await server.state.revoked == ["user-access-9"])
        #expect(try await client.storedTokens() == nil)
    }

    @Test func aServerThatKeepsAccessTokensIsNotAFailure() async throws {
        let server = await MockAuthorizationServer()
        await server.transport.route("POST", TestValues.revoke.path) { request in
            guard formValue("token_type_hint", in: request.bodyText) == "access_token" else { return TransportResponse(status: 200) }
            return .json(#"{"error":"unsupported_token_type"}"#, status: 400)
        }
        let client = try server.client()
        try await login(client)

        let result = await client.signOut()

        #expect(result.refreshTokenRevocation == .done)
        #expect(result.accessTokenRevocation == .skipped(.unsupportedByServer))
        #expect(result.endSession == .done)
        #expect(result.serverFailures.isEmpty)
    }

    @Test func aPostLogoutRedirectLeavesTheSessionToTheBrowser() async throws {
        let server = await MockAuthorizationServer()
        let back = URL(string: "app.example:/signed-out")!
        let client = try server.client(configuration: try TestValues.configuration { $0.postLogoutRedirectURI = back })
        let tokens = try await login(client)

        let result = await client.signOut()

        guard case .openInBrowser(let request) = result.endSession else {
            Issue.record("expected the browser request, got \(result.endSession)")
            return
        }
        #expect(await server.transport.requests(to: TestValues.endSession.path).isEmpty, "nothing is sent for the browser's request")
        #expect(request.url.absoluteString.hasPrefix(TestValues.endSession.absoluteString + "?"))
        #expect(queryValue("id_token_hint", in: request.url) == tokens.idToken)
        #expect(queryValue("client_id", in: request.url) == TestValues.clientID)
        #expect(queryValue("post_logout_redirect_uri", in: request.url) == back.absoluteString)
        #expect(queryValue("state", in: request.url) == request.state)
        #expect(request.state.count >= 32)
        #expect(request.isAnswer(URL(string: "app.example:/signed-out?state=\(request.state)")!))
        #expect(!request.isAnswer(URL(string: "app.example:/signed-out?state=other")!))
        #expect(!request.isAnswer(URL(string: "app.example:/elsewhere?state=\(request.state)")!))
        #expect(!request.isAnswer(URL(string: "app.example:/signed-out")!))
        #expect(!result.description.contains(try #require(tokens.idToken)))
        #expect(request.description == "EndSessionRequest(https://login.example.com/oauth/logout?…)")
        #expect(result.refreshTokenRevocation == .done && result.isForgottenOnDevice)
    }

    @Test func storesThatCannotForgetAreReported() async throws {
        let server = await MockAuthorizationServer()
        let tokenStore = FailingTokenStore()
        let client = HaapiClient(
            configuration: try TestValues.configuration(), transport: server.transport, dpopKeyStore: UndeletableDPoPKeyStore(),
            tokenStore: tokenStore, clock: server.clock, logger: .quiet("test"))
        try await login(client)

        let result = await client.signOut()

        #expect(result.serverFailures.isEmpty)
        #expect(!result.isForgottenOnDevice)
        let operations = result.localFailures.map { failure -> String in
            if case .storage(let error) = failure { return error.operation }
            return "not a storage error: \(failure)"
        }
        #expect(operations == ["TokenStore.clear", "DPoPKeyStore.deleteKey"])
        #expect(result.description.contains("not everything forgotten on this device"))
        // What lives in the client is forgotten all the same.
        _ = try await client.start()
        #expect(await Self.haapiTokenRequests(server).count == 2)
    }

    @Test func unreadableTokensAreStillCleared() async throws {
        let server = await MockAuthorizationServer()
        let tokenStore = FailingTokenStore(unreadable: true)
        let client = HaapiClient(
            configuration: try TestValues.configuration(), transport: server.transport, tokenStore: tokenStore,
            clock: server.clock, logger: .quiet("test"))

        let result = await client.signOut()

        guard case .failed(.storage(let error)) = result.refreshTokenRevocation else {
            Issue.record("expected a storage failure, got \(result.refreshTokenRevocation)")
            return
        }
        #expect(error.operation == "TokenStore.load")
        #expect(result.endSession.failure != nil)
        #expect(await tokenStore.clearAttempts == 1)
        #expect(await server.transport.requests.isEmpty)
    }
}
