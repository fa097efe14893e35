import HaapiJOSE
import HaapiModel
import Hummingbird

/// `GET /oauth/userinfo` with `Authorization: DPoP <access token>` and a DPoP proof:
/// the user's claims for the token's scopes.
struct UserInfoEndpoint: Sendable {
    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.get("/oauth/userinfo") { request, _ in try await handle(request) }
    }

    func handle(_ request: Request) async throws(HTTPFailure) -> Response {
        guard let authorization = request.headers[.authorization], authorization.lowercased().hasPrefix("dpop ") else {
            throw HTTPFailure.unauthorized(nil, "an access token is required (Authorization: DPoP <token>)")
        }
        let token = String(authorization.dropFirst(5))
        let proof = try await DPoPGuard(environment: environment).verify(request, accessToken: token, place: .resource)
        guard let jwt = try? environment.tokens.verifyAccessToken(token, issuer: environment.issuer, now: environment.now),
            let jti = jwt.jwtID, let subject = jwt.subject
        else { throw HTTPFailure.unauthorized("invalid_token", "the access token is not valid") }
        guard await !environment.state.isAccessTokenRevoked(jti) else {
            throw HTTPFailure.unauthorized("invalid_token", "the access token was revoked")
        }
        guard jwt.claims["cnf"]?.objectValue?["jkt"]?.stringValue == proof.jkt else {
            throw HTTPFailure.unauthorized("invalid_token", "the access token is bound to another key than the DPoP proof's")
        }
        let scopes = (jwt.claims["scope"]?.stringValue ?? "").split(separator: " ").map(String.init)
        guard scopes.contains("openid") else { throw HTTPFailure.unauthorized("insufficient_scope", "userinfo needs the openid scope") }
        let user = await environment.users.user(named: subject)
        var claims: [String: JSONValue] = ["sub": .string(subject)]
        if scopes.contains("profile") {
            claims["preferred_username"] = .string(user?.username ?? subject)
            if let name = user?.name { claims["name"] = .string(name) }
        }
        if scopes.contains("email"), let email = user?.email { claims["email"] = .string(email) }
        return Reply.json(.object(claims))
    }
}
