import Foundation
import HaapiJOSE

/// The secrets of one authorization request, kept until its response is checked.
struct AuthorizationFlow: Sendable {
    let state: String
    let nonce: String
    let codeVerifier: String
    let redirectURI: URL
    let endpoints: ServerEndpoints
    /// What the request asks about the authentication; the ID token is checked against it.
    var requested = RequestedAuthentication()
    var session = HaapiSession()

    /// A new flow with random `state`, `nonce` and PKCE verifier.
    static func make(
        random: any RandomSource, redirectURI: URL, endpoints: ServerEndpoints, requested: RequestedAuthentication
    ) throws(HaapiClientError) -> AuthorizationFlow {
        let verifier: String
        do {
            verifier = try generateVerifier(random)
        } catch {
            throw .invalidUse(InvalidUseError(
                "could not make a PKCE verifier: \(error)", recoverySuggestion: "Check the random source."))
        }
        return AuthorizationFlow(
            state: random.identifier(byteCount: 24), nonce: random.identifier(byteCount: 20),
            codeVerifier: verifier, redirectURI: redirectURI, endpoints: endpoints, requested: requested)
    }

    /// Opens the existential for PKCE's generic API.
    private static func generateVerifier<R: RandomSource>(_ random: R) throws(PKCEError) -> String {
        try PKCE.generateVerifier(length: 64, using: random)
    }

    /// The authorization request's parameters, in this order: `client_id`,
    /// `response_type`, `redirect_uri`, `scope`, `state`, `nonce`, the PKCE challenge,
    /// `acr_values`, `max_age`, `prompt`, then the configured extras and
    /// `additionalParameters` (which override them) by name. `client_id` comes from the
    /// caller, which knows the client's effective ID.
    func authorizationParameters(
        clientID: String, configuration: HaapiClientConfiguration, additionalParameters: [String: String]
    ) throws(HaapiClientError) -> [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = [
            ("client_id", clientID),
            ("response_type", "code"),
            ("redirect_uri", redirectURI.absoluteString),
        ]
        if !configuration.scopes.isEmpty { pairs.append(("scope", configuration.scopes.joined(separator: " "))) }
        pairs.append(("state", state))
        pairs.append(("nonce", nonce))
        pairs.append(("code_challenge", PKCE.challenge(for: codeVerifier)))
        pairs.append(("code_challenge_method", PKCE.s256Method))
        pairs += requested.parameters
        var extra = configuration.extraAuthorizationParameters
        for (name, value) in additionalParameters where !RequestedAuthentication.parameterNames.contains(name) {
            if ConfigurationValidator.reservedParameters.contains(name) {
                throw .invalidUse(InvalidUseError(
                    "the authorization parameter \"\(name)\" is set by the client itself",
                    recoverySuggestion: "Use the configuration's dedicated setting instead."))
            }
            extra[name] = value
        }
        for name in extra.keys.sorted() {
            if let value = extra[name] { pairs.append((name, value)) }
        }
        return pairs
    }

    /// The authorization endpoint with `parameters` in its query.
    func authorizationURL(_ parameters: [(name: String, value: String)]) throws(HaapiClientError) -> URL {
        try FormRequestBuilder.appending(query: PercentEncoding.encode(parameters), to: endpoints.authorizationEndpoint)
    }
}
