import Foundation
import HaapiClient
import HaapiDevServer
import HaapiModel

/// The login the web host wraps, done directly with `HaapiClient`: the same client
/// settings, transport and server, the same round trips, and nothing else (no view
/// trees, no HTML, no cookies, no browser requests).
enum BareLogin {
    /// Submits redirection steps' forms, as the flow driver does on its own.
    static func followRedirections(_ client: HaapiClient, _ response: HaapiResponse) async throws -> HaapiResponse {
        var current = response
        while let step = current.representation, step.type == .redirectionStep, let form = step.actions.first?.form {
            current = try await client.submit(form)
        }
        return current
    }

    /// The first screen a browser is shown: the authorization request, its redirection,
    /// and the authenticator selector it leads to.
    static func firstScreen(_ client: HaapiClient) async throws -> HaapiResponse {
        try await followRedirections(client, try await client.start())
    }

    /// A whole login as the demo user: first screen, "Username and password", the
    /// password, the code exchanged for tokens and the ID token verified.
    static func signIn(_ client: HaapiClient) async throws -> OAuthTokens {
        var response = try await firstScreen(client)
        let options = response.representation?.actions.compactMap(\.selector).flatMap(\.options) ?? []
        guard let choice = options.first(where: { $0.authenticatorType == "html-form" })?.form else {
            throw BenchmarkFailure("the first step offers no username and password authenticator")
        }
        response = try await followRedirections(client, try await client.submit(choice))
        guard let login = response.representation?.action(ofKind: .login)?.form else {
            throw BenchmarkFailure("no login form after choosing username and password")
        }
        response = try await followRedirections(
            client,
            try await client.submit(
                login, values: ["userName": DevServerConfiguration.demoUsername, "password": DevServerConfiguration.demoPassword]))
        guard let authorization = response.authorizationResponse else {
            throw BenchmarkFailure("no authorization response after the password")
        }
        let tokens = try await client.exchangeCode(from: authorization)
        guard tokens.idTokenClaims != nil else { throw BenchmarkFailure("the ID token was not verified") }
        return tokens
    }
}
