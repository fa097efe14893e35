import Foundation
import HaapiClient
import HaapiModel
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
