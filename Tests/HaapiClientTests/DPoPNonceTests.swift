import Foundation
import HaapiClient
import HaapiModel
import HaapiJOSE
import Testing

@Suite struct DPoPNonceTests {
    static func nonce(of request: TransportRequest) throws -> String? {
        try CompactJWS(parsing: try #require(request.headers["DPoP"])).payloadClaims()["nonce"]?.stringValue
    }

    /// Answers the first request with `challenge`, later ones with `success`.
    actor Once {
        var calls = 0
        func next() -> Int {
            calls += 1
            return calls
        }
    }

    @Test func tokenEndpointNonceChallengeIsRetriedOnceAndRemembered() async throws {
        let server = await MockAuthorizationServer()
        let once = Once()
        await server.transport.route("POST", TestValues.token.path) { request in
            if await once.next() == 1 {
                return .json(#"{"error":"use_dpop_nonce","error_description":"Nonce required"}"#, status: 400, headers: ["DPoP-Nonce": "n-1"])
            }
            guard try Self.nonce(of: request) == "n-1" else { return .json(#"{"error":"invalid_dpop_proof"}"#, status: 400) }
            return .json(#"{"access_token":"haapi-token-1","token_type":"DPoP","expires_in":300}"#)
        }
        let client = try server.client()
        _ = try await client.start()
        let tokenRequests = await server.transport.requests(to: TestValues.token.path)
        #expect(tokenRequests.count == 2)
        #expect(try Self.nonce(of: tokenRequests[0]) == nil)
        #expect(try Self.nonce(of: tokenRequests[1]) == "n-1")
        // The same origin's next proof already carries the remembered nonce.
        let authorize = try #require(await server.transport.requests(to: TestValues.authorize.path).first)
        #expect(try Self.nonce(of: authorize) == "n-1")
    }

    @Test func haapiEndpointNonceChallengeIsRetriedExactlyOnce() async throws {
        let server = await MockAuthorizationServer()
        let once = Once()
        await server.transport.route("GET", TestValues.authorize.path) { request in
            if await once.next() == 1 {
                return TransportResponse(status: 401, headers: [
                    "WWW-Authenticate": #"DPoP error="use_dpop_nonce", error_description="Resource server requires nonce in DPoP proof""#,
                    "DPoP-Nonce": "rs-nonce-9",
                ])
            }
            return .json(MockAuthorizationServer.loginStep, contentType: MediaType.haapi)
        }
        let client = try server.client()
        let response = try await client.start()
        #expect(response.representation != nil)
        let attempts = await server.transport.requests(to: TestValues.authorize.path)
        #expect(attempts.count == 2)
        #expect(try Self.nonce(of: attempts[1]) == "rs-nonce-9")
        #expect(attempts[0].url == attempts[1].url)
    }

    @Test func aSecondChallengeIsAnErrorNotALoop() async throws {
        let server = await MockAuthorizationServer()
        let once = Once()
        await server.transport.route("GET", TestValues.authorize.path) { _ in
            let n = await once.next()
            return TransportResponse(status: 401, headers: ["WWW-Authenticate": #"DPoP error="use_dpop_nonce""#, "DPoP-Nonce": "n-\(n)"])
        }
        let client = try server.client()
        let error = await caught { try await client.start() }
        guard case .dpop(let dpop) = error, dpop.reason == .nonceRetryExhausted else {
            Issue.record("expected nonceRetryExhausted, got \(String(describing: error))")
            return
        }
        #expect(await server.transport.requests(to: TestValues.authorize.path).count == 2)
    }

    @Test func aChallengeWithoutNonceIsAnError() async throws {
        let server = await MockAuthorizationServer()
        await server.transport.route("POST", TestValues.token.path) { _ in
            .json(#"{"error":"use_dpop_nonce"}"#, status: 400)
        }
        let client = try server.client()
        let error = await caught { try await client.start() }
        guard case .dpop(let dpop) = error, dpop.reason == .nonceMissing else {
            Issue.record("expected nonceMissing, got \(String(describing: error))")
            return
        }
        #expect(await server.transport.requests(to: TestValues.token.path).count == 1)
    }

    @Test func latestNonceFromAnyResponseIsUsed() async throws {
        let server = await MockAuthorizationServer()
        let state = server.state
        await server.transport.route("GET", TestValues.authorize.path) { request in
            await state.remember(
                state: queryValue("state", in: request.url), challenge: nil, nonce: queryValue("nonce", in: request.url))
            return .json(MockAuthorizationServer.loginStep, contentType: MediaType.haapi, headers: ["DPoP-Nonce": "fresh-2"])
        }
        let client = try server.client()
        try await login(client)
        let login = try #require(await server.transport.requests(to: "/authn/login").first)
        #expect(try Self.nonce(of: login) == "fresh-2")
    }
}
