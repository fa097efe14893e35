import HaapiModel
import Hummingbird

/// `GET /oauth/userinfo` with `Authorization: DPoP <access token>` and a DPoP proof
/// (see ``UserAccessGuard``): the user's claims for the token's scopes.
struct UserInfoEndpoint: Sendable {
    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.get("/oauth/userinfo") { request, _ in try await handle(request) }
    }

    func handle(_ request: Request) async throws(HTTPFailure) -> Response {
        let caller = try await UserAccessGuard(environment: environment).authorize(request)
        let subject = caller.subject
        let scopes = caller.scopes
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
