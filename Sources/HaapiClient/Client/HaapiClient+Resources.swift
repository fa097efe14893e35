import Foundation
import HaapiModel
public import HaapiJOSE

extension HaapiClient {
    /// Sends `request` to an API of the issuer with the stored access token: a
    /// `DPoP` proof for bound tokens (retried once with the server's nonce when it
    /// demands one), `Bearer` otherwise. The answer is returned whatever its status.
    ///
    /// ```swift
    /// var request = TransportRequest(method: "POST", url: devicesEndpoint, body: Data("token=abc".utf8))
    /// request.headers["Content-Type"] = "application/x-www-form-urlencoded"
    /// let response = try await client.sendAuthorized(request)
    /// ```
    ///
    /// - Throws: ``HaapiClientError/invalidUse(_:)`` without tokens; a security error
    ///   for a URL that is neither `https` nor loopback `http`.
    public func sendAuthorized(_ request: TransportRequest) async throws(HaapiClientError) -> TransportResponse {
        guard HostClassifier.isSecureServerURL(request.url) else {
            throw .security(SecurityCheckError(.insecureURL(request.url.redactedDescription)))
        }
        guard let tokens = try await validTokens() else {
            throw .invalidUse(InvalidUseError("there are no tokens", recoverySuggestion: "Sign in first."))
        }
        guard tokens.isDPoPBound else {
            var bearer = request
            bearer.headers["Authorization"] = "Bearer " + tokens.accessToken
            return try await transmit(bearer)
        }
        return try await sendWithDPoP(method: request.method, url: request.url, accessToken: tokens.accessToken) { proof in
            var bound = request
            bound.headers["Authorization"] = "DPoP " + tokens.accessToken
            bound.headers[HeaderName.dpop] = proof
            return bound
        }
    }

    /// The issuer's signing keys (its `jwks_uri`), cached; `refresh` reads them again
    /// (after a key rotation). Used to verify what the issuer signs besides ID tokens,
    /// such as sign-in approval requests.
    public func issuerKeys(refresh: Bool = false) async throws(HaapiClientError) -> JWKSet {
        let endpoints = try await serverEndpoints()
        guard let jwksURI = endpoints.jwksURI else {
            throw .configuration(ConfigurationError(
                field: "endpoints.jwksURI", reason: "no JWKS URI is configured or discovered (jwks_uri)"))
        }
        if !refresh, let cached = jwksCache[jwksURI] { return cached }
        return try await fetchJWKS(jwksURI)
    }
}
