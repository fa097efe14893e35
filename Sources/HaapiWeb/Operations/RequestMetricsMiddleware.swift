import HTTPTypes
import Hummingbird

/// Counts and times each request by its route's pattern (`/resume/{id}`, never the path
/// with its id; `unmatched` for a path no route has) and its status, and the requests under way.
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: WebHostMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let clock = ContinuousClock()
        let start = clock.now
        metrics.requestStarted()
        do {
            let response = try await next(request, context)
            metrics.requestEnded(route: Self.route(of: context), status: response.status, duration: start.duration(to: clock.now))
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
            metrics.requestEnded(route: Self.route(of: context), status: status, duration: start.duration(to: clock.now))
            throw error
        }
    }

    /// The pattern of the route that answered (Hummingbird notes it in the context).
    static func route(of context: Context) -> String {
        guard let pattern = context.endpointPath, pattern != "NotFound" else { return "unmatched" }
        return pattern
    }
}
