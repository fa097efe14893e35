import Crypto
import Foundation
import HaapiClient
import HaapiJOSE
import Testing

@Suite struct ClientAuthenticationTests {
    static func firstTokenRequest(_ auth: ClientAuthentication) async throws -> TransportRequest {
        let server = await MockAuthorizationServer()
        let client = try server.client(configuration: TestValues.configuration { $0.clientAuthentication = auth })
        _ = try await client.start()
        return try #require(await server.transport.requests(to: TestValues.token.path).first)
    }

    @Test func clientSecretBasicUsesFormEncodedCredentials() async throws {
        let request = try await Self.firstTokenRequest(.clientSecretBasic("s&cr:t"))
        let expected = Data("haapi-test-client:s%26cr%3At".utf8).base64EncodedString()
        #expect(request.headers["Authorization"] == "Basic " + expected)
        #expect(formValue("client_secret", in: request.bodyText) == nil)
    }

    @Test func clientSecretPostPutsCredentialsInTheBody() async throws {
        let request = try await Self.firstTokenRequest(.clientSecretPost("s&cr:t"))
        #expect(request.headers["Authorization"] == nil)
        #expect(formValue("client_id", in: request.bodyText) == "haapi-test-client")
        #expect(formValue("client_secret", in: request.bodyText) == "s&cr:t")
    }

    @Test func privateKeyJWTSendsAVerifiableAssertion() async throws {
        let key = P256.Signing.PrivateKey()
        let request = try await Self.firstTokenRequest(.privateKeyJWT(key: key, keyID: "k1"))
        #expect(formValue("client_assertion_type", in: request.bodyText) == ClientAssertion.assertionType)
        let jwt = try #require(formValue("client_assertion", in: request.bodyText))
        let assertion = ClientAssertion(clientID: "haapi-test-client", audience: TestValues.token.absoluteString)
        _ = try assertion.verify(jwt, with: key.publicKey, now: Date(), leeway: 5)
    }

    struct Attester: ClientAttestationProvider {
        func attestation(for context: ClientAttestationContext) async throws(HaapiClientError) -> ClientAttestation {
            ClientAttestation(assertionType: "urn:se:curity:attestation:client", assertion: "attested-\(context.clientID)")
        }
    }

    @Test func attestationHookProvidesTheAssertion() async throws {
        let request = try await Self.firstTokenRequest(.attestation(Attester()))
        #expect(formValue("client_assertion_type", in: request.bodyText) == "urn:se:curity:attestation:client")
        #expect(formValue("client_assertion", in: request.bodyText) == "attested-haapi-test-client")
    }

    /// A provider that is given the context: the token endpoint (not the revocation
    /// endpoint) and the client's DPoP key, whatever endpoint it authenticates for.
    actor ContextRecorder: ClientAttestationProvider {
        var contexts: [(endpoint: URL, thumbprint: String)] = []

        func attestation(for context: ClientAttestationContext) async throws(HaapiClientError) -> ClientAttestation {
            contexts.append((context.tokenEndpoint, try await context.dpopKeyThumbprint()))
            return ClientAttestation(assertionType: "urn:se:curity:attestation:client", assertion: "recorded")
        }
    }

    @Test func theProviderIsGivenTheTokenEndpointAndTheDPoPKey() async throws {
        let server = await MockAuthorizationServer()
        let recorder = ContextRecorder()
        let client = try server.client(configuration: TestValues.configuration { $0.clientAuthentication = .attestation(recorder) })
        _ = try await login(client)
        let thumbprint = try await client.dpopKeyThumbprint()   // sign-out deletes the key
        _ = await client.signOut()
        let contexts = await recorder.contexts
        #expect(contexts.count == 4)   // HAAPI token, code, refresh token revoked, access token revoked
        #expect(contexts.allSatisfy { $0.endpoint == TestValues.token })
        #expect(Set(contexts.map(\.thumbprint)) == [thumbprint])
    }

    struct FailingAttester: ClientAttestationProvider {
        func attestation(for context: ClientAttestationContext) async throws(HaapiClientError) -> ClientAttestation {
            throw .attestation(AttestationError(.attesterFailed("no key on this test device")))
        }
    }

    @Test func failingAttestationIsAnAttestationError() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client(configuration: TestValues.configuration { $0.clientAuthentication = .attestation(FailingAttester()) })
        let error = await caught { try await client.start() }
        guard case .attestation(let failure) = error else {
            Issue.record("expected an attestation error, got \(String(describing: error))")
            return
        }
        #expect(failure.reason == .attesterFailed("no key on this test device"))
        #expect(await server.transport.requests(to: TestValues.token.path).isEmpty)
    }

    @Test func invalidClientIsATypedOAuthError() async throws {
        let server = await MockAuthorizationServer()
        await server.transport.route("POST", TestValues.token.path) { _ in
            .json(#"{"error":"invalid_client","error_description":"Client authentication failed"}"#, status: 401)
        }
        let error = await caught { try await server.client().start() }
        guard case .oauth(let oauth) = error else {
            Issue.record("expected OAuth error, got \(String(describing: error))")
            return
        }
        #expect(oauth.error == "invalid_client")
        #expect(oauth.errorDescription == "Client authentication failed")
        #expect(error?.recoverySuggestion.contains("client") == true)
    }
}
