import Crypto
import HaapiJOSE
import Hummingbird
import Logging

/// `POST /oauth/revoke` (RFC 7009): the client revokes one of its refresh tokens (and so
/// its whole rotation family and the access tokens issued with it) or access tokens.
/// Unknown tokens are answered 200 like known ones.
struct RevocationEndpoint: Sendable {
    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.post("/oauth/revoke") { request, _ in try await handle(request) }
    }

    func handle(_ request: Request) async throws(HTTPFailure) -> Response {
        let form = try await request.formBody(oauth: true)
        let client = try await ClientAuthenticator(environment: environment).authenticate(request, form: form)
        guard let token = form.nonEmpty("token") else { throw .oauth("invalid_request", "token is missing") }
        if let hint = form["token_type_hint"], hint != "access_token", hint != "refresh_token" {
            throw .oauth("unsupported_token_type", "token_type_hint \(hint) is not supported")
        }
        if await environment.state.revokeRefreshToken(token, clientID: client.id) {
            environment.logger.info("refresh token revoked", metadata: ["client_id": .string(client.id)])
        } else if let jwt = try? JWTVerifier(publicKey: environment.tokens.key.publicKey)
            .verify(token, now: environment.now, expectedType: TokenIssuer.accessTokenType, expectedIssuer: environment.issuer),
            jwt.claims["client_id"]?.stringValue == client.id, let jti = jwt.jwtID, let expiry = jwt.expiresAt
        {
            await environment.state.revokeAccessToken(jti: jti, until: expiry)
            environment.logger.info("access token revoked", metadata: ["client_id": .string(client.id)])
        }
        return Response(status: .ok, headers: [.cacheControl: "no-store"])
    }
}
