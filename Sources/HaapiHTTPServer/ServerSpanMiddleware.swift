import HTTPTypes
public import Hummingbird
public import Tracing

/// A server span for each request, named `<method> <route pattern>` (`POST
/// /authn/authenticate/{id}`), with the method, the route pattern and the status as
/// attributes, and nothing else of the request: its path, query, headers and body may hold
/// session ids, codes or personal data, and none of it reaches a trace.
///
/// The span continues the trace `parent` names for the request (the web host: the
/// sign-in's own), else the caller's `traceparent`, else starts one. What the route does
/// meanwhile (client requests, store calls, log lines) happens inside it.
public struct ServerSpanMiddleware<Context: RequestContext>: RouterMiddleware {
    private let tracer: any Tracer
    private let untraced: @Sendable (String) -> Bool
    private let parent: @Sendable (Request) async -> ServiceContext?

    /// Traces every request but those whose path is `untraced` (health checks, metrics).
    public init(
        tracer: any Tracer, untraced: @escaping @Sendable (String) -> Bool = { _ in false }, parent: @escaping @Sendable (Request) async -> ServiceContext? = { _ in nil }
    ) {
        self.tracer = tracer
        self.untraced = untraced
        self.parent = parent
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard !untraced(request.uri.path) else { return try await next(request, context) }
        let caller = await parent(request) ?? tracer.context(continuing: request.headers) ?? .topLevel
        let span = tracer.startAnySpan(request.method.rawValue, context: caller, ofKind: .server)
        span.attributes["http.request.method"] = request.method.rawValue
        defer { span.end() }
        do {
            let response = try await ServiceContext.$current.withValue(span.context) { try await next(request, context) }
            Self.finish(span, method: request.method, status: response.status, route: context.endpointPath)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
            Self.finish(span, method: request.method, status: status, route: context.endpointPath)
            throw error
        }
    }

    /// Names the span by its route (Hummingbird knows it once it routed) and records the status.
    static func finish(_ span: any Tracing.Span, method: HTTPRequest.Method, status: HTTPResponse.Status, route: String?) {
        if let route, route != "NotFound" {
            span.operationName = "\(method.rawValue) \(route)"
            span.attributes["http.route"] = route
        }
        span.attributes["http.response.status_code"] = status.code
        if status.code >= 500 { span.setStatus(SpanStatus(code: .error)) }
    }
}
