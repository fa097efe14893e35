import Foundation
import HaapiClient
import HaapiModel
import Logging
import Testing

/// The examples of HaapiClient's documentation catalog, compiled here;
/// `DocumentationExamplesCheck` (in HaapiTestingTests) requires every documented block to
/// appear in a test source as written.
enum DocumentationExamples {
    /// The landing page's login without a flow driver (compiled; the flow tests run the same calls).
    static func loginWithoutADriver(password: String, apiURL: URL) async throws -> (String?, TransportHeaders?) {
        var subject: String?
        var apiHeaders: TransportHeaders?
        var builder = HaapiClientConfiguration.Builder(
            clientID: "haapi-demo",
            issuer: URL(string: "https://login.example.com/oauth")!,
            redirectURI: URL(string: "app://callback")!,
            clientAuthentication: .clientSecretBasic("haapi-demo-secret"))
        builder.scopes = ["openid", "profile"]
        let client = HaapiClient(configuration: try builder.build())

        var response = try await client.start()                  // redirection-step
        if let redirect = response.representation?.actions.first?.form {
            response = try await client.submit(redirect)          // the login form
        }
        if let login = response.representation?.action(ofKind: .login)?.form {
            response = try await client.submit(login, values: ["userName": "demo", "password": password])
        }
        if let authorization = response.authorizationResponse {   // state and iss are checked
            let tokens = try await client.exchangeCode(from: authorization)   // and the ID token
            subject = tokens.idTokenClaims?.subject
            apiHeaders = try await client.authorizationHeaders(method: "GET", url: apiURL)
        }
        return (subject, apiHeaders)
    }
}

/// The examples of the DynamicClientRegistration article, compiled; the registration
/// tests run the same calls against the mock server and the dev server.
enum RegistrationDocumentationExamples {
    static func configuringARegistration(supportFolder: URL) async throws -> (HaapiClient, String) {
        let registration = DynamicClientRegistration(
            templateClientID: "haapi-dcr-template",
            authorization: .templateClient(.clientSecretBasic("haapi-dcr-template-secret")),
            store: FileRegisteredClientStore(fileURL: supportFolder.appendingPathComponent("registration.json")),
            metadata: .init(clientName: "Example app", softwareVersion: "1.4.2"))
        var builder = HaapiClientConfiguration.Builder(
            clientID: "haapi-dcr-template",
            issuer: URL(string: "https://login.example.com/oauth")!,
            redirectURI: URL(string: "app://callback")!,
            clientAuthentication: .dynamicRegistration(registration))
        builder.scopes = ["openid", "profile"]
        let client = HaapiClient(configuration: try builder.build())
        let clientID = try await client.effectiveClientID()   // registers on first need
        return (client, clientID)
    }

    static func managingTheRegistration(_ client: HaapiClient, logger: Logger) async throws {
        if let current = try await client.readRegistration() {
            logger.info("registered as \(current.clientID)")
        }
        try await client.deleteRegistration()   // forgets the stored credentials too
    }
}

