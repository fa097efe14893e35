import Hummingbird

struct BankIDDevEndpoints: Sendable {
    let environment: ServerEnvironment
    func register(on router: Router<BasicRequestContext>) {}
}
