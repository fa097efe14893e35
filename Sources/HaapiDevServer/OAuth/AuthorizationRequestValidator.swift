import Foundation
import HaapiJOSE

/// A `prompt` value the dev server understands (OpenID Connect Core section 3.1.2.1).
enum AuthorizationPrompt: String, Sendable, Hashable, CaseIterable {
    /// No interaction: refused with `login_required`, since there are no login sessions.
    case none
    /// Authenticate again: every authorization does.
    case login
    /// Ask for consent, also when the client does not require it.
    case consent
    /// Let the person choose an account: signing in chooses it.
    case selectAccount = "select_account"
}

/// Why an authorization request was refused: an OAuth error, and, once the redirect URI
/// is known to be the client's, where it may be reported.
struct AuthorizationRequestRefusal: Error, Sendable {
    var error: String
    var reason: String
    var redirectURI: String?
    var state: String?

    /// The answer of the authorization endpoint: an `error-authorization-response` problem.
    func authorizationFailure(issuer: String) -> HTTPFailure {
        .authorizationError(error, reason, redirectURI: redirectURI, state: state, issuer: issuer)
    }

    /// The answer of the pushed authorization request endpoint: an OAuth error (RFC 9126 section 2.3).
    var oauthFailure: HTTPFailure {
        .oauth(error, reason)
    }
}

/// The checks of an authorization request's parameters, made where they arrive: in the
/// authorization endpoint's query, or pushed to the PAR endpoint (RFC 9126).
struct AuthorizationRequestValidator: Sendable {
    /// The largest `max_age` accepted, in seconds (about 68 years).
    static let maxAgeLimit = Int(Int32.max)

    let environment: ServerEnvironment

    /// The request `parameters` make for `client`.
    ///
    /// - Parameters:
    ///   - parameters: The authorization parameters (other parameters, such as client
    ///     authentication, are ignored).
    ///   - client: The client, already identified (and authenticated at the PAR endpoint).
    ///   - dpopKey: The DPoP key of the request (the HAAPI token's, or the PAR request's
    ///     proof) and how to name it: `dpop_jkt` must be its thumbprint.
    func validate(
        _ parameters: FormParameters, client: ClientConfiguration, dpopKey: (thumbprint: String, name: String)?
    ) throws(AuthorizationRequestRefusal) -> AuthorizationRequest {
        func refuse(_ error: String, _ reason: String) -> AuthorizationRequestRefusal {
            AuthorizationRequestRefusal(error: error, reason: reason)
        }
        if let repeated = parameters.repeatedNames.first { throw refuse("invalid_request", "the parameter \(repeated) is repeated") }
        if let clientID = parameters["client_id"], clientID != client.id {
            throw refuse("invalid_request", "client_id differs from the authenticated client")
        }
        guard let redirectURI = parameters.nonEmpty("redirect_uri") else { throw refuse("invalid_request", "redirect_uri is missing") }
        guard client.redirectURIs.contains(redirectURI) else {
            throw refuse("invalid_request", "redirect_uri is not registered for the client (exact match)")
        }
        let state = parameters["state"]
        func fail(_ error: String, _ reason: String) -> AuthorizationRequestRefusal {
            AuthorizationRequestRefusal(error: error, reason: reason, redirectURI: redirectURI, state: state)
        }
        guard let responseType = parameters.nonEmpty("response_type") else { throw fail("invalid_request", "response_type is missing") }
        guard responseType == "code" else { throw fail("unsupported_response_type", "only response_type=code is supported") }
        let requested = TokenEndpoint.scopes(parameters["scope"])
        let scopes = requested.isEmpty ? client.scopes : requested
        if let unknown = scopes.first(where: { !client.scopes.contains($0) }) {
            throw fail("invalid_scope", "the client may not ask for the scope \(unknown)")
        }
        guard let challenge = parameters.nonEmpty("code_challenge") else {
            throw fail("invalid_request", "code_challenge is missing (PKCE is required)")
        }
        guard parameters["code_challenge_method"] == PKCE.s256Method else { throw fail("invalid_request", "code_challenge_method must be S256") }
        guard challenge.count == 43, (try? Base64URL.decode(challenge))?.count == 32 else {
            throw fail("invalid_request", "code_challenge is not a base64url SHA-256 value")
        }
        let prompt = try Self.prompt(parameters["prompt"], fail: fail)
        let maxAge = try Self.maxAge(parameters["max_age"], fail: fail)
        if let jkt = parameters["dpop_jkt"], let dpopKey, jkt != dpopKey.thumbprint {
            throw fail("invalid_request", "dpop_jkt differs from \(dpopKey.name)")
        }
        return AuthorizationRequest(
            clientID: client.id, redirectURI: redirectURI, scopes: scopes, state: state, nonce: parameters["nonce"],
            codeChallenge: challenge, acrValues: (parameters["acr_values"] ?? "").split(separator: " ").map(String.init),
            dpopJKT: parameters["dpop_jkt"], maxAge: maxAge, prompt: prompt, uiLocales: parameters["ui_locales"],
            loginHint: parameters["login_hint"].flatMap(Self.loginHint))
    }

    /// A `login_hint` worth showing: trimmed, not empty, at most as long as a user name
    /// may be, and without control characters; anything else is ignored (a hint is
    /// only a hint).
    static func loginHint(_ value: String) -> String? {
        let hint = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !hint.isEmpty, hint.count <= 254, !hint.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) })
        else { return nil }
        return hint
    }

    /// The `prompt` values: known ones only, `none` alone, and `none` refused with
    /// `login_required` since the server keeps no login sessions.
    private static func prompt(
        _ text: String?, fail: (String, String) -> AuthorizationRequestRefusal
    ) throws(AuthorizationRequestRefusal) -> Set<AuthorizationPrompt> {
        var values: Set<AuthorizationPrompt> = []
        for word in (text ?? "").split(separator: " ") {
            guard let value = AuthorizationPrompt(rawValue: String(word)) else {
                let known = AuthorizationPrompt.allCases.map(\.rawValue).joined(separator: ", ")
                throw fail("invalid_request", "the prompt value \(word) is not supported (known: \(known))")
            }
            values.insert(value)
        }
        if values.contains(.none) {
            guard values.count == 1 else { throw fail("invalid_request", "prompt=none cannot be combined with other prompt values") }
            throw fail("login_required", "the dev server keeps no login sessions, so prompt=none cannot succeed")
        }
        return values
    }

    /// `max_age`: a non-negative whole number of seconds, written in digits.
    private static func maxAge(
        _ text: String?, fail: (String, String) -> AuthorizationRequestRefusal
    ) throws(AuthorizationRequestRefusal) -> Int? {
        guard let text else { return nil }
        guard !text.isEmpty, text.count <= 10, text.allSatisfy({ $0.isASCII && $0.isNumber }), let seconds = Int(text),
            seconds <= maxAgeLimit
        else {
            throw fail("invalid_request", "max_age must be a non-negative whole number of seconds (at most \(maxAgeLimit))")
        }
        return seconds
    }
}
