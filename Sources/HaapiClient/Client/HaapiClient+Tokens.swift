public import Foundation
public import HaapiModel
import Logging

extension HaapiClient {
    /// Checks the final step of a flow and exchanges its code for tokens.
    ///
    /// `state` must equal the one sent and `iss` (when present, or when the server
    /// announced it) the expected issuer; otherwise the flow ends with
    /// ``HaapiClientError/security(_:)`` and nothing is sent. The exchange carries the
    /// PKCE `code_verifier`, the client authentication and, for bound tokens, a DPoP
    /// proof. An ID token in the answer is verified (signature with the issuer's JWKS,
    /// `iss`, `aud`, `azp`, `exp`, `iat`, the flow's `nonce`, `auth_time` against a
    /// `max_age` the flow sent, and `acr` when ``HaapiClientConfiguration/requireRequestedACR``
    /// asks) unless
    /// ``HaapiClientConfiguration/idTokenValidation`` is `.skip`; its claims are in
    /// ``OAuthTokens/idTokenClaims``. Only tokens that pass are saved in the token store.
    ///
    /// - Throws: ``HaapiClientError/security(_:)`` when `state`, `iss` or the ID token
    ///   fails a check (``SecurityCheckError/Reason/idToken(_:)`` says which).
    ///
    /// ```swift
    /// if let authorization = response.authorizationResponse {
    ///     let tokens = try await client.exchangeCode(from: authorization)
    /// }
    /// ```
    public func exchangeCode(from response: AuthorizationResponseProperties) async throws(HaapiClientError) -> OAuthTokens {
        guard let current = flow else {
            throw .invalidUse(InvalidUseError(
                "no flow is active, so there is no state to check the response against",
                recoverySuggestion: "Exchange a code only once, for the flow this client started."))
        }
        // The flow is used up whatever happens: a code is exchanged at most once.
        flow = nil
        let code: String
        do {
            code = try AuthorizationResponseValidator.validate(response, flow: current)
        } catch {
            logger.warning("authorization response rejected", metadata: ["reason": .string("\(error)")])
            throw error
        }
        logger.info("authorization response accepted; exchanging the code")
        let received = try await tokenRequest(
            [
                ("grant_type", "authorization_code"), ("code", code),
                ("redirect_uri", current.redirectURI.absoluteString), ("code_verifier", current.codeVerifier),
            ],
            endpoint: current.endpoints.tokenEndpoint, dpop: configuration.dpopBoundTokens, extraSecrets: [code])
        let tokens = try await verifyingIDToken(
            of: received, endpoints: current.endpoints, nonce: current.nonce, requested: current.requested, original: nil)
        try await save(tokens)
        logger.info("tokens received", metadata: ["tokens": .string(tokens.description)])
        return tokens
    }

    /// Exchanges the code of an `oauth-authorization-response` step.
    public func exchangeCode(from representation: Representation) async throws(HaapiClientError) -> OAuthTokens {
        guard representation.type == .oauthAuthorizationResponse, let properties = representation.authorizationResponse else {
            throw .invalidUse(InvalidUseError(
                "the step is a \(representation.type.rawValue), not an oauth-authorization-response",
                recoverySuggestion: "Exchange the code only on the flow's last step."))
        }
        return try await exchangeCode(from: properties)
    }

    /// Uses the stored refresh token for new tokens (with a DPoP proof when the tokens
    /// are bound). A refresh token or ID token the server does not replace is kept.
    ///
    /// A new ID token is verified like the sign-in's, without the nonce, and must name the
    /// same `iss`, `sub`, `aud`, `azp` and (if it has one) `auth_time` as the stored one
    /// (OpenID Connect Core 1.0 section 12.2); when it fails, the call throws
    /// ``HaapiClientError/security(_:)`` and the store is left as it was.
    public func refresh() async throws(HaapiClientError) -> OAuthTokens {
        guard let current = try await storedTokens(), let refreshToken = current.refreshToken else {
            throw .invalidUse(InvalidUseError(
                "there is no refresh token", recoverySuggestion: "Sign in again to get tokens."))
        }
        let endpoints = try await serverEndpoints()
        logger.debug("refreshing tokens")
        var tokens = try await tokenRequest(
            [("grant_type", "refresh_token"), ("refresh_token", refreshToken)],
            endpoint: endpoints.tokenEndpoint, dpop: current.isDPoPBound || configuration.dpopBoundTokens,
            extraSecrets: [refreshToken])
        if tokens.refreshToken == nil { tokens.refreshToken = refreshToken }
        if tokens.idToken == nil {
            tokens.idToken = current.idToken
            tokens.idTokenClaims = current.idTokenClaims
        } else {
            tokens = try await verifyingIDToken(of: tokens, endpoints: endpoints, nonce: nil, original: current.idTokenClaims)
        }
        try await save(tokens)
        logger.info("tokens refreshed", metadata: ["tokens": .string(tokens.description)])
        return tokens
    }

    /// The stored tokens, refreshed first when the access token has less than
    /// `minimumTokenTTL` left and a refresh token is there.
    public func validTokens() async throws(HaapiClientError) -> OAuthTokens? {
        guard let tokens = try await storedTokens() else { return nil }
        if tokens.expires(within: configuration.minimumTokenTTL, at: clock.now), tokens.refreshToken != nil {
            return try await refresh()
        }
        return tokens
    }

    /// The stored tokens as they are.
    public func storedTokens() async throws(HaapiClientError) -> OAuthTokens? {
        do {
            return try await tokenStore.load()
        } catch {
            throw .storage(StorageError(operation: "TokenStore.load", errorType: String(describing: type(of: error))))
        }
    }

    /// The headers for calling an API with the stored access token: `Authorization`
    /// (`DPoP` or `Bearer`) and, for bound tokens, a fresh `DPoP` proof for this request.
    ///
    /// ```swift
    /// var request = URLRequest(url: api)
    /// for field in try await client.authorizationHeaders(method: "GET", url: api) {
    ///     request.setValue(field.value, forHTTPHeaderField: field.name)
    /// }
    /// ```
    public func authorizationHeaders(method: String, url: URL, nonce: String? = nil) async throws(HaapiClientError) -> TransportHeaders {
        guard let tokens = try await validTokens() else {
            throw .invalidUse(InvalidUseError("there are no tokens", recoverySuggestion: "Sign in first."))
        }
        var headers = TransportHeaders()
        if tokens.isDPoPBound {
            headers["Authorization"] = "DPoP " + tokens.accessToken
            headers[HeaderName.dpop] = try await proofs.proof(
                method: method, url: url, accessToken: tokens.accessToken, nonce: nonce ?? nonces.nonce(for: url))
        } else {
            headers["Authorization"] = "Bearer " + tokens.accessToken
        }
        return headers
    }

    private func save(_ tokens: OAuthTokens) async throws(HaapiClientError) {
        do {
            try await tokenStore.save(tokens)
        } catch {
            throw .storage(StorageError(operation: "TokenStore.save", errorType: String(describing: type(of: error))))
        }
    }
}
