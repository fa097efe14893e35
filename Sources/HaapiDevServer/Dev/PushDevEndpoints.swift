import HaapiModel
import Hummingbird

/// `GET /dev/pushes[?to=<device token>]` → `{"pushes": [{to, sentAt, payload}]}`, oldest
/// first: the push notifications the server "sent" (see ``DevEndpoints``).
struct PushDevEndpoints: Sendable {
    let environment: ServerEnvironment

    func register(on router: Router<BasicRequestContext>) {
        router.get("/dev/pushes") { request, _ in
            let pushes = await environment.state.pushes(to: request.queryParameters["to"])
            return Reply.json(["pushes": .array(pushes.map(\.json))])
        }
    }
}
