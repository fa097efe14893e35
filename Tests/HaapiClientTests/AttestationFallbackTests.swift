import Foundation
import HaapiClient
import HaapiJOSE
import HaapiModel
import HaapiTesting
import Testing

/// What the client does when attestation fails: the fallback, or the typed error.
@Suite struct AttestationFallbackTests {
    static let fallback = ClientAuthentication.clientSecretPost(ClientSecret(TestValues.clientSecret))

    @Test func aFailedAttestationTakesTheFallbackAndSaysWhy() async throws {
        let capture = LogCapture()
        let (server, attestation, client) = try await AttestationExchangeTests.setUp(
            authentication: .attestation(MockAttestationServer.provider(), fallback: Self.fallback), logger: capture.logger())
        await attestation.state.setChallengeAnswer(.json(#"{"error":"not_found"}"#, status: 404))
        _ = try await login(client)
        let tokenRequests = await server.transport.requests(to: TestValues.token.path)
        #expect(tokenRequests.count == 2)
        for request in tokenRequests {
            #expect(formValue("client_secret", in: request.bodyText) == TestValues.clientSecret)
            #expect(formValue("client_assertion", in: request.bodyText) == nil)
        }
        // Taken once, kept for this client: the challenge was asked for only once.
        #expect(await server.transport.requests(to: MockAttestationServer.catPath).count == 1)
        let warnings = capture.lines.filter { $0.contains("client attestation failed") }
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.hasPrefix("warning"))
        #expect(warning.contains("the server offers no attestation challenge (HTTP 404)"))
        #expect(warning.contains("client_secret_post"))
        #expect(!capture.lines.joined().contains(TestValues.clientSecret))
    }

    @Test func theFallbackIsForThatClientOnly() async throws {
        let server = await MockAuthorizationServer()
        let attestation = await MockAttestationServer(on: server)
        let configuration = try TestValues.configuration {
            $0.clientAuthentication = .attestation(MockAttestationServer.provider(), fallback: Self.fallback)
        }
        await attestation.state.setChallengeAnswer(.json(#"{"error":"not_found"}"#, status: 404))
        _ = try await server.client(configuration: configuration).start()
        await attestation.state.setChallengeAnswer(nil)
        _ = try await server.client(configuration: configuration).start()
        let assertions = await server.transport.requests(to: TestValues.token.path).map { formValue("client_assertion", in: $0.bodyText) }
        #expect(assertions.count == 2)
        #expect(assertions[0] == nil)
        #expect(assertions[1] == (await attestation.state.tokensIssued.first))
    }

    @Test func withoutAFallbackTheAttestationErrorEndsTheRequest() async throws {
        let (server, attestation, client) = try await AttestationExchangeTests.setUp()
        await attestation.state.setChallengeAnswer(.json(#"{"error":"not_found"}"#, status: 404))
        let error = await caught { try await client.start() }
        #expect(AttestationExchangeTests.attestationError(error)?.reason == .noChallenge(status: 404))
        #expect(error?.recoverySuggestion.contains("fallback") == true)
        #expect(error?.description.hasPrefix("attestation failed: GET https://login.example.com/oauth/token/cat") == true)
        #expect(await server.transport.requests(to: TestValues.token.path).isEmpty)
    }

    @Test func aNetworkFailureIsNotAnAttestationFailure() async throws {
        let (server, _, client) = try await AttestationExchangeTests.setUp(
            authentication: .attestation(MockAttestationServer.provider(), fallback: Self.fallback))
        struct Unreachable: Error {}
        await server.transport.route("GET", MockAttestationServer.catPath) { _ in throw Unreachable() }
        guard case .network = await caught({ try await client.start() }) else {
            Issue.record("expected the network error to end the request")
            return
        }
        #expect(await server.transport.requests(to: TestValues.token.path).isEmpty)
    }

    @Test func anAttestationFallbackIsRefused() throws {
        for fallback in [ClientAuthentication.attestation(MockAttestationServer.provider()), .clientSecretBasic("")] {
            do {
                _ = try TestValues.configuration { $0.clientAuthentication = .attestation(MockAttestationServer.provider(), fallback: fallback) }
                Issue.record("the fallback \(fallback) was accepted")
            } catch {
                guard case .configuration(let configuration)? = error as? HaapiClientError else {
                    Issue.record("expected a configuration error, got \(error)")
                    continue
                }
                #expect(configuration.field == "clientAuthentication.fallback")
            }
        }
    }

    @Test func theDescriptionNamesTheMethodsOnly() {
        let method = ClientAuthentication.attestation(MockAttestationServer.provider(), fallback: .clientSecretBasic("s3cr3t-value"))
        #expect(method.description == "attestation, falling back to client_secret_basic")
        #expect(method.methodName == "attestation")
    }
}
