import Foundation
import HaapiModel
import Logging

extension HaapiClient {
    /// Where this flow's authorization request is pushed (RFC 9126), as
    /// ``HaapiClientConfiguration/pushedAuthorizationRequests`` and the server's endpoints
    /// decide; `nil` when its parameters go in the authorization endpoint's query.
    ///
    /// - Throws: ``HaapiClientError/configuration(_:)`` when the setting and the server
    ///   disagree: `.required` without a pushed authorization request endpoint, or
    ///   `.never` with a server that requires pushed requests.
    func pushedAuthorizationRequestEndpoint(of endpoints: ServerEndpoints) throws(HaapiClientError) -> URL? {
        switch configuration.pushedAuthorizationRequests {
        case .never:
            guard !endpoints.requirePushedAuthorizationRequests else {
                throw .configuration(ConfigurationError(
                    field: "pushedAuthorizationRequests",
                    reason: "is .never, but the server requires pushed authorization requests (require_pushed_authorization_requests); use .whenOffered or .required"))
            }
            return nil
        case .whenOffered:
            return endpoints.pushedAuthorizationRequestEndpoint
        case .required:
            guard let endpoint = endpoints.pushedAuthorizationRequestEndpoint else {
                throw .configuration(ConfigurationError(
                    field: "pushedAuthorizationRequests",
                    reason: "is .required, but the server has no pushed authorization request endpoint (pushed_authorization_request_endpoint)"))
            }
            return endpoint
        }
    }

    /// Pushes an authorization request's `parameters` to `endpoint` with the client's
    /// authentication and, for DPoP-bound tokens, a DPoP proof and `dpop_jkt`; returns the
    /// server's answer.
    ///
    /// - Parameter secrets: Values of `parameters` to keep out of error excerpts.
    func pushAuthorizationRequest(
        _ parameters: [(name: String, value: String)], to endpoint: URL, secrets: [String]
    ) async throws(HaapiClientError) -> PushedAuthorizationResponse {
        guard HostClassifier.isSecureServerURL(endpoint) else {
            throw .security(SecurityCheckError(.insecureURL(endpoint.redactedDescription)))
        }
        var pushed = parameters
        let bound = configuration.dpopBoundTokens
        if bound { pushed.append(("dpop_jkt", try await dpopKeyThumbprint())) }
        let answer = try await asEffectiveClient { client throws(HaapiClientError) in
            let response = try await postAuthenticatedForm(pushed, to: endpoint, dpop: bound, as: client)
            return try PushedAuthorizationResponse.parse(
                response, request: "POST \(endpoint.redactedDescription)", knownSecrets: client.secrets + secrets)
        }
        logger.debug("authorization request pushed", metadata: ["expiresIn": .stringConvertible(answer.expiresIn)])
        return answer
    }
}
