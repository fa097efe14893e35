import Hummingbird

struct ExternalBrowserDevPage: Sendable {
    let environment: ServerEnvironment
    func register(on router: Router<BasicRequestContext>) {}
}
