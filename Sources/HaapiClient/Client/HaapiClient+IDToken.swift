import Foundation
import HaapiModel
import HaapiJOSE
import Logging

/// The media type of a JWK Set document (RFC 7517 section 8.5).

extension HaapiClient {
    /// `tokens` with their ID token verified and its claims attached, when the
    /// configuration asks for it and there is an ID token.
    ///
    /// - Parameters:
    ///   - endpoints: Where the issuer and its `jwks_uri` come from.
    ///   - nonce: The flow's nonce after a code exchange; `nil` after a refresh.
    ///   - requested: After a code exchange, what the flow's request asked about the
    ///     authentication (`max_age`, `acr_values`); `nil` after a refresh.
    ///   - original: After a refresh, the claims of the sign-in's ID token, which the new
    ///     one must continue (`iss`, `sub`, `aud`, `azp`, `auth_time`).
    /// - Throws: ``HaapiClientError/security(_:)`` with ``SecurityCheckError/Reason/idToken(_:)``
    ///   when a check fails; ``HaapiClientError/configuration(_:)`` when no JWKS URI is known.
    func verifyingIDToken(
        of tokens: OAuthTokens, endpoints: ServerEndpoints, nonce: String?, requested: RequestedAuthentication? = nil,
        original: IDTokenClaims?
    ) async throws(HaapiClientError) -> OAuthTokens {
        guard let idToken = tokens.idToken else { return tokens }
        guard configuration.idTokenValidation == .verify else {
            logger.debug("ID token kept without verification (idTokenValidation is .skip)")
            return tokens
        }
        do throws(HaapiClientError) {
            let claims = try await verifiedClaims(of: idToken, endpoints: endpoints, nonce: nonce, requested: requested)
            if let original {
                do {
                    try IDTokenValidator.checkContinuity(claims, original: original)
                } catch {
                    throw .security(SecurityCheckError(.idToken(error)))
                }
            }
            var verified = tokens
            verified.idTokenClaims = claims
            logger.debug("ID token verified")
            return verified
        } catch {
            logger.warning("ID token rejected; the tokens are discarded", metadata: ["reason": .string(error.description)])
            throw error
        }
    }

    private func verifiedClaims(
        of token: String, endpoints: ServerEndpoints, nonce: String?, requested: RequestedAuthentication?
    ) async throws(HaapiClientError) -> IDTokenClaims {
        let signed: SignedIDToken
        do {
            signed = try IDTokenValidator.parse(token, accepting: configuration.idTokenSigningAlgorithms)
        } catch {
            throw .security(SecurityCheckError(.idToken(error)))
        }
        guard let jwksURI = endpoints.jwksURI else {
            throw .configuration(ConfigurationError(
                field: "endpoints.jwksURI",
                reason: "no JWKS URI is configured or discovered (jwks_uri), so the ID token cannot be verified; give one, or set idTokenValidation to .skip (not recommended)"))
        }
        var fetched = false
        var keys: JWKSet
        if let cached = jwksCache[jwksURI] {
            keys = cached
        } else {
            keys = try await fetchJWKS(jwksURI)
            fetched = true
        }
        var choice = IDTokenValidator.key(for: signed, in: keys)
        if case .failure(let error) = choice, IDTokenValidator.mayBeRotated(error), !fetched {
            logger.info("ID token signed with a key the cached JWKS lacks; fetching the JWKS again")
            keys = try await fetchJWKS(jwksURI)
            choice = IDTokenValidator.key(for: signed, in: keys)
        }
        let validator = IDTokenValidator(
            issuer: endpoints.issuer.absoluteString, clientID: try await effectiveClientID(), leeway: configuration.idTokenClockSkew)
        let now = clock.now
        do {
            let claims = try validator.validate(signed, key: choice.get(), now: now, nonce: nonce)
            if let requested {
                try validator.checkAuthentication(claims, requested: requested, requireACR: configuration.requireRequestedACR, now: now)
            }
            return claims
        } catch {
            throw .security(SecurityCheckError(.idToken(error)))
        }
    }

    /// Reads the issuer's JWK Set and caches it for later ID tokens.
    func fetchJWKS(_ url: URL) async throws(HaapiClientError) -> JWKSet {
        guard HostClassifier.isSecureServerURL(url) else {
            throw .security(SecurityCheckError(.insecureURL(url.redactedDescription)))
        }
        let (request, response) = try await getJSONDocument(url, what: "issuer's JWKS", mediaTypes: [MediaType.jwkSet, MediaType.json])
        let keys: JWKSet
        do {
            keys = try JWKSet(parsing: response.body)
        } catch {
            throw .protocolViolation(ProtocolViolationError(
                request: request.description, status: response.status, reason: .other(error.description)))
        }
        if keys.skippedKeyCount > 0 {
            logger.debug("JWKS keys left out as unreadable", metadata: ["count": .stringConvertible(keys.skippedKeyCount)])
        }
        jwksCache[url] = keys
        return keys
    }
}
