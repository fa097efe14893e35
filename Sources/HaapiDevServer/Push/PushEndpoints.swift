import Hummingbird

/// A request to a push endpoint: who sent it and its form.
struct PushCall: Sendable {
    /// The user of the access token, as stored.
    var username: String
    var form: FormParameters
}

/// The push approval endpoints, for the app of a signed-in user: the user's DPoP-bound
/// access token, checked like `/oauth/userinfo` (401 first, see ``UserAccessGuard``),
/// then an `application/x-www-form-urlencoded` body.
///
/// - `POST /push/devices` (``PushDevicesEndpoint``): register a push token;
/// - `POST /push/approve` (``PushApproveEndpoint``): answer a sign-in request.
struct PushEndpoints: Sendable {
    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        let devices = PushDevicesEndpoint(environment: environment)
        let approve = PushApproveEndpoint(environment: environment)
        router.post(RouterPath(PushDevicesEndpoint.path)) { request, _ in try await devices.handle(try await call(request)) }
        router.post(RouterPath(PushApproveEndpoint.path)) { request, _ in try await approve.handle(try await call(request)) }
    }

    private func call(_ request: Request) async throws(HTTPFailure) -> PushCall {
        let username = try await UserAccessGuard(environment: environment).authorizeUser(request)
        return PushCall(username: username, form: try await request.formBody())
    }
}
