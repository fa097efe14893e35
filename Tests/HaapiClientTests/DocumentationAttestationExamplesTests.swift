import Foundation
import HaapiClient
import HaapiModel
import Testing

/// The examples of the AttestingTheClient article, compiled and run against the mock server.
enum AttestationDocumentationExamples {
    /// The article's set-up.
    static func attestedClient(baseURL: URL, fallback: ClientAuthentication?) throws -> HaapiClient {
        let attester = DevelopmentDeviceAttester(
            certificateEndpoint: DevelopmentDeviceAttester.certificateEndpoint(devServer: baseURL))
        let builder = HaapiClientConfiguration.Builder(
            clientID: "haapi-attested",
            issuer: baseURL,
            redirectURI: URL(string: "app://callback")!,
            clientAuthentication: .attestation(AttestationTokenProvider(attester: attester), fallback: fallback))
        let client = HaapiClient(configuration: try builder.build())
        return client
    }

    /// The article's DCR fallback.
    static func attestedClientFallingBackToRegistration(baseURL: URL, registrationFile: URL) throws -> HaapiClient {
        let registration = DynamicClientRegistration(
            templateClientID: "haapi-dcr-template",
            authorization: .templateClient(.clientSecretBasic("haapi-dcr-template-secret")),
            store: FileRegisteredClientStore(fileURL: registrationFile))
        let client = try AttestationDocumentationExamples.attestedClient(
            baseURL: baseURL, fallback: .dynamicRegistration(registration))
        return client
    }

    /// The article's handling of a failure: what to show, or `nil` when the start worked.
    static func startReportingAttestation(_ client: HaapiClient) async throws(HaapiClientError) -> String? {
        var unavailable: String?
        do {
            _ = try await client.start()
        } catch .attestation(let failure) {
            switch failure.reason {
            case .unavailable, .noChallenge:
                unavailable = failure.recoverySuggestion
            case .rejected(let refusal):
                unavailable = "refused: \(refusal.error)"
            default:
                unavailable = failure.description
            }
        }
        return unavailable
    }
}

@Suite struct DocumentationAttestationExamplesTests {
    @Test func theArticlesClientIsConfiguredForAttestationWithItsFallback() throws {
        let client = try AttestationDocumentationExamples.attestedClient(
            baseURL: URL(string: "http://127.0.0.1:8443")!, fallback: .clientSecretBasic("s3cr3t"))
        #expect(client.configuration.clientAuthentication.description == "attestation, falling back to client_secret_basic")
        #expect(client.configuration.clientID == "haapi-attested")
    }

    @Test func theArticlesDCRFallbackIsARegistrationFromTheTemplate() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("registration-\(UUID().uuidString).json")
        let client = try AttestationDocumentationExamples.attestedClientFallingBackToRegistration(
            baseURL: URL(string: "http://127.0.0.1:8443")!, registrationFile: file)
        let authentication = client.configuration.clientAuthentication
        #expect(authentication.description == "attestation, falling back to dynamic_client_registration")
        #expect(authentication.dynamicRegistration?.templateClientID == "haapi-dcr-template")
    }

    @Test func theArticlesErrorHandlingSaysWhatToDo() async throws {
        let (_, attestation, client) = try await AttestationExchangeTests.setUp()
        await attestation.state.setChallengeAnswer(.json(#"{"error":"not_found"}"#, status: 404))
        let shown = try await AttestationDocumentationExamples.startReportingAttestation(client)
        #expect(shown == AttestationError(.noChallenge(status: 404)).recoverySuggestion)

        let (_, refusing, other) = try await AttestationExchangeTests.setUp()
        await refusing.state.setTokenAnswer(.json(#"{"error":"invalid_client_attestation"}"#, status: 400))
        #expect(try await AttestationDocumentationExamples.startReportingAttestation(other) == "refused: invalid_client_attestation")
    }
}
