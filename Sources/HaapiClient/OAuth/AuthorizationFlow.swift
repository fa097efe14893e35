import Foundation
import HaapiJOSE

/// The secrets of one authorization request, kept until its response is checked.
struct AuthorizationFlow: Sendable {
    let state: String
    let nonce: String
    let codeVerifier: String
    let redirectURI: URL
    let endpoints: ServerEndpoints
    var session = HaapiSession()

    /// A new flow with random `state`, `nonce` and PKCE verifier.
    static func make(random: any RandomSource, redirectURI: URL, endpoints: ServerEndpoints) throws(HaapiClientError) -> AuthorizationFlow {
        let verifier: String
        do {
            verifier = try generateVerifier(random)
        } catch {
            throw .invalidUse(InvalidUseError(
                "could not make a PKCE verifier: \(error)", recoverySuggestion: "Check the random source."))
        }
        return AuthorizationFlow(
            state: random.identifier(byteCount: 24), nonce: random.identifier(byteCount: 20),
            codeVerifier: verifier, redirectURI: redirectURI, endpoints: endpoints)
    }

    /// Opens the existential for PKCE's generic API.
    private static func generateVerifier<R: RandomSource>(_ random: R) throws(PKCEError) -> String {
        try PKCE.generateVerifier(length: 64, using: random)
    }

    /// The authorization request URL for `clientID` (the client's effective ID): the
    /// endpoint with the OAuth parameters in the query.
    func authorizationURL(
        configuration: HaapiClientConfiguration, clientID: String, additionalParameters: [String: String]
    ) throws(HaapiClientError) -> URL {
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
        if !configuration.acrValues.isEmpty { pairs.append(("acr_values", configuration.acrValues.joined(separator: " "))) }
        var extra = configuration.extraAuthorizationParameters
        for (name, value) in additionalParameters {
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
        return try FormRequestBuilder.appending(query: PercentEncoding.encode(pairs), to: endpoints.authorizationEndpoint)
    }
}
