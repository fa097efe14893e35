import Foundation
import HaapiClient
import HaapiTesting
import Testing
@testable import HaapiClient

@Suite struct TransportTests {
    @Test func customHeadersAreAddedButNeverReplaceProtocolHeaders() async throws {
        let server = await MockAuthorizationServer()
        let configuration = try TestValues.configuration {
            $0.headersProvider = StaticHeadersProvider(["X-App-Version": "1.2", "Authorization": "Bearer stolen", "dpop": "x"])
        }
        let client = try server.client(configuration: configuration)
        _ = try await client.start()
        for request in await server.transport.requests {
            #expect(request.headers["X-App-Version"] == "1.2")
            #expect(request.headers["Authorization"] != "Bearer stolen")
            #expect(request.headers["DPoP"] != "x")
        }
    }

    @Test func requestsCarryTheConfiguredTimeout() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client(configuration: TestValues.configuration { $0.requestTimeout = 7 })
        _ = try await client.start()
        for request in await server.transport.requests {
            #expect(request.timeout == 7)
        }
    }

    @Test func cancellationEndsTheCallWithCancelled() async throws {
        let server = await MockAuthorizationServer()
        let (entered, enteredContinuation) = AsyncStream<Void>.makeStream()
        await server.transport.route("POST", TestValues.token.path) { _ in
            enteredContinuation.yield()
            try await Task.sleep(for: .seconds(3600))  // woken by cancellation, never waited out
            return TransportResponse(status: 500)
        }
        let client = try server.client()
        let task = Task { () async -> HaapiClientError? in await caught { try await client.start() } }
        for await _ in entered { break }
        task.cancel()
        let error = await task.value
        #expect(error == .cancelled)
    }

    @Test func transportFailuresAreNetworkErrors() async throws {
        struct Broken: Error {}
        let transport = InMemoryTransport { _ in throw Broken() }
        let client = HaapiClient(
            configuration: try TestValues.configuration(), transport: transport,
            logger: .quiet("test"))
        let error = await caught { try await client.start() }
        guard case .network(let network) = error else {
            Issue.record("expected network error, got \(String(describing: error))")
            return
        }
        #expect(!network.isRetryable)
        #expect(network.request == "POST https://login.example.com/oauth/token")
    }

    @Test func urlSessionReportsARefusedLoopbackConnectionAsRetryable() async throws {
        let transport = URLSessionTransport(defaultTimeout: 5)
        do {
            _ = try await transport.send(TransportRequest(method: "GET", url: URL(string: "http://127.0.0.1:1/x?secret=1")!))
            Issue.record("connected to port 1")
        } catch let error as HaapiClientError {
            guard case .network(let network) = error else {
                Issue.record("expected network error, got \(error)")
                return
            }
            #expect(network.isRetryable)
            #expect(!network.request.contains("secret"))
        }
    }

    @Test func wwwAuthenticateParsing() {
        let challenges = WWWAuthenticateChallenge.parse(
            #"Bearer realm="api", DPoP error="use_dpop_nonce", error_description="needs \"nonce\"", algs="ES256 PS256""#)
        #expect(challenges.map(\.scheme) == ["bearer", "dpop"])
        #expect(challenges[1].parameters["error"] == "use_dpop_nonce")
        #expect(challenges[1].parameters["error_description"] == #"needs "nonce""#)
        #expect(challenges[1].parameters["algs"] == "ES256 PS256")
        #expect(WWWAuthenticateChallenge.parse("DPoP error=invalid_token").first?.parameters["error"] == "invalid_token")
    }

    @Test func headersAreCaseInsensitiveAndDescribeNamesOnly() {
        var headers: TransportHeaders = ["Content-Type": "a", "X-One": "1"]
        headers.add(name: "x-one", value: "2")
        #expect(headers.values(for: "X-ONE") == ["1", "2"])
        headers["X-One"] = "3"
        #expect(headers.values(for: "x-one") == ["3"])
        headers["content-type"] = nil
        #expect(headers["Content-Type"] == nil)
        headers["Authorization"] = "DPoP secret"
        #expect(!headers.description.contains("secret"))
    }

    @Test func redactedURLsDropQueryAndFragment() {
        #expect(URL(string: "https://a.example/cb?code=123#x")!.redactedDescription == "https://a.example/cb?…")
        #expect(URL(string: "https://u:p@a.example/p")!.redactedDescription == "https://a.example/p")
    }
}
