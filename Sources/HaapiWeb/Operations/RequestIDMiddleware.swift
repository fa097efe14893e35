import HTTPTypes
import Hummingbird
import Logging

/// Gives each request its id (``RequestID``): in the context's logger (as `request-id`,
/// and as Hummingbird's own `hb.request.id`, so both name the same request), for
/// everything the host logs meanwhile, and in the `X-Request-Id` response header. An
/// error Hummingbird would answer (a path no route has) is answered here, with the
/// security headers, so that it carries the id too.
struct RequestIDMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let id = RequestID(of: request.headers)
        defer { id.end() }
        var context = context
        context.logger[metadataKey: RequestID.metadataKey] = .string(id.value)
        context.logger[metadataKey: "hb.request.id"] = .string(id.value)
        var response = try await RequestID.$current.withValue(id) {
            do {
                return try await next(request, context)
            } catch let error as any HTTPResponseError {
                return Response(status: error.status, headers: SecurityHeaders.fields(nonce: nil))
            }
        }
        response.headers[RequestID.header] = id.value
        return response
    }
}
