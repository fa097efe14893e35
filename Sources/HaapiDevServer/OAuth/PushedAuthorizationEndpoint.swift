import Foundation
import HTTPTypes
import HaapiJOSE
import HaapiModel
import Hummingbird
import Logging

/// `POST /oauth/par`: pushed authorization requests (RFC 9126). The client authenticates
/// as at the token endpoint and posts the authorization parameters, which are checked as
/// the authorization endpoint checks them; the answer is `201` with a `request_uri`
/// (`urn:ietf:params:oauth:request_uri:<random>`) for one authorization request of this
/// client within `expires_in` seconds (``PushedAuthorizationSettings/requestURILifetime``).
///
/// A DPoP proof is optional (RFC 9449 section 10.1): with one, the code is bound to its
/// key (as `dpop_jkt` would bind it) and a `dpop_jkt` must name the same key. Errors are
/// OAuth errors, as at the token endpoint.
struct PushedAuthorizationEndpoint: Sendable {
    static let path = "/oauth/par"
    /// What every `request_uri` starts with.
    static let requestURIPrefix = "urn:ietf:params:oauth:request_uri:"

    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.post(RouterPath(Self.path)) { request, _ in try await handle(request) }
    }

    func handle(_ request: Request) async throws(HTTPFailure) -> Response {
        let form = try await request.formBody(oauth: true)
        if let repeated = form.repeatedNames.first {
            throw .oauth("invalid_request", "the parameter \(repeated) is repeated")
        }
        // The proof first: a nonce retry must not spend a client assertion's jti.
        var proof: VerifiedDPoPProof?
        if !request.headers[values: .dpop].isEmpty {
            proof = try await DPoPGuard(environment: environment).verify(request, accessToken: nil, place: .tokenEndpoint)
        }
        let client = try await ClientAuthenticator(environment: environment).authenticate(request, form: form)
        guard form["request_uri"] == nil else {
            throw .oauth("invalid_request", "request_uri cannot be pushed (RFC 9126 section 2.1)")
        }
        var authorization: AuthorizationRequest
        do {
            authorization = try AuthorizationRequestValidator(environment: environment)
                .validate(form, client: client, dpopKey: proof.map { ($0.jkt, "the key of the DPoP proof") })
        } catch {
            throw error.oauthFailure
        }
        if authorization.dpopJKT == nil { authorization.dpopJKT = proof?.jkt }
        let lifetime = environment.configuration.pushedAuthorizationRequests.requestURILifetime
        let requestURI = Self.requestURIPrefix + environment.identifier(24)
        let now = environment.now
        await environment.state.storePushedRequest(requestURI, authorization, expiresAt: now.addingTimeInterval(lifetime), now: now)
        environment.logger.info("authorization request pushed", metadata: ["client_id": .string(client.id)])
        return Reply.json(
            ["request_uri": .string(requestURI), "expires_in": .number(JSONNumber(Int(lifetime.rounded(.down))))], status: .created)
    }
}
