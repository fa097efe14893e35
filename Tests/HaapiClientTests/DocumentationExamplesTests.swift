import Foundation
import HaapiClient
import HaapiJOSE
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

    /// AuthorizationRequests.md: the settings of the request.
    static func requestSettings() throws -> HaapiClient {
        var builder = HaapiClientConfiguration.Builder(
            clientID: "haapi-demo",
            issuer: URL(string: "https://login.example.com/oauth")!,
            redirectURI: URL(string: "app://callback")!,
            clientAuthentication: .clientSecretBasic("haapi-demo-secret"))
        builder.scopes = ["openid", "profile"]
        builder.acrValues = ["urn:se:curity:authentication:html-form:username-password"]
        builder.maxAge = 300                                   // signed in at most five minutes ago
        builder.prompt = [.login]                              // authenticate again, whatever the server remembers
        builder.pushedAuthorizationRequests = .whenOffered     // see below
        let client = HaapiClient(configuration: try builder.build())
        return client
    }

    /// AuthorizationRequests.md: one flow asks otherwise.
    static func oneFlow(_ client: HaapiClient) async throws -> HaapiResponse {
        let step = try await client.start(parameters: ["max_age": "0", "prompt": "consent", "login_hint": "alice"])
        return step
    }

    /// AuthorizationRequests.md: reading how the person signed in.
    static func readingTheClaims(
        _ client: HaapiClient, _ authorization: AuthorizationResponseProperties,
        show: (String?, Bool, Date?) -> Void
    ) async throws {
        let tokens = try await client.exchangeCode(from: authorization)
        if let claims = tokens.idTokenClaims {
            let methods = claims.amr ?? []                     // e.g. ["pwd", "otp", "mfa"]
            let twoFactors = methods.contains("mfa")
            let level = claims.acr                             // the class the server says it satisfied
            let signedInAt = claims.authTime                   // within max_age, when one was sent
            show(level, twoFactors, signedInAt)
        }
    }

    /// AuthorizationRequests.md: starting again after a sign-in older than max_age.
    static func signingInAgain(_ client: HaapiClient, _ authorization: AuthorizationResponseProperties) async throws {
        do throws(HaapiClientError) {
            _ = try await client.exchangeCode(from: authorization)
        } catch .security(let failure) {
            if case .idToken(.authenticationTooOld) = failure.reason {
                _ = try await client.start(parameters: ["prompt": "login"])   // sign in again
            }
        }
    }
}

/// The examples of AuthorizationRequests.md, run against the mock server.
@Suite struct AuthorizationRequestExamplesTests {
    @Test func theSettingsExampleBuilds() async throws {
        let client = try DocumentationExamples.requestSettings()
        #expect(client.configuration.maxAge == 300)
        #expect(client.configuration.prompt == [.login])
        #expect(client.configuration.pushedAuthorizationRequests == .whenOffered)
    }

    @Test func aFlowsParametersAndTheClaimsExamplesRun() async throws {
        let scenario = try await IDTokenScenario()
        let client = scenario.client
        let first = try await DocumentationExamples.oneFlow(client)
        let url = try #require(await scenario.server.transport.requests(to: TestValues.authorize.path).first?.url)
        #expect(queryValue("max_age", in: url) == "0" && queryValue("login_hint", in: url) == "alice")
        let form = try #require(first.representation?.action(ofKind: .login)?.form)
        let done = try await client.submit(form, values: ["userName": "alice", "password": "correct horse"])
        var shown: (String?, Bool, Date?)?
        try await DocumentationExamples.readingTheClaims(client, try #require(done.authorizationResponse)) { shown = ($0, $1, $2) }
        #expect(shown?.0 == "urn:se:curity:authentication:html-form:Username-Password")
        #expect(shown?.1 == false)
        #expect(shown?.2 == TestValues.start.addingTimeInterval(-30))
    }

    @Test func theSignInAgainExampleStartsWithPromptLogin() async throws {
        let scenario = try await IDTokenScenario(configuration: try TestValues.configuration { $0.maxAge = 60 })
        await scenario.server.state.setIDTokenChange { $0.claims["auth_time"] = .int(IDTokenScenario.now - 600) }
        let first = try await scenario.client.start()
        let form = try #require(first.representation?.action(ofKind: .login)?.form)
        let done = try await scenario.client.submit(form, values: ["userName": "alice", "password": "correct horse"])
        try await DocumentationExamples.signingInAgain(scenario.client, try #require(done.authorizationResponse))
        let again = try #require(await scenario.server.transport.requests(to: TestValues.authorize.path).last?.url)
        #expect(queryValue("prompt", in: again) == "login")
        #expect(await scenario.client.hasActiveFlow)
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

