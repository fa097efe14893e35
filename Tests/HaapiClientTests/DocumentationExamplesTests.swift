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

    /// SigningOut's first example: what the app tells the person after signing out.
    static func signOutMessage(_ client: HaapiClient, openInBrowser: (URL) -> Void) async -> String {
        var message = ""
        let result = await client.signOut()
        if case .openInBrowser(let request) = result.endSession {
            openInBrowser(request.url)                  // only with a post-logout redirect URI
        }
        if !result.isForgottenOnDevice {
            message = "Sign-out could not remove everything from this device."
        } else if result.serverWasUnreachable {
            message = "Signed out on this device. The server could not be reached."
        } else {
            message = "Signed out."
        }
        return message
    }

    /// SigningOut's example of ending the session in the browser (compiled; the sign-out
    /// tests run the same calls against a server).
    static func signOutInTheBrowser(openInBrowser: (URL) -> Void, url: URL) async throws -> String? {
        var pending: EndSessionRequest?
        var message: String?
        var builder = HaapiClientConfiguration.Builder(
            clientID: "haapi-demo",
            issuer: URL(string: "https://login.example.com/oauth")!,
            redirectURI: URL(string: "app://callback")!,
            clientAuthentication: .clientSecretBasic("haapi-demo-secret"))
        builder.postLogoutRedirectURI = URL(string: "app://signed-out")!
        let client = HaapiClient(configuration: try builder.build())

        if case .openInBrowser(let request) = await client.signOut().endSession {
            pending = request
            openInBrowser(request.url)
        }
        // Later, when the app is opened with `url`:
        if let pending, pending.isAnswer(url) {
            message = "Signed out."
        }
        return message
    }
}

@Suite struct SigningOutExampleTests {
    @Test func theMessageSaysWhatHappened() async throws {
        let server = await MockAuthorizationServer()
        let client = try server.client()
        try await login(client)
        #expect(await DocumentationExamples.signOutMessage(client) { _ in Issue.record("no browser without a redirect URI") } == "Signed out.")

        await server.transport.route("POST", TestValues.revoke.path) { _ in throw ConnectionRefused() }
        try await login(client)
        #expect(await DocumentationExamples.signOutMessage(client) { _ in }
            == "Signed out on this device. The server could not be reached.")
    }

    @Test func withNothingStoredTheBrowserIsNotNeeded() async throws {
        let message = try await DocumentationExamples.signOutInTheBrowser(
            openInBrowser: { _ in Issue.record("nothing to end, so no browser") }, url: URL(string: "app://signed-out?state=x")!)
        #expect(message == nil)
    }
}
