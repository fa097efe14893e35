import Foundation
import HaapiModel
import Hummingbird

/// `GET /.well-known/openid-configuration` and `GET /oauth/jwks`. The discovery document
/// names the `registration_endpoint` when a client is a template (``ClientTemplate``).
struct DiscoveryEndpoints: Sendable {
    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.get("/.well-known/openid-configuration") { _, _ in try discovery() }
        router.get("/.well-known/oauth-authorization-server") { _, _ in try discovery() }
        router.get("/oauth/jwks") { _, _ in
            Reply.json(environment.tokens.jwks, contentType: HaapiModel.MediaType.jwkSet)
        }
    }

    func discovery() throws(HTTPFailure) -> Response {
        let e = environment
        func endpoint(_ path: String) throws(HTTPFailure) -> JSONValue { .string(try e.serverURL(path).absoluteString) }
        var scopes = Set(e.configuration.clients.flatMap(\.scopes) + ["openid", TokenIssuer.haapiScope])
        if e.configuration.hasTemplates { scopes.insert(ClientTemplate.registrationScope) }
        var document: [String: JSONValue] = [
            "issuer": .string(e.issuer),
            "authorization_endpoint": try endpoint("/oauth/authorize"),
            "token_endpoint": try endpoint("/oauth/token"),
            "revocation_endpoint": try endpoint("/oauth/revoke"),
            "end_session_endpoint": try endpoint("/oauth/logout"),
            "userinfo_endpoint": try endpoint("/oauth/userinfo"),
            "jwks_uri": try endpoint("/oauth/jwks"),
            "response_types_supported": ["code"],
            "response_modes_supported": ["query"],
            "grant_types_supported": ["authorization_code", "refresh_token", "client_credentials"],
            "subject_types_supported": ["public"],
            "id_token_signing_alg_values_supported": ["ES256"],
            "dpop_signing_alg_values_supported": ["ES256"],
            "code_challenge_methods_supported": ["S256"],
            "token_endpoint_auth_methods_supported": .array(ClientAuthenticator.methods.map { .string($0) }),
            "token_endpoint_auth_signing_alg_values_supported": ["ES256"],
            "revocation_endpoint_auth_methods_supported": .array(ClientAuthenticator.methods.map { .string($0) }),
            "scopes_supported": .array(scopes.sorted().map { .string($0) }),
            "claims_supported": ["sub", "name", "preferred_username", "email", "auth_time", "acr", "amr", "nonce", "sid"],
            "authorization_response_iss_parameter_supported": true,
            "acr_values_supported": .array(e.configuration.firstFactors.map { .string(AuthenticatorFlow.acr(for: $0)) }),
            "pushed_authorization_request_endpoint": try endpoint(PushedAuthorizationEndpoint.path),
            "require_pushed_authorization_requests": .bool(e.configuration.pushedAuthorizationRequests.required),
            "prompt_values_supported": .array(AuthorizationPrompt.allCases.map { .string($0.rawValue) }),
        ]
        if e.configuration.hasTemplates {
            document["registration_endpoint"] = try endpoint(RegistrationEndpoint.path)
        }
        return Reply.json(.object(document))
    }
}
