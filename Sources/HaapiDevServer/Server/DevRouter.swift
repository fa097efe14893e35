import HaapiHTTPServer
import Hummingbird
import Tracing

/// Builds the router with every endpoint behind ``FailureMiddleware``, and a server span
/// per request when there is a tracer.
struct DevRouter: Sendable {
    let environment: ServerEnvironment
    var tracer: any Tracer = NoOpTracer()

    func build() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        if !(tracer is NoOpTracer) {
            // First, so that a hostile answer or a failure is in the span too.
            router.add(middleware: ServerSpanMiddleware(tracer: tracer))
        }
        if let hostile = environment.hostile {
            router.add(middleware: HostileMiddleware(behaviour: hostile, environment: environment))
        }
        router.add(middleware: FailureMiddleware(environment: environment))
        DiscoveryEndpoints(environment: environment).register(on: router)
        TokenEndpoint(environment: environment).register(on: router)
        AttestationEndpoints(environment: environment).register(on: router)
        RevocationEndpoint(environment: environment).register(on: router)
        EndSessionEndpoint(environment: environment).register(on: router)
        RegistrationEndpoint(environment: environment).register(on: router)
        UserInfoEndpoint(environment: environment).register(on: router)
        AuthorizeEndpoint(environment: environment).register(on: router)
        PushedAuthorizationEndpoint(environment: environment).register(on: router)
        AuthenticationEndpoints(environment: environment).register(on: router)
        PushEndpoints(environment: environment).register(on: router)
        PasskeyAccountEndpoints(environment: environment).register(on: router)
        DevEndpoints(environment: environment).register(on: router)
        return router
    }
}
